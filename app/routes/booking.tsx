import { isRouteErrorResponse } from 'react-router'

import { ErrorState } from '~/components/ui/error-state'
import { ManagePage } from '~/features/booking/components/manage-page'
import { changeFromLink, loadManagePage } from '~/features/booking/visitor-link.server'
import { HomeBar } from '~/features/client-home/components/home-bar'
import { homePathOf } from '~/features/clients/index.server'
import { readInput } from '~/server/forms.server'

import type { Route } from './+types/booking'

/** Plain forms, no scripts: it works on any phone from the e-mail's link. */
export const handle = { hydrate: false }

/** The visitor's appointment by her signed link; a link this app did not sign answers 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadManagePage(request, params, (item) => homePathOf(item.ownerId, item.clientId))
}

/** Moving or cancelling it through the link (no account). */
export async function action({ request, params }: Route.ActionArgs) {
  return changeFromLink(request, params, await readInput(request))
}

export default function BookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <HomeBar href={loaderData.home} />
      <ManagePage data={loaderData} result={actionData} />
    </>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Your appointment · ${loaderData.brand}` : 'Not found' },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

export function headers() {
  return {
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    // The link holds its signature: never sent to another site.
    'Referrer-Policy': 'same-origin',
  }
}

/** A link this app did not sign, or an appointment that has passed: said plainly. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const known = isRouteErrorResponse(error) && typeof error.data === 'string'
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg items-center px-6">
      <ErrorState
        level={1}
        title={
          !known
            ? 'Something went wrong'
            : error.status === 410
              ? 'This appointment has passed'
              : 'Link not valid'
        }
        message={known ? error.data : 'The page could not be shown. Please try again in a moment.'}
      />
    </main>
  )
}
