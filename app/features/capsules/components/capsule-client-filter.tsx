import { Form, useSubmit } from 'react-router'
import { Select } from '~/components/ui/input'
import type { ClientOption } from '../types'

/** Shows one client's capsules (`?client=`), a real GET form so it survives a reload. */
export function CapsuleClientFilter({
  clients,
  clientId,
}: {
  clients: ClientOption[]
  clientId: string
}) {
  const submit = useSubmit()
  return (
    <Form method="get" className="mb-6 flex items-center gap-3 sm:max-w-sm">
      <label htmlFor="capsule-client-filter" className="shrink-0 text-sm text-muted">
        Client
      </label>
      <Select
        id="capsule-client-filter"
        name="client"
        defaultValue={clientId}
        containerClassName="flex-1"
        onChange={(event) => void submit(event.currentTarget.form, { replace: true })}
      >
        <option value="">All clients</option>
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </Select>
    </Form>
  )
}
