import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { PageHeader } from '~/components/ui/page-header'
import { listToday } from '~/features/activity/activity.server'
import { TodayList } from '~/features/activity/components/today-list'
import { todayIntents } from '~/features/activity/today-intents.server'
import { TodaysAppointments } from '~/features/booking/components/todays-appointments'
import { todaysAppointmentsOf } from '~/features/booking/index.server'
import { listClientNames } from '~/features/clients/clients.server'
import { studioTimeZone } from '~/features/studio/index.server'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/today'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const zone = await studioTimeZone(user.id)
  const [groups, appointments] = await Promise.all([
    listToday(user.id),
    todaysAppointmentsOf(user.id, zone),
  ])
  // Her client's name as she keeps it, else the name the visitor booked under.
  const names = appointments.some((item) => item.clientId)
    ? new Map((await listClientNames(user.id)).map((client) => [client.id, client.name]))
    : new Map<string, string>()
  const todays = appointments.map(({ clientId, name, ...item }) => ({
    ...item,
    who: (clientId ? names.get(clientId) : null) ?? name ?? 'Someone',
  }))
  return { groups, zone, appointments: todays }
}

export const action = intentAction(todayIntents, async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request)
  return { ownerId: user.id, request }
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function TodayRoute({ loaderData }: Route.ComponentProps) {
  const { groups, zone, appointments } = loaderData
  const unread = groups.flatMap((group) => group.entries).filter((entry) => !entry.seen).length
  return (
    <>
      <PageHeader
        title="Today"
        subtitle={
          groups.length === 0
            ? 'What comes back from your clients, in one place.'
            : `${unread} unread · newest first, by client`
        }
      />
      <TodaysAppointments items={appointments} zone={zone} />
      {groups.length === 0 ? (
        <EmptyState
          icon={<Icon name="inbox" className="size-6" />}
          title="Nothing needs you"
          description="When a client reacts, writes, answers her questionnaire or pays, or a visitor sends an inquiry, it shows here."
        />
      ) : (
        <TodayList groups={groups} />
      )}
    </>
  )
}

export function meta() {
  return [{ title: 'Today · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Page not found' }} />
}
