import { Plus, Users } from 'lucide-react'
import { data } from 'react-router'
import { useConfirmedDelete } from '~/components/use-confirmed-delete'
import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { PageHeader } from '~/components/ui/page-header'
import { useFormDialog } from '~/components/use-form-dialog'
import { DashboardErrorBoundary } from '~/features/auth/components/dashboard-error-boundary'
import {
  clientAttachments,
  createClient,
  listClients,
  updateClient,
} from '~/features/clients/clients.server'
import { deleteClientMessage } from '~/features/clients/delete-message'
import { ClientCard } from '~/features/clients/components/client-card'
import { ClientFormDialog } from '~/features/clients/components/client-form-dialog'
import { ClientSchema } from '~/features/clients/schema'
import type { ClientView } from '~/features/clients/types'
import { fieldErrors, type FormResult } from '~/lib/form-errors'
import { guardNetwork } from '~/lib/network-guard'
import { savesOnce } from '~/server/once.server'
import { requireUser } from '~/server/auth.server'
import { trashClient } from '~/server/trash.server'
import type { Route } from './+types/clients'
import { readForm } from '~/lib/read-form'

const NOT_FOUND = 'This client no longer exists.'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const [clients, attachments] = await Promise.all([
    listClients(user.id),
    clientAttachments(user.id),
  ])
  return { clients, attachments }
}

export const action = savesOnce(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request)
  const form = await readForm(request)
  const id = typeof form.id === 'string' ? form.id : ''

  if (form.intent === 'delete') {
    const undo = await trashClient(user.id, id)
    if (!undo) return data<FormResult>({ formError: NOT_FOUND }, { status: 404 })
    return data<FormResult & { undo: string }>({ ok: true, undo })
  }

  const parsed = ClientSchema.safeParse(form)
  if (!parsed.success) {
    return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
  }
  if (form.intent === 'update') {
    const updated = await updateClient(user.id, id, parsed.data)
    if (!updated) return data<FormResult>({ formError: NOT_FOUND }, { status: 404 })
    return data<FormResult>({ ok: true })
  }
  await createClient(user.id, parsed.data)
  return data<FormResult>({ ok: true })
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function ClientsRoute({ loaderData }: Route.ComponentProps) {
  const { clients, attachments } = loaderData
  const form = useFormDialog<ClientView>()
  const remove = useConfirmedDelete<ClientView>({
    intent: 'delete',
    title: (client) => `Delete ${client.name}?`,
    message: (client) => deleteClientMessage(attachments[client.id]),
    success: (client) => `${client.name} deleted`,
  })

  return (
    <>
      <PageHeader
        title="Clients"
        subtitle={clients.length === 1 ? '1 client' : `${clients.length} clients`}
        actions={
          <Button onClick={() => form.open()}>
            <Plus aria-hidden className="size-4" /> Add Client
          </Button>
        }
      />

      {clients.length === 0 ? (
        <EmptyState
          icon={<Users aria-hidden className="size-6" />}
          title="No clients yet"
          description="Add your first client to start building her capsule."
          action={
            <Button onClick={() => form.open()}>
              <Plus aria-hidden className="size-4" /> Add Client
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {clients.map((client) => (
            <ClientCard
              key={client.id}
              client={client}
              onEdit={() => form.open(client)}
              onDelete={() => remove.ask(client)}
            />
          ))}
        </ul>
      )}

      <ClientFormDialog
        key={form.key}
        open={form.isOpen}
        client={form.row}
        onClose={form.close}
        onSaved={form.saved}
      />

      {remove.dialog}
    </>
  )
}

export function meta() {
  return [{ title: 'Clients · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} />
}
