// What other features may read of cheat sheets and the pieces on them, for their own queries and joins: a
// read-only view (a subquery, never the table: writes go through this feature's functions).
import { getTableColumns } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { cheatSheet, cheatSheetItem } from './tables.server'

/** Every row of every studio: filter it by her owner id, as every query does. */
export const cheatSheetView = db
  .select(getTableColumns(cheatSheet))
  .from(cheatSheet)
  .as('cheat_sheets_view')

/** Every row of every studio: filter it by her owner id, as every query does. */
export const cheatSheetItemView = db
  .select(getTableColumns(cheatSheetItem))
  .from(cheatSheetItem)
  .as('cheat_sheet_items_view')
