import { buttonClasses } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'

/**
 * Shop Now on a piece. It goes through the studio's own site (/go/{piece}), which counts the
 * click and applies the stylist's affiliate rule for the shop (features/commissions); the shop
 * opens in a new tab. `inList`: the smaller button of a Shopping list row, named after the piece.
 */
export function ShopNowLink({
  item,
  inList = false,
}: {
  item: { id: string; name: string }
  inList?: boolean
}) {
  return (
    <a
      href={`/go/${item.id}`}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses(
        inList
          ? { variant: 'secondary', size: 'sm', className: 'shrink-0' }
          : { className: 'self-start' },
      )}
    >
      Shop Now <Icon name="external-link" className="size-4" />
      <span className="sr-only">
        {inList ? `${item.name} (opens in a new tab)` : '(opens in a new tab)'}
      </span>
    </a>
  )
}
