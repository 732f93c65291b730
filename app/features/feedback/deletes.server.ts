// What a delete takes of the client's feedback into the trash: on a capsule, or about a deleted
// piece or outfit.
import { inArray } from 'drizzle-orm'

import type { Tx } from '~/server/db.server'
import { type Part, taken } from '~/server/trash.server'

import { feedback } from './tables.server'

/** The feedback on these capsules. */
export async function takeFeedbackOf(tx: Tx, capsuleIds: string[]): Promise<Part> {
  if (capsuleIds.length === 0) return taken(feedback, [])
  return taken(
    feedback,
    await tx.select().from(feedback).where(inArray(feedback.capsuleId, capsuleIds)),
  )
}

/** The feedback about these pieces. */
export async function takeFeedbackAboutItems(tx: Tx, itemIds: string[]): Promise<Part> {
  return taken(feedback, await tx.select().from(feedback).where(inArray(feedback.itemId, itemIds)))
}

/** The feedback about these outfits. */
export async function takeFeedbackAboutOutfits(tx: Tx, outfitIds: string[]): Promise<Part> {
  return taken(
    feedback,
    await tx.select().from(feedback).where(inArray(feedback.outfitId, outfitIds)),
  )
}
