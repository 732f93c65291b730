// Studio rows written straight into the database, for tests of what acts on a capsule.
import { capsule } from '~/features/capsules/tables.server'
import { client } from '~/features/clients/tables.server'
import { item } from '~/features/items/tables.server'
import type { StoredPhoto } from '~/lib/photo-urls'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

/** Margot, a client with two capsules: Spring (`capsuleId`) and Autumn (`otherCapsuleId`). */
export async function clientWithTwoCapsules(ownerId: string) {
  const clientId = createId()
  await db.insert(client).values({ id: clientId, ownerId, name: 'Margot' })
  const capsuleId = createId()
  const otherCapsuleId = createId()
  await db.insert(capsule).values([
    { id: capsuleId, ownerId, clientId, name: 'Spring' },
    { id: otherCapsuleId, ownerId, clientId, name: 'Autumn' },
  ])
  return { clientId, capsuleId, otherCapsuleId }
}

/** An item of the client in that capsule, with or without a photo; returns its id. */
export async function insertItem(
  ownerId: string,
  clientId: string,
  capsuleId: string,
  name: string,
  photo: StoredPhoto | null = null,
): Promise<string> {
  const id = createId()
  await db.insert(item).values({ id, ownerId, clientId, capsuleId, name, photo })
  return id
}
