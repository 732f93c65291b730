import { PageHeader } from '~/components/ui/page-header'
import { billingSettingsIntents } from '~/features/billing/catalog-intents.server'
import { BillingSettingsForm } from '~/features/billing/components/billing-settings-form'
import { MoneyNav } from '~/features/billing/components/money-nav'
import { StripeSettings } from '~/features/billing/components/stripe-settings'
import { getBillingSettings } from '~/features/billing/settings.server'
import { getStripeConnection, STRIPE_EVENTS } from '~/features/billing/stripe-connection.server'
import { stripeIntents } from '~/features/billing/stripe-intents.server'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/billing-settings'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const [settings, stripe] = await Promise.all([
    getBillingSettings(user.id),
    getStripeConnection(user.id),
  ])
  const { testedAt: _tested, ...shown } = stripe
  return { settings, stripe: { ...shown, events: STRIPE_EVENTS } }
}

export const action = intentAction(
  [billingSettingsIntents, stripeIntents],
  async ({ request }: Route.ActionArgs) => {
    const user = await requireUser(request)
    return { ownerId: user.id, request }
  },
)

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function BillingSettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Money"
        subtitle="Packages, invoices and gift vouchers, in your currency."
      />
      <MoneyNav />
      <div className="mx-auto max-w-3xl">
        <BillingSettingsForm settings={loaderData.settings} />
        <StripeSettings stripe={loaderData.stripe} />
      </div>
    </>
  )
}

export function meta() {
  return [{ title: 'Billing settings · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Page not found' }} />
}
