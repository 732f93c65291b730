import { data, Link, useFetcher } from 'react-router'

import { Button, buttonClasses } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { LocalTime } from '~/components/ui/local-time'
import { PageHeader } from '~/components/ui/page-header'
import { getClient } from '~/features/clients/clients.server'
import { clientNotFound } from '~/features/clients/components/client-not-found'
import { auditIntents } from '~/features/closet-audit/audit-intents.server'
import { loadAuditEdit } from '~/features/closet-audit/audit-lists.server'
import { listAuditPieces, listAudits } from '~/features/closet-audit/audits.server'
import { ArchiveLeaving } from '~/features/closet-audit/components/archive-leaving'
import { AuditGrid } from '~/features/closet-audit/components/audit-grid'
import { AuditHistory } from '~/features/closet-audit/components/audit-history'
import { ClosetEditView } from '~/features/closet-audit/components/closet-edit'
import { HandOverLinks } from '~/features/closet-audit/components/hand-over-links'
import { LEAVING } from '~/features/closet-audit/decisions'
import type { FormResult } from '~/lib/form-errors'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/closet-audit'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const client = await getClient(user.id, params.clientId)
  if (!client) throw data('Client not found', { status: 404 })
  const { open, done } = await listAudits(user.id, client.id)
  // In progress, the audit itself; otherwise the last one done, as her client reads it.
  const shown = open ?? done[0] ?? null
  const [pieces, edit] = await Promise.all([
    shown ? listAuditPieces(user.id, client.id, shown.id) : [],
    !open && shown ? loadAuditEdit(user.id, client.id, shown.id) : null,
  ])
  return { client: { id: client.id, name: client.name }, open, shown, pieces, edit, done }
}

export const action = intentAction(auditIntents, async ({ request, params }: Route.ActionArgs) => {
  const user = await requireUser(request)
  return { ownerId: user.id, request, clientId: params.clientId }
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function ClosetAuditRoute({ loaderData }: Route.ComponentProps) {
  const { client, open, shown, pieces, edit, done } = loaderData
  const start = useFetcher<FormResult>()
  const finish = useFetcher<FormResult>()
  const leaving = pieces.filter((piece) => LEAVING.includes(piece.decision) && !piece.archived)
  const startError = start.state === 'idle' ? start.data?.formError : undefined
  const finishError = finish.state === 'idle' ? finish.data?.formError : undefined

  const startButton = (label: string) => (
    <start.Form method="post">
      <input type="hidden" name="intent" value="start-audit" />
      <Button
        type="submit"
        variant={open || shown ? 'secondary' : 'primary'}
        busy={start.state !== 'idle'}
      >
        {label}
      </Button>
    </start.Form>
  )

  return (
    <>
      <PageHeader
        back={{ to: `/dashboard/clients/${client.id}`, label: `Back to ${client.name}` }}
        title="Closet audit"
        subtitle={
          <>
            {client.name} ·{' '}
            {open ? (
              <>
                In progress since <LocalTime value={open.startedAt} format="date" />
              </>
            ) : shown?.doneAt ? (
              <>
                Done <LocalTime value={shown.doneAt} format="date" />
              </>
            ) : (
              'Not started'
            )}
          </>
        }
        actions={
          open ? (
            <finish.Form method="post">
              <input type="hidden" name="intent" value="finish-audit" />
              <input type="hidden" name="auditId" value={open.id} />
              <Button type="submit" busy={finish.state !== 'idle'}>
                <Icon name="check" className="size-4" /> Finish audit
              </Button>
            </finish.Form>
          ) : shown ? (
            startButton('Start a new audit')
          ) : null
        }
      />
      {startError || finishError ? (
        <p role="alert" className="mb-6 text-sm text-danger">
          {startError ?? finishError}
        </p>
      ) : null}

      {shown ? (
        <>
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <HandOverLinks clientId={client.id} auditId={shown.id} pieces={pieces} />
            <ArchiveLeaving auditId={shown.id} count={leaving.length} />
          </div>
          {open ? (
            pieces.length > 0 ? (
              <AuditGrid auditId={open.id} pieces={pieces} />
            ) : (
              <EmptyState
                icon={<Icon name="shirt" className="size-6" />}
                title="Her wardrobe is empty"
                description="Add her pieces on the Items page, then come back to decide on each."
                action={
                  <Link
                    to={`/dashboard/items?client=${client.id}`}
                    className={buttonClasses({ variant: 'secondary' })}
                  >
                    Open her items
                  </Link>
                }
              />
            )
          ) : edit ? (
            <section aria-labelledby="closet-edit">
              <h2 id="closet-edit" className="mb-4 font-display text-2xl font-medium">
                Her closet edit
              </h2>
              <ClosetEditView edit={edit} headingLevel={3} />
            </section>
          ) : null}
        </>
      ) : (
        <EmptyState
          icon={<Icon name="shirt" className="size-6" />}
          title="No audit yet"
          description="Go through her wardrobe piece by piece: keep, tailor, donate, consign or sell, with a note for each."
          action={startButton('Start audit')}
        />
      )}

      <AuditHistory audits={done} />
    </>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Closet audit · ${loaderData?.client.name ?? 'Client'} · Capsule Studio` }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={clientNotFound} />
}
