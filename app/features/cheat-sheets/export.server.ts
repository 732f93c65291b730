// Her cheat sheets in "Export my data": a capsule's pieces on one page, with the file of its image
// in the zip.
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

import { cheatSheet, cheatSheetItem } from './tables.server'

const sheetImageFile = (id: string) => `photos/cheat-sheets/${id}.webp`

const cheatSheetColumns = (
  { capsuleName }: Pick<Lookups, 'capsuleName'>,
  itemIds: Record<string, string[]>,
): Column<typeof cheatSheet.$inferSelect>[] => [
  ['id', 'The cheat sheet’s id.', (r) => r.id],
  ['capsule_id', 'Its capsule (capsules.csv).', (r) => r.capsuleId],
  ['capsule_name', 'Its capsule’s name.', (r) => capsuleName(r.capsuleId)],
  ['name', 'Name.', (r) => r.name],
  ['description', 'Description.', (r) => r.description],
  ['item_ids', ITEM_IDS, (r) => (itemIds[r.id] ?? []).join(' ')],
  ['image_file', 'Its image in this zip, if any.', (r) => (r.image ? sheetImageFile(r.id) : null)],
  CREATED,
  UPDATED,
]

/** Her cheat sheets, with the images their `image_file` names. */
export async function cheatSheetDataSet(
  ownerId: string,
  lookups: Pick<Lookups, 'capsuleName'>,
): Promise<Collection> {
  const [sheets, pieces] = await Promise.all([
    db
      .select()
      .from(cheatSheet)
      .where(eq(cheatSheet.ownerId, ownerId))
      .orderBy(asc(cheatSheet.createdAt), asc(cheatSheet.id)),
    db
      .select({ parent: cheatSheetItem.cheatSheetId, id: cheatSheetItem.itemId })
      .from(cheatSheetItem)
      .innerJoin(cheatSheet, eq(cheatSheet.id, cheatSheetItem.cheatSheetId))
      .where(and(eq(cheatSheet.ownerId, ownerId), namesMyItem(cheatSheetItem.itemId, ownerId)))
      .orderBy(asc(cheatSheetItem.cheatSheetId), asc(cheatSheetItem.orderIndex)),
  ])
  const itemIds = groupIds(pieces)
  return dataSet(
    'cheat-sheets',
    'Cheat sheets: a capsule’s pieces on one page, with their image.',
    cheatSheetColumns(lookups, itemIds),
    sheets,
    {
      lists: { item_ids: itemIds },
      photos: sheets.flatMap((row) =>
        row.image ? [{ file: sheetImageFile(row.id), photo: row.image }] : [],
      ),
    },
  )
}
