// What a delete takes of the items into the trash, and the links it lets go that Undo ties again:
// an item stays in the wardrobe when its capsule goes, an alternate lets go of a deleted piece,
// a closet audit archives pieces (nothing deleted).
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import type { Tx } from '~/server/db.server'
import { type Part, taken } from '~/server/trash.server'

import { item } from './tables.server'

/** What Undo ties again of the items. */
export type ItemLinks = {
  /** Items that left the capsule `capsuleId` when it was deleted. */
  capsule?: { capsuleId: string; ids: string[] }
  /** Alternates (`[item, piece]`) let go when their piece or capsule went. */
  alternates?: [string, string][]
  /** Pieces archived at `at` (a closet audit's Archive): Undo clears `archived_at`. */
  archived?: { ids: string[]; at: string }
}

/** Every item of the owner's client, with its photo. */
export async function takeItemsOfClient(tx: Tx, ownerId: string, clientId: string): Promise<Part> {
  const rows = await tx
    .select()
    .from(item)
    .where(and(eq(item.ownerId, ownerId), eq(item.clientId, clientId)))
  return taken(
    item,
    rows,
    rows.map((row) => row.photo),
  )
}

/** Which items are alternates of which piece, as Undo ties them again. */
const alternateLinks = (rows: { id: string; alternateOf: string | null }[]) =>
  rows.flatMap((row): [string, string][] => (row.alternateOf ? [[row.id, row.alternateOf]] : []))

/** The items a deleted capsule lets go (they stay in her wardrobe), with their alternates. */
export async function itemLinksOfCapsule(
  tx: Tx,
  ownerId: string,
  capsuleId: string,
): Promise<ItemLinks> {
  const rows = await tx
    .select({ id: item.id, alternateOf: item.alternateOf })
    .from(item)
    .where(and(eq(item.ownerId, ownerId), eq(item.capsuleId, capsuleId)))
  return {
    capsule: { capsuleId, ids: rows.map((row) => row.id) },
    alternates: alternateLinks(rows),
  }
}

/**
 * The owner's items `itemIds` (all of one capsule, when `capsuleId` is given) with their photos,
 * the alternates that stay when they go, and how to delete them; null unless every id is hers.
 */
export async function takeItems(tx: Tx, ownerId: string, itemIds: string[], capsuleId?: string) {
  const ids = [...new Set(itemIds)]
  if (ids.length === 0) return null
  const rows = await tx
    .select()
    .from(item)
    .where(
      and(
        mine(item, ownerId, ids),
        capsuleId === undefined ? undefined : eq(item.capsuleId, capsuleId),
      ),
    )
    .for('update')
  if (rows.length !== ids.length) return null
  const staying = await tx
    .select({ id: item.id, alternateOf: item.alternateOf })
    .from(item)
    .where(and(inArray(item.alternateOf, ids), notInArray(item.id, ids)))
  return {
    ids,
    ...taken(
      item,
      rows,
      rows.map((row) => row.photo),
    ),
    links: { alternates: alternateLinks(staying) } satisfies ItemLinks,
    remove: () => tx.delete(item).where(inArray(item.id, ids)),
  }
}

/** Ties again what a delete let go of the owner's items. */
export async function tieItemLinks(tx: Tx, ownerId: string, links: ItemLinks = {}): Promise<void> {
  if (links.capsule?.ids.length) {
    await tx
      .update(item)
      .set({ capsuleId: links.capsule.capsuleId })
      .where(mine(item, ownerId, links.capsule.ids))
  }
  // After the capsule: joining it again lets go of `alternate_of` (migration 0021). Only an
  // alternate still of no piece, in its piece's capsule, is tied to it again.
  for (const [alternateId, pieceId] of links.alternates ?? []) {
    const piece = tx
      .select({ capsuleId: item.capsuleId })
      .from(item)
      .where(and(eq(item.ownerId, ownerId), eq(item.id, pieceId)))
    await tx
      .update(item)
      .set({ alternateOf: pieceId })
      .where(
        and(
          eq(item.ownerId, ownerId),
          eq(item.id, alternateId),
          isNull(item.alternateOf),
          eq(item.capsuleId, piece),
        ),
      )
  }
  if (links.archived?.ids.length) {
    const { ids, at } = links.archived
    await tx
      .update(item)
      .set({ archivedAt: null })
      .where(and(mine(item, ownerId, ids), eq(item.archivedAt, new Date(at))))
  }
}
