/**
 * The access-control matrix, generated from app/routes.ts: every loader and action of every
 * route module is called signed out, as another account and as the owner. Only the owner may
 * read the owner's data, and nothing another account sends may change it.
 */
import path from 'node:path'

import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import routes from '~/routes'
import * as schema from '~/schema.server'
import { getUser } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { createUpload } from '~/server/uploads.server'

import { answer, createSignedInUser, routeArgs, type TestUser } from '../support/users'

type Entry = { file: string; path?: string; index?: boolean; children?: Entry[] }

/** Every route module with its full URL pattern. */
function flatten(entries: Entry[], parent = ''): { file: string; pattern: string }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index
      ? parent || '/'
      : `${parent}/${entry.path ?? ''}`.replace(/\/+/g, '/')
    return [{ file: entry.file, pattern }, ...flatten(entry.children ?? [], pattern)]
  })
}

/**
 * Routes that are public on purpose (anyone may call them). Any other route must be guarded;
 * a new route missing from both lists fails the test below.
 */
const PUBLIC = new Set([
  'routes/home.tsx',
  'routes/not-found.tsx',
  'routes/capsule.tsx',
  'routes/capsule-feedback.ts',
  'routes/capsule-visit.ts',
  'routes/inquiry.ts',
  'routes/newsletter.ts',
  'routes/newsletter-confirm.tsx',
  'routes/auth/sign-in.ts',
  'routes/auth/sign-up.ts',
  'routes/auth/sign-out.ts',
  'routes/auth/two-factor.ts',
  'routes/auth/resend-confirmation.ts',
  'routes/auth/confirm.tsx',
  'routes/forgot-password.tsx',
  'routes/auth/forgot-password.tsx',
  'routes/auth/reset-password.tsx',
  // The client's invoice link and its PDF: by token, under the one access rule
  // (capsule-access-matrix.test.ts).
  'routes/invoice.tsx',
  'routes/invoice-pdf.ts',
  // The client's messages (under the one access rule) and turning her e-mails off (by an
  // unguessable token): capsule-access-matrix.test.ts.
  'routes/capsule-messages.ts',
  'routes/capsule-emails-off.tsx',
  // Shop Now on the client's page: her piece's shop link, under the one access rule
  // (capsule-access-matrix.test.ts).
  'routes/go.ts',
  // The client's questionnaire link, its photos and her uploads: by token, under the one access
  // rule (security-questionnaire.test.ts).
  'routes/questionnaire.tsx',
  'routes/questionnaire-photos.ts',
  'routes/questionnaire-photo.ts',
  // Her closet edit under her capsule, under the one access rule
  // (security-closet-audit.test.ts).
  'routes/capsule-closet.tsx',
  // Booking a time in the site owner's calendar, and the visitor's signed link to her
  // appointment (security-booking.test.ts).
  'routes/book.tsx',
  'routes/book-slots.ts',
  'routes/book-hold.ts',
  'routes/book-confirm.ts',
  'routes/booking.tsx',
  // Her private calendar feed: by its secret (security-booking.test.ts).
  'routes/calendar-feed.ts',
  // Her client's home by its token, under the one access rule, and "Send me my link" (one same
  // answer, limited per address and device): capsule-access-matrix.test.ts, ask-link.server.test.ts.
  'routes/client-home.tsx',
  'routes/home-link.ts',
  // Her Stripe webhook: proven by Stripe's signature with her signing secret
  // (stripe-payments.test.ts).
  'routes/stripe-webhook.ts',
])

const all = flatten(routes as Entry[])
const guarded = all.filter((route) => !PUBLIC.has(route.file))

// The owner is created first, so she is also the site owner (no OWNER_EMAIL in tests).
const owner = await createSignedInUser('owner')
const stranger = await createSignedInUser('stranger')
const MARK = `OWNER-${createId()}`

const photoBytes = await sharp({
  create: { width: 40, height: 50, channels: 3, background: '#c9a27e' },
})
  .jpeg()
  .toBuffer()
const upload = await createUpload(owner.id, photoBytes)
const ids = {
  sessionId: (await getUser(new Request('http://x/', { headers: { cookie: owner.cookie } })))!
    .sessionId,
  clientId: createId(),
  capsuleId: createId(),
  itemId: createId(),
  outfitId: createId(),
  sheetId: createId(),
  inquiryId: createId(),
  trashId: createId(),
  invoiceId: createId(),
  messageId: createId(),
  packageId: createId(),
  voucherId: createId(),
  auditId: createId(),
  checkoutId: createId(),
  appointmentTypeId: createId(),
  appointmentId: createId(),
  entryId: createId(),
}
await db
  .insert(schema.client)
  .values({ id: ids.clientId, ownerId: owner.id, name: `${MARK} client`, email: 'o@example.com' })
await db.insert(schema.capsule).values({
  id: ids.capsuleId,
  ownerId: owner.id,
  clientId: ids.clientId,
  name: `${MARK} capsule`,
  isPublished: true,
})
await db.insert(schema.item).values({
  id: ids.itemId,
  ownerId: owner.id,
  clientId: ids.clientId,
  capsuleId: ids.capsuleId,
  name: `${MARK} item`,
  photo: upload.photo,
})
await db
  .insert(schema.outfit)
  .values({ id: ids.outfitId, ownerId: owner.id, capsuleId: ids.capsuleId, name: `${MARK} outfit` })
await db
  .insert(schema.outfitItem)
  .values({ outfitId: ids.outfitId, itemId: ids.itemId, orderIndex: 0 })
await db
  .insert(schema.cheatSheet)
  .values({ id: ids.sheetId, ownerId: owner.id, capsuleId: ids.capsuleId, name: `${MARK} sheet` })
await db
  .insert(schema.cheatSheetItem)
  .values({ cheatSheetId: ids.sheetId, itemId: ids.itemId, orderIndex: 0 })
await db
  .insert(schema.inquiry)
  .values({ id: ids.inquiryId, ownerId: owner.id, name: `${MARK} inquiry`, email: 'v@example.com' })

// Getting paid: a package, a gift voucher and a draft invoice of her client's.
await db.insert(schema.servicePackage).values({
  id: ids.packageId,
  ownerId: owner.id,
  name: `${MARK} package`,
  priceAmount: 50_000,
  currency: 'EUR',
})
await db.insert(schema.giftVoucher).values({
  id: ids.voucherId,
  ownerId: owner.id,
  code: 'GIFT-AAAA-BBBB',
  kind: 'amount',
  amount: 10_000,
  balance: 10_000,
  currency: 'EUR',
  recipient: `${MARK} voucher`,
})
// The conversation: a thread on the capsule as a whole, with one message from the stylist.
const threadId = createId()
await db.insert(schema.thread).values({
  id: threadId,
  ownerId: owner.id,
  capsuleId: ids.capsuleId,
  target: 'capsule',
})
await db.insert(schema.message).values({
  id: ids.messageId,
  ownerId: owner.id,
  capsuleId: ids.capsuleId,
  threadId,
  author: 'stylist',
  body: `${MARK} reply`,
})
await db.insert(schema.invoice).values({
  id: ids.invoiceId,
  ownerId: owner.id,
  clientId: ids.clientId,
  clientName: `${MARK} invoice`,
  token: createId(),
  currency: 'EUR',
  lines: [
    { description: `${MARK} line`, quantity: 100, unitPrice: 9_000, tax: null, amount: 9_000 },
  ],
  subtotal: 9_000,
  total: 9_000,
})

// Her Stripe account, connected, and a card payment started on her invoice.
await db.insert(schema.stripeAccount).values({
  ownerId: owner.id,
  webhookId: createId(),
  secretKeySealed: 'v1.sealed',
  webhookSecretSealed: 'v1.sealed',
  keyHint: 'sk_test_…4242',
  accountName: `${MARK} stripe`,
})
await db.insert(schema.stripeCheckout).values({
  id: ids.checkoutId,
  ownerId: owner.id,
  sessionId: 'cs_test_owner',
  purpose: 'invoice',
  invoiceId: ids.invoiceId,
  amount: 9_000,
  currency: 'EUR',
  status: 'paid',
  amountReceived: 9_000,
  lookReason: `${MARK} look`,
})

// A closet audit of her client, done, with the piece on its tailor's list.
await db.insert(schema.closetAudit).values({
  id: ids.auditId,
  ownerId: owner.id,
  clientId: ids.clientId,
  doneAt: new Date(),
  counts: { tailor: 1 },
})
await db.insert(schema.closetAuditPiece).values({
  auditId: ids.auditId,
  itemId: ids.itemId,
  ownerId: owner.id,
  decision: 'tailor',
  note: `${MARK} note`,
})

// Booking: her hours and feeds, an appointment type, and a visitor's appointment next year.
await db.insert(schema.bookingSettings).values({
  ownerId: owner.id,
  weeklyHours: [[{ start: '10:00', end: '17:00' }], [], [], [], [], [], []],
  datesOff: ['2099-01-01'],
  feedToken: 'F'.repeat(32),
  busyFeedUrl: `https://calendar.example/${MARK}.ics`,
})
await db.insert(schema.appointmentType).values({
  id: ids.appointmentTypeId,
  ownerId: owner.id,
  name: `${MARK} type`,
  durationMinutes: 30,
  place: 'video',
})
const nextYear = Date.now() + 365 * 86_400_000
await db.insert(schema.appointment).values({
  id: ids.appointmentId,
  ownerId: owner.id,
  typeId: ids.appointmentTypeId,
  typeName: `${MARK} type`,
  place: 'video',
  clientId: ids.clientId,
  startsAt: new Date(nextYear),
  endsAt: new Date(nextYear + 1_800_000),
  timeZone: 'UTC',
  status: 'confirmed',
  name: `${MARK} visitor`,
  email: 'v@example.com',
  bookedBy: 'visitor',
})

// An entry of her Today: a visitor's inquiry.
await db.insert(schema.activity).values({
  id: ids.entryId,
  ownerId: owner.id,
  kind: 'inquiry',
  subjectId: ids.inquiryId,
  summary: `${MARK} inquiry`,
})

// A delete of the owner's still in its undo window: nobody else may take it back.
await db.insert(schema.trash).values({
  id: ids.trashId,
  ownerId: owner.id,
  rows: { client: [{ id: createId(), ownerId: owner.id, name: `${MARK} trashed` }] },
  photos: [],
})

const params = {
  capsuleId: ids.capsuleId,
  outfitId: ids.outfitId,
  clientId: ids.clientId,
  invoiceId: ids.invoiceId,
  auditId: ids.auditId,
  decision: 'tailor',
  entryId: ids.entryId,
}
/** What a route reads from its query, besides its path. */
const QUERIES: Record<string, string> = {
  '/dashboard/capsules/:capsuleId/thread': `?target=capsule&before=${ids.messageId}`,
}
const urlOf = (pattern: string) =>
  pattern.replace(
    /:(\w+)/g,
    (_match, name: string) => params[name as keyof typeof params] ?? name,
  ) + (QUERIES[pattern] ?? '')

/** Everything the owner has, to prove nothing changed. */
async function snapshot() {
  const owned = [
    schema.client,
    schema.capsule,
    schema.item,
    schema.outfit,
    schema.cheatSheet,
    schema.inquiry,
    schema.capsuleSend,
    schema.capsuleVisit,
    schema.trash,
    schema.servicePackage,
    schema.giftVoucher,
    schema.invoice,
    schema.invoicePayment,
    schema.billingSettings,
    schema.stripeAccount,
    schema.stripeCheckout,
    schema.stripeEvent,
    schema.closetAudit,
    schema.closetAuditPiece,
    schema.bookingSettings,
    schema.appointmentType,
    schema.appointment,
    schema.activity,
  ]
  const rows = await Promise.all([
    ...owned.map((table) => db.select().from(table).where(eq(table.ownerId, owner.id))),
    db.select().from(schema.outfitItem).where(eq(schema.outfitItem.outfitId, ids.outfitId)),
    db
      .select()
      .from(schema.cheatSheetItem)
      .where(eq(schema.cheatSheetItem.cheatSheetId, ids.sheetId)),
    db.select().from(schema.siteSettings),
    db
      .select({ id: schema.session.id, token: schema.session.token })
      .from(schema.session)
      .where(eq(schema.session.userId, owner.id)),
  ])
  return JSON.stringify(rows)
}

/** Every intent of every form, aimed at each of the owner's rows. */
const INTENTS = [
  'create-client',
  'update-client',
  'delete-client',
  'create-capsule',
  'update-capsule',
  'delete-capsule',
  'create-item',
  'update-item',
  'delete-item',
  'create-outfit',
  'delete-outfit',
  'update-outfit',
  'add-item',
  'remove-item',
  'reorder-items',
  'create-cheat-sheet',
  'update-cheat-sheet',
  'delete-cheat-sheet',
  'set-inquiry-status',
  'convert-inquiry',
  'set-ownership',
  'send-capsule',
  'duplicate-capsule',
  'quick-edit-item',
  'move-from-wardrobe',
  'reorder-capsule-items',
  'move-items',
  'delete-items',
  'sign-out-device',
  'sign-out-others',
  'change-password',
  'create-invoice',
  'save-invoice',
  'issue-invoice',
  'send-invoice',
  'void-invoice',
  'delete-invoice',
  'set-reminder',
  'record-payment',
  'redeem-voucher',
  'remove-payment',
  'create-package',
  'update-package',
  'move-package',
  'delete-package',
  'create-voucher',
  'delete-voucher',
  'save-billing',
  'connect-stripe',
  'test-stripe',
  'disconnect-stripe',
  'apply-card-payment',
  'handle-card-payment',
  'start-audit',
  'set-decision',
  'save-note',
  'finish-audit',
  'archive-pieces',
  'add-appointment',
  'move-appointment',
  'cancel-appointment',
  'mark-no-show',
  'save-hours',
  'add-day-off',
  'remove-day-off',
  'create-type',
  'update-type',
  'delete-type',
  'new-feed-link',
  'stop-feed-link',
  'save-busy-feed',
  'read-busy-feed',
]
const attacks = INTENTS.flatMap((intent) =>
  Object.values(ids).map((id) => ({
    intent,
    id,
    itemId: ids.itemId,
    itemIds: ids.itemId,
    to: '',
    leaveOut: ids.itemId,
    clientId: ids.clientId,
    capsuleId: ids.capsuleId,
    name: 'Taken over',
    status: 'archived',
    passwordAction: 'remove',
    ownership: 'owned',
    currentPassword: 'test-password-123',
    newPassword: 'taken-over-password-9',
    code: 'GIFT-AAAA-BBBB',
    amount: '90',
    what: `${ids.packageId}:full`,
    remind: 'off',
    auditId: ids.auditId,
    decision: 'donate',
    note: 'Taken over',
    typeId: ids.appointmentTypeId,
    date: '2099-01-05',
    time: '10:00',
  })),
)

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown }
const load = (file: string) => import(path.resolve('app', file)) as Promise<RouteModule>

async function bodyText(run: () => unknown): Promise<{ status: number; text: string }> {
  try {
    const value = await run()
    if (value instanceof Response) return { status: value.status, text: await value.text() }
    const result = await answer(async () => value)
    return { status: result.status, text: JSON.stringify(result.body) }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, text: await thrown.text() }
    const result = await answer(async () => {
      throw thrown
    })
    return { status: result.status, text: JSON.stringify(result.body) }
  }
}

const call = (
  module: RouteModule,
  kind: 'loader' | 'action',
  pattern: string,
  user?: TestUser,
  form?: Record<string, string>,
) => bodyText(() => module[kind]!(routeArgs(urlOf(pattern), { user, form, params }) as never))

describe('access-control matrix (from app/routes.ts)', () => {
  test('every route is either public on purpose or guarded', () => {
    expect(guarded.length).toBeGreaterThan(10)
    for (const route of all) expect(route.file.startsWith('routes/')).toBe(true)
  })

  test.each(guarded)(
    '$pattern ($file): signed out gets the sign-in screen (401)',
    async ({ file, pattern }) => {
      const module = await load(file)
      if (module.loader) expect((await call(module, 'loader', pattern)).status).toBe(401)
      if (module.action)
        expect(
          (await call(module, 'action', pattern, undefined, { intent: 'create-client', name: 'x' }))
            .status,
        ).toBe(401)
    },
  )

  test.each(guarded)(
    '$pattern ($file): another account reads nothing of the owner',
    async ({ file, pattern }) => {
      const module = await load(file)
      if (!module.loader) return
      const { status, text } = await call(module, 'loader', pattern, stranger)
      expect(text).not.toContain(MARK)
      expect(text).not.toContain(upload.photo.key)
      if (pattern.includes(':')) expect(status).toBe(404)
    },
  )

  test.each(guarded)('$pattern ($file): the owner gets her data', async ({ file, pattern }) => {
    const module = await load(file)
    if (!module.loader) return
    const { status } = await call(module, 'loader', pattern, owner)
    // An entry of her Today opens where it happened.
    expect(status).toBe(pattern === '/dashboard/today/:entryId' ? 302 : 200)
  })

  test.each(guarded)(
    '$pattern ($file): nothing another account posts changes the owner’s data',
    async ({ file, pattern }) => {
      const module = await load(file)
      if (!module.action) return
      const before = await snapshot()
      for (const form of attacks) {
        const { status } = await call(module, 'action', pattern, stranger, form)
        expect(status).toBeLessThan(500)
      }
      expect(await snapshot()).toBe(before)
    },
    60_000,
  )
})
