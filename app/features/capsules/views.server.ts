// What other features may read of capsules, for their own queries and joins: a read-only view (a
// subquery, never the table: writes go through this feature's functions), without the password
// hash, which only a capsule's door (access.server.ts) reads.
import { getTableColumns, sql } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { capsule, capsuleSend, capsuleVisit } from './tables.server'

const { passwordHash: _hash, ...capsuleColumns } = getTableColumns(capsule)

/** Every row of every studio: filter it by her owner id, as every query does. */
export const capsuleView = db
  .select({
    ...capsuleColumns,
    hasPassword: sql<boolean>`${capsule.passwordHash} is not null`.as('has_password'),
  })
  .from(capsule)
  .as('capsules_view')

/** When each capsule was sent to her client, and how often she opened it. */
export const capsuleSendView = db
  .select(getTableColumns(capsuleSend))
  .from(capsuleSend)
  .as('capsule_sends_view')
export const capsuleVisitView = db
  .select(getTableColumns(capsuleVisit))
  .from(capsuleVisit)
  .as('capsule_visits_view')
