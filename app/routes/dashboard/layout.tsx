import { Outlet, useLocation, useNavigation } from 'react-router'

import { PriceCurrency } from '~/components/price-currency'
import { TopBar } from '~/components/top-bar'
import { Spinner } from '~/components/ui/spinner'
import { UnsavedChangesGuard } from '~/components/unsaved-changes'
import { countUnseen } from '~/features/activity/activity.server'
import { SignedOutDialog } from '~/features/auth/components/signed-out-dialog'
import { unreadCounts } from '~/features/feedback/feedback-entries.server'
import { openStudio } from '~/features/first-run/open-studio.server'
import { countNewInquiries } from '~/features/inquiries/inquiries.server'
import { answeredClients } from '~/features/questionnaire/answered.server'
import { requireUser } from '~/server/auth.server'

import type { Route } from './+types/layout'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  // Her studio is set up on her first visit (its currency from her browser's region).
  const studio = await openStudio(request, user)
  const [today, unread, inquiries, answered] = await Promise.all([
    countUnseen(user.id),
    unreadCounts(user.id),
    studio.namedBySite ? countNewInquiries(user.id) : 0,
    answeredClients(user.id),
  ])
  return {
    email: user.email,
    isSiteOwner: studio.namedBySite,
    unread: { ...unread, today, inquiries, questionnaires: answered.length },
    currency: studio.currency,
  }
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const location = useLocation()
  const loading =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname

  return (
    <div className="min-h-dvh">
      <TopBar
        email={loaderData.email}
        ownerLinks={loaderData.isSiteOwner}
        unread={loaderData.unread}
      />
      <main className="relative mx-auto max-w-6xl px-4 pt-6 pb-24 sm:px-6 sm:pt-10">
        {loading ? (
          <div
            role="status"
            className="absolute inset-x-0 top-0 z-20 flex min-h-64 items-start justify-center bg-canvas/70 pt-24 backdrop-blur-[1px]"
          >
            <span className="inline-flex items-center gap-3 text-sm text-muted">
              <Spinner /> Loading...
            </span>
          </div>
        ) : null}
        <PriceCurrency value={loaderData.currency}>
          <Outlet />
        </PriceCurrency>
      </main>
      <SignedOutDialog email={loaderData.email} layoutData={loaderData} />
      <UnsavedChangesGuard />
    </div>
  )
}

export function meta() {
  return [{ title: 'Studio · Capsule Studio' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} signInHere />
}
