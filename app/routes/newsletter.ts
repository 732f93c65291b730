import { signUp } from '~/features/newsletter/signup.server'
import { getSiteOwner } from '~/features/site/site.server'

import type { Route } from './+types/newsletter'

/** The signup as the landing page's script sends it (without the script, it posts to `/`). */
export async function action({ request }: Route.ActionArgs) {
  return signUp(request, await getSiteOwner())
}
