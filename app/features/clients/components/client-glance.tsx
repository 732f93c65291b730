import { Link } from 'react-router'

import { PriceText, TotalsText } from '~/components/price-text'
import { Icon } from '~/components/ui/icon'
import type { Money, Price } from '~/lib/money'

/**
 * The capsule's budget and what her Shopping list has left to buy and bought (per currency), her
 * colours and budget per season, at a glance above the capsule she is being styled for, with a
 * link to her whole profile. Nothing when none of them is known.
 */
export function ClientGlance({
  clientId,
  clientName,
  capsuleBudget,
  coloursLoved,
  coloursAvoided,
  seasonBudget,
  shopping,
}: {
  clientId: string
  clientName: string
  capsuleBudget: Price | null
  coloursLoved: string | null
  coloursAvoided: string | null
  seasonBudget: Price | null
  /** Her Shopping list's totals; null when the capsule has nothing to buy. */
  shopping: { toBuy: Money[]; spent: Money[]; currency: string } | null
}) {
  const facts = [
    capsuleBudget
      ? {
          label: 'Capsule budget',
          value: <PriceText price={capsuleBudget} />,
          icon: 'wallet' as const,
        }
      : null,
    shopping
      ? {
          label: 'To buy',
          value: <TotalsText totals={shopping.toBuy} zeroIn={shopping.currency} />,
          icon: 'shopping-bag' as const,
        }
      : null,
    shopping && shopping.spent.length > 0
      ? {
          label: 'Bought',
          value: <TotalsText totals={shopping.spent} zeroIn={shopping.currency} />,
          icon: 'check' as const,
        }
      : null,
    coloursLoved ? { label: 'Loves', value: coloursLoved, icon: 'palette' as const } : null,
    coloursAvoided ? { label: 'Avoids', value: coloursAvoided, icon: 'palette' as const } : null,
    seasonBudget
      ? {
          label: 'Her budget per season',
          value: <PriceText price={seasonBudget} />,
          icon: 'wallet' as const,
        }
      : null,
  ].filter((fact) => fact !== null)
  if (facts.length === 0) return null
  return (
    <section
      aria-label={`${clientName} at a glance`}
      className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl bg-sunken px-4 py-3 text-sm"
    >
      <dl className="flex min-w-0 flex-wrap gap-x-6 gap-y-2">
        {facts.map(({ label, value, icon }) => (
          <div key={label} className="flex min-w-0 items-center gap-2">
            <Icon name={icon} className="size-4 shrink-0 text-accent" />
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={`/dashboard/clients/${clientId}`}
        className="ml-auto font-medium text-accent hover:underline"
      >
        Her profile
      </Link>
    </section>
  )
}
