import { HomeError } from '~/features/client-home/components/home-not-found'
import { HomePage } from '~/features/client-home/components/home-page'
import { loadHome } from '~/features/client-home/home-page.server'
import { fontPreloads } from '~/fonts/preloads'

import type { Route } from './+types/client-home'

/** Her client's home `/c/{token}`; a token that opens nothing answers as a missing page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadHome(request, params.token)
}

export default function ClientHomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <HomeError error={error} />
}

// Her first open of her home is in the studio's typefaces (decision 039).
export const links: Route.LinksFunction = () => fontPreloads

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `All from ${loaderData.brand}` : 'Link not found' },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

export function headers() {
  return {
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    // The link holds its token: never sent to another site.
    'Referrer-Policy': 'same-origin',
  }
}
