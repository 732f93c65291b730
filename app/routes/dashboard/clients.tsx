import { Link } from 'react-router'

import { Button, buttonClasses } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { PageHeader } from '~/components/ui/page-header'
import { useConfirmedDelete } from '~/components/use-confirmed-delete'
import { useFormDialog } from '~/components/use-form-dialog'
import { countNewSinceYesterday } from '~/features/activity/activity.server'
import { NewSinceYesterday } from '~/features/activity/components/new-since-yesterday'
import { billingDetailsGiven } from '~/features/billing/settings.server'
import { hoursChecked } from '~/features/booking/settings.server'
import { clientDeleteIntents, clientIntents } from '~/features/clients/client-intents.server'
import { ClientCard } from '~/features/clients/components/client-card'
import { ClientFormDialog } from '~/features/clients/components/client-form-dialog'
import { ClientListToolbar } from '~/features/clients/components/client-list-toolbar'
import { deleteClientMessage } from '~/features/clients/delete-message'
import { parseClientSearch, parseClientSort } from '~/features/clients/schema'
import type { ClientListView } from '~/features/clients/types'
import { FirstRunChecklist, FirstRunForm } from '~/features/first-run/components/first-run'
import { firstRunChecklist } from '~/features/first-run/first-run'
import { firstRunIntents } from '~/features/first-run/first-run-intents.server'
import { openStudio } from '~/features/first-run/open-studio.server'
import { answeredClients } from '~/features/questionnaire/answered.server'
import { QuestionnaireAnswered } from '~/features/questionnaire/components/answered-mark'
import { questionnaireLookedAt } from '~/features/questionnaire/questionnaire.server'
import { DEFAULT_SETTINGS } from '~/features/site/defaults'
import type { Studio } from '~/features/studio/studio'
import { clientAttachments, listClients } from '~/features/summaries/client-summaries.server'
import { trashClient } from '~/features/trash/index.server'
import { guardNetwork } from '~/lib/network-guard'
import { timeZoneOptions } from '~/lib/time-zones'
import { requireUser, type SessionUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/clients'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const params = new URL(request.url).searchParams
  const search = parseClientSearch(params.get('q'))
  const sort = parseClientSort(params.get('sort'))
  const [clients, attachments, answered, studio, newSinceYesterday] = await Promise.all([
    listClients(user.id, { search, sort }),
    clientAttachments(user.id),
    answeredClients(user.id),
    openStudio(request, user),
    countNewSinceYesterday(user.id),
  ])
  return {
    clients,
    attachments,
    answered,
    search,
    sort,
    newSinceYesterday,
    ...(await firstRunOf(user, studio)),
  }
}

/**
 * Her first run while she has not answered it (her studio's name, kept when she chose one; its
 * currency; the zones to pick from), then its checklist until she puts it away.
 */
async function firstRunOf(user: SessionUser, studio: Studio) {
  if (!studio.setUpAt) {
    const chosen = studio.name !== user.name && studio.name !== DEFAULT_SETTINGS.brandName
    return {
      firstRun: { name: chosen ? studio.name : '', currency: studio.currency },
      zones: timeZoneOptions(),
      checklist: null,
    }
  }
  if (studio.checklistHiddenAt) return { firstRun: null, zones: [], checklist: null }
  const [billingDetails, questionnaire, hours] = await Promise.all([
    billingDetailsGiven(user.id),
    questionnaireLookedAt(user.id),
    hoursChecked(user.id),
  ])
  const booking = { done: hours, href: '/dashboard/appointments/settings' }
  return {
    firstRun: null,
    zones: [],
    checklist: firstRunChecklist({ setUp: true, billingDetails, questionnaire, booking }),
  }
}

const clientsPageIntents = [clientIntents, clientDeleteIntents(trashClient), firstRunIntents]

export const action = intentAction(clientsPageIntents, async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request)
  return { ownerId: user.id, request }
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function ClientsRoute({ loaderData }: Route.ComponentProps) {
  const { clients, attachments, answered, search, sort } = loaderData
  const form = useFormDialog<ClientListView>()
  const remove = useConfirmedDelete<ClientListView>({
    intent: 'delete-client',
    title: (client) => `Delete ${client.name}?`,
    message: (client) => deleteClientMessage(attachments[client.id]),
    success: (client) => `${client.name} deleted`,
  })

  return (
    <>
      <NewSinceYesterday count={loaderData.newSinceYesterday} />
      <PageHeader
        title="Clients"
        subtitle={clients.length === 1 ? '1 client' : `${clients.length} clients`}
        actions={
          <Button onClick={() => form.open()}>
            <Icon name="plus" className="size-4" /> Add Client
          </Button>
        }
      />

      {loaderData.firstRun ? (
        <FirstRunForm {...loaderData.firstRun} zones={loaderData.zones} />
      ) : loaderData.checklist ? (
        <FirstRunChecklist entries={loaderData.checklist} />
      ) : null}

      {clients.length > 0 || search ? <ClientListToolbar search={search} sort={sort} /> : null}

      {clients.length === 0 && search ? (
        <EmptyState
          icon={<Icon name="search-x" className="size-6" />}
          title="No clients match your search."
          action={
            <Link
              to={sort === 'newest' ? '.' : `?sort=${sort}`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              Clear search
            </Link>
          }
        />
      ) : clients.length === 0 ? (
        <EmptyState
          icon={<Icon name="users" className="size-6" />}
          title="No clients yet"
          description="Add your first client to start building her capsule."
          action={
            <Button onClick={() => form.open()}>
              <Icon name="plus" className="size-4" /> Add Client
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {clients.map((client) => (
            <ClientCard
              key={client.id}
              client={client}
              mark={answered.includes(client.id) ? <QuestionnaireAnswered /> : null}
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
