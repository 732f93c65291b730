// What other features may read of her Today, for their own queries: a read-only view (a
// subquery, never the table: entries are written through `recordActivity` only).
import { getTableColumns } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { activity } from './tables.server'

/** Every studio's entries: filter it by her owner id, as every query does. */
export const activityView = db.select(getTableColumns(activity)).from(activity).as('activity_view')
