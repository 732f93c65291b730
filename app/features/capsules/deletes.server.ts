// What deleting a capsule (alone or with its client) takes of this feature's rows into the trash:
// the capsule with its sends, opens and wrong passwords.
import { and, eq, inArray } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import type { Tx } from '~/server/db.server'
import { type Part, taken, together } from '~/server/trash.server'

import { capsule, capsuleSend, capsuleVisit, capsuleWrongPassword } from './tables.server'

/** The ids of the owner's capsules for one client. */
export async function capsuleIdsOf(tx: Tx, ownerId: string, clientId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: capsule.id })
    .from(capsule)
    .where(and(eq(capsule.ownerId, ownerId), eq(capsule.clientId, clientId)))
  return rows.map((row) => row.id)
}

/** The owner's capsules among `capsuleIds` with what hangs off them, as the trash keeps them. */
export async function takeCapsules(tx: Tx, ownerId: string, capsuleIds: string[]): Promise<Part> {
  if (capsuleIds.length === 0) return together()
  const capsules = await tx
    .select()
    .from(capsule)
    .where(mine(capsule, ownerId, capsuleIds))
  const ids = capsules.map((row) => row.id)
  if (ids.length === 0) return together()
  const [sends, visits, wrongPasswords] = await Promise.all([
    tx.select().from(capsuleSend).where(inArray(capsuleSend.capsuleId, ids)),
    tx.select().from(capsuleVisit).where(inArray(capsuleVisit.capsuleId, ids)),
    tx.select().from(capsuleWrongPassword).where(inArray(capsuleWrongPassword.capsuleId, ids)),
  ])
  return together(
    taken(capsule, capsules),
    taken(capsuleSend, sends),
    taken(capsuleVisit, visits),
    taken(capsuleWrongPassword, wrongPasswords),
  )
}

/** Deletes the capsule; its outfits, cheat sheets and feedback go with it (the keys cascade). */
export async function removeCapsule(tx: Tx, capsuleId: string): Promise<void> {
  await tx.delete(capsule).where(eq(capsule.id, capsuleId))
}
