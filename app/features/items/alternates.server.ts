// Alternates (issue 29): a to-buy piece of a capsule has 1–3 backups, in her order, shown to her
// client under it ("If it's sold out: …"). An alternate is an item of the same capsule whose
// `alternate_of` is that piece, ordered among its siblings by `position`; it is never on the main
// list of the capsule itself.
import { and, count, eq, isNull } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { myCapsule } from '~/features/capsules/index.server'
import { MAX_ALTERNATES } from '~/lib/alternates'
import { isToBuy } from '~/lib/ownership'
import { type Db, db, type Tx } from '~/server/db.server'

import { capsuleOrder, endOfCapsule, placesFrom } from './item-order.server'
import {
  ALTERNATE_HAS_ALTERNATES,
  ALTERNATE_NOT_TO_BUY,
  ALTERNATE_OF_ALTERNATE,
  ALTERNATE_OF_ITSELF,
  ALTERNATES_FULL,
  ITEM_GONE,
} from './messages'
import { item } from './tables.server'

/** Done, or refused with the message to show: 404 for a row missing or not hers. */
export type AlternateResult = { ok: true } | { ok: false; status: 400 | 404; message: string }

const gone = { ok: false, status: 404, message: ITEM_GONE } as const
const refuse = (message: string) => ({ ok: false, status: 400, message }) as const

/** Where the piece's alternates come from: a piece of the capsule, her wardrobe, a new item. */
export type AlternateSource = { from: 'capsule' | 'wardrobe' | 'new'; itemId: string }

/**
 * Whether `pieceId`, a piece of the owner's capsule, may take one more alternate: it is to buy, is
 * not an alternate itself and has fewer than three. Locks the piece when in a transaction.
 */
async function checkPiece(
  tx: Db | Tx,
  ownerId: string,
  capsuleId: string,
  pieceId: string,
): Promise<AlternateResult> {
  const [piece] = await tx
    .select({ ownership: item.ownership, alternateOf: item.alternateOf })
    .from(item)
    .where(and(mine(item, ownerId, pieceId), eq(item.capsuleId, capsuleId)))
    .for('update')
  if (!piece) return gone
  if (piece.alternateOf) return refuse(ALTERNATE_OF_ALTERNATE)
  if (!isToBuy(piece.ownership, true)) return refuse(ALTERNATE_NOT_TO_BUY)
  const [siblings] = await tx
    .select({ count: count() })
    .from(item)
    .where(eq(item.alternateOf, pieceId))
  if ((siblings?.count ?? 0) >= MAX_ALTERNATES) return refuse(ALTERNATES_FULL)
  return { ok: true }
}

/**
 * Whether an alternate can be added to this piece, before a new item is made for it (a shop
 * link's): the same rules `addAlternate` checks again when it adds it.
 */
export async function canTakeAlternate(
  ownerId: string,
  capsuleId: string,
  pieceId: string,
): Promise<AlternateResult> {
  if (!(await myCapsule(ownerId, capsuleId))) return gone
  return checkPiece(db, ownerId, capsuleId, pieceId)
}

/**
 * Makes an item the last alternate of the piece `pieceId` of the owner's capsule: a piece of the
 * capsule (it leaves the main list), a piece of the client's wardrobe (it joins the capsule), or
 * an item just made in the capsule. A stranger's row answers like a missing one.
 */
export async function addAlternate(
  ownerId: string,
  capsuleId: string,
  pieceId: string,
  source: AlternateSource,
): Promise<AlternateResult> {
  return db.transaction(async (tx) => {
    const capsule = await myCapsule(ownerId, capsuleId, { tx, lock: true })
    if (!capsule) return gone
    if (source.itemId === pieceId) return refuse(ALTERNATE_OF_ITSELF)
    const checked = await checkPiece(tx, ownerId, capsuleId, pieceId)
    if (!checked.ok) return checked
    const [candidate] = await tx
      .select({ id: item.id })
      .from(item)
      .where(
        and(
          mine(item, ownerId, source.itemId),
          source.from === 'wardrobe'
            ? and(eq(item.clientId, capsule.clientId), isNull(item.capsuleId))
            : eq(item.capsuleId, capsuleId),
        ),
      )
      .for('update')
    if (!candidate) return gone
    const [own] = await tx
      .select({ count: count() })
      .from(item)
      .where(eq(item.alternateOf, candidate.id))
    if ((own?.count ?? 0) > 0) return refuse(ALTERNATE_HAS_ALTERNATES)
    const position = await endOfCapsule(tx, capsuleId)
    // Joining the capsule first: moving capsule lets go of `alternate_of` (migration 0021).
    if (source.from === 'wardrobe') {
      await tx.update(item).set({ capsuleId }).where(eq(item.id, candidate.id))
    }
    await tx
      .update(item)
      .set({ alternateOf: pieceId, position, updatedAt: new Date() })
      .where(eq(item.id, candidate.id))
    return { ok: true }
  })
}

/** The owner's alternate `id` of this capsule, locked, or null. */
async function findAlternate(tx: Tx, ownerId: string, capsuleId: string, id: string) {
  const [row] = await tx
    .select({ id: item.id, alternateOf: item.alternateOf })
    .from(item)
    .where(and(mine(item, ownerId, id), eq(item.capsuleId, capsuleId)))
    .for('update')
  return row?.alternateOf ? { id: row.id, pieceId: row.alternateOf } : null
}

/** Moves an alternate one place up or down among its piece's alternates. */
export async function moveAlternate(
  ownerId: string,
  capsuleId: string,
  id: string,
  direction: 'up' | 'down',
): Promise<AlternateResult> {
  return db.transaction(async (tx) => {
    const alternate = await findAlternate(tx, ownerId, capsuleId, id)
    if (!alternate) return gone
    const siblings = (
      await tx
        .select({ id: item.id })
        .from(item)
        .where(eq(item.alternateOf, alternate.pieceId))
        .orderBy(...capsuleOrder)
    ).map((row) => row.id)
    const from = siblings.indexOf(id)
    const to = from + (direction === 'up' ? -1 : 1)
    if (to < 0 || to >= siblings.length) return { ok: true }
    ;[siblings[from], siblings[to]] = [siblings[to]!, siblings[from]!]
    await tx
      .update(item)
      .set({ position: placesFrom(0, siblings), updatedAt: new Date() })
      .where(eq(item.alternateOf, alternate.pieceId))
    return { ok: true }
  })
}

/** "Remove as alternate": it becomes a piece of its own, last in the capsule. */
export async function releaseAlternate(
  ownerId: string,
  capsuleId: string,
  id: string,
): Promise<AlternateResult> {
  return db.transaction(async (tx) => {
    const alternate = await findAlternate(tx, ownerId, capsuleId, id)
    if (!alternate) return gone
    await tx
      .update(item)
      .set({
        alternateOf: null,
        position: await endOfCapsule(tx, capsuleId),
        updatedAt: new Date(),
      })
      .where(eq(item.id, id))
    return { ok: true }
  })
}
