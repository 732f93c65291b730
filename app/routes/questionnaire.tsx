import { useSearchParams } from 'react-router'

import { HomeBar } from '~/features/client-home/components/home-bar'
import { fillEmptyProfile } from '~/features/clients/fill-profile.server'
import { homePathOf } from '~/features/clients/index.server'
import { LinkPage } from '~/features/questionnaire/components/link-page'
import { answerLink, loadLinkPage } from '~/features/questionnaire/link-page.server'
import { profileAnswers } from '~/features/questionnaire/view.server'
import { studioCurrency } from '~/features/studio/studio.server'
import { fontPreloads } from '~/fonts/preloads'
import { guardNetwork } from '~/lib/network-guard'

import type { Route } from './+types/questionnaire'

/** Her client's link `/q/{token}`; a wrong or expired token answers as a missing page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadLinkPage(request, params.token, (row) => homePathOf(row.ownerId, row.clientId))
}

export async function action({ request, params }: Route.ActionArgs) {
  // Submitted, her answers fill the empty fields of her profile (never one her stylist filled).
  return answerLink(request, params.token, async (row) =>
    fillEmptyProfile(
      row.ownerId,
      row.clientId,
      profileAnswers(row),
      await studioCurrency(row.ownerId),
    ),
  )
}

/** A lost connection or a server failure is said on the page, her answers kept as typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function QuestionnaireRoute({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams()
  const step = Math.min(Math.max(Number(search.get('step')) || 0, 0), loaderData.steps)
  return (
    <>
      <HomeBar href={loaderData.home} />
      <LinkPage {...loaderData} step={step} result={actionData} />
    </>
  )
}

// Her first open of the link is in the studio's typefaces (decision 039).
export const links: Route.LinksFunction = () => fontPreloads

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Your style questionnaire · ${loaderData.brand}` : 'Not found' },
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
