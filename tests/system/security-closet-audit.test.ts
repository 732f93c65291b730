/**
 * Isolation of the closet audit (issue 30), through real HTTP requests to the Express app with
 * its real route modules: another stylist's clients, audits and pieces answer exactly like
 * missing ones on every audit intent, the printable lists and their PDFs; her client's closet
 * edit stays behind the capsule's password; bad input is a 400 with a message.
 */
import { hashPassword } from 'better-auth/crypto'
import { afterAll, describe, expect, test, vi } from 'vitest'

import { form, startReplay } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
process.env.SMTP_URL = sink.url

const { app } = await import('~/app.server')
const replay = await startReplay(app, sink, 'closet-audit')
const { db, schema, send, attempt } = replay
const { createId } = await import('~/server/ids.server')

afterAll(() => replay.close())

const CAPSULE_PASSWORD = 'velvet-closet-door'

/** A stylist's client with a password-protected capsule, two wardrobe pieces and a done audit. */
async function studioOf(ownerId: string) {
  const clientId = createId()
  await db.insert(schema.client).values({ id: clientId, ownerId, name: 'Inès' })
  const capsuleId = createId()
  await db.insert(schema.capsule).values({
    id: capsuleId,
    ownerId,
    clientId,
    name: 'Autumn',
    isPublished: true,
    passwordHash: await hashPassword(CAPSULE_PASSWORD),
  })
  const itemIds = [createId(), createId()]
  await db
    .insert(schema.item)
    .values(itemIds.map((id, index) => ({ id, ownerId, clientId, name: `Piece ${index}` })))
  const auditId = createId()
  await db.insert(schema.closetAudit).values({
    id: auditId,
    ownerId,
    clientId,
    doneAt: new Date(),
    counts: { tailor: 1, donate: 1 },
  })
  await db.insert(schema.closetAuditPiece).values([
    {
      auditId,
      itemId: itemIds[0]!,
      ownerId,
      decision: 'tailor',
      note: 'Her tailor overcharges',
      clientNote: 'Shorten 2 cm',
    },
    { auditId, itemId: itemIds[1]!, ownerId, decision: 'donate' },
  ])
  const openAuditId = createId()
  // A second client of hers with an audit in progress.
  const otherClientId = createId()
  await db.insert(schema.client).values({ id: otherClientId, ownerId, name: 'Léa' })
  await db.insert(schema.closetAudit).values({ id: openAuditId, ownerId, clientId: otherClientId })
  return { clientId, capsuleId, itemIds, auditId, openAuditId, otherClientId }
}

const victim = await replay.signedIn()
const intruder = await replay.signedIn()
const hers = await studioOf(victim.id)
const mine = await studioOf(intruder.id)
const MISSING = 'x'.repeat(21)

const auditPage = (cookie: string, clientId: string, fields?: Record<string, string>) =>
  send(`/dashboard/clients/${clientId}/audit.data`, {
    cookie,
    ...(fields ? { method: 'POST', body: form(fields) } : {}),
  })

/** Status and body of an answer, to compare a stranger's row with a missing one. */
const seen = async (response: Response | Promise<Response>) => {
  const answered = await response
  return { status: answered.status, body: await answered.text() }
}

describe('another stylist’s closet audit answers like a missing one', () => {
  test('her audit page, on every intent, with her client, her audit or her pieces', async () => {
    const cookie = intruder.cookie
    // Her client's page of audits, read and posted to.
    const read = await seen(auditPage(cookie, hers.clientId))
    expect(read.status).toBe(404)
    expect(read).toEqual(await seen(auditPage(cookie, MISSING)))

    const intents: Record<string, string>[] = [
      { intent: 'start-audit' },
      { intent: 'set-decision', decision: 'keep' },
      { intent: 'save-note', note: 'mine now' },
      { intent: 'finish-audit' },
      { intent: 'archive-pieces' },
    ]
    const cases = [
      // Her client, her audit, her piece.
      { clientId: hers.otherClientId, auditId: hers.openAuditId, itemId: hers.itemIds[0]! },
      // Mine, with her audit.
      { clientId: mine.otherClientId, auditId: hers.openAuditId, itemId: mine.itemIds[0]! },
      // My audit in progress (of my other client), with her piece.
      { clientId: mine.otherClientId, auditId: mine.openAuditId, itemId: hers.itemIds[0]! },
    ]
    for (const fields of intents) {
      const missing = (clientId: string, auditId: string, itemId: string) =>
        seen(auditPage(cookie, clientId, { ...fields, auditId, itemId, itemIds: itemId }))
      for (const { clientId, auditId, itemId } of cases) {
        // Mine to do, carrying nothing of hers: starting an audit of my own client, finishing
        // or archiving my own audit.
        if (fields.intent === 'start-audit' && clientId === mine.otherClientId) continue
        const ownAudit = auditId === mine.openAuditId
        if (ownAudit && ['finish-audit', 'archive-pieces'].includes(fields.intent!)) continue
        const answer = await missing(clientId, auditId, itemId)
        const held = answer.status === 404
        expect(attempt(`closet audit: ${fields.intent}`, held), JSON.stringify(answer)).toBe(true)
        const asMissing =
          clientId === hers.otherClientId
            ? await missing(MISSING, MISSING, MISSING)
            : await missing(clientId, auditId === hers.openAuditId ? MISSING : auditId, MISSING)
        expect(answer).toEqual(asMissing)
      }
    }
    // Nothing of hers changed.
    const pieces = await db.select().from(schema.closetAuditPiece)
    expect(pieces.filter((row) => row.ownerId === victim.id)).toHaveLength(2)
    expect(pieces.some((row) => row.note === 'mine now')).toBe(false)
    const audits = await db.select().from(schema.closetAudit)
    expect(audits.find((row) => row.id === hers.openAuditId)?.doneAt).toBeNull()
  })

  test('her printable lists and their PDFs', async () => {
    for (const suffix of ['.data', '/pdf']) {
      const path = (clientId: string, auditId: string) =>
        `/dashboard/clients/${clientId}/audit/${auditId}/tailor${suffix}`
      const theirs = await seen(
        send(path(hers.clientId, hers.auditId), { cookie: intruder.cookie }),
      )
      expect(attempt('closet audit: a list', theirs.status === 404)).toBe(true)
      expect(theirs).toEqual(await seen(send(path(MISSING, MISSING), { cookie: intruder.cookie })))
      // Her audit under my client.
      expect(
        await seen(send(path(mine.clientId, hers.auditId), { cookie: intruder.cookie })),
      ).toEqual(theirs)
      // Her own, she opens.
      expect(
        (await send(path(hers.clientId, hers.auditId), { cookie: victim.cookie })).status,
      ).toBe(200)
    }
    const pdf = await send(`/dashboard/clients/${hers.clientId}/audit/${hers.auditId}/tailor/pdf`, {
      cookie: victim.cookie,
    })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    // A list that is not one (Keep, Undecided, anything) is missing too.
    for (const decision of ['keep', 'undecided', 'burn']) {
      const response = await send(
        `/dashboard/clients/${hers.clientId}/audit/${hers.auditId}/${decision}/pdf`,
        { cookie: victim.cookie },
      )
      expect(response.status).toBe(404)
    }
  })

  test('her client’s closet edit stays behind the capsule’s password', async () => {
    const closet = (capsuleId: string, cookie?: string) =>
      seen(send(`/capsule/${capsuleId}/closet.data`, { cookie }))
    const gated = await closet(hers.capsuleId)
    expect(attempt('closet edit without the password', gated.status === 404)).toBe(true)
    expect(gated).toEqual(await closet(MISSING))
    // Another stylist is a visitor like any other.
    expect(await closet(hers.capsuleId, intruder.cookie)).toEqual(gated)

    const unlocked = await send(`/capsule/${hers.capsuleId}`, {
      method: 'POST',
      body: form({ password: CAPSULE_PASSWORD }),
    })
    expect(unlocked.status).toBe(302)
    const cookie = unlocked.headers.getSetCookie()[0]!.split(';')[0]!
    const open = await closet(hers.capsuleId, cookie)
    expect(open.status).toBe(200)
    expect(open.body).toContain('Shorten 2 cm')
    // The stylist's own note on the piece stays hers.
    expect(open.body).not.toContain('Her tailor overcharges')
  })
})

describe('bounds', () => {
  test('a long note, an unknown decision, too many pieces: 400 with a message', async () => {
    const cookie = victim.cookie
    const post = (fields: Record<string, string>) =>
      seen(auditPage(cookie, hers.otherClientId, { auditId: hers.openAuditId, ...fields }))
    const long = await post({
      intent: 'save-note',
      itemId: hers.itemIds[0]!,
      note: 'x'.repeat(301),
    })
    expect(long.status).toBe(400)
    expect(long.body).toContain('Keep the note under 300 characters.')
    const unknown = await post({ intent: 'set-decision', decision: 'burn', itemIds: 'a' })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toContain('Choose Keep, Tailor, Donate, Consign, Sell or Undecided.')
    const body = new URLSearchParams({
      intent: 'set-decision',
      decision: 'keep',
      auditId: hers.openAuditId,
    })
    for (let index = 0; index < 501; index++) body.append('itemIds', `piece-${index}`)
    const many = await seen(
      send(`/dashboard/clients/${hers.otherClientId}/audit.data`, { method: 'POST', cookie, body }),
    )
    expect(many.status).toBe(400)
    expect(many.body).toContain('Choose at most 500 pieces at a time.')
    const noIntent = await post({ intent: 'burn-it-all' })
    expect(noIntent.status).toBe(400)
  })
})
