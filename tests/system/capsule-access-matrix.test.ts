/**
 * The client capsule's access matrix (decision 021), through real HTTP requests to the Express
 * app with the app's real route modules (tests/support/route-build.ts): who is asking (the
 * owner, her client, another stylist, a stranger) × what became of the capsule (published with a
 * password, a draft, a new password, the trash) × every way in (the page, the rendered-once
 * page, the client's feedback, the visit, the photos). Each cell is the one rule's decision, and a
 * decision answers the same on every way in; "none" answers exactly like a capsule that never
 * existed. An invoice's link (`/invoice/{id}?t={token}` and its PDF) joins the same rule, and so
 * does her client's home (`/c/{token}`).
 * (access-matrix.test.ts covers the dashboard's routes.)
 */
import { readdirSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import type { EntryContext, ServerBuild } from 'react-router'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

/** How many documents React Router rendered (a page served from memory renders none). */
const rendered = vi.hoisted(() => ({ count: 0 }))

vi.mock('virtual:react-router/server-build', async (importOriginal) => {
  // The app's route modules (tests/support/route-build.ts, by vitest.config.ts's alias).
  const routeBuild = await importOriginal<ServerBuild>()
  // The document shows what the capsule page's loader answered (or its error), as JSON.
  const render = (_request: Request, status: number, headers: Headers, entry: EntryContext) => {
    rendered.count++
    const { loaderData, errors } = entry.staticHandlerContext
    const shown = JSON.stringify({
      page:
        loaderData['routes/capsule'] ??
        loaderData['routes/invoice'] ??
        loaderData['routes/client-home'] ??
        null,
      error:
        errors?.['routes/capsule'] ??
        errors?.['routes/invoice'] ??
        errors?.['routes/client-home'] ??
        null,
    }).replaceAll('<', '\\u003c')
    return new Response(`<!doctype html><html><body>${shown}</body></html>`, {
      status,
      headers: { ...Object.fromEntries(headers), 'Content-Type': 'text/html' },
    })
  }
  return { ...routeBuild, entry: { module: { default: render } } }
})

const { app } = await import('~/app.server')
const { db } = await import('~/server/db.server')
const schema = await import('~/schema.server')
const { createId } = await import('~/server/ids.server')
const { createUpload } = await import('~/server/uploads.server')
const { trashCapsule, trashClient } = await import('~/features/trash/trash-deletes.server')
const { newHomeLink, revokeHomeLink } = await import('~/features/clients/index.server')
const { createSignedInUser } = await import('../support/users')
const { gateKey } = await import('~/server/unlock-cookie.server')

let server: Server
let base: string

beforeAll(async () => {
  server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const PASSWORD = 'lilac-harbour-31'
const SHOP_LINK = 'https://shop.example/linen-trousers'
const owner = await createSignedInUser('matrix-owner')
const otherStylist = await createSignedInUser('matrix-other')
const photoBytes = await sharp({
  create: { width: 40, height: 50, channels: 3, background: '#8a6d5a' },
})
  .jpeg()
  .toBuffer()

function send(path: string, cookie: string | undefined, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (cookie) headers.set('Cookie', cookie)
  return fetch(`${base}${path}`, { redirect: 'manual', ...init, headers })
}

/**
 * A published capsule with a password, a piece with a photo, and (unless `feedback` is false)
 * the client's feedback on it.
 */
async function newCapsule({ feedback = true } = {}) {
  const clientId = createId()
  await db.insert(schema.client).values({ id: clientId, ownerId: owner.id, name: 'Inès Caron' })
  const id = createId()
  await db.insert(schema.capsule).values({
    id,
    ownerId: owner.id,
    clientId,
    name: `Capsule ${id}`,
    isPublished: true,
    passwordHash: await hashPassword(PASSWORD),
  })
  const { photo } = await createUpload(owner.id, photoBytes)
  const itemId = createId()
  await db.insert(schema.item).values({
    id: itemId,
    ownerId: owner.id,
    clientId,
    capsuleId: id,
    name: 'Linen Trousers',
    link: SHOP_LINK,
    photo,
  })
  const unlocked = await send(`/capsule/${id}`, undefined, {
    method: 'POST',
    body: new URLSearchParams({ password: PASSWORD }),
  })
  expect(unlocked.status).toBe(302)
  const client = unlocked.headers.getSetCookie()[0]!.split(';')[0]!
  if (feedback) {
    expect((await postFeedback(id, client, itemId)).status).toBe(200)
    expect((await postMessage(id, client, itemId)).status).toBe(200)
  }
  return { id, itemId, photo: `/media/${photo.key}/large.webp`, client }
}

function postFeedback(capsuleId: string, cookie: string | undefined, itemId: string) {
  return send(`/capsule/${capsuleId}/feedback`, cookie, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new URLSearchParams({ target: `item:${itemId}`, reaction: 'love' }),
  })
}

/** A note on the piece: the first message of its thread (HTML in it is only text). */
function postMessage(capsuleId: string, cookie: string | undefined, itemId: string) {
  return send(`/capsule/${capsuleId}/messages`, cookie, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new URLSearchParams({
      intent: 'post-message',
      target: `item:${itemId}`,
      body: '<b>Is it lined?</b>',
    }),
  })
}

const visits = async (capsuleId: string) =>
  (
    await db
      .select({ count: schema.capsuleVisit.count })
      .from(schema.capsuleVisit)
      .where(eq(schema.capsuleVisit.capsuleId, capsuleId))
  )[0]?.count ?? 0

type Answered = { status: number; body: string }
const read = async (response: Promise<Response>): Promise<Answered> => {
  const answered = await response
  return { status: answered.status, body: await answered.text() }
}

/** Every way in, for one visitor and one capsule (its piece and photo). */
async function waysIn(capsule: { id: string; itemId: string; photo: string }, cookie?: string) {
  const page = await read(send(`/capsule/${capsule.id}`, cookie))
  const before = rendered.count
  await read(send(`/capsule/${capsule.id}`, cookie))
  const countedBefore = await visits(capsule.id)
  const visit = await read(send(`/capsule/${capsule.id}/visit`, cookie, { method: 'POST' }))
  return {
    page,
    /** The second GET was answered from memory (rendered once for everyone it is open to). */
    fromMemory: rendered.count === before,
    feedback: await read(
      send(`/capsule/${capsule.id}/feedback`, cookie, { headers: { Accept: 'application/json' } }),
    ),
    posted: await read(postFeedback(capsule.id, cookie, capsule.itemId)),
    messaged: await read(postMessage(capsule.id, cookie, capsule.itemId)),
    mailOff: await read(
      send(`/capsule/${capsule.id}/messages`, cookie, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        // From a page her e-mail's link opened (its key): the one way to switch her e-mails.
        body: new URLSearchParams({ intent: 'mail-off', k: gateKey(capsule.id) }),
      }),
    ),
    visit,
    counted: (await visits(capsule.id)) - countedBefore,
    photo: await read(send(capsule.photo, cookie)),
    shop: await shopNow(capsule.itemId, cookie),
  }
}

/** Shop Now on the piece: where /go/{piece} sends this visitor. */
async function shopNow(itemId: string, cookie?: string) {
  const response = await send(`/go/${itemId}`, cookie)
  return { status: response.status, location: response.headers.get('location') }
}

type Ways = Awaited<ReturnType<typeof waysIn>>

/** What a capsule that never existed answers, for this visitor. */
async function missing(cookie?: string): Promise<Ways> {
  return waysIn(
    { id: createId(), itemId: createId(), photo: `/media/${createId()}/large.webp` },
    cookie,
  )
}

/** What the page's loader answered, as the test's document shows it. */
const shownPage = (ways: Ways) =>
  JSON.parse(/<body>(.*)<\/body>/s.exec(ways.page.body)![1]!) as { page: unknown }

/** The one rule's decision, as every way in must show it. */
function expectDecision(ways: Ways, decision: 'owner' | 'client' | 'gate' | 'none', none: Ways) {
  const asMissing = {
    feedback: none.feedback,
    posted: none.posted,
    messaged: none.messaged,
    mailOff: none.mailOff,
    visit: none.visit,
    counted: 0,
    shop: none.shop,
  }
  if (decision === 'none') {
    expect({ ...ways, fromMemory: false }).toEqual({ ...none, fromMemory: false })
    expect(ways.fromMemory).toBe(false)
    return
  }
  expect(ways.page.status).toBe(200)
  expect(ways.fromMemory).toBe(decision === 'client')
  const page = shownPage(ways).page as { state: string; preview: unknown }
  if (decision === 'gate') {
    expect(page).toEqual({
      state: 'gate',
      id: expect.any(String),
      name: expect.any(String),
      brand: expect.any(String),
      // Her studio's choice of the "made with" line under the gate.
      madeWith: expect.any(Boolean),
    })
    expect(ways).toMatchObject(asMissing)
    expect(ways.photo).toEqual(none.photo)
    return
  }
  expect(page.state).toBe('open')
  expect(ways.feedback.status).toBe(200)
  expect(JSON.parse(ways.feedback.body)).toMatchObject({
    canGiveFeedback: decision === 'client',
    feedback: [{ reaction: 'love' }],
    threads: [
      {
        target: expect.stringMatching(/^item:/),
        messages: expect.arrayContaining([
          expect.objectContaining({ author: 'client', body: '<b>Is it lined?</b>' }),
        ]),
      },
    ],
  })
  expect(ways.photo.status).toBe(200)
  expect(ways.shop).toEqual({ status: 302, location: SHOP_LINK })
  if (decision === 'owner') {
    expect(page.preview).toEqual({ published: expect.any(Boolean), hasPassword: true })
    expect(ways.posted.status).toBe(403)
    expect(ways.messaged.status).toBe(403)
    expect(ways.mailOff.status).toBe(403)
    expect(ways.visit.status).toBe(204)
    expect(ways.counted).toBe(0)
  } else {
    expect(page.preview).toBeNull()
    expect(ways.posted.status).toBe(200)
    expect(ways.messaged.status).toBe(200)
    expect(ways.mailOff.status).toBe(200)
    expect(ways.visit.status).toBe(204)
    expect(ways.counted).toBe(1)
  }
}

describe('one access rule for every way into a client capsule', () => {
  test('published with a password: the owner previews, her client is in, anyone else meets the gate', async () => {
    const capsule = await newCapsule()
    expectDecision(await waysIn(capsule, owner.cookie), 'owner', await missing(owner.cookie))
    expectDecision(await waysIn(capsule, capsule.client), 'client', await missing(capsule.client))
    expectDecision(
      await waysIn(capsule, otherStylist.cookie),
      'gate',
      await missing(otherStylist.cookie),
    )
    expectDecision(await waysIn(capsule), 'gate', await missing())
  })

  test('a draft: only its owner, as a preview; for everyone else it does not exist', async () => {
    const capsule = await newCapsule()
    await db
      .update(schema.capsule)
      .set({ isPublished: false })
      .where(eq(schema.capsule.id, capsule.id))
    expectDecision(await waysIn(capsule, owner.cookie), 'owner', await missing(owner.cookie))
    expectDecision(await waysIn(capsule, capsule.client), 'none', await missing(capsule.client))
    expectDecision(
      await waysIn(capsule, otherStylist.cookie),
      'none',
      await missing(otherStylist.cookie),
    )
    expectDecision(await waysIn(capsule), 'none', await missing())
  })

  test('a new password: the client who opened it before meets the gate again', async () => {
    const capsule = await newCapsule()
    await db
      .update(schema.capsule)
      .set({ passwordHash: await hashPassword('a-brand-new-password') })
      .where(eq(schema.capsule.id, capsule.id))
    expectDecision(await waysIn(capsule, capsule.client), 'gate', await missing(capsule.client))
    expectDecision(await waysIn(capsule, owner.cookie), 'owner', await missing(owner.cookie))
  })

  test('in the trash: gone for everyone, its owner too; its pieces went back to the wardrobe', async () => {
    const capsule = await newCapsule()
    expect(await trashCapsule(owner.id, capsule.id)).not.toBeNull()
    for (const cookie of [owner.cookie, capsule.client, otherStylist.cookie, undefined]) {
      const ways = await waysIn(capsule, cookie)
      const none = await missing(cookie)
      // Its piece's photo is a wardrobe photo now, served like any photo outside a capsule.
      expect(ways.photo.status).toBe(200)
      expectDecision({ ...ways, photo: none.photo }, 'none', none)
    }
  })
})

test('only the access rule reads the unlock cookie, and no way in decides on its own', () => {
  const sources = readdirSync('app', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(`app/${file}`, 'utf8') }))
  const textOf = (file: string) => sources.find((source) => source.file === file)?.text ?? ''
  const reading = sources.filter(({ text }) => /\b(readUnlockCookie|isUnlocked)\(/.test(text))
  expect(reading.map(({ file }) => file).sort()).toEqual([
    'domain/client-access.server.ts',
    'server/unlock-cookie.server.ts',
  ])
  // Every way in (page, unlock, feedback, visit, photos, the conversation, Shop Now) asks the rule.
  for (const way of [
    'features/public-capsule/public-capsule.server.ts',
    'features/public-capsule/unlock.server.ts',
    'features/public-capsule/photo-access.server.ts',
    'features/capsules/visits.server.ts',
    'features/feedback/feedback.server.ts',
    'features/conversation/visitor-conversation.server.ts',
    'features/billing/invoice-access.server.ts',
    'features/questionnaire/link-access.server.ts',
    'features/commissions/follow-link.server.ts',
    'features/client-home/home-page.server.ts',
  ]) {
    expect(textOf(way), way).toMatch(/\b(capsuleAccess|capsuleGate|decideAccess)\(/)
  }
  // What a capsule's access depends on (shown to clients, its password, her e-mails' key) is
  // asked of the rule by the capsule's door alone; every other way in asks the door.
  const deciding = sources.filter(({ text }) =>
    /\b(visibleToClient|answersGate|asksPassword|passwordOpens|isGateKey)\(/.test(text),
  )
  expect(deciding.map(({ file }) => file).sort()).toEqual([
    'domain/client-access.server.ts',
    'features/capsules/access.server.ts',
    'server/unlock-cookie.server.ts',
  ])
  // What is e-mailed to a client asks the door whether the capsule is hers to see yet, and reads
  // none of its access columns itself.
  for (const mail of [
    'features/capsules/delivery.server.ts',
    'features/conversation/reply-mail.server.ts',
    'features/stock-checks/stock-mail.server.ts',
  ]) {
    const text = textOf(mail)
    expect(text, mail).toMatch(/\bmailableToClient\(/)
    expect(text, mail).not.toMatch(/\b(isPublished|passwordHash)\b/)
  }
  // An e-mail's turn-off link is a door of the capsule's, opened by its key.
  expect(textOf('features/conversation/visitor-conversation.server.ts')).toMatch(
    /\bcapsuleLinkAccess\(/,
  )
  // A token link's door is made by the rule, not filled in by hand.
  for (const link of [
    'features/billing/invoice-access.server.ts',
    'features/questionnaire/link-access.server.ts',
    'features/client-home/home-page.server.ts',
  ]) {
    const text = textOf(link)
    expect(text, link).toMatch(/\blinkDoor\(/)
    expect(text, link).not.toMatch(/passwordHash:\s*null/)
  }
})

describe('one reading of the capsule per request', () => {
  /** The statements sent to the database while `run` runs. */
  async function statements(run: () => Promise<unknown>): Promise<string[]> {
    // The database client itself, so prepared queries count too: PGlite's query, or postgres.js's
    // unsafe (Drizzle sends every statement through it).
    type Send = (query: string) => unknown
    const client = (db as unknown as { $client: { query: Send } | { unsafe: Send } }).$client
    const spy = 'unsafe' in client ? vi.spyOn(client, 'unsafe') : vi.spyOn(client, 'query')
    try {
      await run()
      return spy.mock.calls.map(([query]) => query)
    } finally {
      spy.mockRestore()
    }
  }
  const readsCapsuleRow = (sql: string) => /\bfrom "capsule"/.test(sql)

  test('a client opening her capsule reads its row once, rendered (cold) or from memory (warm)', async () => {
    // No feedback: its e-mail to the stylist would read the capsule meanwhile.
    const capsule = await newCapsule({ feedback: false })
    let cold: Response | undefined
    const coldStatements = await statements(async () => {
      cold = await send(`/capsule/${capsule.id}`, capsule.client)
      await cold.text()
    })
    expect(cold!.status).toBe(200)
    expect(coldStatements.filter(readsCapsuleRow)).toHaveLength(1)

    const before = rendered.count
    const warmStatements = await statements(async () => {
      const warm = await send(`/capsule/${capsule.id}`, capsule.client)
      expect(warm.status).toBe(200)
      await warm.text()
    })
    expect(rendered.count).toBe(before)
    expect(warmStatements.filter(readsCapsuleRow)).toHaveLength(1)
  })
})

describe("an invoice's link joins the same rule", () => {
  /** An invoice of the owner's, issued unless `status` says otherwise. */
  async function newInvoice(status: 'draft' | 'sent' | 'void' = 'sent') {
    const id = createId()
    const token = createId() + createId()
    const issued = status !== 'draft'
    await db.insert(schema.invoice).values({
      id,
      ownerId: owner.id,
      clientName: 'Inès Caron',
      status,
      token,
      sequence: issued ? 1 : null,
      number: issued ? `INV-${id.slice(0, 8)}` : null,
      currency: 'EUR',
      lines: [
        { description: 'Closet edit', quantity: 100, unitPrice: 20_000, tax: null, amount: 20_000 },
      ],
      subtotal: 20_000,
      total: 20_000,
      issuedOn: issued ? '2026-11-20' : null,
      dueOn: '2026-12-04',
    })
    return { id, token }
  }

  /** The page and the PDF of `id` with `?t=token`, for one visitor. */
  async function linkWays(id: string, token: string | null, cookie?: string) {
    const query = token === null ? '' : `?t=${encodeURIComponent(token)}`
    const page = await read(send(`/invoice/${id}${query}`, cookie))
    const pdf = await send(`/invoice/${id}/pdf${query}`, cookie)
    return {
      page,
      pdf: {
        status: pdf.status,
        type: pdf.headers.get('content-type'),
        body: pdf.status === 200 ? 'a PDF' : await pdf.text(),
      },
    }
  }
  type LinkWays = Awaited<ReturnType<typeof linkWays>>

  const missingInvoice = (cookie?: string) => linkWays(createId(), createId() + createId(), cookie)

  const visitors = () => [
    { who: 'its owner', cookie: owner.cookie as string | undefined },
    { who: 'another stylist', cookie: otherStylist.cookie as string | undefined },
    { who: 'a stranger', cookie: undefined },
  ]

  function expectOpen(ways: LinkWays, preview: boolean, status: string) {
    expect(ways.page.status).toBe(200)
    const shown = JSON.parse(/<body>(.*)<\/body>/s.exec(ways.page.body)![1]!) as {
      page: { preview: boolean; view: { status: string; token: string } }
    }
    expect(shown.page).toMatchObject({ preview, view: { status } })
    expect(ways.pdf).toEqual({ status: 200, type: 'application/pdf', body: 'a PDF' })
  }

  test('issued or void: anyone holding the link reads it, its owner as a preview; a wrong or missing token answers like a missing invoice', async () => {
    const issued = await newInvoice('sent')
    const voided = await newInvoice('void')
    const other = await newInvoice('sent')
    for (const { who, cookie } of visitors()) {
      const none = await missingInvoice(cookie)
      expect(none.page.status, who).toBe(404)
      expect(none.pdf.status, who).toBe(404)
      expectOpen(await linkWays(issued.id, issued.token, cookie), cookie === owner.cookie, 'sent')
      expectOpen(await linkWays(voided.id, voided.token, cookie), cookie === owner.cookie, 'void')
      for (const token of [
        null,
        '',
        'wrong-token',
        issued.token.slice(0, -1),
        `${issued.token}x`,
        other.token,
      ]) {
        expect(await linkWays(issued.id, token, cookie), `${who}, token ${token}`).toEqual(none)
      }
    }
  })

  test('a draft: only its owner, as a preview; for everyone else it does not exist', async () => {
    const draft = await newInvoice('draft')
    expectOpen(await linkWays(draft.id, draft.token, owner.cookie), true, 'draft')
    for (const cookie of [otherStylist.cookie, undefined]) {
      expect(await linkWays(draft.id, draft.token, cookie)).toEqual(await missingInvoice(cookie))
    }
  })

  test('bad bytes in the id or the token answer 400 or 404, never 500', async () => {
    const issued = await newInvoice('sent')
    for (const [id, token] of [
      ['%00', issued.token],
      ['..%2F..%2Fetc', issued.token],
      ['x'.repeat(5000), issued.token],
      [issued.id, '%FF%FE'],
      [issued.id, 'x'.repeat(10_000)],
    ] as const) {
      for (const path of [`/invoice/${id}?t=${token}`, `/invoice/${id}/pdf?t=${token}`]) {
        expect([400, 404], path.slice(0, 60)).toContain((await send(path, undefined)).status)
      }
    }
  })
})

describe("her client's home joins the same rule", () => {
  /** The home's token in its link. */
  const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!

  /** What `/c/{token}` shows this visitor: the home's entries' links, or the missing page. */
  async function home(token: string, cookie?: string) {
    const answered = await read(send(`/c/${encodeURIComponent(token)}`, cookie))
    const shown = JSON.parse(/<body>(.*)<\/body>/s.exec(answered.body)![1]!) as {
      page: { entries: { href: string; locked: boolean }[]; preview: boolean } | null
    }
    return { ...answered, page: shown.page }
  }
  const missingHome = (cookie?: string) => read(send(`/c/${createId()}`, cookie))

  test("her home lists her published capsules only, a password's locked until this browser unlocks it", async () => {
    const capsule = await newCapsule({ feedback: false })
    const [row] = await db
      .select({ clientId: schema.capsule.clientId })
      .from(schema.capsule)
      .where(eq(schema.capsule.id, capsule.id))
    const clientId = row!.clientId
    const draftId = createId()
    await db
      .insert(schema.capsule)
      .values({ id: draftId, ownerId: owner.id, clientId, name: 'A draft', isPublished: false })
    // Another client's capsule, of the same stylist.
    const another = await newCapsule({ feedback: false })
    const token = tokenOf((await newHomeLink(owner.id, clientId))!)

    const visitors = [
      { who: 'a stranger', cookie: undefined, locked: true },
      { who: 'another stylist', cookie: otherStylist.cookie, locked: true },
      { who: 'her client, unlocked', cookie: capsule.client, locked: false },
      { who: 'its owner', cookie: owner.cookie, locked: false },
    ]
    for (const { who, cookie, locked } of visitors) {
      const shown = await home(token, cookie)
      expect(shown.status, who).toBe(200)
      expect(shown.page!.preview, who).toBe(cookie === owner.cookie)
      const capsules = shown.page!.entries.filter((entry) => entry.href.startsWith('/capsule/'))
      expect(capsules, who).toEqual([
        expect.objectContaining({ href: `/capsule/${capsule.id}`, locked }),
      ])
      const hrefs = JSON.stringify(shown.page)
      expect(hrefs, who).not.toContain(draftId)
      expect(hrefs, who).not.toContain(another.id)
    }
  })

  test("a stranger's token, a replaced or revoked token and a deleted client's home answer exactly like a missing one", async () => {
    const clientId = createId()
    await db.insert(schema.client).values({ id: clientId, ownerId: owner.id, name: 'Inès Caron' })
    const replaced = tokenOf((await newHomeLink(owner.id, clientId))!)
    const current = tokenOf((await newHomeLink(owner.id, clientId))!)
    const deletedClient = createId()
    await db
      .insert(schema.client)
      .values({ id: deletedClient, ownerId: owner.id, name: 'Léa Martin' })
    const deleted = tokenOf((await newHomeLink(owner.id, deletedClient))!)
    expect(await trashClient(owner.id, deletedClient)).not.toBeNull()
    const capsuleMissing = await read(send(`/capsule/${createId()}`, undefined))

    for (const cookie of [owner.cookie, otherStylist.cookie, undefined]) {
      const none = await missingHome(cookie)
      expect(none.status).toBe(capsuleMissing.status)
      expect((await home(current, cookie)).status).toBe(200)
      for (const token of [
        createId(),
        replaced,
        deleted,
        current.slice(0, -1),
        `${current}x`,
        'x'.repeat(5000),
      ]) {
        expect(await read(send(`/c/${token}`, cookie)), token.slice(0, 40)).toEqual(none)
      }
      // Bad bytes: refused before any page, never a 500.
      for (const token of ['%00', '%FF%FE', '..%2F..%2Fetc']) {
        expect([400, 404], token).toContain((await send(`/c/${token}`, cookie)).status)
      }
    }
    expect(await revokeHomeLink(owner.id, clientId)).toBe(true)
    for (const cookie of [owner.cookie, otherStylist.cookie, undefined]) {
      expect(await read(send(`/c/${current}`, cookie))).toEqual(await missingHome(cookie))
    }
  })
})
