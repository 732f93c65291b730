// Her items in "Export my data": every piece of every client's wardrobe, in a capsule or not,
// with the file of its photo in the zip.
import { asc, eq } from 'drizzle-orm'

import {
  type Collection,
  type Column,
  CREATED,
  dataSet,
  type Lookups,
  priceColumns,
  UPDATED,
} from '~/lib/data-set'
import { db } from '~/server/db.server'

import { item } from './tables.server'

type Item = typeof item.$inferSelect

const itemPhotoFile = (id: string) => `photos/${id}.webp`

const itemColumns = ({
  clientName,
  capsuleName,
}: Pick<Lookups, 'clientName' | 'capsuleName'>): Column<Item>[] => [
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
  ...priceColumns<Item>('price', 'Price', (r) => ({
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
  ...priceColumns<Item>('stock_price', 'Its shop’s price at the last stock check', (r) => ({
    text: null,
    amount: r.stockPriceAmount,
    currency: r.stockPriceCurrency,
  })),
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

/** Her items, with the photos their `photo_file` names. */
export async function itemDataSet(
  ownerId: string,
  lookups: Pick<Lookups, 'clientName' | 'capsuleName'>,
): Promise<Collection> {
  const items = await db
    .select()
    .from(item)
    .where(eq(item.ownerId, ownerId))
    .orderBy(asc(item.createdAt), asc(item.id))
  return dataSet(
    'items',
    'Items: every piece of every client’s wardrobe, in a capsule or not.',
    itemColumns(lookups),
    items,
    {
      photos: items.flatMap((row) =>
        row.photo ? [{ file: itemPhotoFile(row.id), photo: row.photo }] : [],
      ),
    },
  )
}
