// Her outfits in "Export my data": items of a capsule worn together, in their chosen order.
import { and, asc, eq } from 'drizzle-orm'

import { namesMyItem } from '~/features/items/index.server'
import {
  type Collection,
  type Column,
  CREATED,
  dataSet,
  groupIds,
  ITEM_IDS,
  type Lookups,
  UPDATED,
} from '~/lib/data-set'
import { db } from '~/server/db.server'

import { outfit, outfitItem } from './tables.server'

const outfitColumns = (
  { capsuleName }: Pick<Lookups, 'capsuleName'>,
  itemIds: Record<string, string[]>,
): Column<typeof outfit.$inferSelect>[] => [
  ['id', 'The outfit’s id.', (r) => r.id],
  ['capsule_id', 'Its capsule (capsules.csv).', (r) => r.capsuleId],
  ['capsule_name', 'Its capsule’s name.', (r) => capsuleName(r.capsuleId)],
  ['name', 'Name.', (r) => r.name],
  ['description', 'Description.', (r) => r.description],
  ['item_ids', ITEM_IDS, (r) => (itemIds[r.id] ?? []).join(' ')],
  CREATED,
  UPDATED,
]

export async function outfitDataSet(
  ownerId: string,
  lookups: Pick<Lookups, 'capsuleName'>,
): Promise<Collection> {
  const [outfits, pieces] = await Promise.all([
    db
      .select()
      .from(outfit)
      .where(eq(outfit.ownerId, ownerId))
      .orderBy(asc(outfit.capsuleId), asc(outfit.orderIndex), asc(outfit.createdAt)),
    db
      .select({ parent: outfitItem.outfitId, id: outfitItem.itemId })
      .from(outfitItem)
      .innerJoin(outfit, eq(outfit.id, outfitItem.outfitId))
      .where(and(eq(outfit.ownerId, ownerId), namesMyItem(outfitItem.itemId, ownerId)))
      .orderBy(asc(outfitItem.outfitId), asc(outfitItem.orderIndex)),
  ])
  const itemIds = groupIds(pieces)
  return dataSet(
    'outfits',
    'Outfits: items of a capsule worn together, in their chosen order.',
    outfitColumns(lookups, itemIds),
    outfits,
    { lists: { item_ids: itemIds } },
  )
}
