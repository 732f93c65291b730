import { Form, useSubmit } from 'react-router'

import { buttonClasses } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import { Select } from '~/components/ui/input'

import { filtersQuery, type InvoiceFilters } from '../filters'
import { FILTER_STATUSES_LIST, STATUS_LABELS } from '../invoice-view'

/** The last 24 months, newest first: "2026-11" → "November 2026". */
function recentMonths(now = new Date()) {
  const months: { value: string; label: string }[] = []
  for (let back = 0; back < 24; back++) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    months.push({
      value: at.toISOString().slice(0, 7),
      label: at.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    })
  }
  return months
}

/** Status, client and month: a GET form, sent as soon as one changes; and the CSV of what it shows. */
export function InvoiceFilterBar({
  filters,
  clients,
}: {
  filters: InvoiceFilters
  clients: { id: string; name: string }[]
}) {
  const submit = useSubmit()
  return (
    <Form
      method="get"
      className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
      onChange={(event) => void submit(event.currentTarget, { replace: true })}
    >
      <Field label="Status" htmlFor="filter-status">
        <Select id="filter-status" name="status" defaultValue={filters.status ?? ''}>
          <option value="">All statuses</option>
          {FILTER_STATUSES_LIST.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Client" htmlFor="filter-client">
        <Select id="filter-client" name="client" defaultValue={filters.clientId ?? ''}>
          <option value="">All clients</option>
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Month" htmlFor="filter-month">
        <Select id="filter-month" name="month" defaultValue={filters.month ?? ''}>
          <option value="">All months</option>
          {recentMonths().map((month) => (
            <option key={month.value} value={month.value}>
              {month.label}
            </option>
          ))}
        </Select>
      </Field>
      <a
        href={`/dashboard/money/invoices.csv${filtersQuery(filters)}`}
        download
        className={buttonClasses({ variant: 'secondary' })}
      >
        <Icon name="download" className="size-4" /> Export CSV
      </a>
    </Form>
  )
}
