// What other features may read of her clients, for their own queries and joins: a
// read-only view (a subquery, never the table: writes go through this feature's functions).
import { getTableColumns } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { client } from './tables.server'

/** Every row of every studio: filter it by her owner id, as every query does. */
export const clientView = db.select(getTableColumns(client)).from(client).as('clients_view')
