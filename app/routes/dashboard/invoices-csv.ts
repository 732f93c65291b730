import { readFilters } from '~/features/billing/filters'
import { today } from '~/features/billing/invoice-view'
import { invoicesCsv } from '~/features/billing/invoices-csv.server'
import { requireUser } from '~/server/auth.server'

import type { Route } from './+types/invoices-csv'

/** Her invoices as the Money page filters them, as a CSV for her accountant. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const csv = await invoicesCsv(user.id, readFilters(new URL(request.url).searchParams))
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="invoices-${today()}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
