import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { PageHeader } from '~/components/ui/page-header'
import { InquiryCard } from '~/features/inquiries/components/inquiry-card'
import { listInquiries } from '~/features/inquiries/inquiries.server'
import { inquiryIntents } from '~/features/inquiries/inquiry-intents.server'
import { requireSiteOwner } from '~/features/site/owner.server'
import { guardNetwork } from '~/lib/network-guard'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/inquiries'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireSiteOwner(request)
  return { inquiries: await listInquiries(owner.id) }
}

export const action = intentAction(inquiryIntents, async ({ request }: Route.ActionArgs) => {
  const owner = await requireSiteOwner(request)
  return { ownerId: owner.id, request }
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function InquiriesRoute({ loaderData }: Route.ComponentProps) {
  const { inquiries } = loaderData
  const open = inquiries.filter((inquiry) => inquiry.status === 'new').length
  return (
    <>
      <PageHeader
        title="Inquiries"
        subtitle={open === 1 ? '1 new inquiry' : `${open} new inquiries`}
      />
      {inquiries.length === 0 ? (
        <EmptyState
          icon={<Icon name="inbox" className="size-6" />}
          title="No inquiries yet"
          description="Booking requests from your site's intake form appear here."
        />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {inquiries.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} />
          ))}
        </ul>
      )}
    </>
  )
}

export function meta() {
  return [{ title: 'Inquiries · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Page not found' }} />
}
