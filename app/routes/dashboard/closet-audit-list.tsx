import { data, Link } from 'react-router'

import { buttonClasses } from '~/components/ui/button'
import { handOverList } from '~/features/closet-audit/audit-lists.server'
import { PrintableList } from '~/features/closet-audit/components/printable-list'
import { isListDecision, LIST_TITLES } from '~/features/closet-audit/decisions'
import { studioNameOf } from '~/features/site/studio-name.server'
import { requireUser } from '~/server/auth.server'

import type { Route } from './+types/closet-audit-list'
import { DashboardErrorBoundary } from './error-boundary'

/** A list to hand over, printable: outside the dashboard's frame, so paper shows only the list. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const { clientId, auditId, decision } = params
  const list = isListDecision(decision)
    ? await handOverList(user.id, clientId, auditId, decision)
    : null
  if (!list) throw data('List not found', { status: 404 })
  const base = `/dashboard/clients/${clientId}/audit`
  return {
    list,
    studioName: await studioNameOf(user.id),
    backTo: base,
    pdfUrl: `${base}/${auditId}/${decision}/pdf`,
  }
}

export default function ClosetAuditListRoute({ loaderData }: Route.ComponentProps) {
  return <PrintableList {...loaderData} />
}

export function meta({ loaderData }: Route.MetaArgs) {
  const list = loaderData?.list
  return [
    {
      title: list
        ? `${LIST_TITLES[list.decision]} · ${list.clientName} · Capsule Studio`
        : 'List not found · Capsule Studio',
    },
  ]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="mx-auto max-w-3xl px-5 py-12">
      <DashboardErrorBoundary
        error={error}
        signInHere
        notFound={{
          title: 'List not found',
          action: (
            <Link to="/dashboard" className={buttonClasses({ variant: 'secondary' })}>
              Back to Clients
            </Link>
          ),
        }}
      />
    </main>
  )
}
