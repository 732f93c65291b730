import { listSitePackages } from '~/features/billing/packages.server'
import { VisitorFields } from '~/features/booking/components/visitor-fields'
import { signUp } from '~/features/newsletter/signup.server'
import { Landing } from '~/features/site/components/landing'
import { landingMeta } from '~/features/site/components/landing-meta'
import { getSiteOwner, getSiteSettings } from '~/features/site/site.server'
import { getSiteOwnerId } from '~/features/site/site-owner.server'

import type { Route } from './+types/home'

/** Rendered on the server only: root's Layout leaves React Router's scripts out (decision 017). */
export const handle = { hydrate: false }

export async function loader({ request }: Route.LoaderArgs) {
  const [{ settings }, { packages }] = await Promise.all([
    getSiteSettings(),
    getSiteOwnerId().then(listSitePackages),
  ])
  // The origin makes the share-preview image URL absolute.
  return { settings, packages, origin: new URL(request.url).origin }
}

/** The newsletter signup posted without the page's script: the page shows the answer. */
export async function action({ request }: Route.ActionArgs) {
  return signUp(request, await getSiteOwner())
}

export default function HomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Landing
      settings={loaderData.settings}
      packages={loaderData.packages}
      newsletterAnswer={actionData}
      bookingFields={<VisitorFields packages={loaderData.packages.map((pkg) => pkg.name)} />}
    />
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? landingMeta(loaderData.settings, loaderData.origin) : []
}
