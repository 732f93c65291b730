import { data } from 'react-router'

import { listSitePackages } from '~/features/billing/packages.server'
import { VisitorFields } from '~/features/booking/components/visitor-fields'
import { Landing } from '~/features/site/components/landing'
import { landingMeta } from '~/features/site/components/landing-meta'
import { getSiteSettings } from '~/features/site/site.server'
import { getSiteOwnerId } from '~/features/site/site-owner.server'

import type { Route } from './+types/not-found'

/** Rendered on the server only, as the landing page (decision 017). */
export const handle = { hydrate: false }

/** Any other path shows the landing screen, answered with a 404 status. */
export async function loader({ request }: Route.LoaderArgs) {
  const [{ settings }, { packages }] = await Promise.all([
    getSiteSettings(),
    getSiteOwnerId().then(listSitePackages),
  ])
  return data({ settings, packages, origin: new URL(request.url).origin }, { status: 404 })
}

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Landing
      settings={loaderData.settings}
      packages={loaderData.packages}
      bookingFields={<VisitorFields packages={loaderData.packages.map((pkg) => pkg.name)} />}
    />
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  const tags = loaderData ? landingMeta(loaderData.settings, loaderData.origin) : []
  return [...tags, { name: 'robots', content: 'noindex' }]
}
