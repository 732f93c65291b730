// Who may open a questionnaire's link `/q/{token}` (and its photos): the one access rule of
// everything a client opens (app/domain/client-access.server.ts, decision 021). The row is
// found by its token; a sent questionnaire is "published", with no password. A wrong or expired
// token is no row: it answers exactly like a missing page. Its signed-in owner previews it.
import { decideAccess, linkDoor, opens } from '~/domain/client-access.server'

import { findByToken, type SentQuestionnaire } from './questionnaire.server'

export type LinkAccess = { questionnaire: SentQuestionnaire; preview: boolean } | null

/** The questionnaire this request may see through its link, and whether its owner previews it. */
export async function linkAccess(request: Request, token: string): Promise<LinkAccess> {
  // Found by its token, a questionnaire was sent: shown to her.
  const access = await decideAccess(
    request,
    linkDoor(await findByToken(token), () => true),
  )
  if (!opens(access)) return null
  const { isPublished: _sent, passwordHash: _none, ...questionnaire } = access.row
  return { questionnaire, preview: access.kind === 'owner' }
}
