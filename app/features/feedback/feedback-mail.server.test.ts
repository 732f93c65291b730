import { expect, test, vi } from 'vitest'

import type { Email } from '~/server/email.server'

/** Every e-mail sent, as it reaches the mail module. */
const outbox = vi.hoisted(() => [] as Email[])
vi.mock('~/server/email.server', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  sendEmail: async (email: Email) => {
    outbox.push(email)
  },
}))

const { db } = await import('~/server/db.server')
const { createId } = await import('~/server/ids.server')
const schema = await import('~/schema.server')
const { sendDigest } = await import('./feedback-mail.server')
const { createSignedInUser } = await import('../../../tests/support/users')

test('the digest names her client, and leaves out what she has read and answered in the studio', async () => {
  const owner = await createSignedInUser('digest')
  const clientId = createId()
  await db.insert(schema.client).values({ id: clientId, ownerId: owner.id, name: 'Margot Lefèvre' })
  const capsuleId = createId()
  await db
    .insert(schema.capsule)
    .values({ id: capsuleId, ownerId: owner.id, clientId, name: 'Spring in Lisbon' })
  const [blouse, jeans] = [createId(), createId()]
  await db.insert(schema.item).values([
    { id: blouse, ownerId: owner.id, clientId, capsuleId, name: 'Silk Blouse' },
    { id: jeans, ownerId: owner.id, clientId, capsuleId, name: 'Straight Jeans' },
  ])
  const at = (seconds: number) => new Date(Date.now() - 60_000 + seconds * 1000)
  const threads = { blouse: createId(), jeans: createId() }
  await db.insert(schema.thread).values([
    { id: threads.blouse, ownerId: owner.id, capsuleId, target: `item:${blouse}`, itemId: blouse },
    { id: threads.jeans, ownerId: owner.id, capsuleId, target: `item:${jeans}`, itemId: jeans },
  ])
  const note = (thread: string, author: 'client' | 'stylist', body: string, seconds: number) => ({
    id: createId(),
    ownerId: owner.id,
    capsuleId,
    threadId: thread,
    author,
    body,
    createdAt: at(seconds),
  })
  await db.insert(schema.message).values([
    note(threads.blouse, 'client', 'Is there a petite size?', 1),
    note(threads.jeans, 'client', 'Too long for me.', 2),
    // She answered the blouse in the studio: read and answered.
    note(threads.blouse, 'stylist', 'Yes, the petite line.', 3),
  ])
  await db.insert(schema.feedback).values([
    {
      ownerId: owner.id,
      capsuleId,
      id: createId(),
      target: `item:${blouse}`,
      itemId: blouse,
      reaction: 'love',
      updatedAt: at(1),
    },
    {
      ownerId: owner.id,
      capsuleId,
      id: createId(),
      target: `item:${jeans}`,
      itemId: jeans,
      reaction: 'maybe',
      updatedAt: at(2),
    },
  ])

  outbox.length = 0
  expect(await sendDigest(capsuleId)).toEqual({ sent: 2 })
  const [mail] = outbox
  expect(mail?.text).toContain('Margot Lefèvre left feedback on Spring in Lisbon:')
  expect(mail?.text).toContain('Straight Jeans: “Too long for me.”')
  expect(mail?.text).toContain('Straight Jeans: Maybe')
  expect(mail?.text).not.toContain('petite')
  expect(mail?.text).not.toContain('Silk Blouse')
})

test('the digest leaves out what she has already opened from her Today', async () => {
  const { recordActivity } = await import('~/features/activity/index.server')
  const { listToday, openEntry } = await import('~/features/activity/activity.server')
  const owner = await createSignedInUser('digest-today')
  const clientId = createId()
  await db.insert(schema.client).values({ id: clientId, ownerId: owner.id, name: 'Ines Moreau' })
  const capsuleId = createId()
  await db
    .insert(schema.capsule)
    .values({ id: capsuleId, ownerId: owner.id, clientId, name: 'Autumn in Paris' })
  const [coat, boots] = [createId(), createId()]
  await db.insert(schema.item).values([
    { id: coat, ownerId: owner.id, clientId, capsuleId, name: 'Camel Coat' },
    { id: boots, ownerId: owner.id, clientId, capsuleId, name: 'Ankle Boots' },
  ])
  const at = new Date(Date.now() - 30_000)
  const threadId = createId()
  await db
    .insert(schema.thread)
    .values({ id: threadId, ownerId: owner.id, capsuleId, target: `item:${coat}`, itemId: coat })
  await db.insert(schema.message).values({
    id: createId(),
    ownerId: owner.id,
    capsuleId,
    threadId,
    author: 'client',
    body: 'Does it come in navy?',
    createdAt: at,
  })
  await db.insert(schema.feedback).values(
    [coat, boots].map((id) => ({
      id: createId(),
      ownerId: owner.id,
      capsuleId,
      target: `item:${id}`,
      itemId: id,
      reaction: 'love' as const,
      updatedAt: at,
    })),
  )
  const place = { ownerId: owner.id, clientId, capsuleId }
  await db.transaction(async (tx) => {
    await recordActivity(tx, { ...place, kind: 'message', subjectId: `item:${coat}`, summary: 'm' })
    await recordActivity(tx, {
      ...place,
      kind: 'reaction',
      subjectId: `item:${coat}`,
      summary: 'c',
    })
    await recordActivity(tx, {
      ...place,
      kind: 'reaction',
      subjectId: `item:${boots}`,
      summary: 'b',
    })
  })
  // In the studio, she opens the note and the coat's reaction from her Today.
  const entries = (await listToday(owner.id))[0]!.entries
  for (const summary of ['m', 'c']) {
    await openEntry(owner.id, entries.find((entry) => entry.summary === summary)!.id)
  }

  outbox.length = 0
  expect(await sendDigest(capsuleId)).toEqual({ sent: 1 })
  const [mail] = outbox
  expect(mail?.text).toContain('Ankle Boots: Love it')
  expect(mail?.text).not.toContain('Camel Coat')
  expect(mail?.text).not.toContain('navy')
})
