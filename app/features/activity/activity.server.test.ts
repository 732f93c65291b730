import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'

import type { ActivityEvent } from './activity.server'

const { db } = await import('~/server/db.server')
const { createId } = await import('~/server/ids.server')
const { activity, capsule, client, item } = await import('~/schema.server')
const { recordStockFinding } = await import('~/features/items/piece-marks.server')
const { createSignedInUser } = await import('../../../tests/support/users')
const { createQuestionnaire, submitQuestionnaire } =
  await import('~/features/questionnaire/questionnaire.server')
const server = await import('./activity.server')

async function studio(name: string) {
  const owner = await createSignedInUser(name)
  const clientId = createId()
  const capsuleId = createId()
  await db.insert(client).values({ id: clientId, ownerId: owner.id, name: 'Maya Lund' })
  await db
    .insert(capsule)
    .values({ id: capsuleId, ownerId: owner.id, clientId, name: 'Autumn', isPublished: true })
  return { owner, clientId, capsuleId }
}

const record = (event: ActivityEvent) => db.transaction((tx) => server.recordActivity(tx, event))

test('an event is written with its own write: rolled back together, nothing is left of either', async () => {
  const { owner } = await studio('activity-rollback')
  const clientId = createId()
  await expect(
    db.transaction(async (tx) => {
      await tx.insert(client).values({ id: clientId, ownerId: owner.id, name: 'Ines Moreau' })
      await server.recordActivity(tx, {
        ownerId: owner.id,
        clientId,
        kind: 'inquiry',
        subjectId: clientId,
        summary: 'Ines Moreau',
      })
      throw new Error('the event’s own write failed')
    }),
  ).rejects.toThrow('own write failed')
  expect(await db.select().from(client).where(eq(client.id, clientId))).toEqual([])
  expect(await server.listToday(owner.id)).toEqual([])
  expect(await server.countUnseen(owner.id)).toBe(0)
})

test('Today lists what needs her newest first, by client, inquiries apart; one entry per piece until seen', async () => {
  const { owner, clientId, capsuleId } = await studio('activity-today')
  const sent = (await createQuestionnaire(owner.id, clientId, { dueOn: null, remind: false }))!
  expect(await submitQuestionnaire(sent.id)).toBe(true)
  const piece = { ownerId: owner.id, clientId, capsuleId, kind: 'reaction' as const }
  await record({ ...piece, subjectId: 'item:coat', summary: 'Maybe: Camel coat' })
  await record({ ...piece, subjectId: 'item:coat', summary: 'Love it: Camel coat' })
  await record({ ownerId: owner.id, kind: 'inquiry', subjectId: 'inq-1', summary: 'Zoë Hart' })

  const groups = await server.listToday(owner.id)
  expect(groups.map((group) => group.client?.name ?? null)).toEqual([null, 'Maya Lund'])
  expect(groups[1]!.entries.map((entry) => [entry.label, entry.summary])).toEqual([
    ['Reaction', 'Love it: Camel coat'],
    ['Questionnaire answered', 'She sent her answers to your style questionnaire.'],
  ])
  expect(await server.countUnseen(owner.id)).toBe(3)
  expect(await server.countNewSinceYesterday(owner.id)).toBe(3)
  expect(await server.countNewSinceYesterday(owner.id, new Date(Date.now() + 25 * 3600_000))).toBe(
    0,
  )

  // Opened: seen, and where it happened; a new reaction to the piece is a new entry then.
  const reaction = groups[1]!.entries[0]!
  expect(await server.openEntry(owner.id, reaction.id)).toBe(
    `/dashboard/capsules/${capsuleId}?tab=feedback#piece-item-coat`,
  )
  expect(await server.countUnseen(owner.id)).toBe(2)
  await record({ ...piece, subjectId: 'item:coat', summary: 'Not for me: Camel coat' })
  expect((await server.listToday(owner.id))[0]!.entries.map((entry) => entry.seen)).toEqual([
    false,
    true,
    false,
  ])
  const questionnaire = groups[1]!.entries[1]!
  expect(await server.openEntry(owner.id, questionnaire.id)).toBe(
    `/dashboard/clients/${clientId}#client-questionnaire`,
  )

  // Done: it leaves Today, once.
  expect(await server.markDone(owner.id, reaction.id)).toBe(true)
  expect(await server.markDone(owner.id, reaction.id)).toBe(false)
  const left = (await server.listToday(owner.id)).flatMap((group) => group.entries)
  expect(left.map((entry) => entry.id)).not.toContain(reaction.id)
  expect(left).toHaveLength(3)
})

test('another stylist’s entry answers like a missing one, and is left as it was', async () => {
  const { owner, clientId } = await studio('activity-owner')
  const stranger = await createSignedInUser('activity-stranger')
  await record({ ownerId: owner.id, clientId, kind: 'inquiry', subjectId: 'x', summary: 'Zoë' })
  const [entry] = (await server.listToday(owner.id))[0]!.entries
  expect(await server.listToday(stranger.id)).toEqual([])
  expect(await server.openEntry(stranger.id, entry!.id)).toBeNull()
  expect(await server.openEntry(stranger.id, 'no-such-entry')).toBeNull()
  expect(await server.markDone(stranger.id, entry!.id)).toBe(false)
  const [row] = await db.select().from(activity).where(eq(activity.id, entry!.id))
  expect(row).toMatchObject({ seenAt: null, doneAt: null })
  expect(await server.countUnseen(owner.id)).toBe(1)
})

test('a long summary is kept to one short line', async () => {
  const { owner, clientId, capsuleId } = await studio('activity-summary')
  await record({
    ownerId: owner.id,
    clientId,
    capsuleId,
    kind: 'message',
    subjectId: 'capsule',
    summary: `“${'Lovely\n'.repeat(60)}”`,
  })
  const [entry] = (await server.listToday(owner.id))[0]!.entries
  expect(entry!.summary.length).toBe(server.SUMMARY_MAX)
  expect(entry!.summary).not.toContain('\n')
  expect(entry!.summary.endsWith('…')).toBe(true)
})

test('stock news comes once: sold out since the last check, a price under hers and under the last', async () => {
  const { owner, clientId, capsuleId } = await studio('activity-stock')
  const pieceId = createId()
  await db.insert(item).values({
    id: pieceId,
    ownerId: owner.id,
    clientId,
    capsuleId,
    name: 'Camel Coat',
    priceAmount: 30000,
    priceCurrency: 'GBP',
  })
  const gbp = (amount: number) => ({ amount, currency: 'GBP' })
  await recordStockFinding(owner.id, pieceId, { status: 'in_stock', price: gbp(30000) })
  await recordStockFinding(owner.id, pieceId, { status: 'in_stock', price: gbp(24000) })
  await recordStockFinding(owner.id, pieceId, { status: 'in_stock', price: gbp(24000) })
  await recordStockFinding(owner.id, pieceId, { status: 'sold_out', price: null })
  await recordStockFinding(owner.id, pieceId, { status: 'sold_out', price: null })
  const entries = (await server.listToday(owner.id))[0]!.entries
  expect(entries.map((entry) => entry.summary)).toEqual([
    'Sold out: Camel Coat',
    'Price drop: Camel Coat, £240',
  ])
  expect(await server.openEntry(owner.id, entries[0]!.id)).toBe(`/dashboard/capsules/${capsuleId}`)
  // Another stylist's finding on her piece changes nothing.
  const stranger = await createSignedInUser('activity-stock-stranger')
  await recordStockFinding(stranger.id, pieceId, { status: 'in_stock', price: gbp(100) })
  expect(await server.countUnseen(owner.id)).toBe(1)
  expect(await server.listToday(stranger.id)).toEqual([])
})

test('her client opening her closet edit is one entry until seen, leading to the client’s audit', async () => {
  const { owner, clientId, capsuleId } = await studio('activity-closet')
  const { closetEditOpened } = await import('~/features/closet-audit/closet-edit-opened.server')
  await closetEditOpened(owner.id, clientId, capsuleId)
  await closetEditOpened(owner.id, clientId, capsuleId)
  const [entry, ...more] = (await server.listToday(owner.id))[0]!.entries
  expect(more).toEqual([])
  expect(entry!.label).toBe('Closet edit opened')
  expect(await server.openEntry(owner.id, entry!.id)).toBe(`/dashboard/clients/${clientId}/audit`)
  await closetEditOpened(owner.id, clientId, capsuleId)
  expect(await server.countUnseen(owner.id)).toBe(1)
})
