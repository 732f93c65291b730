import { buttonClasses } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { PageHeader } from '~/components/ui/page-header'
import { listSubscribers } from '~/features/newsletter/newsletter.server'
import { SiteSettingsForm } from '~/features/site/components/settings/site-settings-form'
import { requireSiteOwner } from '~/features/site/owner.server'
import { SettingsFieldsSchema } from '~/features/site/settings-form'
import { getSiteSettings, saveSiteSettings } from '~/features/site/site.server'
import { PHOTO_UPLOAD_EXPIRED } from '~/lib/messages'
import { guardNetwork } from '~/lib/network-guard'
import { fieldError, parseForm, readInput, saved } from '~/server/forms.server'
import { savesOnce } from '~/server/once.server'

import type { Route } from './+types/site'
import { DashboardErrorBoundary } from './error-boundary'

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
  const input = await readInput(request)
  const parsed = parseForm(input, SettingsFieldsSchema)
  if (!parsed.success) return parsed.reply
  const result = await saveSiteSettings(owner.id, parsed.data, {
    upload: input.fields.portraitUpload || null,
    remove: input.fields.portraitUploadRemove === '1',
  })
  return result.ok ? saved() : fieldError({ portraitUpload: PHOTO_UPLOAD_EXPIRED })
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
            <Icon name="external-link" className="size-4" /> View site
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
