import { askForHomeLink } from '~/features/client-home/ask-link.server'

import type { Route } from './+types/home-link'

/** "Send me my link" (her home's missing page posts here): always the same answer. */
export async function action({ request }: Route.ActionArgs) {
  return askForHomeLink(request)
}
