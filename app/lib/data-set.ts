// The shape of a data set of "Export my data": each feature declares its own (its
// `export.server.ts`: name, columns and her rows) and features/export writes them into the zip as
// `<name>.json` and `<name>.csv`. A column is written once, with its name in the files, what it
// holds (for the README) and how a stored row gives its value (a cell as lib/csv writes it).
import type { CsvValue } from './csv'
import { decimalAmount, formatPrice, minorDigits, priceView, type StoredPrice } from './money'
import type { StoredPhoto } from './photo-urls'

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
  /** The photos its rows name (an item's `photo_file`), written into the zip as those files. */
  photos?: DataSetPhoto[]
}

/** A photo a data set names: its file in the zip, and the photo stored. */
export type DataSetPhoto = { file: string; photo: StoredPhoto }

/** The data set `name`: each row as the columns give it, in the columns' order. */
export function dataSet<R>(
  name: string,
  description: string,
  columns: readonly Column<R>[],
  rows: readonly R[],
  more: Pick<Collection, 'lists' | 'photos'> = {},
): Collection {
  return {
    name,
    description,
    columns: columns.map(([key, about]) => ({ key, about })),
    rows: rows.map((row) => Object.fromEntries(columns.map(([key, , value]) => [key, value(row)]))),
    ...more,
  }
}

/** What the columns look up in the export's other data sets. */
export type Lookups = {
  /** A client's name, as in clients.csv. */
  clientName: (clientId: string) => string | null
  /** A capsule's name, as in capsules.csv. */
  capsuleName: (capsuleId: string | null) => string | null
  /** A capsule's public link. */
  shareUrl: (capsuleId: string) => string
}

export const CREATED: Column<{ createdAt: Date }> = [
  'created_at',
  'Created (UTC).',
  (r) => r.createdAt,
]
export const UPDATED: Column<{ updatedAt: Date }> = [
  'updated_at',
  'Last changed (UTC).',
  (r) => r.updatedAt,
]

/** An amount in minor units written in the currency's units ("179.50"), as a spreadsheet reads it. */
export const units = (amount: number | null, currency: string) =>
  amount === null ? null : (amount / 10 ** minorDigits(currency)).toFixed(minorDigits(currency))

/** A column of item ids in order: one cell in the CSV, a list in the JSON (`lists`). */
export const ITEM_IDS = 'Its items (items.csv), in order; space-separated in the CSV.'

/** The ids of each parent (an outfit's items, say), in the rows' order: a data set's `lists`. */
export function groupIds(rows: { parent: string; id: string }[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {}
  for (const { parent, id } of rows) (grouped[parent] ??= []).push(id)
  return grouped
}

/**
 * A price or budget as three columns: `{name}` to read ("CHF 1,500", or the text as typed when it
 * is not an amount), `{name}_amount` (1500.00) and `{name}_currency` (CHF) to compute with.
 */
export function priceColumns<R>(
  name: string,
  label: string,
  price: (row: R) => StoredPrice,
): Column<R>[] {
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
