import { Icon } from '~/components/ui/icon'
import { buttonClasses } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/input'
import type { PublicItem } from '~/features/public-capsule/types'
import { formatPrice, parsePrice, totalPrices, type PriceTotal } from '~/lib/price'
import { useFeedback } from './feedback-context'
import { PiecePhoto } from './outfits-section'

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`

const amount = (total: PriceTotal) =>
  total.mixed ? 'mixed currencies' : formatPrice(total.cents, total.currency)

/** The budget as written when it cannot be read as an amount. */
const budgetText = (budget: string) => {
  const price = parsePrice(budget)
  return price ? formatPrice(price.cents, price.currency) : budget
}

function ShoppingRow({ item, bought }: { item: PublicItem; bought: boolean }) {
  const { canGiveFeedback, save } = useFeedback()
  return (
    <li className="flex min-w-0 items-center gap-4 py-4">
      <span className="block size-16 shrink-0 overflow-hidden rounded-lg bg-sunken sm:size-20">
        <PiecePhoto item={item} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">{item.name}</p>
        <p className="text-sm text-muted">
          {item.price ? item.price : 'No price'}
          {item.price && !parsePrice(item.price) ? ' (not counted)' : ''}
        </p>
        <Checkbox
          label="Bought"
          checked={bought}
          disabled={!canGiveFeedback}
          aria-label={`Bought ${item.name}`}
          onChange={(event) => void save(`item:${item.id}`, { bought: event.target.checked })}
          className="py-2"
        />
      </div>
      {item.link && !bought ? (
        <a
          href={item.link}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}
        >
          Shop Now <Icon name="external-link" className="size-4" />
          <span className="sr-only">{item.name} (opens in a new tab)</span>
        </a>
      ) : null}
    </li>
  )
}

/**
 * The to-buy items with price, Shop Now and a Bought tick; bought ones move to a done group.
 * Totals count what can be read as a price and say how many could not.
 */
export function ShoppingList({ items, budget }: { items: PublicItem[]; budget: string | null }) {
  const { get } = useFeedback()
  const isBought = (item: PublicItem) => get(`item:${item.id}`)?.bought ?? false
  const toBuy = items.filter((item) => !isBought(item))
  const bought = items.filter(isBought)
  const remaining = totalPrices(toBuy.map((item) => item.price))
  const spent = totalPrices(bought.map((item) => item.price))
  const total = totalPrices(items.map((item) => item.price))

  return (
    <section aria-labelledby="shopping-list-title" className="mx-auto max-w-2xl">
      <h2 id="shopping-list-title" className="sr-only">
        Shopping list
      </h2>
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-card">
        <p className="font-display text-2xl">
          {budget ? `Budget ${budgetText(budget)} · ` : ''}To buy {amount(remaining)}
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-muted">Total</dt>
            <dd className="font-medium text-ink">{amount(total)}</dd>
          </div>
          <div>
            <dt className="text-muted">Spent</dt>
            <dd className="font-medium text-ink">{amount(spent)}</dd>
          </div>
          <div>
            <dt className="text-muted">Remaining</dt>
            <dd className="font-medium text-ink">{amount(remaining)}</dd>
          </div>
        </dl>
        {total.unreadable > 0 ? (
          <p className="mt-3 text-sm text-muted">
            Not counted: {itemCount(total.unreadable)} without a readable price.
          </p>
        ) : null}
      </div>

      <h3 className="mt-8 text-xs font-semibold tracking-[0.18em] text-muted uppercase">
        To buy ({toBuy.length})
      </h3>
      {toBuy.length === 0 ? (
        <p className="py-6 text-muted">Everything on your list is bought.</p>
      ) : (
        <ul className="divide-y divide-line">
          {toBuy.map((item) => (
            <ShoppingRow key={item.id} item={item} bought={false} />
          ))}
        </ul>
      )}
      {bought.length > 0 ? (
        <>
          <h3 className="mt-8 text-xs font-semibold tracking-[0.18em] text-muted uppercase">
            Bought ({bought.length})
          </h3>
          <ul aria-label="Bought" className="divide-y divide-line">
            {bought.map((item) => (
              <ShoppingRow key={item.id} item={item} bought />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
