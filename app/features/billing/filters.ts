// The Money page's filters, read from its URL (`?status=&client=&month=`), each bounded.
import { FILTER_STATUSES_LIST, type FilterStatus } from './invoice-view'

export type InvoiceFilters = { status?: FilterStatus; clientId?: string; month?: string }

export function readFilters(params: URLSearchParams): InvoiceFilters {
  const status = FILTER_STATUSES_LIST.find((value) => value === params.get('status'))
  const client = params.get('client') ?? ''
  const month = params.get('month') ?? ''
  return {
    ...(status ? { status } : {}),
    ...(/^[\w-]{10,40}$/.test(client) ? { clientId: client } : {}),
    ...(/^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? { month } : {}),
  }
}

/** The filters as a query string ("?status=paid&month=2026-11"), for links and the CSV. */
export function filtersQuery(filters: InvoiceFilters): string {
  const params = new URLSearchParams()
  if (filters.status) params.set('status', filters.status)
  if (filters.clientId) params.set('client', filters.clientId)
  if (filters.month) params.set('month', filters.month)
  const query = params.toString()
  return query ? `?${query}` : ''
}
