import { useCallback, useState } from 'react'
import { Link } from 'react-router'

import { Button, buttonClasses } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { PageHeader } from '~/components/ui/page-header'
import { useToast } from '~/components/ui/toast'
import { useConfirmedDelete } from '~/components/use-confirmed-delete'
import { useFormDialog } from '~/components/use-form-dialog'
import { duplicateIntents } from '~/features/capsule-copies/duplicate-intents.server'
import {
  capsuleDeleteIntents,
  capsuleIntents,
  sendIntents,
} from '~/features/capsules/capsule-intents.server'
import { shareUrl } from '~/features/capsules/capsules.server'
import { CapsuleCard } from '~/features/capsules/components/capsule-card'
import { CapsuleFormDialog } from '~/features/capsules/components/capsule-form-dialog'
import { CapsuleListToolbar } from '~/features/capsules/components/capsule-list-toolbar'
import { CapsulePager } from '~/features/capsules/components/capsule-pager'
import { DuplicateCapsuleDialog } from '~/features/capsules/components/duplicate-capsule-dialog'
import {
  SendCapsuleDialog,
  type SendTarget,
} from '~/features/capsules/components/send-capsule-dialog'
import { deleteCapsuleMessage } from '~/features/capsules/delete-message'
import { listDelivery } from '~/features/capsules/delivery.server'
import type { Capsule } from '~/features/capsules/types'
import { listClientNames } from '~/features/clients/clients.server'
import { FeedbackGlanceLine } from '~/features/feedback/components/feedback-glance'
import { feedbackGlances } from '~/features/feedback/feedback-entries.server'
import { stockSummaries } from '~/features/stock-checks/capsule-stock.server'
import { listCapsulePage } from '~/features/summaries/capsule-summaries.server'
import { trashCapsule } from '~/features/trash/index.server'
import { guardNetwork } from '~/lib/network-guard'
import { stockSummaryLine } from '~/lib/stock'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/capsules'
import { DashboardErrorBoundary } from './error-boundary'

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
  const [feedback, delivery, stock] = await Promise.all([
    feedbackGlances(user.id, ids),
    listDelivery(user.id, ids),
    stockSummaries(user.id, ids),
  ])
  return {
    clientId,
    search,
    ...paging,
    delivery,
    capsules: capsules.map((capsule) => ({
      ...capsule,
      shareUrl: shareUrl(request, capsule.id),
    })),
    clients,
    feedback,
    stock,
  }
}

const capsulesPageIntents = [
  capsuleIntents,
  capsuleDeleteIntents(trashCapsule),
  duplicateIntents,
  sendIntents,
]

export const action = intentAction(capsulesPageIntents, async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request)
  return { ownerId: user.id, request }
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function CapsulesRoute({ loaderData }: Route.ComponentProps) {
  const stockLine = (capsuleId: string) => {
    const found = loaderData.stock[capsuleId]
    return found ? stockSummaryLine(found) : null
  }
  const { capsules, clients, clientId, delivery, search } = loaderData
  const feedbackLine = (capsuleId: string) => {
    const glance = loaderData.feedback[capsuleId]
    return glance ? <FeedbackGlanceLine capsuleId={capsuleId} glance={glance} /> : null
  }
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
  const form = useFormDialog<Capsule>()
  const [duplicating, setDuplicating] = useState<Capsule | null>(null)
  const remove = useConfirmedDelete<Capsule>({
    intent: 'delete-capsule',
    title: (capsule) => `Delete ${capsule.name}?`,
    message: deleteCapsuleMessage,
    success: (capsule) => `${capsule.name} deleted`,
  })

  const newCapsule = (
    <Button onClick={() => form.open()} disabled={clients.length === 0}>
      <Icon name="plus" className="size-4" /> New Capsule
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
          icon={<Icon name="search" className="size-6" />}
          title={`No capsules match “${search}”`}
          description="Try another name, or clear the search."
        />
      ) : capsules.length === 0 && clientId ? (
        <EmptyState
          icon={<Icon name="layers" className="size-6" />}
          title="No capsules for this client yet"
          action={newCapsule}
        />
      ) : capsules.length === 0 ? (
        <EmptyState
          icon={<Icon name="layers" className="size-6" />}
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
              feedback={feedbackLine(capsule.id)}
              onEdit={() => form.open(capsule)}
              onDelete={() => remove.ask(capsule)}
              delivery={delivery[capsule.id]}
              onSend={() =>
                setSending({ ...capsule, clientEmail: delivery[capsule.id]?.clientEmail ?? null })
              }
              onDuplicate={() => setDuplicating(capsule)}
              stock={stockLine(capsule.id)}
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
