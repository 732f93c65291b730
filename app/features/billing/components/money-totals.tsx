import { Card } from '~/components/ui/card'
import { formatMoney } from '~/lib/money'

export type TotalsView = {
  currency: string
  invoiced: number
  paid: number
  outstanding: number
  overdue: number
  paidThisMonth: number
  paidThisYear: number
}

const FIGURES = [
  ['invoiced', 'Invoiced'],
  ['paid', 'Paid'],
  ['outstanding', 'Outstanding'],
  ['overdue', 'Overdue'],
  ['paidThisMonth', 'Paid this month'],
  ['paidThisYear', 'Paid this year'],
] as const

/** Her totals, one block per currency (never added across currencies). */
export function MoneyTotals({ totals, currency }: { totals: TotalsView[]; currency: string }) {
  const shown = totals.length
    ? totals
    : [
        {
          currency,
          invoiced: 0,
          paid: 0,
          outstanding: 0,
          overdue: 0,
          paidThisMonth: 0,
          paidThisYear: 0,
        },
      ]
  return (
    <div className="space-y-4">
      {shown.map((entry) => (
        <Card
          as="section"
          key={entry.currency}
          aria-label={`Totals in ${entry.currency}`}
          className="p-5"
        >
          {shown.length > 1 ? (
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted">
              {entry.currency}
            </h2>
          ) : null}
          <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-6">
            {FIGURES.map(([key, label]) => (
              <div key={key} className="min-w-0" data-total={key}>
                <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
                <dd
                  className={`mt-1 font-display text-2xl tabular-nums ${key === 'overdue' && entry.overdue > 0 ? 'text-danger' : ''}`}
                >
                  {formatMoney({ amount: entry[key], currency: entry.currency })}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </div>
  )
}
