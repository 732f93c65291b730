// GET /q/{token}/photos/{key}/{file}: one of her questionnaire's photos, for her link only.
import { sendLinkPhoto } from '~/features/questionnaire/link-photos.server'

import type { Route } from './+types/questionnaire-photo'

export async function loader({ request, params }: Route.LoaderArgs) {
  return sendLinkPhoto(request, params.token, params.key, params.file)
}
