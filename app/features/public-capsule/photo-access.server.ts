import { sql } from 'drizzle-orm'

import { opens, openToEveryone } from '~/domain/client-access.server'
import { capsuleAccess } from '~/features/capsules/index.server'
import { cheatSheetView as cheatSheet } from '~/features/cheat-sheets/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { db } from '~/server/db.server'
import type { PhotoAccess } from '~/server/media.server'

/**
 * Who may have a stored photo, asked of the access rule for every capsule it is in:
 * - 'public': anyone, cached for good: a capsule it is in is open to every client (published,
 *   no password); or it is in no capsule (her wardrobe, her site's portrait: an unguessable key,
 *   decision 009);
 * - 'private': the rule lets this request into a capsule it is in (the unlock cookie for the
 *   current password, or its signed-in owner, who previews her drafts);
 * - 'denied': anyone else (a draft's photo included), answered as if the photo did not exist.
 */
export async function photoAccess(key: string, request: Request): Promise<PhotoAccess> {
  const [inItems, inSheets] = await Promise.all([
    db
      .select({ capsuleId: item.capsuleId })
      .from(item)
      .where(sql`(${item.photo} ->> 'key') = ${key} and ${item.capsuleId} is not null`),
    db
      .select({ capsuleId: cheatSheet.capsuleId })
      .from(cheatSheet)
      .where(sql`(${cheatSheet.image} ->> 'key') = ${key}`),
  ])
  const capsuleIds = [...new Set([...inItems, ...inSheets].map((row) => row.capsuleId!))]
  if (capsuleIds.length === 0) return 'public'
  const decisions = await Promise.all(capsuleIds.map((id) => capsuleAccess(request, id)))
  if (decisions.some(openToEveryone)) return 'public'
  return decisions.some(opens) ? 'private' : 'denied'
}
