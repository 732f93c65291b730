import { and, desc, eq } from 'drizzle-orm'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { deletePhotoFiles } from '~/server/images.server'
import { capsule, cheatSheet, client, item } from '~/server/schema.server'
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

/**
 * Deletes the client and, through the foreign keys, everything of that client: capsules,
 * items, outfits and cheat sheets. Their photo files are deleted once the rows are gone.
 */
export async function deleteClient(ownerId: string, id: string): Promise<boolean> {
  const photos = await db.transaction(async (tx) => {
    const [itemPhotos, sheetImages] = await Promise.all([
      tx
        .select({ photo: item.photo })
        .from(item)
        .where(and(eq(item.ownerId, ownerId), eq(item.clientId, id))),
      tx
        .select({ photo: cheatSheet.image })
        .from(cheatSheet)
        .innerJoin(capsule, eq(capsule.id, cheatSheet.capsuleId))
        .where(and(eq(capsule.ownerId, ownerId), eq(capsule.clientId, id))),
    ])
    const rows = await tx
      .delete(client)
      .where(and(eq(client.ownerId, ownerId), eq(client.id, id)))
      .returning({ id: client.id })
    return rows.length > 0 ? [...itemPhotos, ...sheetImages].map((row) => row.photo) : null
  })
  if (!photos) return false
  await deletePhotoFiles(photos)
  return true
}
