import { AppointmentsPage } from '~/features/booking/components/appointments-page'
import { appointmentIntents, appointmentsPage } from '~/features/booking/her-page.server'
import { clientForBooking } from '~/features/clients/client-from-contact.server'
import { getClient, listClientNames } from '~/features/clients/clients.server'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/appointments'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const clients = await listClientNames(user.id)
  return appointmentsPage(user.id, new URL(request.url), clients)
}

export const action = intentAction(
  appointmentIntents(clientForBooking, getClient),
  async ({ request }: Route.ActionArgs) => {
    const user = await requireUser(request)
    return { ownerId: user.id, request }
  },
)

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function AppointmentsRoute({ loaderData }: Route.ComponentProps) {
  return <AppointmentsPage data={loaderData} />
}

export function meta() {
  return [{ title: 'Appointments · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Page not found' }} />
}
