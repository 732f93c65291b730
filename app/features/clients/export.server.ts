// Her clients in "Export my data": each one's profile.
import { asc, eq } from 'drizzle-orm'

import { type Collection, type Column, dataSet, priceColumns } from '~/lib/data-set'
import { db } from '~/server/db.server'

import { client } from './tables.server'

type Client = typeof client.$inferSelect

const clientColumns: Column<Client>[] = [
  ['id', 'The client’s id (other files refer to it).', (r) => r.id],
  ['name', 'Name.', (r) => r.name],
  ['email', 'E-mail address.', (r) => r.email],
  ['phone', 'Phone number.', (r) => r.phone],
  ['size_tops', 'Size: tops.', (r) => r.sizeTops],
  ['size_bottoms', 'Size: bottoms.', (r) => r.sizeBottoms],
  ['size_dress', 'Size: dress.', (r) => r.sizeDress],
  ['size_shoes', 'Size: shoes.', (r) => r.sizeShoes],
  ['size_notes', 'Size notes (brands, fit).', (r) => r.sizeNotes],
  ['measurements', 'Measurements.', (r) => r.measurements],
  ['colours_loved', 'Colours she loves.', (r) => r.coloursLoved],
  ['colours_avoided', 'Colours she avoids.', (r) => r.coloursAvoided],
  ['style_words', 'Style words.', (r) => r.styleWords],
  ...priceColumns<Client>('budget', 'Budget per season', (r) => ({
    text: r.budgetText,
    amount: r.budgetAmount,
    currency: r.budgetCurrency,
  })),
  ['notes', 'Notes.', (r) => r.notes],
  ['came_from', 'Where she came from (e.g. the package of her inquiry).', (r) => r.cameFrom],
  ['created_at', 'When the client was added (UTC).', (r) => r.createdAt],
]

export async function clientDataSet(ownerId: string): Promise<Collection> {
  const clients = await db
    .select()
    .from(client)
    .where(eq(client.ownerId, ownerId))
    .orderBy(asc(client.createdAt), asc(client.id))
  return dataSet('clients', 'Your clients.', clientColumns, clients)
}
