import { Link } from 'react-router'

import { Card } from '~/components/ui/card'
import { formatMoney } from '~/lib/money'

import { formatDay, type InvoiceView } from '../invoice-view'
import { StatusBadge } from './status-badge'

export type InvoiceRow = Pick<
  InvoiceView,
  | 'id'
  | 'number'
  | 'clientName'
  | 'issuedOn'
  | 'dueOn'
  | 'displayStatus'
  | 'currency'
  | 'totals'
  | 'balance'
  | 'createdAt'
>

const path = (id: string) => `/dashboard/money/invoices/${id}`
const title = (row: InvoiceRow) => row.number ?? 'Draft'

/** Invoices as a table on wide screens, as cards on a phone; each opens its page. */
export function InvoiceList({
  invoices,
  showClient = true,
}: {
  invoices: InvoiceRow[]
  showClient?: boolean
}) {
  const money = (row: InvoiceRow, amount: number) => formatMoney({ amount, currency: row.currency })
  return (
    <>
      <Card className="hidden overflow-hidden md:block">
        <table className="w-full text-sm">
          <thead className="bg-sunken/60 text-left text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Invoice
              </th>
              {showClient ? (
                <th scope="col" className="px-4 py-3 font-semibold">
                  Client
                </th>
              ) : null}
              <th scope="col" className="px-4 py-3 font-semibold">
                Issued
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Due
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Total
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Balance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {invoices.map((row) => (
              <tr key={row.id} className="hover:bg-sunken/40">
                <td className="px-4 py-3 font-medium">
                  <Link to={path(row.id)} className="text-accent-strong hover:underline">
                    {title(row)}
                  </Link>
                </td>
                {showClient ? <td className="px-4 py-3 break-words">{row.clientName}</td> : null}
                <td className="px-4 py-3 whitespace-nowrap">
                  {row.issuedOn ? formatDay(row.issuedOn) : '–'}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {row.dueOn ? formatDay(row.dueOn) : '–'}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={row.displayStatus} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {money(row, row.totals.total)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{money(row, row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="grid gap-3 md:hidden">
        {invoices.map((row) => (
          <Card as="li" key={row.id} className="relative p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link
                  to={path(row.id)}
                  className="font-medium text-accent-strong after:absolute after:inset-0 after:rounded-2xl"
                >
                  {title(row)}
                </Link>
                {showClient ? <p className="text-sm break-words">{row.clientName}</p> : null}
              </div>
              <StatusBadge status={row.displayStatus} />
            </div>
            <p className="mt-2 flex justify-between gap-3 text-sm text-muted tabular-nums">
              <span>{row.dueOn ? `Due ${formatDay(row.dueOn)}` : 'Not issued'}</span>
              <span className="text-ink">{money(row, row.totals.total)}</span>
            </p>
          </Card>
        ))}
      </ul>
    </>
  )
}
