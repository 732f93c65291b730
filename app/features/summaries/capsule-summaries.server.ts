// Capsules as her lists and pages show them (features/summaries): each with its client's name,
// its pieces, outfits and cheat sheets counted, and the photos of its first pieces, read from
// their owners' views.
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { type Capsule, COVER_SLOTS, type CoverPhoto, type WeakPassword } from '~/features/capsules'
import { capsuleView as capsule } from '~/features/capsules/index.server'
import { cheatSheetView as cheatSheet } from '~/features/cheat-sheets/index.server'
import { clientView as client } from '~/features/clients/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { outfitView as outfit } from '~/features/outfits/index.server'
import { matchesSearch } from '~/lib/search'
import { db } from '~/server/db.server'
import { priceColumn } from '~/server/price-sql.server'

const countOf = (table: typeof item | typeof outfit | typeof cheatSheet) =>
  sql<number>`(select count(*)::int from ${table} where ${table.capsuleId} = ${capsule.id})`

const summaryColumns = {
  id: capsule.id,
  name: capsule.name,
  description: capsule.description,
  clientId: capsule.clientId,
  clientName: client.name,
  isPublished: capsule.isPublished,
  hasPassword: capsule.hasPassword,
  weakPassword: sql<WeakPassword>`case when not ${capsule.hasPassword} then null
    when ${capsule.passwordWeak} is null then 'maybe'
    when ${capsule.passwordWeak} then 'short' end`,
  budget: priceColumn({
    amount: capsule.budgetAmount,
    currency: capsule.budgetCurrency,
    text: capsule.budgetText,
  }),
  itemCount: countOf(item),
  outfitCount: countOf(outfit),
  cheatSheetCount: countOf(cheatSheet),
} satisfies Record<keyof Capsule, unknown>

/**
 * Rows per capsule of one owner's table, counted in one pass (for the capsules list), as the
 * subquery `{name}_counts` with the column `{name}_count` (unique: it is referred to unqualified).
 */
function countsPerCapsule(
  table: typeof item | typeof outfit | typeof cheatSheet,
  ownerId: string,
  name: string,
) {
  return db
    .select({ capsuleId: table.capsuleId, count: sql<number>`count(*)::int`.as(`${name}_count`) })
    .from(table)
    .where(eq(table.ownerId, ownerId))
    .groupBy(table.capsuleId)
    .as(`${name}_counts`)
}

/** The owner's capsules, newest first, with counts computed by the database. */
export async function listCapsules(
  ownerId: string,
  filter: { clientId?: string } = {},
): Promise<Capsule[]> {
  // Grouped once per table rather than counted again for every capsule: a studio has hundreds.
  const items = countsPerCapsule(item, ownerId, 'item')
  const outfits = countsPerCapsule(outfit, ownerId, 'outfit')
  const sheets = countsPerCapsule(cheatSheet, ownerId, 'cheat_sheet')
  return db
    .select({
      ...summaryColumns,
      itemCount: sql<number>`coalesce(${items.count}, 0)`,
      outfitCount: sql<number>`coalesce(${outfits.count}, 0)`,
      cheatSheetCount: sql<number>`coalesce(${sheets.count}, 0)`,
    })
    .from(capsule)
    .innerJoin(client, eq(client.id, capsule.clientId))
    .leftJoin(items, eq(items.capsuleId, capsule.id))
    .leftJoin(outfits, eq(outfits.capsuleId, capsule.id))
    .leftJoin(sheets, eq(sheets.capsuleId, capsule.id))
    .where(
      and(
        mine(capsule, ownerId),
        filter.clientId ? eq(capsule.clientId, filter.clientId) : undefined,
      ),
    )
    .orderBy(desc(capsule.createdAt))
}

/** Capsules per page of the Capsules list: whole rows at 1, 2 and 3 columns, ~100 KB of HTML. */
export const CAPSULES_PER_PAGE = 18

export type CapsulePage = {
  capsules: (Capsule & { cover: CoverPhoto[] })[]
  /** Capsules matching the filter and search, on every page. */
  total: number
  page: number
  pageCount: number
}

/**
 * One page of the owner's capsules, newest first, for the Capsules list: optionally one
 * client's, and those whose name or client matches `query` (case and accents ignored). The
 * light list (ids and names) is read for all of them to search it; counts and cover photos
 * only for the page shown, so a studio of hundreds of capsules stays one small page.
 */
export async function listCapsulePage(
  ownerId: string,
  filter: { clientId?: string; query?: string; page?: number } = {},
): Promise<CapsulePage> {
  const all = await db
    .select({ id: capsule.id, name: capsule.name, clientName: client.name })
    .from(capsule)
    .innerJoin(client, eq(client.id, capsule.clientId))
    .where(
      and(
        mine(capsule, ownerId),
        filter.clientId ? eq(capsule.clientId, filter.clientId) : undefined,
      ),
    )
    .orderBy(desc(capsule.createdAt), desc(capsule.id))
  const query = filter.query ?? ''
  const matching = all.filter((row) => matchesSearch(query, [row.name, row.clientName]))
  const pageCount = Math.max(1, Math.ceil(matching.length / CAPSULES_PER_PAGE))
  const page = Math.min(Math.max(1, Math.floor(filter.page ?? 1)), pageCount)
  const ids = matching
    .slice((page - 1) * CAPSULES_PER_PAGE, page * CAPSULES_PER_PAGE)
    .map((row) => row.id)
  if (ids.length === 0) return { capsules: [], total: matching.length, page, pageCount }

  const [rows, covers] = await Promise.all([
    db
      .select(summaryColumns)
      .from(capsule)
      .innerJoin(client, eq(client.id, capsule.clientId))
      .where(mine(capsule, ownerId, ids)),
    coverPhotos(ownerId, ids),
  ])
  const byId = new Map(rows.map((row) => [row.id, row]))
  return {
    capsules: ids.flatMap((id) => {
      const row = byId.get(id)
      return row ? [{ ...row, cover: covers.get(id) ?? [] }] : []
    }),
    total: matching.length,
    page,
    pageCount,
  }
}

/** The photos of each capsule's first pieces, in her order (at most COVER_SLOTS each), in one query. */
async function coverPhotos(ownerId: string, capsuleIds: string[]) {
  const ranked = db
    .select({
      capsuleId: item.capsuleId,
      photo: item.photo,
      rank: sql<number>`row_number() over (partition by ${item.capsuleId} order by ${item.position}, ${item.createdAt} desc, ${item.id} desc)`.as(
        'rank',
      ),
    })
    .from(item)
    .where(
      and(
        eq(item.ownerId, ownerId),
        inArray(item.capsuleId, capsuleIds),
        isNotNull(item.photo),
        isNull(item.archivedAt),
      ),
    )
    .as('ranked')
  const rows = await db
    .select({ capsuleId: ranked.capsuleId, photo: ranked.photo })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${COVER_SLOTS}`)
    .orderBy(ranked.capsuleId, ranked.rank)
  const covers = new Map<string, CoverPhoto[]>()
  for (const { capsuleId, photo } of rows) {
    if (!capsuleId || !photo) continue
    const { key, width, height, widths } = photo
    const list = covers.get(capsuleId) ?? []
    list.push({ key, width, height, widths })
    covers.set(capsuleId, list)
  }
  return covers
}

export async function getCapsule(ownerId: string, id: string): Promise<Capsule | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(capsule)
    .innerJoin(client, eq(client.id, capsule.clientId))
    .where(mine(capsule, ownerId, id))
  return row ?? null
}
