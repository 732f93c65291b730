// What other features may read of threads and messages, for their own queries and joins: a
// read-only view (a subquery, never the table: writes go through this feature's functions).
import { getTableColumns } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { message, thread } from './tables.server'

/** Every row of every studio: filter it by her owner id, as every query does. */
export const threadView = db.select(getTableColumns(thread)).from(thread).as('threads_view')

/** Every row of every studio: filter it by her owner id, as every query does. */
export const messageView = db.select(getTableColumns(message)).from(message).as('messages_view')

/** The messages again under another name, for a query that reads a message and the replies to it. */
export const replyView = db.select(getTableColumns(message)).from(message).as('replies_view')

/** The threads again under another name, for the thread of a reply. */
export const repliedThreadView = db.select(getTableColumns(thread)).from(thread).as('replied_view')
