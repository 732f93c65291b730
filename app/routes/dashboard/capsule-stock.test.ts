import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'

import { startSmtpSink } from '../../../tests/support/smtp-sink'

// A real SMTP server: "Tell her" goes out through the client e-mail module, as sent.
const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url

const { ensureStudio } = await import('~/features/studio/studio.server')
const { NOTHING_TO_CHECK } = await import('~/features/stock-checks/stock-messages')
const { STOCK_MAIL_MESSAGES } = await import('~/features/stock-checks/stock-mail.server')
const { db } = await import('~/server/db.server')
const { createId } = await import('~/server/ids.server')
const { jobQueue } = await import('~/server/jobs.server')
const schema = await import('~/schema.server')
const { answer, createSignedInUser, routeArgs } = await import('../../../tests/support/users')
const detailPage = await import('./capsule')
const capsulesPage = await import('./capsules')

type TestUser = Awaited<ReturnType<typeof createSignedInUser>>

afterAll(() => sink.close())
beforeEach(() => sink.clear())

const stylist = await createSignedInUser('capsule-stock')
await ensureStudio(stylist.id, { name: 'Atelier Claire', acceptLanguage: 'fr-FR' })

/** Margot's capsule (published, her address known), with pieces as given. */
async function capsuleWith(
  pieces: (Partial<typeof schema.item.$inferInsert> & { name: string })[],
  options: { published?: boolean; email?: string | null } = {},
) {
  const clientId = createId()
  await db.insert(schema.client).values({
    id: clientId,
    ownerId: stylist.id,
    name: 'Margot',
    email: options.email === undefined ? `margot-${clientId}@example.com` : options.email,
  })
  const capsuleId = createId()
  await db.insert(schema.capsule).values({
    id: capsuleId,
    ownerId: stylist.id,
    clientId,
    name: 'Spring',
    isPublished: options.published ?? true,
  })
  const ids: Record<string, string> = {}
  for (const [position, piece] of pieces.entries()) {
    const id = piece.id ?? createId()
    ids[piece.name] = id
    await db
      .insert(schema.item)
      .values({ ownerId: stylist.id, clientId, capsuleId, position, ...piece, id })
  }
  return { capsuleId, clientId, ids }
}

/** A capsule whose last check found the dress sold out (the shirt stands in) and the coat cheaper. */
async function checkedCapsule(options: { published?: boolean; email?: string | null } = {}) {
  const dress = createId()
  const made = await capsuleWith(
    [
      {
        id: dress,
        name: 'Silk dress',
        link: 'https://shop.example/dress',
        stockStatus: 'sold_out',
        priceAmount: 24000,
        priceCurrency: 'EUR',
      },
      { name: 'Linen shirt', link: 'https://shop.example/shirt', alternateOf: dress },
      {
        name: 'Trench coat',
        link: 'https://shop.example/coat',
        stockStatus: 'in_stock',
        priceAmount: 12000,
        priceCurrency: 'EUR',
        stockPriceAmount: 8900,
        stockPriceCurrency: 'EUR',
      },
    ],
    options,
  )
  await db.insert(schema.stockCheck).values({
    capsuleId: made.capsuleId,
    ownerId: stylist.id,
    requestedAt: new Date(Date.now() - 60_000),
    finishedAt: new Date(),
  })
  return made
}

const post = (user: TestUser, capsuleId: string, intent: string) =>
  answer(() =>
    detailPage.action(
      routeArgs(`/dashboard/capsules/${capsuleId}`, {
        user,
        params: { capsuleId },
        form: { intent },
      }),
    ),
  )

const load = (capsuleId: string) =>
  detailPage.loader(
    routeArgs(`/dashboard/capsules/${capsuleId}`, { user: stylist, params: { capsuleId } }),
  )

describe('Check stock and prices', () => {
  test('asks for a check of her capsule: the page shows it running, and one waits per capsule', async () => {
    const { capsuleId } = await capsuleWith([{ name: 'Dress', link: 'https://shop.example/d' }])
    expect((await load(capsuleId)).stock).toMatchObject({ checkable: 1, checking: false })

    expect(await post(stylist, capsuleId, 'check-stock')).toMatchObject({ status: 200 })
    expect(await post(stylist, capsuleId, 'check-stock')).toMatchObject({ status: 200 })
    expect((await load(capsuleId)).stock).toMatchObject({ checking: true, finishedAt: null })
    const boss = await jobQueue()
    const waiting = (await boss.findJobs('stock-check', { key: capsuleId })).filter(
      (job) => job.state === 'created',
    )
    expect(waiting).toHaveLength(1)
    expect(waiting[0]!.data).toEqual({ ownerId: stylist.id, capsuleId })
  })

  test('counts everything a check reads, alternates too, and how many it has read so far', async () => {
    const dress = createId()
    const requestedAt = new Date(Date.now() - 10_000)
    const { capsuleId } = await capsuleWith([
      { id: dress, name: 'Dress', link: 'https://shop.example/dress' },
      // Her own, backing up the dress: read too.
      {
        name: 'Her shirt',
        link: 'https://shop.example/shirt',
        ownership: 'owned',
        alternateOf: dress,
        stockStatus: 'in_stock',
        stockCheckedAt: new Date(),
      },
      {
        name: 'Coat',
        link: 'https://shop.example/coat',
        stockStatus: 'in_stock',
        stockCheckedAt: new Date(Date.now() - 86_400_000),
      },
      { name: 'Her jeans', link: 'https://shop.example/jeans', ownership: 'owned' },
    ])
    await db.insert(schema.stockCheck).values({ capsuleId, ownerId: stylist.id, requestedAt })
    // The coat was read at an earlier check: not this one's.
    expect((await load(capsuleId)).stock).toMatchObject({ checkable: 3, read: 1, checking: true })
  })

  test('says there is nothing to check without a shop link on a piece to buy', async () => {
    const { capsuleId } = await capsuleWith([
      { name: 'Her jeans', link: 'https://shop.example/j', ownership: 'owned' },
      { name: 'No link' },
    ])
    expect(await post(stylist, capsuleId, 'check-stock')).toEqual({
      status: 400,
      body: { formError: NOTHING_TO_CHECK },
    })
  })

  test('another stylist’s capsule answers like a missing one', async () => {
    const stranger = await createSignedInUser('capsule-stock-stranger')
    const { capsuleId } = await capsuleWith([{ name: 'Dress', link: 'https://shop.example/d' }])
    expect(await post(stranger, capsuleId, 'check-stock')).toMatchObject({ status: 404 })
    expect(await post(stranger, createId(), 'check-stock')).toMatchObject({ status: 404 })
    expect(await post(stranger, capsuleId, 'tell-client-stock')).toMatchObject({ status: 404 })
    expect(await post(stranger, capsuleId, 'preview-client-stock')).toMatchObject({ status: 404 })
  })
})

describe('what a check found', () => {
  test('is on the capsule page, and on its card: "1 sold out · 1 price drop"', async () => {
    const { capsuleId } = await checkedCapsule()
    const { stock } = await load(capsuleId)
    expect(stock).toMatchObject({
      checking: false,
      soldOut: [{ name: 'Silk dress', standIn: 'Linen shirt' }],
      priceDrops: [
        {
          name: 'Trench coat',
          was: { amount: 12000, currency: 'EUR' },
          now: { amount: 8900, currency: 'EUR' },
        },
      ],
    })
    const list = await capsulesPage.loader(routeArgs('/dashboard/capsules', { user: stylist }))
    expect(list.stock[capsuleId]).toEqual({ soldOut: 1, priceDrops: 1 })
  })
})

describe('Tell her', () => {
  test('e-mails her client what changed, once per check, from her studio; the news leaves her Today', async () => {
    const { capsuleId, clientId } = await checkedCapsule()
    const [margot] = await db
      .select({ email: schema.client.email })
      .from(schema.client)
      .where(eq(schema.client.id, clientId))
    // Her Today holds the check's news, and her client's reaction beside it.
    const entry = (kind: string, subjectId: string) => ({
      id: createId(),
      ownerId: stylist.id,
      clientId,
      capsuleId,
      kind,
      subjectId,
      summary: kind,
    })
    await db
      .insert(schema.activity)
      .values([
        entry('stock_sold_out', 'silk-dress'),
        entry('stock_price_drop', 'trench-coat'),
        entry('reaction', 'item:silk-dress'),
      ])
    expect(await post(stylist, capsuleId, 'tell-client-stock')).toMatchObject({ status: 200 })
    const mail = await sink.waitFor(margot!.email!, /news about the pieces of Spring/)
    expect(mail.subject).toBe('Atelier Claire: news about the pieces of Spring')
    expect(mail.text).toContain('Silk dress is sold out: Linen shirt is in its place.')
    expect(mail.text).toContain('Trench coat is now €89 (was €120).')
    expect(mail.text).toMatch(new RegExp(`/capsule/${capsuleId}\\?k=[\\w-]{32}#shopping`))

    expect((await load(capsuleId)).stock?.toldAt).not.toBeNull()
    // Told: the news leaves her Today; her client's reaction still needs her.
    const open = await db
      .select({ kind: schema.activity.kind })
      .from(schema.activity)
      .where(and(eq(schema.activity.capsuleId, capsuleId), isNull(schema.activity.doneAt)))
    expect(open).toEqual([{ kind: 'reaction' }])
    expect(await post(stylist, capsuleId, 'tell-client-stock')).toEqual({
      status: 409,
      body: { formError: STOCK_MAIL_MESSAGES.told('Margot') },
    })
    expect(sink.received(margot!.email!, /news about/)).toHaveLength(1)
  })

  test('shows her the e-mail first, word for word as it then goes out, and sends nothing', async () => {
    const { capsuleId, clientId } = await checkedCapsule()
    const [margot] = await db
      .select({ email: schema.client.email })
      .from(schema.client)
      .where(eq(schema.client.id, clientId))
    const shown = await post(stylist, capsuleId, 'preview-client-stock')
    expect(shown).toMatchObject({ status: 200 })
    const { preview } = shown.body as { preview: Record<string, unknown> }
    expect(preview).toMatchObject({
      from: 'Atelier Claire',
      to: margot!.email,
      subject: 'Atelier Claire: news about the pieces of Spring',
      attachments: [],
    })
    expect((await load(capsuleId)).stock?.toldAt).toBeNull()
    expect(sink.received(margot!.email!, /news about/)).toHaveLength(0)

    expect(await post(stylist, capsuleId, 'tell-client-stock')).toMatchObject({ status: 200 })
    const mail = await sink.waitFor(margot!.email!, /news about the pieces of Spring/)
    expect(mail.subject).toBe(preview.subject)
    expect(mail.from).toContain(preview.from)
    expect(mail.text.trim()).toBe(String(preview.text).trim())
    expect(await post(stylist, capsuleId, 'preview-client-stock')).toEqual({
      status: 409,
      body: { formError: STOCK_MAIL_MESSAGES.told('Margot') },
    })
  })

  test('not when she turned e-mails off, for a draft, or without her address', async () => {
    const off = await checkedCapsule()
    await db
      .insert(schema.capsuleFeedbackState)
      .values({ capsuleId: off.capsuleId, clientMailOffAt: new Date() })
    const draft = await checkedCapsule({ published: false })
    const noAddress = await checkedCapsule({ email: null })
    for (const [made, message] of [
      [off, STOCK_MAIL_MESSAGES.off('Margot')],
      [draft, STOCK_MAIL_MESSAGES.draft('Margot')],
      [noAddress, STOCK_MAIL_MESSAGES.noAddress('Margot')],
    ] as const) {
      for (const intent of ['preview-client-stock', 'tell-client-stock']) {
        expect(await post(stylist, made.capsuleId, intent)).toEqual({
          status: 409,
          body: { formError: message },
        })
      }
    }
    const told = await db
      .select()
      .from(schema.stockCheck)
      .where(
        and(
          eq(schema.stockCheck.capsuleId, off.capsuleId),
          eq(schema.stockCheck.ownerId, stylist.id),
        ),
      )
    expect(told[0]?.toldAt).toBeNull()
  })

  test('has nothing to tell when nothing is sold out or cheaper', async () => {
    const { capsuleId } = await capsuleWith([
      { name: 'Dress', link: 'https://shop.example/d', stockStatus: 'in_stock' },
    ])
    expect(await post(stylist, capsuleId, 'tell-client-stock')).toEqual({
      status: 400,
      body: { formError: STOCK_MAIL_MESSAGES.nothing },
    })
  })
})
