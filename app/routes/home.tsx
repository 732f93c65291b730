import { Landing } from '~/features/site/components/landing'
import { landingLinks, landingMeta } from '~/features/site/components/landing-meta'
import { getSiteSettings } from '~/features/site/site.server'
import type { Route } from './+types/home'

export async function loader({ request }: Route.LoaderArgs) {
  const { settings } = await getSiteSettings()
  // The origin makes the share-preview image URL absolute.
  return { settings, origin: new URL(request.url).origin }
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <Landing settings={loaderData.settings} />
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? landingMeta(loaderData.settings, loaderData.origin) : []
}

export function links() {
  return landingLinks()
}
