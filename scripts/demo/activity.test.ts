import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'

const { db } = await import('~/server/db.server')
const { createId } = await import('~/server/ids.server')
const { activity, client } = await import('~/schema.server')
const { createSignedInUser } = await import('../../tests/support/users')
const { countUnseen, listToday, TODAY_LIMIT } = await import('~/features/activity/activity.server')
const { seedActivity } = await import('./activity')

test('the demo studio’s Today: its events across her clients, the newest tenth open, a few unseen', async () => {
  const owner = await createSignedInUser('demo-today')
  const clientIds = [createId(), createId(), createId()]
  await db
    .insert(client)
    .values(clientIds.map((id, index) => ({ id, ownerId: owner.id, name: `Client ${index}` })))
  await seedActivity(owner.id, clientIds, 2500)
  expect(await db.$count(activity, eq(activity.ownerId, owner.id))).toBe(2500)
  const open = (await listToday(owner.id)).flatMap((group) => group.entries)
  expect(open).toHaveLength(TODAY_LIMIT)
  expect(open[0]!.createdAt > open.at(-1)!.createdAt).toBe(true)
  expect(await countUnseen(owner.id)).toBe(50)
})
