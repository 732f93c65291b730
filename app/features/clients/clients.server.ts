import { and, count, desc, eq, sql } from 'drizzle-orm'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { capsule, client, item } from '~/server/schema.server'
import type { ClientInput } from './schema'

const columns = {
  id: client.id,
  name: client.name,
  email: client.email,
  phone: client.phone,
  createdAt: client.createdAt,
}

export type Client = {
  id: string
  name: string
  email: string | null
  phone: string | null
  createdAt: Date
}

/** The owner's clients, newest first. */
export async function listClients(ownerId: string): Promise<Client[]> {
  return db
    .select(columns)
    .from(client)
    .where(eq(client.ownerId, ownerId))
    .orderBy(desc(client.createdAt))
}

/** The owner's clients for a picker (id and name only), newest first. */
export async function listClientNames(ownerId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: client.id, name: client.name })
    .from(client)
    .where(eq(client.ownerId, ownerId))
    .orderBy(desc(client.createdAt))
}

export async function getClient(ownerId: string, id: string): Promise<Client | null> {
  const [row] = await db
    .select(columns)
    .from(client)
    .where(and(eq(client.ownerId, ownerId), eq(client.id, id)))
  return row ?? null
}

export async function createClient(ownerId: string, input: ClientInput): Promise<Client> {
  const [row] = await db
    .insert(client)
    .values({ id: createId(), ownerId, ...input })
    .returning(columns)
  if (!row) throw new Error('insert returned no row')
  return row
}

/** Updates the owner's client; null when there is no such client for this owner. */
export async function updateClient(
  ownerId: string,
  id: string,
  input: ClientInput,
): Promise<Client | null> {
  const [row] = await db
    .update(client)
    .set(input)
    .where(and(eq(client.ownerId, ownerId), eq(client.id, id)))
    .returning(columns)
  return row ?? null
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
      .where(eq(capsule.ownerId, ownerId))
      .groupBy(capsule.clientId),
    db
      .select({ clientId: item.clientId, items: count() })
      .from(item)
      .where(eq(item.ownerId, ownerId))
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
