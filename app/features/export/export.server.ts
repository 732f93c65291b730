// "Export my data": everything of one account as a zip the stylist can keep, open in a
// spreadsheet or take elsewhere. Every query filters on the owner.
import type { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import yazl from 'yazl'
import { db } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import {
  capsule,
  capsuleSend,
  capsuleVisit,
  cheatSheet,
  cheatSheetItem,
  client,
  inquiry,
  item,
  outfit,
  outfitItem,
  type StoredPhoto,
  subscriber,
} from '~/server/schema.server'
import { storage } from '~/server/storage.server'
import { exportAnswers } from '~/features/feedback/feedback.server'
import { REACTION_LABELS } from '~/lib/answers'
import { type CsvValue, toCsv } from './csv'

type Row = Record<string, CsvValue>

/** One data set of the export, written as `<name>.json` and `<name>.csv`. */
type Collection = {
  name: string
  description: string
  columns: { key: string; about: string }[]
  rows: Row[]
  /** JSON only: lists (e.g. an outfit's item ids) that the CSV flattens into one cell. */
  lists?: Record<string, Record<string, string[]>>
}

/** A photo file of the export: its path in the zip and where its bytes are stored. */
type ExportPhoto = { file: string; storageKey: string }

export type AccountExport = { collections: Collection[]; photos: ExportPhoto[]; createdAt: Date }

const itemPhotoFile = (id: string) => `photos/${id}.webp`
const sheetImageFile = (id: string) => `photos/cheat-sheets/${id}.webp`
/** The large (zoom) version: the best quality stored. */
const largeKey = (photo: StoredPhoto) => `${photo.key}/large.webp`

function groupIds(rows: { parent: string; id: string }[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {}
  for (const { parent, id } of rows) (grouped[parent] ??= []).push(id)
  return grouped
}

/** The clients' answers on their capsule pages (features/feedback). */
function feedbackCollection(
  answers: Awaited<ReturnType<typeof exportAnswers>>,
  capsuleName: Map<string, string>,
): Collection {
  return {
    name: 'feedback',
    description: 'Your clients’ answers on their capsule pages: reactions, notes and purchases.',
    columns: [
      { key: 'capsule_id', about: 'The capsule (capsules.csv).' },
      { key: 'capsule_name', about: 'The capsule’s name.' },
      { key: 'item_id', about: 'The item answered about (items.csv), if an item.' },
      { key: 'outfit_id', about: 'The outfit answered about (outfits.csv), if an outfit.' },
      { key: 'reaction', about: 'Love it, Maybe or Not for me.' },
      { key: 'note', about: 'The client’s note.' },
      { key: 'bought', about: 'true when the client ticked the item as bought.' },
      { key: 'updated_at', about: 'Last changed (UTC).' },
    ],
    rows: answers.map((row) => ({
      capsule_id: row.capsuleId,
      capsule_name: capsuleName.get(row.capsuleId) ?? null,
      item_id: row.itemId,
      outfit_id: row.outfitId,
      reaction: row.reaction ? REACTION_LABELS[row.reaction] : null,
      note: row.note,
      bought: row.bought,
      updated_at: row.updatedAt,
    })),
  }
}

/**
 * Reads every client, capsule, item, outfit, cheat sheet, inquiry and newsletter subscriber of
 * the owner. `shareUrl` gives a capsule's public link. Capsule passwords never leave the
 * database (only whether one is set).
 */
export async function loadAccountExport(
  ownerId: string,
  shareUrl: (capsuleId: string) => string,
): Promise<AccountExport> {
  const [
    clients,
    capsules,
    items,
    outfits,
    outfitItems,
    sheets,
    sheetItems,
    inquiries,
    subscribers,
  ] = await Promise.all([
    db
      .select({
        id: client.id,
        name: client.name,
        email: client.email,
        phone: client.phone,
        sizeTops: client.sizeTops,
        sizeBottoms: client.sizeBottoms,
        sizeDress: client.sizeDress,
        sizeShoes: client.sizeShoes,
        sizeNotes: client.sizeNotes,
        measurements: client.measurements,
        coloursLoved: client.coloursLoved,
        coloursAvoided: client.coloursAvoided,
        styleWords: client.styleWords,
        budget: client.budget,
        notes: client.notes,
        cameFrom: client.cameFrom,
        createdAt: client.createdAt,
      })
      .from(client)
      .where(eq(client.ownerId, ownerId))
      .orderBy(asc(client.createdAt), asc(client.id)),
    db
      .select({
        id: capsule.id,
        clientId: capsule.clientId,
        name: capsule.name,
        description: capsule.description,
        isPublished: capsule.isPublished,
        passwordHash: capsule.passwordHash,
        createdAt: capsule.createdAt,
        updatedAt: capsule.updatedAt,
      })
      .from(capsule)
      .where(eq(capsule.ownerId, ownerId))
      .orderBy(asc(capsule.createdAt), asc(capsule.id)),
    db
      .select({
        id: item.id,
        clientId: item.clientId,
        capsuleId: item.capsuleId,
        name: item.name,
        brand: item.brand,
        category: item.category,
        color: item.color,
        size: item.size,
        price: item.price,
        link: item.link,
        description: item.description,
        photo: item.photo,
        createdAt: item.createdAt,
        updatedAt: item.updatedAt,
      })
      .from(item)
      .where(eq(item.ownerId, ownerId))
      .orderBy(asc(item.createdAt), asc(item.id)),
    db
      .select({
        id: outfit.id,
        capsuleId: outfit.capsuleId,
        name: outfit.name,
        description: outfit.description,
        createdAt: outfit.createdAt,
        updatedAt: outfit.updatedAt,
      })
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
      .select({
        id: cheatSheet.id,
        capsuleId: cheatSheet.capsuleId,
        name: cheatSheet.name,
        description: cheatSheet.description,
        image: cheatSheet.image,
        createdAt: cheatSheet.createdAt,
        updatedAt: cheatSheet.updatedAt,
      })
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
      .select({
        id: inquiry.id,
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone,
        servicePackage: inquiry.servicePackage,
        message: inquiry.message,
        status: inquiry.status,
        clientId: inquiry.clientId,
        createdAt: inquiry.createdAt,
      })
      .from(inquiry)
      .where(eq(inquiry.ownerId, ownerId))
      .orderBy(asc(inquiry.createdAt), asc(inquiry.id)),
    db
      .select({ email: subscriber.email, confirmedAt: subscriber.confirmedAt })
      .from(subscriber)
      .where(and(eq(subscriber.ownerId, ownerId), isNotNull(subscriber.confirmedAt)))
      .orderBy(asc(subscriber.confirmedAt)),
  ])

  const clientName = new Map(clients.map((row) => [row.id, row.name]))
  const capsuleName = new Map(capsules.map((row) => [row.id, row.name]))
  const outfitItemIds = groupIds(outfitItems)
  const sheetItemIds = groupIds(sheetItems)
  const photos: ExportPhoto[] = []

  const collections: Collection[] = [
    {
      name: 'clients',
      description: 'Your clients.',
      columns: [
        { key: 'id', about: 'The client’s id (other files refer to it).' },
        { key: 'name', about: 'Name.' },
        { key: 'email', about: 'E-mail address.' },
        { key: 'phone', about: 'Phone number.' },
        { key: 'size_tops', about: 'Size: tops.' },
        { key: 'size_bottoms', about: 'Size: bottoms.' },
        { key: 'size_dress', about: 'Size: dress.' },
        { key: 'size_shoes', about: 'Size: shoes.' },
        { key: 'size_notes', about: 'Size notes (brands, fit).' },
        { key: 'measurements', about: 'Measurements.' },
        { key: 'colours_loved', about: 'Colours she loves.' },
        { key: 'colours_avoided', about: 'Colours she avoids.' },
        { key: 'style_words', about: 'Style words.' },
        { key: 'budget', about: 'Budget per season, as typed.' },
        { key: 'notes', about: 'Notes.' },
        { key: 'came_from', about: 'Where she came from (e.g. the package of her inquiry).' },
        { key: 'created_at', about: 'When the client was added (UTC).' },
      ],
      rows: clients.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        size_tops: row.sizeTops,
        size_bottoms: row.sizeBottoms,
        size_dress: row.sizeDress,
        size_shoes: row.sizeShoes,
        size_notes: row.sizeNotes,
        measurements: row.measurements,
        colours_loved: row.coloursLoved,
        colours_avoided: row.coloursAvoided,
        style_words: row.styleWords,
        budget: row.budget,
        notes: row.notes,
        came_from: row.cameFrom,
        created_at: row.createdAt,
      })),
    },
    {
      name: 'capsules',
      description: 'Capsules: the curated wardrobes you build for each client.',
      columns: [
        { key: 'id', about: 'The capsule’s id.' },
        { key: 'client_id', about: 'Its client (clients.csv).' },
        { key: 'client_name', about: 'Its client’s name.' },
        { key: 'name', about: 'Name.' },
        { key: 'description', about: 'Description.' },
        { key: 'published', about: 'true when clients can open its link.' },
        {
          key: 'password_protected',
          about: 'true when a password is set (passwords are not exported).',
        },
        { key: 'link', about: 'The link you share with the client.' },
        { key: 'created_at', about: 'Created (UTC).' },
        { key: 'updated_at', about: 'Last changed (UTC).' },
      ],
      rows: capsules.map((row) => ({
        id: row.id,
        client_id: row.clientId,
        client_name: clientName.get(row.clientId) ?? null,
        name: row.name,
        description: row.description,
        published: row.isPublished,
        password_protected: row.passwordHash !== null,
        link: shareUrl(row.id),
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      })),
    },
    {
      name: 'items',
      description: 'Items: every piece of every client’s wardrobe, in a capsule or not.',
      columns: [
        { key: 'id', about: 'The item’s id.' },
        { key: 'client_id', about: 'Its client (clients.csv).' },
        { key: 'client_name', about: 'Its client’s name.' },
        {
          key: 'capsule_id',
          about: 'Its capsule (capsules.csv); empty when only in the wardrobe.',
        },
        { key: 'capsule_name', about: 'Its capsule’s name.' },
        { key: 'name', about: 'Name.' },
        { key: 'brand', about: 'Brand.' },
        { key: 'category', about: 'Category.' },
        { key: 'color', about: 'Color.' },
        { key: 'size', about: 'Size.' },
        { key: 'price', about: 'Price, as typed.' },
        { key: 'link', about: 'Shopping link.' },
        { key: 'description', about: 'Description.' },
        { key: 'photo_file', about: 'Its photo in this zip (largest size stored), if any.' },
        { key: 'created_at', about: 'Created (UTC).' },
        { key: 'updated_at', about: 'Last changed (UTC).' },
      ],
      rows: items.map((row) => {
        if (row.photo) photos.push({ file: itemPhotoFile(row.id), storageKey: largeKey(row.photo) })
        return {
          id: row.id,
          client_id: row.clientId,
          client_name: clientName.get(row.clientId) ?? null,
          capsule_id: row.capsuleId,
          capsule_name: row.capsuleId ? (capsuleName.get(row.capsuleId) ?? null) : null,
          name: row.name,
          brand: row.brand,
          category: row.category,
          color: row.color,
          size: row.size,
          price: row.price,
          link: row.link,
          description: row.description,
          photo_file: row.photo ? itemPhotoFile(row.id) : null,
          created_at: row.createdAt,
          updated_at: row.updatedAt,
        }
      }),
    },
    {
      name: 'outfits',
      description: 'Outfits: items of a capsule worn together, in their chosen order.',
      columns: [
        { key: 'id', about: 'The outfit’s id.' },
        { key: 'capsule_id', about: 'Its capsule (capsules.csv).' },
        { key: 'capsule_name', about: 'Its capsule’s name.' },
        { key: 'name', about: 'Name.' },
        { key: 'description', about: 'Description.' },
        { key: 'item_ids', about: 'Its items (items.csv), in order; space-separated in the CSV.' },
        { key: 'created_at', about: 'Created (UTC).' },
        { key: 'updated_at', about: 'Last changed (UTC).' },
      ],
      rows: outfits.map((row) => ({
        id: row.id,
        capsule_id: row.capsuleId,
        capsule_name: capsuleName.get(row.capsuleId) ?? null,
        name: row.name,
        description: row.description,
        item_ids: (outfitItemIds[row.id] ?? []).join(' '),
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      })),
      lists: { item_ids: outfitItemIds },
    },
    {
      name: 'cheat-sheets',
      description: 'Cheat sheets: a capsule’s pieces on one page, with their image.',
      columns: [
        { key: 'id', about: 'The cheat sheet’s id.' },
        { key: 'capsule_id', about: 'Its capsule (capsules.csv).' },
        { key: 'capsule_name', about: 'Its capsule’s name.' },
        { key: 'name', about: 'Name.' },
        { key: 'description', about: 'Description.' },
        { key: 'item_ids', about: 'Its items (items.csv), in order; space-separated in the CSV.' },
        { key: 'image_file', about: 'Its image in this zip, if any.' },
        { key: 'created_at', about: 'Created (UTC).' },
        { key: 'updated_at', about: 'Last changed (UTC).' },
      ],
      rows: sheets.map((row) => {
        if (row.image)
          photos.push({ file: sheetImageFile(row.id), storageKey: largeKey(row.image) })
        return {
          id: row.id,
          capsule_id: row.capsuleId,
          capsule_name: capsuleName.get(row.capsuleId) ?? null,
          name: row.name,
          description: row.description,
          item_ids: (sheetItemIds[row.id] ?? []).join(' '),
          image_file: row.image ? sheetImageFile(row.id) : null,
          created_at: row.createdAt,
          updated_at: row.updatedAt,
        }
      }),
      lists: { item_ids: sheetItemIds },
    },
    {
      name: 'inquiries',
      description: 'Booking requests sent from your public site (site owner only).',
      columns: [
        { key: 'id', about: 'The inquiry’s id.' },
        { key: 'name', about: 'Name given.' },
        { key: 'email', about: 'E-mail given.' },
        { key: 'phone', about: 'Phone given.' },
        { key: 'service_package', about: 'Package of interest.' },
        { key: 'message', about: 'Message.' },
        { key: 'status', about: 'new, contacted, converted or archived.' },
        { key: 'client_id', about: 'The client it was converted to, if any.' },
        { key: 'created_at', about: 'Received (UTC).' },
      ],
      rows: inquiries.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        service_package: row.servicePackage,
        message: row.message,
        status: row.status,
        client_id: row.clientId,
        created_at: row.createdAt,
      })),
    },
    {
      name: 'newsletter-subscribers',
      description: 'Confirmed newsletter subscribers of your public site (site owner only).',
      columns: [
        { key: 'email', about: 'E-mail address.' },
        { key: 'confirmed_at', about: 'When they confirmed (UTC).' },
      ],
      rows: subscribers.map((row) => ({ email: row.email, confirmed_at: row.confirmedAt })),
    },
    feedbackCollection(await exportAnswers(ownerId), capsuleName),
    ...(await deliveryCollections(ownerId, capsuleName)),
  ]
  return { collections, photos, createdAt: new Date() }
}

/** The capsules sent to clients from the studio, and how often each was opened. */
async function deliveryCollections(
  ownerId: string,
  capsuleName: Map<string, string>,
): Promise<Collection[]> {
  const [sends, visits] = await Promise.all([
    db
      .select({
        id: capsuleSend.id,
        capsuleId: capsuleSend.capsuleId,
        toEmail: capsuleSend.toEmail,
        message: capsuleSend.message,
        sentAt: capsuleSend.sentAt,
      })
      .from(capsuleSend)
      .where(eq(capsuleSend.ownerId, ownerId))
      .orderBy(asc(capsuleSend.sentAt), asc(capsuleSend.id)),
    db
      .select({
        capsuleId: capsuleVisit.capsuleId,
        firstAt: capsuleVisit.firstAt,
        lastAt: capsuleVisit.lastAt,
        count: capsuleVisit.count,
      })
      .from(capsuleVisit)
      .where(eq(capsuleVisit.ownerId, ownerId))
      .orderBy(asc(capsuleVisit.firstAt)),
  ])
  return [
    {
      name: 'capsule-sends',
      description: 'Capsules you e-mailed to your clients from the studio.',
      columns: [
        { key: 'id', about: 'The send’s id.' },
        { key: 'capsule_id', about: 'The capsule sent (capsules.csv).' },
        { key: 'capsule_name', about: 'Its name.' },
        { key: 'to_email', about: 'The address it was sent to.' },
        { key: 'message', about: 'Your message.' },
        { key: 'sent_at', about: 'Sent (UTC).' },
      ],
      rows: sends.map((row) => ({
        id: row.id,
        capsule_id: row.capsuleId,
        capsule_name: capsuleName.get(row.capsuleId) ?? null,
        to_email: row.toEmail,
        message: row.message,
        sent_at: row.sentAt,
      })),
    },
    {
      name: 'capsule-opens',
      description: 'How often each capsule’s page was opened by someone other than you.',
      columns: [
        { key: 'capsule_id', about: 'The capsule (capsules.csv).' },
        { key: 'capsule_name', about: 'Its name.' },
        { key: 'first_opened_at', about: 'First opened (UTC).' },
        { key: 'last_opened_at', about: 'Last opened (UTC).' },
        { key: 'times', about: 'How many times.' },
      ],
      rows: visits.map((row) => ({
        capsule_id: row.capsuleId,
        capsule_name: capsuleName.get(row.capsuleId) ?? null,
        first_opened_at: row.firstAt,
        last_opened_at: row.lastAt,
        times: row.count,
      })),
    },
  ]
}

/** JSON with real lists where the CSV has space-separated ids. */
function toJson(collection: Collection): string {
  const rows = collection.rows.map((row) => {
    const out: Record<string, unknown> = { ...row }
    for (const [key, lists] of Object.entries(collection.lists ?? {})) {
      out[key] = lists[String(row.id)] ?? []
    }
    return out
  })
  return `${JSON.stringify(rows, null, 2)}\n`
}

function readme(data: AccountExport): string {
  const sections = data.collections.map((collection) =>
    [
      `${collection.name}.json / ${collection.name}.csv (${collection.rows.length} ${collection.rows.length === 1 ? 'row' : 'rows'}): ${collection.description}`,
      ...collection.columns.map((column) => `    ${column.key}: ${column.about}`),
    ].join('\n'),
  )
  return [
    'Capsule Studio — your data',
    `Exported ${data.createdAt.toISOString()} (UTC).`,
    '',
    'Everything of your studio, in two forms: JSON (for programs) and CSV (opens in Excel,',
    'Numbers or Google Sheets; UTF-8). Files refer to each other by id: an item’s client_id is',
    'the id of a row of clients.csv, and so on. In the CSV files, text that begins with = + - or @',
    'starts with an apostrophe so that spreadsheets show it instead of running it as a formula.',
    '',
    ...sections.flatMap((section) => [section, '']),
    'photos/ — each item’s photo as photos/<item id>.webp, and each cheat sheet’s image as',
    '    photos/cheat-sheets/<cheat sheet id>.webp (WebP opens in every current browser and in',
    '    most photo apps). Photos were stored without their original metadata (no location).',
    '',
  ]
    .join('\r\n')
    .replaceAll(/(?<!\r)\n/g, '\r\n')
}

/**
 * The export as a zip, streamed: README.txt, `<name>.json` and `<name>.csv` for each data set,
 * then the photos one after the other, read from storage only as the download consumes them.
 * A photo missing from storage is left out (and logged). Aborting `signal` (the download went
 * away) stops reading photos.
 */
export function streamAccountExport(data: AccountExport, signal?: AbortSignal): Readable {
  const zip = new yazl.ZipFile()
  const output = zip.outputStream as Readable
  // yazl reports a bad entry on the ZipFile itself: end the download (never crash the process).
  zip.on('error', (error: Error) => {
    logger.error({ err: error }, 'An export could not be written')
    output.destroy(error)
  })
  const mtime = data.createdAt
  const text = (body: string, name: string) => zip.addBuffer(Buffer.from(body), name, { mtime })

  text(readme(data), 'README.txt')
  for (const collection of data.collections) {
    text(toJson(collection), `${collection.name}.json`)
    text(
      toCsv(
        collection.columns.map((column) => column.key),
        collection.rows,
      ),
      `${collection.name}.csv`,
    )
  }

  const stopped = new AbortController()
  output.once('close', () => stopped.abort())
  signal?.addEventListener('abort', () => stopped.abort(), { once: true })

  const addPhotos = async () => {
    for (const photo of data.photos) {
      if (stopped.signal.aborted) return
      const object = await storage.get(photo.storageKey)
      if (!object) {
        logger.warn({ key: photo.storageKey }, 'A photo was missing from storage during an export')
        continue
      }
      const body = object.body as Readable
      // WebP is already compressed: stored as is.
      zip.addReadStream(body, photo.file, { mtime, compress: false, size: object.size })
      try {
        await finished(body, { signal: stopped.signal })
      } catch (error) {
        body.destroy()
        if (stopped.signal.aborted) return
        throw error
      }
    }
  }
  addPhotos().then(
    () => {
      if (!stopped.signal.aborted) zip.end()
    },
    (error: unknown) => {
      logger.error({ err: error }, 'An export stopped while reading photos')
      output.destroy(error instanceof Error ? error : new Error(String(error)))
    },
  )
  return output
}
