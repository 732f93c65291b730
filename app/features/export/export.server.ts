// "Export my data": everything of one account as a zip the stylist can keep, open in a
// spreadsheet or take elsewhere. Every query filters on the owner; the data sets are declared in
// data-sets.server.ts and written by zip.server.ts.
import { and, asc, desc, eq, isNotNull, or } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { capsule, capsuleSend, capsuleVisit } from '~/features/capsules/tables.server'
import { cheatSheet, cheatSheetItem } from '~/features/cheat-sheets/tables.server'
import { client } from '~/features/clients/tables.server'
import { message, thread } from '~/features/conversation/tables.server'
import { feedback } from '~/features/feedback/tables.server'
import { inquiry } from '~/features/inquiries/tables.server'
import { item } from '~/features/items/tables.server'
import { subscriber } from '~/features/newsletter/tables.server'
import { outfit, outfitItem } from '~/features/outfits/tables.server'
import { studioSettings } from '~/features/studio/tables.server'
import { type StoredPhoto } from '~/lib/photo-urls'
import { db } from '~/server/db.server'
import { outgoingEmail } from '~/server/tables.server'

import { affiliateCollections } from './affiliate-data-sets.server'
import { billingCollections } from './billing-data-sets.server'
import {
  capsuleColumns,
  cheatSheetColumns,
  clientColumns,
  type Collection,
  dataSet,
  feedbackColumns,
  itemColumns,
  itemPhotoFile,
  type Lookups,
  outfitColumns,
  sendColumns,
  sentEmailColumns,
  sheetImageFile,
  studioColumns,
  visitColumns,
} from './data-sets.server'
import { intakeCollections, questionnairePhotoFile } from './intake-data-sets.server'
import { messageColumns } from './message-columns.server'
import { inquiryColumns, subscriberColumns } from './site-data-sets.server'

/** A photo file of the export: its path in the zip and where its bytes are stored. */
type ExportPhoto = { file: string; storageKey: string }

export type AccountExport = { collections: Collection[]; photos: ExportPhoto[]; createdAt: Date }

/** The large (zoom) version: the best quality stored. */
const largeKey = (photo: StoredPhoto) => `${photo.key}/large.webp`

function groupIds(rows: { parent: string; id: string }[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {}
  for (const { parent, id } of rows) (grouped[parent] ??= []).push(id)
  return grouped
}

/**
 * Reads the studio's settings, every client, capsule, item, outfit, cheat sheet, inquiry,
 * newsletter subscriber, piece of client feedback, message, send and capsule open of the owner,
 * and her billing (settings, packages, invoices and their lines, payments, vouchers). `shareUrl`
 * gives a capsule's public link.
 * Capsule passwords never leave the database (only whether one is set).
 */
export async function loadAccountExport(
  ownerId: string,
  shareUrl: (capsuleId: string) => string,
): Promise<AccountExport> {
  const [
    studios,
    clients,
    capsules,
    items,
    outfits,
    outfitItems,
    sheets,
    sheetItems,
    inquiries,
    subscribers,
    feedbackRows,
    messages,
    sends,
    visits,
    sentEmails,
  ] = await Promise.all([
    db.select().from(studioSettings).where(eq(studioSettings.ownerId, ownerId)),
    db
      .select()
      .from(client)
      .where(eq(client.ownerId, ownerId))
      .orderBy(asc(client.createdAt), asc(client.id)),
    db
      .select()
      .from(capsule)
      .where(mine(capsule, ownerId))
      .orderBy(asc(capsule.createdAt), asc(capsule.id)),
    db
      .select()
      .from(item)
      .where(eq(item.ownerId, ownerId))
      .orderBy(asc(item.createdAt), asc(item.id)),
    db
      .select()
      .from(outfit)
      .where(eq(outfit.ownerId, ownerId))
      .orderBy(asc(outfit.capsuleId), asc(outfit.orderIndex), asc(outfit.createdAt)),
    db
      .select({ parent: outfitItem.outfitId, id: outfitItem.itemId })
      .from(outfitItem)
      .innerJoin(outfit, eq(outfit.id, outfitItem.outfitId))
      .innerJoin(item, eq(item.id, outfitItem.itemId))
      .where(and(eq(outfit.ownerId, ownerId), eq(item.ownerId, ownerId)))
      .orderBy(asc(outfitItem.outfitId), asc(outfitItem.orderIndex)),
    db
      .select()
      .from(cheatSheet)
      .where(eq(cheatSheet.ownerId, ownerId))
      .orderBy(asc(cheatSheet.createdAt), asc(cheatSheet.id)),
    db
      .select({ parent: cheatSheetItem.cheatSheetId, id: cheatSheetItem.itemId })
      .from(cheatSheetItem)
      .innerJoin(cheatSheet, eq(cheatSheet.id, cheatSheetItem.cheatSheetId))
      .innerJoin(item, eq(item.id, cheatSheetItem.itemId))
      .where(and(eq(cheatSheet.ownerId, ownerId), eq(item.ownerId, ownerId)))
      .orderBy(asc(cheatSheetItem.cheatSheetId), asc(cheatSheetItem.orderIndex)),
    db
      .select()
      .from(inquiry)
      .where(eq(inquiry.ownerId, ownerId))
      .orderBy(asc(inquiry.createdAt), asc(inquiry.id)),
    db
      .select()
      .from(subscriber)
      .where(and(eq(subscriber.ownerId, ownerId), isNotNull(subscriber.confirmedAt)))
      .orderBy(asc(subscriber.confirmedAt)),
    // Feedback the client cleared again (no reaction, note or purchase) says nothing.
    db
      .select()
      .from(feedback)
      .where(
        and(
          eq(feedback.ownerId, ownerId),
          or(isNotNull(feedback.reaction), eq(feedback.bought, true)),
        ),
      )
      .orderBy(desc(feedback.updatedAt)),
    db
      .select({
        id: message.id,
        capsuleId: message.capsuleId,
        target: thread.target,
        itemId: thread.itemId,
        outfitId: thread.outfitId,
        author: message.author,
        body: message.body,
        createdAt: message.createdAt,
        editedAt: message.editedAt,
        deletedAt: message.deletedAt,
      })
      .from(message)
      .innerJoin(thread, eq(thread.id, message.threadId))
      .where(eq(message.ownerId, ownerId))
      .orderBy(asc(message.capsuleId), asc(thread.target), asc(message.createdAt)),
    db
      .select()
      .from(capsuleSend)
      .where(eq(capsuleSend.ownerId, ownerId))
      .orderBy(asc(capsuleSend.sentAt), asc(capsuleSend.id)),
    db
      .select()
      .from(capsuleVisit)
      .where(eq(capsuleVisit.ownerId, ownerId))
      .orderBy(asc(capsuleVisit.firstAt)),
    db
      .select()
      .from(outgoingEmail)
      .where(eq(outgoingEmail.ownerId, ownerId))
      .orderBy(asc(outgoingEmail.sentAt), asc(outgoingEmail.id)),
  ])

  const clientNames = new Map(clients.map((row) => [row.id, row.name]))
  const capsuleNames = new Map(capsules.map((row) => [row.id, row.name]))
  const lookups: Lookups = {
    clientName: (id) => clientNames.get(id) ?? null,
    capsuleName: (id) => (id ? (capsuleNames.get(id) ?? null) : null),
    shareUrl,
    outfitItemIds: groupIds(outfitItems),
    sheetItemIds: groupIds(sheetItems),
  }

  const intake = await intakeCollections(ownerId, lookups)
  const collections = [
    dataSet('studio', 'Your studio’s name and currency.', studioColumns, studios),
    dataSet('clients', 'Your clients.', clientColumns, clients),
    dataSet(
      'capsules',
      'Capsules: the curated wardrobes you build for each client.',
      capsuleColumns(lookups),
      capsules,
    ),
    dataSet(
      'items',
      'Items: every piece of every client’s wardrobe, in a capsule or not.',
      itemColumns(lookups),
      items,
    ),
    dataSet(
      'outfits',
      'Outfits: items of a capsule worn together, in their chosen order.',
      outfitColumns(lookups),
      outfits,
      { item_ids: lookups.outfitItemIds },
    ),
    dataSet(
      'cheat-sheets',
      'Cheat sheets: a capsule’s pieces on one page, with their image.',
      cheatSheetColumns(lookups),
      sheets,
      { item_ids: lookups.sheetItemIds },
    ),
    dataSet(
      'inquiries',
      'Booking requests sent from your public site (site owner only).',
      inquiryColumns,
      inquiries,
    ),
    dataSet(
      'newsletter-subscribers',
      'Confirmed newsletter subscribers of your public site (site owner only).',
      subscriberColumns,
      subscribers,
    ),
    dataSet(
      'feedback',
      'Your clients’ feedback on their capsule pages: reactions and purchases.',
      feedbackColumns(lookups),
      feedbackRows,
    ),
    dataSet(
      'messages',
      'The conversations on your capsules: your clients’ notes and answers, and your replies.',
      messageColumns(lookups),
      messages,
    ),
    dataSet(
      'capsule-sends',
      'Capsules you e-mailed to your clients from the studio.',
      sendColumns(lookups),
      sends,
    ),
    dataSet(
      'capsule-opens',
      'How often each capsule’s page was opened by someone other than you.',
      visitColumns(lookups),
      visits,
    ),
    dataSet(
      'emails-sent',
      'Every e-mail your account sent to a client, a subscriber or an invited stylist (90 days).',
      sentEmailColumns,
      sentEmails,
    ),
    ...(await billingCollections(ownerId)),
    ...(await affiliateCollections(ownerId)),
    ...intake.collections,
  ]
  const photos: ExportPhoto[] = [
    ...items.flatMap((row) =>
      row.photo ? [{ file: itemPhotoFile(row.id), storageKey: largeKey(row.photo) }] : [],
    ),
    ...sheets.flatMap((row) =>
      row.image ? [{ file: sheetImageFile(row.id), storageKey: largeKey(row.image) }] : [],
    ),
    ...intake.photos.map(({ id, photo }) => ({
      file: questionnairePhotoFile(id),
      storageKey: largeKey(photo),
    })),
  ]
  return { collections, photos, createdAt: new Date() }
}
