// What each delete takes along into the trash (app/server/trash.server.ts keeps it for the undo
// window and purges it), composed from what each owner hands over of its rows: a client with
// everything of hers, a capsule with its outfits, cheat sheets and conversation (and, for both,
// their entries on her Today), an item, an outfit or a cheat sheet.
import { takeActivityOf } from '~/features/activity/index.server'
import { billingLinksOfClient } from '~/features/billing/index.server'
import { capsuleIdsOf, removeCapsule, takeCapsules } from '~/features/capsules/index.server'
import {
  takeCheatSheet,
  takeCheatSheetPlaces,
  takeCheatSheetsOf,
} from '~/features/cheat-sheets/index.server'
import { removeClient, takeClient, takeHomeOf } from '~/features/clients/index.server'
import { takeAuditsOf } from '~/features/closet-audit/index.server'
import {
  takeConversationAboutItems,
  takeConversationAboutOutfits,
  takeConversationOf,
} from '~/features/conversation/index.server'
import {
  takeFeedbackAboutItems,
  takeFeedbackAboutOutfits,
  takeFeedbackOf,
} from '~/features/feedback/index.server'
import { inquiryLinksOfClient } from '~/features/inquiries/index.server'
import { itemLinksOfCapsule, takeItems, takeItemsOfClient } from '~/features/items/index.server'
import { takeOutfit, takeOutfitPlaces, takeOutfitsOf } from '~/features/outfits/index.server'
import { takeQuestionnairesOf } from '~/features/questionnaire/index.server'
import { db, type Tx } from '~/server/db.server'
import { keep, type Part, together } from '~/server/trash.server'

import type { TrashLinks } from './restore.server'

/** What hangs off capsules: their outfits, cheat sheets, feedback and conversation. */
async function takeCapsuleContents(tx: Tx, ownerId: string, capsuleIds: string[]): Promise<Part> {
  return together(
    await takeOutfitsOf(tx, ownerId, capsuleIds),
    await takeCheatSheetsOf(tx, ownerId, capsuleIds),
    await takeFeedbackOf(tx, capsuleIds),
    await takeConversationOf(tx, capsuleIds),
  )
}

/**
 * Deletes the owner's client with everything of hers (capsules, items, outfits, cheat sheets,
 * questionnaires, closet audits), keeping a copy in the trash for the undo window; her inquiries
 * and invoices stay. Her photo files stay until the purge. Returns the trash entry's id, or null
 * when there is no such client for this owner.
 */
export async function trashClient(ownerId: string, clientId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const client = await takeClient(tx, ownerId, clientId)
    if (!client) return null
    const capsuleIds = await capsuleIdsOf(tx, ownerId, clientId)
    const links: TrashLinks = {
      inquiries: await inquiryLinksOfClient(tx, ownerId, clientId),
      billing: await billingLinksOfClient(tx, ownerId, clientId),
    }
    const deleted = together(
      client,
      await takeCapsules(tx, ownerId, capsuleIds),
      await takeItemsOfClient(tx, ownerId, clientId),
      await takeCapsuleContents(tx, ownerId, capsuleIds),
      await takeQuestionnairesOf(tx, ownerId, clientId),
      await takeAuditsOf(tx, ownerId, clientId),
      await takeHomeOf(tx, ownerId, clientId),
      await takeActivityOf(tx, ownerId, { clientId, capsuleIds }),
    )
    const id = await keep(tx, ownerId, { ...deleted, links })
    await removeClient(tx, clientId)
    return id
  })
}

/**
 * Deletes the owner's capsule (its outfits, cheat sheets and conversation; its items stay in the
 * wardrobe), kept for the undo window.
 */
export async function trashCapsule(ownerId: string, capsuleId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const capsule = await takeCapsules(tx, ownerId, [capsuleId])
    if (capsule.taken.length === 0) return null
    const deleted = together(
      capsule,
      await takeCapsuleContents(tx, ownerId, [capsuleId]),
      await takeActivityOf(tx, ownerId, { capsuleIds: [capsuleId] }),
    )
    const links: TrashLinks = { items: await itemLinksOfCapsule(tx, ownerId, capsuleId) }
    const id = await keep(tx, ownerId, { ...deleted, links })
    await removeCapsule(tx, capsuleId)
    return id
  })
}

/**
 * Deletes the owner's items (they leave their outfits and cheat sheets; the client's feedback and
 * conversation about them go too) as one trash entry, so one Undo brings them all back. With
 * `capsuleId`, every id must be an item of that capsule of hers; otherwise nothing is deleted
 * (null), a stranger's id as a missing one. Their photo files stay until the purge.
 */
async function trashPieces(
  ownerId: string,
  itemIds: string[],
  capsuleId?: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const items = await takeItems(tx, ownerId, itemIds, capsuleId)
    if (!items) return null
    const deleted = together(
      items,
      await takeOutfitPlaces(tx, items.ids),
      await takeCheatSheetPlaces(tx, items.ids),
      await takeFeedbackAboutItems(tx, items.ids),
      await takeConversationAboutItems(tx, items.ids),
    )
    const id = await keep(tx, ownerId, { ...deleted, links: { items: items.links } })
    await items.remove()
    return id
  })
}

/** Deletes the owner's item, kept for the undo window (as `trashItems`). */
export const trashItem = (ownerId: string, itemId: string) => trashPieces(ownerId, [itemId])

/** Deletes chosen items of one of the owner's capsules at once, kept as one trash entry. */
export const trashItems = (ownerId: string, capsuleId: string, itemIds: string[]) =>
  trashPieces(ownerId, itemIds, capsuleId)

/**
 * Deletes the owner's outfit (its pieces stay in the capsule; the client's feedback and
 * conversation about it go too), kept for the undo window. With `capsuleId`, only an outfit of
 * that capsule.
 */
export async function trashOutfit(
  ownerId: string,
  outfitId: string,
  capsuleId?: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const outfit = await takeOutfit(tx, ownerId, outfitId, capsuleId)
    if (!outfit) return null
    const deleted = together(
      outfit,
      await takeFeedbackAboutOutfits(tx, [outfitId]),
      await takeConversationAboutOutfits(tx, [outfitId]),
    )
    const id = await keep(tx, ownerId, deleted)
    await outfit.remove()
    return id
  })
}

/**
 * Deletes the owner's cheat sheet (its pieces stay in the capsule), kept for the undo window.
 * Its image's files stay until the purge. With `capsuleId`, only a sheet of that capsule.
 */
export async function trashCheatSheet(
  ownerId: string,
  sheetId: string,
  capsuleId?: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const sheet = await takeCheatSheet(tx, ownerId, sheetId, capsuleId)
    if (!sheet) return null
    const id = await keep(tx, ownerId, sheet)
    await sheet.remove()
    return id
  })
}
