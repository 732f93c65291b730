// Her studio in "Export my data": its name and currency.
import { eq } from 'drizzle-orm'

import { type Collection, type Column, dataSet, UPDATED } from '~/lib/data-set'
import { db } from '~/server/db.server'

import { studioSettings } from './tables.server'

const studioColumns: Column<typeof studioSettings.$inferSelect>[] = [
  ['name', 'The studio’s name, as your clients see it.', (r) => r.name],
  [
    'currency',
    'The studio’s currency (ISO 4217 code), the default of new prices.',
    (r) => r.currency,
  ],
  UPDATED,
]

export async function studioDataSet(ownerId: string): Promise<Collection> {
  const studios = await db.select().from(studioSettings).where(eq(studioSettings.ownerId, ownerId))
  return dataSet('studio', 'Your studio’s name and currency.', studioColumns, studios)
}
