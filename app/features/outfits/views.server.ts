// What other features may read of outfits and the pieces in them, for their own queries and joins: a
// read-only view (a subquery, never the table: writes go through this feature's functions).
import { getTableColumns } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { outfit, outfitItem } from './tables.server'

/** Every row of every studio: filter it by her owner id, as every query does. */
export const outfitView = db.select(getTableColumns(outfit)).from(outfit).as('outfits_view')

/** Every row of every studio: filter it by her owner id, as every query does. */
export const outfitItemView = db
  .select(getTableColumns(outfitItem))
  .from(outfitItem)
  .as('outfit_items_view')
