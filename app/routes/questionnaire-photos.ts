// POST /q/{token}/photos?question=<id>: a photo her client adds to her questionnaire
// (features/questionnaire/link-photos.server.ts).
import { receiveLinkPhoto } from '~/features/questionnaire/link-photos.server'

import type { Route } from './+types/questionnaire-photos'

export async function action({ request, params }: Route.ActionArgs) {
  return receiveLinkPhoto(request, params.token)
}
