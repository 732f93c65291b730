// The export's data sets, declared as column specs: each column is written once, with its name
// in the files, what it holds (for the README) and how a stored row gives its value.
import type { capsule, capsuleSend, capsuleVisit } from '~/features/capsules/tables.server'
import type { cheatSheet } from '~/features/cheat-sheets/tables.server'
import type { client } from '~/features/clients/tables.server'
import type { feedback } from '~/features/feedback/tables.server'
import type { item } from '~/features/items/tables.server'
import type { outfit } from '~/features/outfits/tables.server'
import type { studioSettings } from '~/features/studio/tables.server'
import type { CsvValue } from '~/lib/csv'
import { REACTION_LABELS } from '~/lib/feedback'
import { decimalAmount, formatPrice, priceView, type StoredPrice } from '~/lib/money'
import type { outgoingEmail } from '~/server/tables.server'

/** A column: its name in the JSON and CSV files, what it holds, and its value for a row. */
export type Column<R> = readonly [key: string, about: string, value: (row: R) => CsvValue]

/** One data set of the export, written as `<name>.json` and `<name>.csv`. */
export type Collection = {
  name: string
  description: string
  columns: { key: string; about: string }[]
  rows: Record<string, CsvValue>[]
  /** JSON only: lists (e.g. an outfit's item ids) that the CSV flattens into one cell. */
  lists?: Record<string, Record<string, string[]>>
}

/** The data set `name`: each row as the columns give it, in the columns' order. */
export function dataSet<R>(
  name: string,
  description: string,
  columns: readonly Column<R>[],
  rows: readonly R[],
  lists?: Collection['lists'],
): Collection {
  return {
    name,
    description,
    columns: columns.map(([key, about]) => ({ key, about })),
    rows: rows.map((row) => Object.fromEntries(columns.map(([key, , value]) => [key, value(row)]))),
    ...(lists ? { lists } : {}),
  }
}

/** What the columns look up elsewhere in the export. */
export type Lookups = {
  clientName: (clientId: string) => string | null
  capsuleName: (capsuleId: string | null) => string | null
  /** A capsule's public link. */
  shareUrl: (capsuleId: string) => string
  outfitItemIds: Record<string, string[]>
  sheetItemIds: Record<string, string[]>
}

export const itemPhotoFile = (id: string) => `photos/${id}.webp`
export const sheetImageFile = (id: string) => `photos/cheat-sheets/${id}.webp`

const CREATED: Column<{ createdAt: Date }> = ['created_at', 'Created (UTC).', (r) => r.createdAt]
const UPDATED: Column<{ updatedAt: Date }> = [
  'updated_at',
  'Last changed (UTC).',
  (r) => r.updatedAt,
]

export const studioColumns: Column<typeof studioSettings.$inferSelect>[] = [
  ['name', 'The studio’s name, as your clients see it.', (r) => r.name],
  [
    'currency',
    'The studio’s currency (ISO 4217 code), the default of new prices.',
    (r) => r.currency,
  ],
  UPDATED,
]

/**
 * A price or budget as three columns: `{name}` to read ("CHF 1,500", or the text as typed when it
 * is not an amount), `{name}_amount` (1500.00) and `{name}_currency` (CHF) to compute with.
 */
function priceColumns<R>(name: string, label: string, price: (row: R) => StoredPrice): Column<R>[] {
  const money = (row: R) => {
    const { amount, currency } = price(row)
    return amount !== null && currency ? { amount, currency } : null
  }
  return [
    [
      name,
      `${label}: the amount with its currency, or the text as typed when it is not an amount.`,
      (r) => {
        const view = priceView(price(r))
        return view ? formatPrice(view) : null
      },
    ],
    [
      `${name}_amount`,
      `${label}: the amount as a number (empty when there is none).`,
      (r) => {
        const value = money(r)
        return value ? decimalAmount(value) : null
      },
    ],
    [
      `${name}_currency`,
      `${label}: its currency (ISO 4217 code).`,
      (r) => money(r)?.currency ?? null,
    ],
  ]
}

export const clientColumns: Column<typeof client.$inferSelect>[] = [
  ['id', 'The client’s id (other files refer to it).', (r) => r.id],
  ['name', 'Name.', (r) => r.name],
  ['email', 'E-mail address.', (r) => r.email],
  ['phone', 'Phone number.', (r) => r.phone],
  ['size_tops', 'Size: tops.', (r) => r.sizeTops],
  ['size_bottoms', 'Size: bottoms.', (r) => r.sizeBottoms],
  ['size_dress', 'Size: dress.', (r) => r.sizeDress],
  ['size_shoes', 'Size: shoes.', (r) => r.sizeShoes],
  ['size_notes', 'Size notes (brands, fit).', (r) => r.sizeNotes],
  ['measurements', 'Measurements.', (r) => r.measurements],
  ['colours_loved', 'Colours she loves.', (r) => r.coloursLoved],
  ['colours_avoided', 'Colours she avoids.', (r) => r.coloursAvoided],
  ['style_words', 'Style words.', (r) => r.styleWords],
  ...priceColumns<typeof client.$inferSelect>('budget', 'Budget per season', (r) => ({
    text: r.budgetText,
    amount: r.budgetAmount,
    currency: r.budgetCurrency,
  })),
  ['notes', 'Notes.', (r) => r.notes],
  ['came_from', 'Where she came from (e.g. the package of her inquiry).', (r) => r.cameFrom],
  ['created_at', 'When the client was added (UTC).', (r) => r.createdAt],
]

export const capsuleColumns = ({
  clientName,
  shareUrl,
}: Lookups): Column<typeof capsule.$inferSelect>[] => [
  ['id', 'The capsule’s id.', (r) => r.id],
  ['client_id', 'Its client (clients.csv).', (r) => r.clientId],
  ['client_name', 'Its client’s name.', (r) => clientName(r.clientId)],
  ['name', 'Name.', (r) => r.name],
  ['description', 'Description.', (r) => r.description],
  ['published', 'true when clients can open its link.', (r) => r.isPublished],
  [
    'password_protected',
    'true when a password is set (passwords are not exported).',
    (r) => r.passwordHash !== null,
  ],
  ['link', 'The link you share with the client.', (r) => shareUrl(r.id)],
  ...priceColumns<typeof capsule.$inferSelect>('budget', 'Budget', (r) => ({
    text: r.budgetText,
    amount: r.budgetAmount,
    currency: r.budgetCurrency,
  })),
  CREATED,
  UPDATED,
]

export const itemColumns = ({
  clientName,
  capsuleName,
}: Lookups): Column<typeof item.$inferSelect>[] => [
  ['id', 'The item’s id.', (r) => r.id],
  ['client_id', 'Its client (clients.csv).', (r) => r.clientId],
  ['client_name', 'Its client’s name.', (r) => clientName(r.clientId)],
  [
    'capsule_id',
    'Its capsule (capsules.csv); empty when only in the wardrobe.',
    (r) => r.capsuleId,
  ],
  ['capsule_name', 'Its capsule’s name.', (r) => capsuleName(r.capsuleId)],
  [
    'place',
    'Its place in your order of the capsule’s pieces (smaller first); empty in the wardrobe.',
    (r) => (r.capsuleId ? r.position + 1 : null),
  ],
  ['alternate_of', 'The piece (items.csv) it backs up, if an alternate.', (r) => r.alternateOf],
  ['name', 'Name.', (r) => r.name],
  ['brand', 'Brand.', (r) => r.brand],
  ['category', 'Category.', (r) => r.category],
  ['color', 'Color.', (r) => r.color],
  ['size', 'Size.', (r) => r.size],
  ['fit_note', 'Fit note, shown to the client beside the size.', (r) => r.fitNote],
  ...priceColumns<typeof item.$inferSelect>('price', 'Price', (r) => ({
    text: r.priceText,
    amount: r.priceAmount,
    currency: r.priceCurrency,
  })),
  ['link', 'Shopping link.', (r) => r.link],
  [
    'stock_status',
    'What its shop page said at the last stock check: in_stock, low_stock, sold_out or unknown; empty when never checked.',
    (r) => r.stockStatus,
  ],
  ...priceColumns<typeof item.$inferSelect>(
    'stock_price',
    'Its shop’s price at the last stock check',
    (r) => ({
      text: null,
      amount: r.stockPriceAmount,
      currency: r.stockPriceCurrency,
    }),
  ),
  ['stock_checked_at', 'When its shop page was last checked.', (r) => r.stockCheckedAt],
  ['description', 'Description.', (r) => r.description],
  [
    'photo_file',
    'Its photo in this zip (largest size stored), if any.',
    (r) => (r.photo ? itemPhotoFile(r.id) : null),
  ],
  CREATED,
  UPDATED,
]

const ITEM_IDS = 'Its items (items.csv), in order; space-separated in the CSV.'

export const outfitColumns = ({
  capsuleName,
  outfitItemIds,
}: Lookups): Column<typeof outfit.$inferSelect>[] => [
  ['id', 'The outfit’s id.', (r) => r.id],
  ['capsule_id', 'Its capsule (capsules.csv).', (r) => r.capsuleId],
  ['capsule_name', 'Its capsule’s name.', (r) => capsuleName(r.capsuleId)],
  ['name', 'Name.', (r) => r.name],
  ['description', 'Description.', (r) => r.description],
  ['item_ids', ITEM_IDS, (r) => (outfitItemIds[r.id] ?? []).join(' ')],
  CREATED,
  UPDATED,
]

export const cheatSheetColumns = ({
  capsuleName,
  sheetItemIds,
}: Lookups): Column<typeof cheatSheet.$inferSelect>[] => [
  ['id', 'The cheat sheet’s id.', (r) => r.id],
  ['capsule_id', 'Its capsule (capsules.csv).', (r) => r.capsuleId],
  ['capsule_name', 'Its capsule’s name.', (r) => capsuleName(r.capsuleId)],
  ['name', 'Name.', (r) => r.name],
  ['description', 'Description.', (r) => r.description],
  ['item_ids', ITEM_IDS, (r) => (sheetItemIds[r.id] ?? []).join(' ')],
  ['image_file', 'Its image in this zip, if any.', (r) => (r.image ? sheetImageFile(r.id) : null)],
  CREATED,
  UPDATED,
]

export const feedbackColumns = ({
  capsuleName,
}: Lookups): Column<typeof feedback.$inferSelect>[] => [
  ['capsule_id', 'The capsule (capsules.csv).', (r) => r.capsuleId],
  ['capsule_name', 'The capsule’s name.', (r) => capsuleName(r.capsuleId)],
  ['item_id', 'The item the feedback is about (items.csv), if an item.', (r) => r.itemId],
  ['outfit_id', 'The outfit the feedback is about (outfits.csv), if an outfit.', (r) => r.outfitId],
  [
    'reaction',
    'Love it, Maybe or Not for me.',
    (r) => (r.reaction ? REACTION_LABELS[r.reaction] : null),
  ],
  ['bought', 'true when the client ticked the item as bought.', (r) => r.bought],
  UPDATED,
]

export const sendColumns = ({
  capsuleName,
}: Lookups): Column<typeof capsuleSend.$inferSelect>[] => [
  ['id', 'The send’s id.', (r) => r.id],
  ['capsule_id', 'The capsule sent (capsules.csv).', (r) => r.capsuleId],
  ['capsule_name', 'Its name.', (r) => capsuleName(r.capsuleId)],
  ['to_email', 'The address it was sent to.', (r) => r.toEmail],
  ['message', 'Your message.', (r) => r.message],
  ['sent_at', 'Sent (UTC).', (r) => r.sentAt],
]

export const visitColumns = ({
  capsuleName,
}: Lookups): Column<typeof capsuleVisit.$inferSelect>[] => [
  ['capsule_id', 'The capsule (capsules.csv).', (r) => r.capsuleId],
  ['capsule_name', 'Its name.', (r) => capsuleName(r.capsuleId)],
  ['first_opened_at', 'First opened (UTC).', (r) => r.firstAt],
  ['last_opened_at', 'Last opened (UTC).', (r) => r.lastAt],
  ['times', 'How many times.', (r) => r.count],
]

export const sentEmailColumns: Column<typeof outgoingEmail.$inferSelect>[] = [
  ['id', 'The e-mail’s id.', (r) => r.id],
  [
    'kind',
    'What it was: capsule, newsletter-confirmation, invitation, invoice, invoice-reminder, questionnaire or questionnaire-reminder.',
    (r) => r.kind,
  ],
  ['to_email', 'The address it was sent to.', (r) => r.toEmail],
  ['subject', 'Its subject.', (r) => r.subject],
  ['sent_at', 'Sent (UTC).', (r) => r.sentAt],
]
