import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { capsule } from '~/features/capsules/tables.server'
import { createClient } from '~/features/clients/clients.server'
import { createItem, listWardrobeItems } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'
import { item } from '~/features/items/tables.server'
import { loadItems } from '~/features/public-capsule/page-content.server'
import { countClientItems } from '~/features/summaries/client-summaries.server'
import { listClientItems } from '~/features/summaries/piece-lists.server'
import { trashClient } from '~/features/trash/index.server'
import { restoreFromTrash } from '~/features/trash/index.server'
import { db } from '~/server/db.server'
import { runIntent } from '~/server/forms.server'

import { answer, createSignedInUser, type TestUser } from '../../../tests/support/users'
import { auditIntents } from './audit-intents.server'
import { handOverList, loadClosetEdit } from './audit-lists.server'
import { listAuditPieces, listAudits, startAudit } from './audits.server'
import { hasClosetEdit } from './closet-edit.server'
import { MAX_NOTE, MAX_SELECTED } from './schema'

async function newItem(
  user: TestUser,
  clientId: string,
  name: string,
  where: { capsuleId?: string; ownership?: 'owned' | 'to_buy' } = {},
) {
  const made = await createItem(
    user.id,
    { clientId, capsuleId: where.capsuleId ?? null },
    ItemSchema.parse({ name, ownership: where.ownership ?? '' }),
  )
  if (!made.ok) throw new Error('item')
  return made.id
}

/** Margot: a blazer, a skirt and a coat in her wardrobe; a capsule with an owned bag and a to-buy scarf. */
async function studio(label = 'audit') {
  const user = await createSignedInUser(label)
  const margot = await createClient(user.id, { name: 'Margot', email: null, phone: null })
  const made = await createCapsule(
    user.id,
    CapsuleSchema.parse({ clientId: margot.id, name: 'Spring' }),
  )
  if (!made.ok) throw new Error('capsule')
  const blazer = await newItem(user, margot.id, 'Navy blazer')
  const skirt = await newItem(user, margot.id, 'Pleated skirt')
  const coat = await newItem(user, margot.id, 'Old coat')
  const bag = await newItem(user, margot.id, 'Leather bag', {
    capsuleId: made.id,
    ownership: 'owned',
  })
  const scarf = await newItem(user, margot.id, 'Silk scarf', {
    capsuleId: made.id,
    ownership: 'to_buy',
  })
  return { user, clientId: margot.id, capsuleId: made.id, blazer, skirt, coat, bag, scarf }
}

/** The audit page's action for one intent, on the page's client. */
function post(user: TestUser, clientId: string, fields: [string, string][]) {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  return answer(
    async () =>
      (await runIntent(auditIntents, form, {
        ownerId: user.id,
        clientId,
        request: new Request('http://localhost/'),
      })) as never,
  )
}

const decide = (
  user: TestUser,
  clientId: string,
  auditId: string,
  decision: string,
  ids: string[],
) =>
  post(user, clientId, [
    ['intent', 'set-decision'],
    ['auditId', auditId],
    ['decision', decision],
    ...ids.map((id): [string, string] => ['itemIds', id]),
  ])

describe('a closet audit', () => {
  test('looks at her pieces outside capsules and the owned ones, decided in bulk, with notes', async () => {
    const { user, clientId, blazer, skirt, coat, bag } = await studio()
    const auditId = (await startAudit(user.id, clientId))!
    // Started twice, it is the same audit in progress.
    expect(await startAudit(user.id, clientId)).toBe(auditId)

    const pieces = await listAuditPieces(user.id, clientId, auditId)
    expect(pieces.map((piece) => piece.name).sort()).toEqual([
      'Leather bag',
      'Navy blazer',
      'Old coat',
      'Pleated skirt',
    ])
    expect(pieces.every((piece) => piece.decision === 'undecided')).toBe(true)

    expect((await decide(user, clientId, auditId, 'tailor', [blazer, skirt])).status).toBe(200)
    expect((await decide(user, clientId, auditId, 'donate', [coat])).status).toBe(200)
    const noted = await post(user, clientId, [
      ['intent', 'save-note'],
      ['auditId', auditId],
      ['itemId', blazer],
      ['field', 'clientNote'],
      ['note', 'shorten 2 cm'],
    ])
    expect(noted.status).toBe(200)
    // Her own note (the default field) beside it, private.
    await post(user, clientId, [
      ['intent', 'save-note'],
      ['auditId', auditId],
      ['itemId', blazer],
      ['note', 'good label, she never wears it'],
    ])
    // A note on an undecided piece keeps it undecided; the decision keeps the note.
    await post(user, clientId, [
      ['intent', 'save-note'],
      ['auditId', auditId],
      ['itemId', bag],
      ['note', 'new strap?'],
    ])
    await decide(user, clientId, auditId, 'tailor', [blazer])

    const byName = Object.fromEntries(
      (await listAuditPieces(user.id, clientId, auditId)).map((piece) => [piece.name, piece]),
    )
    expect(byName['Navy blazer']).toMatchObject({
      decision: 'tailor',
      note: 'good label, she never wears it',
      clientNote: 'shorten 2 cm',
    })
    expect(byName['Pleated skirt']).toMatchObject({ decision: 'tailor', note: null })
    expect(byName['Old coat']).toMatchObject({ decision: 'donate' })
    expect(byName['Leather bag']).toMatchObject({ decision: 'undecided', note: 'new strap?' })

    const tailor = await handOverList(user.id, clientId, auditId, 'tailor')
    // The list leaves the studio: the note for her, never hers.
    expect(tailor?.pieces.map((piece) => [piece.name, piece.clientNote])).toEqual([
      ['Navy blazer', 'shorten 2 cm'],
      ['Pleated skirt', null],
    ])
    expect(JSON.stringify(tailor)).not.toContain('good label')
  })

  test('finishing keeps every piece and how many got each decision; her capsule then shows her closet edit', async () => {
    const { user, clientId, capsuleId, blazer, coat } = await studio()
    const auditId = (await startAudit(user.id, clientId))!
    await decide(user, clientId, auditId, 'keep', [blazer])
    await decide(user, clientId, auditId, 'sell', [coat])
    const version = async () =>
      (
        await db
          .select({ v: capsule.contentVersion })
          .from(capsule)
          .where(eq(capsule.id, capsuleId))
      )[0]!.v
    const before = await version()
    expect(await hasClosetEdit(user.id, clientId)).toBe(false)

    const finished = await post(user, clientId, [
      ['intent', 'finish-audit'],
      ['auditId', auditId],
    ])
    expect(finished).toMatchObject({
      status: 200,
      body: { counts: { keep: 1, sell: 1, undecided: 2 } },
    })
    expect(await version()).toBeGreaterThan(before)
    expect(await hasClosetEdit(user.id, clientId)).toBe(true)

    const { open, done } = await listAudits(user.id, clientId)
    expect(open).toBeNull()
    expect(done.map((row) => row.counts)).toEqual([{ keep: 1, sell: 1, undecided: 2 }])

    // Done, it is no longer changed; a piece added since is not in it.
    expect((await decide(user, clientId, auditId, 'donate', [blazer])).status).toBe(404)
    await newItem(user, clientId, 'New jeans')
    const edit = await loadClosetEdit(user.id, clientId)
    const names = (decision: string) =>
      edit?.lists.find((list) => list.decision === decision)?.pieces.map((piece) => piece.name)
    expect(names('keep')).toEqual(['Navy blazer'])
    expect(names('sell')).toEqual(['Old coat'])
    expect(edit?.lists.some((list) => list.decision === 'undecided')).toBe(false)

    // A later audit starts blank, with the new piece.
    const next = (await startAudit(user.id, clientId))!
    expect(next).not.toBe(auditId)
    const pieces = await listAuditPieces(user.id, clientId, next)
    expect(pieces).toHaveLength(5)
    expect(pieces.every((piece) => piece.decision === 'undecided')).toBe(true)
  })

  test('donated and sold pieces are archived in one step, leave every list of hers, and Undo brings them back', async () => {
    const { user, clientId, capsuleId, blazer, coat, bag } = await studio()
    const auditId = (await startAudit(user.id, clientId))!
    await decide(user, clientId, auditId, 'donate', [coat])
    await decide(user, clientId, auditId, 'sell', [bag])
    await decide(user, clientId, auditId, 'keep', [blazer])
    expect(await countClientItems(user.id, clientId)).toBe(5)

    const archived = await post(user, clientId, [
      ['intent', 'archive-pieces'],
      ['auditId', auditId],
    ])
    expect(archived).toMatchObject({ status: 200, body: { archived: 2 } })
    const undo = (archived.body as { undo: string }).undo

    const names = async () =>
      (await listClientItems(user.id, clientId)).map((row) => row.name).sort()
    expect(await names()).toEqual(['Navy blazer', 'Pleated skirt', 'Silk scarf'])
    expect(await countClientItems(user.id, clientId)).toBe(3)
    expect((await listWardrobeItems(user.id, clientId)).map((row) => row.name).sort()).toEqual([
      'Navy blazer',
      'Pleated skirt',
    ])
    expect((await loadItems(capsuleId)).map((row) => row.name)).toEqual(['Silk scarf'])
    // The audit still shows them, marked; an archived piece is not decided again.
    const pieces = await listAuditPieces(user.id, clientId, auditId)
    expect(
      pieces
        .filter((piece) => piece.archived)
        .map((piece) => piece.name)
        .sort(),
    ).toEqual(['Leather bag', 'Old coat'])
    expect((await decide(user, clientId, auditId, 'keep', [coat])).status).toBe(404)
    // Nothing left to archive.
    expect(
      (
        await post(user, clientId, [
          ['intent', 'archive-pieces'],
          ['auditId', auditId],
        ])
      ).status,
    ).toBe(409)

    expect(await restoreFromTrash(user.id, undo)).toBe(true)
    expect(await names()).toEqual([
      'Leather bag',
      'Navy blazer',
      'Old coat',
      'Pleated skirt',
      'Silk scarf',
    ])
    const [row] = await db
      .select({ archivedAt: item.archivedAt })
      .from(item)
      .where(eq(item.id, coat))
    expect(row?.archivedAt).toBeNull()
    // Taken back once only.
    expect(await restoreFromTrash(user.id, undo)).toBe(false)
  })

  test('a client deleted takes her audits along, and Undo brings them back with every decision', async () => {
    const { user, clientId, blazer, coat } = await studio()
    const auditId = (await startAudit(user.id, clientId))!
    await decide(user, clientId, auditId, 'keep', [blazer])
    await post(user, clientId, [
      ['intent', 'save-note'],
      ['auditId', auditId],
      ['itemId', coat],
      ['note', 'Shorten 2 cm'],
    ])
    await post(user, clientId, [
      ['intent', 'finish-audit'],
      ['auditId', auditId],
    ])

    const undo = (await trashClient(user.id, clientId))!
    expect((await listAudits(user.id, clientId)).done).toEqual([])
    expect(await restoreFromTrash(user.id, undo)).toBe(true)

    const { done } = await listAudits(user.id, clientId)
    expect(done.map((row) => row.counts)).toEqual([{ keep: 1, undecided: 3 }])
    const edit = await loadClosetEdit(user.id, clientId)
    const pieces = (decision: string) =>
      edit?.lists.find((list) => list.decision === decision)?.pieces ?? []
    expect(pieces('keep').map((piece) => piece.name)).toEqual(['Navy blazer'])
  })

  test('another stylist’s client, audit and pieces answer like missing ones', async () => {
    const mine = await studio('audit-owner')
    const theirs = await studio('audit-stranger')
    const auditId = (await startAudit(mine.user.id, mine.clientId))!
    const theirAudit = (await startAudit(theirs.user.id, theirs.clientId))!

    expect(await startAudit(theirs.user.id, mine.clientId)).toBeNull()
    expect(await listAuditPieces(theirs.user.id, mine.clientId, auditId)).toEqual([])
    expect(await handOverList(theirs.user.id, mine.clientId, auditId, 'tailor')).toBeNull()
    // Her own client with the stranger's audit, her audit with the stranger's pieces.
    expect((await decide(theirs.user, mine.clientId, auditId, 'keep', [mine.blazer])).status).toBe(
      404,
    )
    expect((await decide(mine.user, mine.clientId, theirAudit, 'keep', [mine.blazer])).status).toBe(
      404,
    )
    expect((await decide(mine.user, mine.clientId, auditId, 'keep', [theirs.blazer])).status).toBe(
      404,
    )
    expect(
      (await decide(mine.user, mine.clientId, auditId, 'keep', [mine.blazer, theirs.blazer]))
        .status,
    ).toBe(404)
    // A to-buy capsule piece is no piece of her wardrobe.
    expect((await decide(mine.user, mine.clientId, auditId, 'keep', [mine.scarf])).status).toBe(404)
    for (const intent of ['finish-audit', 'archive-pieces']) {
      const refused = await post(theirs.user, mine.clientId, [
        ['intent', intent],
        ['auditId', auditId],
      ])
      expect(refused.status).toBe(404)
    }
    expect(
      (await listAuditPieces(mine.user.id, mine.clientId, auditId)).every(
        (p) => p.decision === 'undecided',
      ),
    ).toBe(true)
  })

  test('bounds: a long note, an unknown decision, too many pieces give 400 with a message', async () => {
    const { user, clientId, blazer } = await studio()
    const auditId = (await startAudit(user.id, clientId))!
    const long = await post(user, clientId, [
      ['intent', 'save-note'],
      ['auditId', auditId],
      ['itemId', blazer],
      ['note', 'x'.repeat(MAX_NOTE + 1)],
    ])
    expect(long).toMatchObject({
      status: 400,
      body: { errors: { note: `Keep the note under ${MAX_NOTE} characters.` } },
    })
    const unknown = await decide(user, clientId, auditId, 'burn', [blazer])
    expect(unknown.status).toBe(400)
    expect((unknown.body as { formError: string }).formError).toMatch(/Choose Keep, Tailor/)
    const many = await decide(
      user,
      clientId,
      auditId,
      'keep',
      Array.from({ length: MAX_SELECTED + 1 }, (_, index) => `piece-${index}`),
    )
    expect(many.status).toBe(400)
    expect((many.body as { formError: string }).formError).toMatch(/at most/)
    expect((await decide(user, clientId, auditId, 'keep', [])).status).toBe(400)
  })
})
