import { useFetcher } from 'react-router'

import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import { formatMoney } from '~/lib/money'

import { depositAmount, type PackageView } from '../packages'

function depositText(pkg: PackageView): string | null {
  if (!pkg.deposit || !pkg.price) return null
  const amount = formatMoney({
    amount: depositAmount(pkg.price.amount, pkg.deposit),
    currency: pkg.price.currency,
  })
  return pkg.deposit.kind === 'percent'
    ? `${pkg.deposit.percent} % deposit (${amount})`
    : `${amount} deposit`
}

/** Her packages, in her order: each with Edit, Move up/down and Delete. */
export function PackageList({
  packages,
  siteOwner,
  onEdit,
  onDelete,
}: {
  packages: PackageView[]
  siteOwner: boolean
  onEdit: (pkg: PackageView) => void
  onDelete: (pkg: PackageView) => void
}) {
  const move = useFetcher()
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {packages.map((pkg, index) => (
        <Card as="li" key={pkg.id} className="flex min-w-0 flex-col p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-display text-2xl leading-tight font-medium break-words">
                {pkg.name}
              </h2>
              <p className="mt-1 text-lg tabular-nums">
                {pkg.price ? (
                  formatMoney(pkg.price)
                ) : (
                  <span className="text-danger">Price to set: “{pkg.priceText}”</span>
                )}
                {pkg.priceNote ? (
                  <span className="ml-2 text-sm text-muted">{pkg.priceNote}</span>
                ) : null}
              </p>
            </div>
            {siteOwner ? (
              <Badge tone={pkg.showOnSite ? 'success' : 'neutral'}>
                {pkg.showOnSite ? 'On your site' : 'Not on your site'}
              </Badge>
            ) : null}
          </div>
          {depositText(pkg) ? <p className="mt-2 text-sm text-muted">{depositText(pkg)}</p> : null}
          {pkg.summary ? (
            <p className="mt-2 text-sm leading-relaxed text-muted">{pkg.summary}</p>
          ) : null}
          <div className="mt-auto flex flex-wrap gap-2 pt-4">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onEdit(pkg)}
              aria-label={`Edit ${pkg.name}`}
            >
              <Icon name="pencil" className="size-4" /> Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={index === 0}
              aria-label={`Move ${pkg.name} up`}
              onClick={() =>
                void move.submit(
                  { intent: 'move-package', id: pkg.id, by: 'up' },
                  { method: 'post' },
                )
              }
            >
              <Icon name="chevron-left" className="size-4 rotate-90" /> Up
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={index === packages.length - 1}
              aria-label={`Move ${pkg.name} down`}
              onClick={() =>
                void move.submit(
                  { intent: 'move-package', id: pkg.id, by: 'down' },
                  { method: 'post' },
                )
              }
            >
              <Icon name="chevron-down" className="size-4" /> Down
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onDelete(pkg)}
              aria-label={`Delete ${pkg.name}`}
              className="ml-auto text-danger"
            >
              <Icon name="trash-2" className="size-4" /> Delete
            </Button>
          </div>
        </Card>
      ))}
    </ul>
  )
}
