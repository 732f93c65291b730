// Who may fetch a photo her client sent with a questionnaire at /media/<key>/<file>: only the
// signed-in stylist who owns it ('private', never cached by a shared cache); anyone else is
// 'denied', answered as if the photo did not exist. Her client sees them through her own link
// (/q/{token}/photos/…, features/questionnaire). Null: the key is not a questionnaire photo, and
// the capsule rules decide (app/app.server.ts composes both).
import { sql } from 'drizzle-orm'

import { getUser } from '~/server/auth.server'
import { db } from '~/server/db.server'
import type { PhotoAccess } from '~/server/media.server'

import { questionnairePhoto } from './tables.server'

export async function questionnairePhotoAccess(
  key: string,
  request: Request,
): Promise<PhotoAccess | null> {
  const rows = await db
    .select({ ownerId: questionnairePhoto.ownerId })
    .from(questionnairePhoto)
    .where(sql`(${questionnairePhoto.photo} ->> 'key') = ${key}`)
    .limit(1)
  const [row] = rows
  if (!row) return null
  return (await getUser(request))?.id === row.ownerId ? 'private' : 'denied'
}
