import { BookingSettingsPage } from '~/features/booking/components/booking-settings-page'
import {
  bookingSettingsIntents,
  bookingSettingsPage,
} from '~/features/booking/settings-intents.server'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/booking-settings'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  return bookingSettingsPage(user.id)
}

export const action = intentAction(
  bookingSettingsIntents,
  async ({ request }: Route.ActionArgs) => {
    const user = await requireUser(request)
    return { ownerId: user.id, request }
  },
)

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function BookingSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <BookingSettingsPage data={loaderData} />
}

export function meta() {
  return [{ title: 'Hours and types · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Page not found' }} />
}
