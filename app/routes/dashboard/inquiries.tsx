import { Inbox } from 'lucide-react'
import { data } from 'react-router'
import { EmptyState } from '~/components/ui/empty-state'
import { PageHeader } from '~/components/ui/page-header'
import { DashboardErrorBoundary } from '~/features/auth/components/dashboard-error-boundary'
import { InquiryCard } from '~/features/inquiries/components/inquiry-card'
import {
  convertInquiry,
  listInquiries,
  setInquiryStatus,
} from '~/features/inquiries/inquiries.server'
import { INQUIRY_STATUSES } from '~/features/inquiries/schema'
import { requireSiteOwner } from '~/features/site/owner.server'
import type { FormResult } from '~/lib/form-errors'
import { guardNetwork } from '~/lib/network-guard'
import type { Route } from './+types/inquiries'

const NOT_FOUND = 'This inquiry no longer exists.'

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireSiteOwner(request)
  return { inquiries: await listInquiries(owner.id) }
}

export async function action({ request }: Route.ActionArgs) {
  const owner = await requireSiteOwner(request)
  const form = await request.formData()
  const id = String(form.get('id') ?? '')
  if (form.get('intent') === 'convert') {
    const clientId = await convertInquiry(owner.id, id)
    if (!clientId) return data<FormResult>({ formError: NOT_FOUND }, { status: 404 })
    return data<FormResult>({ ok: true })
  }
  const status = INQUIRY_STATUSES.find((value) => value === form.get('status'))
  if (!status) return data<FormResult>({ formError: 'Choose a status.' }, { status: 400 })
  if (!(await setInquiryStatus(owner.id, id, status))) {
    return data<FormResult>({ formError: NOT_FOUND }, { status: 404 })
  }
  return data<FormResult>({ ok: true })
}

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
          icon={<Inbox aria-hidden className="size-6" />}
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
