// One entry of her Today, opened: marked seen, then on to where it happened (a loader only: it
// never renders). A stranger's entry, or one that is not there, is the same 404.
import { data, redirect } from 'react-router'

import { openEntry } from '~/features/activity/activity.server'
import { requireUser } from '~/server/auth.server'

import type { Route } from './+types/today-entry'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const href = /^[\w-]{1,64}$/.test(params.entryId)
    ? await openEntry(user.id, params.entryId)
    : null
  if (!href) throw data('Not found', { status: 404 })
  return redirect(href)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Entry not found' }} />
}
