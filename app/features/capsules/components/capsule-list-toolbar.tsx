import { Form, useSubmit } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { Input, Select } from '~/components/ui/input'

import type { ClientOption } from '../types'

/**
 * Search by capsule or client name and one client's capsules, as the page's URL
 * (`?q=&client=`), so both survive a reload. A real GET form: it works before hydration.
 * Changing either starts again at the first page (the form has no `page` field).
 */
export function CapsuleListToolbar({
  clients,
  clientId,
  search,
}: {
  clients: ClientOption[]
  clientId: string
  search: string
}) {
  const submit = useSubmit()
  const resubmit = (form: HTMLFormElement | null) =>
    void submit(form, { replace: true, preventScrollReset: true })
  return (
    <Form
      method="get"
      role="search"
      aria-label="Capsules"
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor="capsule-search" className="sr-only">
          Search capsules by name or client
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id="capsule-search"
          type="search"
          name="q"
          defaultValue={search}
          maxLength={100}
          placeholder="Search by capsule or client..."
          className="pl-10"
          onChange={(event) => resubmit(event.currentTarget.form)}
        />
      </div>
      {clients.length > 1 || clientId ? (
        <div className="flex items-center gap-3">
          <label htmlFor="capsule-client-filter" className="shrink-0 text-sm text-muted">
            Client
          </label>
          <Select
            id="capsule-client-filter"
            name="client"
            defaultValue={clientId}
            containerClassName="flex-1 sm:w-56"
            onChange={(event) => resubmit(event.currentTarget.form)}
          >
            <option value="">All clients</option>
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
    </Form>
  )
}
