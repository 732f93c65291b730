import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { capsule } from '~/features/capsules/tables.server'
import { item } from '~/features/items/tables.server'
import { sortByName } from '~/lib/collation'
import type { StoredPrice } from '~/lib/money'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { priceColumn } from '~/server/price-sql.server'

import type { ClientInput, ClientSort } from './schema'
import { client } from './tables.server'

/** What a client is saved from: the name, and any of the other fields (absent ones are kept). */
type ClientFields = Pick<ClientInput, 'name'> & Partial<ClientInput>
import type { ClientProfile, ClientSizes } from './types'

const profileColumns = {
  sizeTops: client.sizeTops,
  sizeBottoms: client.sizeBottoms,
  sizeDress: client.sizeDress,
  sizeShoes: client.sizeShoes,
  sizeNotes: client.sizeNotes,
  measurements: client.measurements,
  coloursLoved: client.coloursLoved,
  coloursAvoided: client.coloursAvoided,
  styleWords: client.styleWords,
  budget: priceColumn({
    amount: client.budgetAmount,
    currency: client.budgetCurrency,
    text: client.budgetText,
  }),
  notes: client.notes,
  cameFrom: client.cameFrom,
}

const columns = {
  id: client.id,
  name: client.name,
  email: client.email,
  phone: client.phone,
  ...profileColumns,
  createdAt: client.createdAt,
}

export type Client = {
  id: string
  name: string
  email: string | null
  phone: string | null
  createdAt: Date
} & ClientProfile

export type ClientListEntry = Client & { capsuleCount: number; lastActivityAt: Date }

/** Letters with their accents, and the plain letters they are searched as. */
const ACCENTED = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿœæß'
const PLAIN = 'aaaaaaaeeeeeiiiiioooooooouuuuuncyyoas'

/** Lower case without accents, as the search compares names and e-mails. */
export function foldForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

const folded = (column: typeof client.name | typeof client.email) =>
  sql`translate(lower(coalesce(${column}, '')), ${ACCENTED}, ${PLAIN})`

/**
 * The latest thing that happened for a client: her creation, a change to one of her capsules or
 * items, a capsule sent to her, or her opening one.
 */
const lastActivity = sql<Date>`greatest(
  "client"."created_at",
  (select max(c.updated_at) from capsule c where c.client_id = "client"."id"),
  (select max(i.updated_at) from item i
    where i.owner_id = "client"."owner_id" and i.client_id = "client"."id"),
  (select max(s.sent_at) from capsule_send s join capsule c on c.id = s.capsule_id
    where c.client_id = "client"."id"),
  (select max(v.last_at) from capsule_visit v join capsule c on c.id = v.capsule_id
    where c.client_id = "client"."id")
)`.mapWith((value: string | Date) => new Date(value))

const capsuleCount = sql<number>`(select count(*)::int from capsule c where c.client_id = "client"."id")`

/**
 * The owner's clients with their capsules count and last activity: those whose name or e-mail
 * contains `search` (ignoring case and accents), newest first, by name or by last activity.
 */
export async function listClients(
  ownerId: string,
  options: { search?: string; sort?: ClientSort } = {},
): Promise<ClientListEntry[]> {
  const search = foldForSearch(options.search ?? '').replace(/[\\%_]/g, (char) => `\\${char}`)
  const pattern = `%${search}%`
  const order =
    options.sort === 'activity'
      ? [desc(lastActivity), desc(client.createdAt)]
      : [desc(client.createdAt)]
  const clients = await db
    .select({ ...columns, capsuleCount, lastActivityAt: lastActivity })
    .from(client)
    .where(
      and(
        eq(client.ownerId, ownerId),
        search
          ? sql`(${folded(client.name)} like ${pattern} or ${folded(client.email)} like ${pattern})`
          : undefined,
      ),
    )
    .orderBy(...order)
  // By name as people read them (decision 028): a studio's clients are few enough to sort here.
  return options.sort === 'name' ? sortByName(clients, (row) => row.name) : clients
}

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

/** How many items the client has, in a capsule or in her wardrobe (archived ones left out). */
export async function countClientItems(ownerId: string, id: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(item)
    .where(and(eq(item.ownerId, ownerId), eq(item.clientId, id), isNull(item.archivedAt)))
  return row?.count ?? 0
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

/** What goes with each of the owner's clients when she is deleted, by client id. */
export type ClientAttachments = Record<
  string,
  { capsules: number; published: number; items: number }
>

export async function clientAttachments(ownerId: string): Promise<ClientAttachments> {
  const [capsules, items] = await Promise.all([
    db
      .select({
        clientId: capsule.clientId,
        capsules: count(),
        published: sql<number>`count(*) filter (where ${capsule.isPublished})`.mapWith(Number),
      })
      .from(capsule)
      .where(mine(capsule, ownerId))
      .groupBy(capsule.clientId),
    db
      .select({ clientId: item.clientId, items: count() })
      .from(item)
      .where(and(eq(item.ownerId, ownerId), isNull(item.archivedAt)))
      .groupBy(item.clientId),
  ])
  const attachments: ClientAttachments = {}
  const of = (id: string) => (attachments[id] ??= { capsules: 0, published: 0, items: 0 })
  for (const row of capsules) {
    Object.assign(of(row.clientId), { capsules: row.capsules, published: row.published })
  }
  for (const row of items) of(row.clientId).items = row.items
  return attachments
}
