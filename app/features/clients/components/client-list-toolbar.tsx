import { Form, useSubmit } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { Input, Select } from '~/components/ui/input'

import type { ClientSort } from '../schema'

const SORT_LABELS: Record<ClientSort, string> = {
  newest: 'Newest',
  name: 'Name',
  activity: 'Last activity',
}

/**
 * Search by name or e-mail and the order of the list, as the page's URL (`?q=&sort=`), so both
 * survive a reload and can be shared. A real GET form: it works before the page is hydrated.
 */
export function ClientListToolbar({ search, sort }: { search: string; sort: ClientSort }) {
  const submit = useSubmit()
  return (
    <Form
      method="get"
      role="search"
      aria-label="Clients"
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor="client-search" className="sr-only">
          Search clients by name or e-mail
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id="client-search"
          type="search"
          name="q"
          defaultValue={search}
          maxLength={100}
          placeholder="Search by name or e-mail..."
          className="pl-10"
          onChange={(event) =>
            void submit(event.currentTarget.form, { replace: true, preventScrollReset: true })
          }
        />
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor="client-sort" className="shrink-0 text-sm text-muted">
          Sort by
        </label>
        <Select
          id="client-sort"
          name="sort"
          defaultValue={sort}
          containerClassName="flex-1 sm:w-44"
          onChange={(event) =>
            void submit(event.currentTarget.form, { replace: true, preventScrollReset: true })
          }
        >
          {(Object.keys(SORT_LABELS) as ClientSort[]).map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
    </Form>
  )
}
