import { eq, sql } from 'drizzle-orm'

import { decideAccess, opens } from '~/domain/client-access.server'
import { capsule } from '~/features/capsules/tables.server'
import { cheatSheet } from '~/features/cheat-sheets/tables.server'
import { item } from '~/features/items/tables.server'
import { db } from '~/server/db.server'
import type { PhotoAccess } from '~/server/media.server'

/**
 * Who may have a stored photo:
 * - 'public': anyone, cached for good (not in a password-protected capsule, or also shown in a
 *   published open one);
 * - 'private': the access rule lets this request into a protected capsule it belongs to (the
 *   unlock cookie for the current password, or its signed-in owner);
 * - 'denied': anyone else, answered as if the photo did not exist.
 */
export async function photoAccess(key: string, request: Request): Promise<PhotoAccess> {
  const columns = {
    id: capsule.id,
    ownerId: capsule.ownerId,
    passwordHash: capsule.passwordHash,
    isPublished: capsule.isPublished,
  }
  const [inItems, inSheets] = await Promise.all([
    db
      .select(columns)
      .from(item)
      .innerJoin(capsule, eq(capsule.id, item.capsuleId))
      .where(sql`(${item.photo} ->> 'key') = ${key}`),
    db
      .select(columns)
      .from(cheatSheet)
      .innerJoin(capsule, eq(capsule.id, cheatSheet.capsuleId))
      .where(sql`(${cheatSheet.image} ->> 'key') = ${key}`),
  ])
  const capsules = [...inItems, ...inSheets]
  const isProtected = (row: (typeof capsules)[number]) => row.passwordHash !== null
  if (!capsules.some(isProtected)) return 'public'
  if (capsules.some((row) => row.isPublished && !isProtected(row))) return 'public'
  for (const row of capsules) {
    if (opens(await decideAccess(request, row))) return 'private'
  }
  return 'denied'
}
