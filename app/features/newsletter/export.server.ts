// The newsletter in "Export my data": the site owner's confirmed subscribers.
import { and, asc, eq, isNotNull } from 'drizzle-orm'

import { type Collection, type Column, dataSet } from '~/lib/data-set'
import { db } from '~/server/db.server'

import { subscriber } from './tables.server'

const subscriberColumns: Column<typeof subscriber.$inferSelect>[] = [
  ['email', 'E-mail address.', (r) => r.email],
  ['confirmed_at', 'When they confirmed (UTC).', (r) => r.confirmedAt],
]

export async function subscriberDataSet(ownerId: string): Promise<Collection> {
  const subscribers = await db
    .select()
    .from(subscriber)
    .where(and(eq(subscriber.ownerId, ownerId), isNotNull(subscriber.confirmedAt)))
    .orderBy(asc(subscriber.confirmedAt))
  return dataSet(
    'newsletter-subscribers',
    'Confirmed newsletter subscribers of your public site (site owner only).',
    subscriberColumns,
    subscribers,
  )
}
