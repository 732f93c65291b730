import { ExternalLink } from 'lucide-react'
import { data } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { PageHeader } from '~/components/ui/page-header'
import { DashboardErrorBoundary } from '~/features/auth/components/dashboard-error-boundary'
import { listSubscribers } from '~/features/newsletter/newsletter.server'
import { SiteSettingsForm } from '~/features/site/components/settings/site-settings-form'
import { requireSiteOwner } from '~/features/site/owner.server'
import { settingsFromForm, SettingsFormSchema } from '~/features/site/settings-form'
import { getSiteSettings, saveSiteSettings } from '~/features/site/site.server'
import { fieldErrors, type FormResult } from '~/lib/form-errors'
import { guardNetwork } from '~/lib/network-guard'
import { savesOnce } from '~/server/once.server'
import type { Route } from './+types/site'

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireSiteOwner(request)
  const [{ settings }, subscribers] = await Promise.all([
    getSiteSettings(),
    listSubscribers(owner.id),
  ])
  return { settings, subscriberCount: subscribers.length }
}

export const action = savesOnce(async ({ request }: Route.ActionArgs) => {
  const owner = await requireSiteOwner(request)
  const form = await request.formData()
  const parsed = SettingsFormSchema.safeParse(settingsFromForm(form))
  if (!parsed.success)
    return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
  const upload = String(form.get('portraitUpload') ?? '') || null
  const result = await saveSiteSettings(owner.id, parsed.data, {
    upload,
    remove: form.get('portraitUploadRemove') === '1',
  })
  if (!result.ok) {
    return data<FormResult>(
      {
        errors: { portraitUpload: 'This photo upload has expired. Please choose the photo again.' },
      },
      { status: 400 },
    )
  }
  return data<FormResult>({ ok: true })
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function SiteSettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Site settings"
        subtitle="Everything your visitors read on your public site."
        actions={
          <a
            href="/"
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary' })}
          >
            <ExternalLink aria-hidden className="size-4" /> View site
          </a>
        }
      />
      <SiteSettingsForm
        settings={loaderData.settings}
        subscriberCount={loaderData.subscriberCount}
      />
    </div>
  )
}

export function meta() {
  return [{ title: 'Site settings · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Page not found' }} />
}
