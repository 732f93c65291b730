import { and, desc, eq } from 'drizzle-orm'

import { sortByName } from '~/lib/collation'
import type { StoredPrice } from '~/lib/money'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { clientColumnsOf, profileColumnsOf } from './client-columns.server'
import type { ClientInput } from './schema'
import { client } from './tables.server'

/** What a client is saved from: the name, and any of the other fields (absent ones are kept). */
type ClientFields = Pick<ClientInput, 'name'> & Partial<ClientInput>
import type { ClientProfile, ClientSizes } from './types'

const profileColumns = profileColumnsOf(client)
const columns = clientColumnsOf(client)

export type Client = {
  id: string
  name: string
  email: string | null
  phone: string | null
  createdAt: Date
} & ClientProfile

/** Lower case without accents, as the search compares names and e-mails. */
export function foldForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

export type ClientListEntry = Client & { capsuleCount: number; lastActivityAt: Date }

/** Letters with their accents, and the plain letters they are searched as. */
/** The owner's clients for a picker (id and name only), by name. */
/** Her clients by name, each with her budget's currency (null: none) for the pickers. */
export async function listClientNames(
  ownerId: string,
): Promise<{ id: string; name: string; currency: string | null }[]> {
  const clients = await db
    .select({ id: client.id, name: client.name, currency: client.budgetCurrency })
    .from(client)
    .where(eq(client.ownerId, ownerId))
    .orderBy(desc(client.createdAt))
  return sortByName(clients, (row) => row.name)
}

export async function getClient(ownerId: string, id: string): Promise<Client | null> {
  const [row] = await db
    .select(columns)
    .from(client)
    .where(and(eq(client.ownerId, ownerId), eq(client.id, id)))
  return row ?? null
}

const sizeColumns = {
  sizeTops: client.sizeTops,
  sizeBottoms: client.sizeBottoms,
  sizeDress: client.sizeDress,
  sizeShoes: client.sizeShoes,
  sizeNotes: client.sizeNotes,
}

/** The client's sizes (for the item form), or null when there is no such client. */
export async function getClientSizes(ownerId: string, id: string): Promise<ClientSizes | null> {
  const [row] = await db
    .select(sizeColumns)
    .from(client)
    .where(and(eq(client.ownerId, ownerId), eq(client.id, id)))
  return row ?? null
}

export type ClientBrief = ClientSizes &
  Pick<ClientProfile, 'coloursLoved' | 'coloursAvoided' | 'budget'> & { email: string | null }

/** What a capsule page shows of its client at a glance: sizes, colours, budget, e-mail. */
export async function getClientBrief(ownerId: string, id: string): Promise<ClientBrief | null> {
  const [row] = await db
    .select({
      ...sizeColumns,
      coloursLoved: client.coloursLoved,
      coloursAvoided: client.coloursAvoided,
      budget: profileColumns.budget,
      email: client.email,
    })
    .from(client)
    .where(and(eq(client.ownerId, ownerId), eq(client.id, id)))
  return row ?? null
}

/** The row's columns for what was typed: the budget in its three (see the schema's `money`). */
function rowOf({ budget, ...fields }: Partial<ClientInput>) {
  return budget ? { ...fields, ...budgetColumns(budget) } : fields
}

const budgetColumns = (budget: StoredPrice) => ({
  budgetText: budget.text,
  budgetAmount: budget.amount,
  budgetCurrency: budget.currency,
})

export async function createClient(ownerId: string, input: ClientFields): Promise<Client> {
  const [row] = await db
    .insert(client)
    .values({ id: createId(), ownerId, ...rowOf(input), name: input.name })
    .returning(columns)
  if (!row) throw new Error('insert returned no row')
  return row
}

/** Updates the owner's client; null when there is no such client for this owner. */
export async function updateClient(
  ownerId: string,
  id: string,
  input: ClientFields,
): Promise<Client | null> {
  const [row] = await db
    .update(client)
    .set(rowOf(input))
    .where(and(eq(client.ownerId, ownerId), eq(client.id, id)))
    .returning(columns)
  return row ?? null
}

/** Sets some of her client's profile fields, the others kept; false when there is no such client. */
export async function updateProfileField(
  ownerId: string,
  id: string,
  fields: Partial<ClientInput>,
): Promise<boolean> {
  const rows = await db
    .update(client)
    .set(rowOf(fields))
    .where(and(eq(client.ownerId, ownerId), eq(client.id, id)))
    .returning({ id: client.id })
  return rows.length > 0
}
