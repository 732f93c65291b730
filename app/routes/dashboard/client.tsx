import { useState } from 'react'
import { data, Link } from 'react-router'

import { PriceCurrency } from '~/components/price-currency'
import { Button } from '~/components/ui/button'
import { buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import { LocalTime } from '~/components/ui/local-time'
import { PageHeader } from '~/components/ui/page-header'
import { useFormDialog } from '~/components/use-form-dialog'
import { ClientInvoices } from '~/features/billing/components/client-invoices'
import { newInvoiceIntents } from '~/features/billing/invoice-intents.server'
import { listInvoices } from '~/features/billing/invoices.server'
import { listPackages } from '~/features/billing/packages.server'
import { capsuleIntents } from '~/features/capsules/capsule-intents.server'
import { DeliveryStatus } from '~/features/capsules/components/capsule-delivery'
import { CapsuleFormDialog } from '~/features/capsules/components/capsule-form-dialog'
import { listDelivery } from '~/features/capsules/delivery.server'
import { HomeLinkCard } from '~/features/client-home/components/home-link-card'
import { homeLinkIntents } from '~/features/client-home/intents.server'
import { clientIntents } from '~/features/clients/client-intents.server'
import { getClient, listClientNames } from '~/features/clients/clients.server'
import { ClientCapsules } from '~/features/clients/components/client-capsules'
import { ClientFormDialog } from '~/features/clients/components/client-form-dialog'
import { clientNotFound } from '~/features/clients/components/client-not-found'
import { ClientProfile } from '~/features/clients/components/client-profile'
import { homeLinkOf } from '~/features/clients/index.server'
import { profileFieldIntents } from '~/features/clients/profile-field-intents.server'
import { auditSummary } from '~/features/closet-audit/audits.server'
import { AuditLink } from '~/features/closet-audit/components/audit-link'
import { listClientInquiries } from '~/features/inquiries/inquiries.server'
import { QuestionnaireSection } from '~/features/questionnaire/components/questionnaire-section'
import { clientQuestionnaireIntents } from '~/features/questionnaire/intents.server'
import { questionnaireForClient } from '~/features/questionnaire/view.server'
import { studioCurrency } from '~/features/studio/studio.server'
import { listCapsules } from '~/features/summaries/capsule-summaries.server'
import { countClientItems } from '~/features/summaries/client-summaries.server'
import { guardNetwork } from '~/lib/network-guard'
import { budgetCurrency } from '~/lib/price-currency'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/client'
import { DashboardErrorBoundary } from './error-boundary'

const noop = () => {}

type CapsuleDraft = NonNullable<Route.ComponentProps['loaderData']['questionnaire']>['capsuleDraft']

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const client = await getClient(user.id, params.clientId)
  if (!client) throw data('Client not found', { status: 404 })
  const [capsules, itemCount, inquiries, invoices, packages, currency, clients] = await Promise.all(
    [
      listCapsules(user.id, { clientId: client.id }),
      countClientItems(user.id, client.id),
      listClientInquiries(user.id, client.id),
      listInvoices(user.id, { clientId: client.id }),
      listPackages(user.id),
      studioCurrency(user.id),
      listClientNames(user.id),
    ],
  )
  // A new price for her (a capsule's budget, an invoice) starts in her budget's currency.
  const priceCurrency = budgetCurrency(client.budget) ?? currency
  const [delivery, audit, questionnaire, home] = await Promise.all([
    listDelivery(
      user.id,
      capsules.map((capsule) => capsule.id),
    ),
    auditSummary(user.id, client.id),
    questionnaireForClient(user.id, client, priceCurrency),
    homeLinkOf(user.id, client.id),
  ])
  return {
    client,
    capsules,
    itemCount,
    inquiries,
    delivery,
    invoices,
    packages,
    currency,
    priceCurrency,
    clients,
    questionnaire,
    audit,
    home,
  }
}

// Her own profile is edited from her page, her invoices made from it, and a capsule for her
// started there (it then opens).
const profileIntents = {
  'update-client': clientIntents['update-client'],
  'create-capsule': capsuleIntents['create-capsule'],
  ...newInvoiceIntents,
  ...clientQuestionnaireIntents,
  ...profileFieldIntents,
  ...homeLinkIntents,
}

export const action = intentAction(
  profileIntents,
  async ({ request, params }: Route.ActionArgs) => {
    const user = await requireUser(request)
    return { ownerId: user.id, request, clientId: params.clientId }
  },
)

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function ClientRoute({ loaderData }: Route.ComponentProps) {
  const { client, capsules, itemCount, inquiries, delivery, invoices, packages, currency } =
    loaderData
  const edit = useFormDialog<typeof client>()
  const [creating, setCreating] = useState(false)
  // A capsule from her questionnaire starts with its budget and colours.
  const [draft, setDraft] = useState<CapsuleDraft | undefined>(undefined)

  return (
    <PriceCurrency value={loaderData.priceCurrency}>
      <PageHeader
        back={{ to: '/dashboard', label: 'Back to Clients' }}
        title={client.name}
        subtitle={
          <>
            {[client.email, client.phone].filter(Boolean).join(' · ') || 'No contact details yet'}
          </>
        }
        actions={
          <Button onClick={() => edit.open(client)}>
            <Icon name="pencil" className="size-4" /> Edit Client
          </Button>
        }
      />

      <ClientProfile client={client} />

      <QuestionnaireSection
        client={client}
        questionnaire={loaderData.questionnaire}
        currency={currency}
        onCreateCapsule={(from) => {
          setDraft(from)
          setCreating(true)
        }}
      />

      <section aria-labelledby="client-capsules" className="mt-10">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="client-capsules" className="font-display text-2xl font-medium">
            Capsules
          </h2>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <Link
              to={`/dashboard/items?client=${client.id}`}
              className="text-sm font-medium text-accent hover:underline"
            >
              {itemCount === 1 ? '1 item' : `${itemCount} items`} in her wardrobe
            </Link>
            <Button
              size="sm"
              onClick={() => {
                setDraft(undefined)
                setCreating(true)
              }}
            >
              <Icon name="plus" className="size-4" /> New Capsule
            </Button>
          </div>
        </div>
        <ClientCapsules
          capsules={capsules}
          extra={(id) =>
            delivery[id]?.lastSentAt || delivery[id]?.firstOpenedAt ? (
              <div className="mt-3">
                <DeliveryStatus delivery={delivery[id]} />
              </div>
            ) : null
          }
        />
        {capsules.length > 0 ? (
          <Link
            to={`/dashboard/capsules?client=${client.id}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
          >
            See them on the Capsules page
          </Link>
        ) : null}
        <AuditLink clientId={client.id} summary={loaderData.audit} />
      </section>

      <HomeLinkCard home={loaderData.home} hasEmail={Boolean(client.email)} />

      <ClientInvoices
        clientId={client.id}
        invoices={invoices}
        packages={packages}
        currency={currency}
      />

      {inquiries.length > 0 ? (
        <section aria-labelledby="client-inquiries" className="mt-10">
          <h2 id="client-inquiries" className="mb-4 font-display text-2xl font-medium">
            Inquiries
          </h2>
          <ul className="grid gap-3 lg:grid-cols-2">
            {inquiries.map((inquiry) => (
              <Card as="li" key={inquiry.id} className="min-w-0 p-5">
                <p className="text-xs text-muted">
                  <LocalTime value={inquiry.createdAt} />
                </p>
                {inquiry.servicePackage ? (
                  <p className="mt-1 text-sm">
                    <span className="text-muted">Package: </span>
                    {inquiry.servicePackage}
                  </p>
                ) : null}
                {inquiry.message ? (
                  <p className="mt-3 rounded-xl bg-sunken p-4 text-sm leading-relaxed break-words whitespace-pre-line">
                    {inquiry.message}
                  </p>
                ) : null}
              </Card>
            ))}
          </ul>
        </section>
      ) : null}

      <CapsuleFormDialog
        key={draft ? 'from-questionnaire' : 'new'}
        open={creating}
        draft={draft}
        capsule={null}
        clients={loaderData.clients}
        clientId={client.id}
        onClose={() => setCreating(false)}
        // Created, the capsule opens (a redirect): nothing to do here.
        onSaved={noop}
      />
      <ClientFormDialog
        open={edit.isOpen}
        client={client}
        onClose={edit.close}
        onSaved={edit.saved}
      />
    </PriceCurrency>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.client.name ?? 'Client'} · Capsule Studio` }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={clientNotFound} />
}
