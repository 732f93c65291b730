import { Layers, Plus, Search } from 'lucide-react'
import { useCallback, useState } from 'react'
import { data, Link } from 'react-router'
import { useConfirmedDelete } from '~/components/use-confirmed-delete'
import { Button, buttonClasses } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { PageHeader } from '~/components/ui/page-header'
import { useFormDialog } from '~/components/use-form-dialog'
import { DashboardErrorBoundary } from '~/features/auth/components/dashboard-error-boundary'
import { handleCapsuleIntent } from '~/features/capsules/capsule-intents.server'
import { DuplicateCapsuleDialog } from '~/features/capsules/components/duplicate-capsule-dialog'
import { handleDuplicateIntent } from '~/features/capsules/duplicate-intent.server'
import { listCapsulePage, shareUrl } from '~/features/capsules/capsules.server'
import { handleSendIntent, listDelivery } from '~/features/capsules/delivery.server'
import {
  SendCapsuleDialog,
  type SendTarget,
} from '~/features/capsules/components/send-capsule-dialog'
import { useToast } from '~/components/ui/toast'
import { CapsuleCard } from '~/features/capsules/components/capsule-card'
import { CapsuleListToolbar } from '~/features/capsules/components/capsule-list-toolbar'
import { CapsulePager } from '~/features/capsules/components/capsule-pager'
import { CapsuleFormDialog } from '~/features/capsules/components/capsule-form-dialog'
import type { CapsuleView } from '~/features/capsules/types'
import { deleteCapsuleMessage } from '~/features/capsules/delete-message'
import { listClientNames } from '~/features/clients/clients.server'
import { feedbackGlances } from '~/features/feedback/feedback.server'
import type { FormResult } from '~/lib/form-errors'
import { guardNetwork } from '~/lib/network-guard'
import { savesOnce } from '~/server/once.server'
import { requireUser } from '~/server/auth.server'
import type { Route } from './+types/capsules'
import { readForm } from '~/lib/read-form'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const params = new URL(request.url).searchParams
  const clients = await listClientNames(user.id)
  const requested = params.get('client')
  const clientId = clients.some((client) => client.id === requested) ? requested! : ''
  const search = (params.get('q') ?? '').trim().slice(0, 100)
  const { capsules, ...paging } = await listCapsulePage(user.id, {
    clientId,
    query: search,
    page: Number(params.get('page')) || 1,
  })
  const ids = capsules.map((capsule) => capsule.id)
  const [feedback, delivery] = await Promise.all([
    feedbackGlances(user.id, ids),
    listDelivery(user.id, ids),
  ])
  return {
    clientId,
    search,
    ...paging,
    delivery,
    capsules: capsules.map(({ createdAt: _createdAt, ...capsule }) => ({
      ...capsule,
      shareUrl: shareUrl(request, capsule.id),
    })),
    clients,
    feedback,
  }
}

export const action = savesOnce(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request)
  const form = await readForm(request)
  return (
    (await handleCapsuleIntent(user.id, form)) ??
    (await handleSendIntent(request, user.id, form)) ??
    (await handleDuplicateIntent(user.id, form)) ??
    data<FormResult>({ formError: 'Unknown action.' }, { status: 400 })
  )
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function CapsulesRoute({ loaderData }: Route.ComponentProps) {
  const { capsules, clients, clientId, delivery, search } = loaderData
  const { toast } = useToast()
  const [sending, setSending] = useState<SendTarget | null>(null)
  const closeSend = useCallback(() => setSending(null), [])
  const sent = useCallback(
    (message: string) => {
      setSending(null)
      toast(message, { tone: 'success' })
    },
    [toast],
  )
  const form = useFormDialog<CapsuleView>()
  const [duplicating, setDuplicating] = useState<CapsuleView | null>(null)
  const remove = useConfirmedDelete<CapsuleView>({
    intent: 'delete-capsule',
    title: (capsule) => `Delete ${capsule.name}?`,
    message: deleteCapsuleMessage,
    success: (capsule) => `${capsule.name} deleted`,
  })

  const newCapsule = (
    <Button onClick={() => form.open()} disabled={clients.length === 0}>
      <Plus aria-hidden className="size-4" /> New Capsule
    </Button>
  )

  return (
    <>
      <PageHeader
        title="Capsules"
        subtitle="A curated wardrobe for each client."
        actions={newCapsule}
      />

      {loaderData.total > 0 || clientId || search ? (
        <CapsuleListToolbar clients={clients} clientId={clientId} search={search} />
      ) : null}

      {capsules.length === 0 && search ? (
        <EmptyState
          icon={<Search aria-hidden className="size-6" />}
          title={`No capsules match “${search}”`}
          description="Try another name, or clear the search."
        />
      ) : capsules.length === 0 && clientId ? (
        <EmptyState
          icon={<Layers aria-hidden className="size-6" />}
          title="No capsules for this client yet"
          action={newCapsule}
        />
      ) : capsules.length === 0 ? (
        <EmptyState
          icon={<Layers aria-hidden className="size-6" />}
          title="No capsules yet"
          description={
            clients.length === 0
              ? 'Add a client first, then build her capsule.'
              : 'Create a capsule to start curating pieces for a client.'
          }
          action={
            clients.length === 0 ? (
              <Link to="/dashboard" className={buttonClasses({})}>
                Go to Clients
              </Link>
            ) : (
              newCapsule
            )
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {capsules.map((capsule) => (
            <CapsuleCard
              key={capsule.id}
              capsule={capsule}
              shareUrl={capsule.shareUrl}
              feedback={loaderData.feedback[capsule.id]}
              onEdit={() => form.open(capsule)}
              onDelete={() => remove.ask(capsule)}
              delivery={delivery[capsule.id]}
              onSend={() =>
                setSending({ ...capsule, clientEmail: delivery[capsule.id]?.clientEmail ?? null })
              }
              onDuplicate={() => setDuplicating(capsule)}
            />
          ))}
        </ul>
      )}
      <CapsulePager
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        total={loaderData.total}
      />

      <CapsuleFormDialog
        key={form.key}
        open={form.isOpen}
        capsule={form.row}
        clients={clients}
        onClose={form.close}
        onSaved={form.saved}
      />
      <SendCapsuleDialog
        key={sending?.id ?? 'none'}
        capsule={sending}
        onClose={closeSend}
        onSent={sent}
      />
      {remove.dialog}
      <DuplicateCapsuleDialog
        capsule={duplicating}
        clients={clients}
        onClose={() => setDuplicating(null)}
      />
    </>
  )
}

export function meta() {
  return [{ title: 'Capsules · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} />
}
