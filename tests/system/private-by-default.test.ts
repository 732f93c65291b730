import { eq } from 'drizzle-orm'
import { getTableColumns } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, expect, test } from 'vitest'

import { startSmtpSink } from '../support/smtp-sink'

// Private by default, held to account. Every text the stylist types into her studio is filled
// with a marker naming its field ("pf-client-notes"); then every page, PDF and e-mail her client
// can be given is read for the markers. SHOWN below lists what each of them shows and which field
// it comes from. The test fails when a field app/lib/audience.ts calls private reaches any of
// them (in the page's data too, not only its words), when a field reaches one unlisted, and when
// a text column of these tables is in no list.

const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url

const { FIELD_AUDIENCE } = await import('~/lib/audience')
const { ensureStudio } = await import('~/features/studio/studio.server')
const { db } = await import('~/server/db.server')
const { createId } = await import('~/server/ids.server')
const schema = await import('~/schema.server')
const { sendCapsule } = await import('~/features/capsules/delivery.server')
const { stockMailIntents } = await import('~/features/stock-checks/stock-mail.server')
const { postReply } = await import('~/features/conversation/messages.server')
const { sendReplyMail } = await import('~/features/conversation/reply-mail.server')
const { createInvoice, issueInvoice, saveDraft } =
  await import('~/features/billing/invoice-changes.server')
const { readInvoiceForm } = await import('~/features/billing/invoice-form')
const { recordPayment } = await import('~/features/billing/payments.server')
const { sendInvoice } = await import('~/features/billing/invoice-mail.server')
const { createQuestionnaire } = await import('~/features/questionnaire/questionnaire.server')
const { mailLink } = await import('~/features/questionnaire/mail.server')
const { answer, createSignedInUser, routeArgs } = await import('../support/users')
const capsulePage = await import('~/routes/capsule')
const closetPage = await import('~/routes/capsule-closet')
const feedbackData = await import('~/routes/capsule-feedback')
const invoicePage = await import('~/routes/invoice')
const invoicePdf = await import('~/routes/invoice-pdf')
const questionnairePage = await import('~/routes/questionnaire')
const listPage = await import('~/routes/dashboard/closet-audit-list')
const listPdf = await import('~/routes/dashboard/closet-audit-pdf')

afterAll(() => sink.close())

type Table = keyof typeof FIELD_AUDIENCE
type FieldName = { [T in Table]: `${T}.${keyof (typeof FIELD_AUDIENCE)[T] & string}` }[Table]

/** What each page, PDF and e-mail her client can get shows of what the stylist typed. */
const SHOWN: Record<string, FieldName[]> = {
  'capsule page': [
    'capsule.budgetText',
    'capsule.description',
    'capsule.name',
    'cheatSheet.description',
    'cheatSheet.name',
    'item.brand',
    'item.category',
    'item.color',
    'item.description',
    'item.fitNote',
    'item.link',
    'item.name',
    'item.priceText',
    'item.size',
    'outfit.description',
    'outfit.name',
  ],
  'closet edit': [
    'capsule.name',
    'closetAuditPiece.clientNote',
    'item.brand',
    'item.name',
    'item.size',
  ],
  'her conversation and feedback': ['message.body'],
  'invoice page': ['client.email', 'client.name', 'invoice.clientAddress', 'invoice.notes'],
  'invoice PDF': ['client.email', 'client.name', 'invoice.clientAddress', 'invoice.notes'],
  'questionnaire page': [],
  'list to hand over': [
    'client.name',
    'closetAuditPiece.clientNote',
    'item.brand',
    'item.name',
    'item.size',
  ],
  'list to hand over, PDF': [
    'client.name',
    'closetAuditPiece.clientNote',
    'item.brand',
    'item.name',
    'item.size',
  ],
  'e-mail: Your style capsule: …': ['capsule.name', 'capsuleSend.message', 'client.email'],
  'e-mail: Atelier Privé: news about the pieces of …': [
    'capsule.name',
    'client.email',
    'item.name',
  ],
  'e-mail: Atelier Privé replied to you about …': ['capsule.name', 'client.email'],
  'e-mail: Invoice … from Atelier Privé': [
    'client.email',
    'client.name',
    'invoice.clientAddress',
    'invoice.notes',
  ],
  'e-mail: Your style questionnaire from Atelier Privé': ['client.email', 'client.name'],
}

/** The marker of a field: in an address or a link where the field is one. */
const marker = (field: string) => `pf-${field.replace('.', '-').toLowerCase()}`
const value = (field: string) =>
  /email$/i.test(field)
    ? `${marker(field)}@example.com`
    : field === 'item.link'
      ? `https://shop.example/${marker(field)}`
      : marker(field)
const fieldsOf = (table: Table) =>
  Object.fromEntries(
    Object.keys(FIELD_AUDIENCE[table]).map((column) => [column, value(`${table}.${column}`)]),
  )

const ALL_FIELDS = (Object.keys(FIELD_AUDIENCE) as Table[]).flatMap((table) =>
  Object.keys(FIELD_AUDIENCE[table]).map((column) => `${table}.${column}` as FieldName),
)
const audienceOf = (field: FieldName) => {
  const [table, column] = field.split('.') as [Table, string]
  return (FIELD_AUDIENCE[table] as Record<string, string>)[column]
}

/** The fields whose marker is in `text`. */
const fieldsIn = (text: string) => {
  const lower = text.toLowerCase()
  return ALL_FIELDS.filter((field) => lower.includes(marker(field))).sort()
}

const pdfText = async (bytes: ArrayBuffer | Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text

test('every text column of the studio’s tables says who reads it', () => {
  const tables = {
    client: schema.client,
    capsule: schema.capsule,
    item: schema.item,
    outfit: schema.outfit,
    cheatSheet: schema.cheatSheet,
    closetAuditPiece: schema.closetAuditPiece,
    capsuleSend: schema.capsuleSend,
    message: schema.message,
    invoice: schema.invoice,
    invoicePayment: schema.invoicePayment,
    giftVoucher: schema.giftVoucher,
  } satisfies Record<Table, unknown>
  // Ids, codes, hashes (a message's device is one), enumerations and currencies are not typed
  // by her.
  const typed = (name: string, column: { columnType: string; enumValues?: unknown[] }) =>
    column.columnType === 'PgText' &&
    !column.enumValues?.length &&
    !/(^id|Id|Of|Currency|^token|^code|^target|^number|^currency|Hash|^clientDevice)$/.test(name)
  for (const [table, columns] of Object.entries(tables)) {
    const texts = Object.entries(getTableColumns(columns as never) as Record<string, never>)
      .filter(([name, column]) => typed(name, column))
      .map(([name]) => name)
      .sort()
    expect(texts, table).toEqual(Object.keys(FIELD_AUDIENCE[table as Table]).sort())
  }
})

test('nothing a client page, PDF or e-mail shows comes from a private field', async () => {
  const owner = await createSignedInUser('private-fields')
  // Settled a day ago: the account's first-day limit on e-mails is not what this is about.
  await db
    .update(schema.user)
    .set({ emailConfirmedAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(eq(schema.user.id, owner.id))
  await ensureStudio(owner.id, { name: 'Atelier Privé', acceptLanguage: 'en-GB' })
  const ownerId = owner.id

  const clientId = createId()
  await db.insert(schema.client).values({ id: clientId, ownerId, ...fieldsOf('client') } as never)
  const capsuleId = createId()
  await db.insert(schema.capsule).values({
    id: capsuleId,
    ownerId,
    clientId,
    isPublished: true,
    ...fieldsOf('capsule'),
  } as never)
  const itemId = createId()
  await db.insert(schema.item).values({
    id: itemId,
    ownerId,
    clientId,
    capsuleId,
    ownership: 'to_buy',
    stockStatus: 'sold_out',
    stockCheckedAt: new Date(),
    ...fieldsOf('item'),
  } as never)
  const outfitId = createId()
  await db
    .insert(schema.outfit)
    .values({ id: outfitId, ownerId, capsuleId, ...fieldsOf('outfit') } as never)
  await db.insert(schema.outfitItem).values({ outfitId, itemId, orderIndex: 0 })
  const sheetId = createId()
  await db
    .insert(schema.cheatSheet)
    .values({ id: sheetId, ownerId, capsuleId, ...fieldsOf('cheatSheet') } as never)
  await db.insert(schema.cheatSheetItem).values({ cheatSheetId: sheetId, itemId, orderIndex: 0 })
  const auditId = createId()
  await db.insert(schema.closetAudit).values({ id: auditId, ownerId, clientId, doneAt: new Date() })
  await db.insert(schema.closetAuditPiece).values({
    auditId,
    itemId,
    ownerId,
    decision: 'tailor',
    ...fieldsOf('closetAuditPiece'),
  } as never)
  await db.insert(schema.giftVoucher).values({
    id: createId(),
    ownerId,
    code: 'GIFT-PRIV-0001',
    kind: 'amount',
    amount: 5000,
    balance: 5000,
    currency: 'GBP',
    ...fieldsOf('giftVoucher'),
  } as never)
  const now = new Date()
  await db
    .insert(schema.stockCheck)
    .values({ capsuleId, ownerId, requestedAt: now, finishedAt: now })

  // What she sends: the capsule, stock news, a reply, an invoice (paid in part), a questionnaire.
  const request = routeArgs('/dashboard').request
  expect(await sendCapsule(request, ownerId, capsuleId, value('capsuleSend.message'))).toEqual({
    ok: true,
  })
  expect(
    await answer(() =>
      stockMailIntents['tell-client-stock']({ fields: {} } as never, {
        ownerId,
        capsuleId,
        request,
      }),
    ),
  ).toEqual({ status: 200, body: { ok: true } })
  expect(
    await postReply(ownerId, capsuleId, { target: 'capsule', body: value('message.body') }),
  ).toMatchObject({ ok: true })
  expect(await sendReplyMail(ownerId, capsuleId)).toMatchObject({ mail: 'sent' })
  const made = await createInvoice(ownerId, { clientId })
  if (!made.ok) throw new Error(made.message)
  const form = readInvoiceForm(
    {
      clientId,
      currency: 'GBP',
      clientAddress: value('invoice.clientAddress'),
      notes: value('invoice.notes'),
      'lines.0.description': 'Closet edit',
      'lines.0.quantity': '1',
      'lines.0.unitPrice': '250',
      'lines.0.tax': '',
    },
    [],
    false,
  )
  if (!form.ok) throw new Error(JSON.stringify(form.errors))
  expect(await saveDraft(ownerId, made.id, form.draft)).toEqual({ ok: true })
  const issued = await issueInvoice(ownerId, made.id, { sending: true })
  if (!issued.ok) throw new Error(issued.message)
  expect(
    await recordPayment(ownerId, made.id, {
      paidOn: now.toISOString().slice(0, 10),
      amount: 5000,
      method: 'cash',
      note: value('invoicePayment.note'),
    }),
  ).toEqual({ ok: true })
  expect(await sendInvoice(ownerId, made.id)).toEqual({ ok: true })
  const sent = await createQuestionnaire(ownerId, clientId, { dueOn: null, remind: false })
  expect(await mailLink(sent!)).toMatchObject({ ok: true })
  const [{ token }] = (await db
    .select({ token: schema.invoice.token })
    .from(schema.invoice)
    .where(eq(schema.invoice.id, made.id))) as [{ token: string }]

  // Everything her client can be given.
  const params = { capsuleId }
  const json = async (run: () => Promise<unknown>) => {
    const answered = await answer(run)
    expect(answered.status).toBe(200)
    const body = answered.body instanceof Response ? await answered.body.text() : answered.body
    return typeof body === 'string' ? body : JSON.stringify(body)
  }
  const response = async (run: () => Promise<Response>) => {
    const answered = await run()
    expect(answered.status).toBe(200)
    return answered
  }
  const listParams = { clientId, auditId, decision: 'tailor' }
  const surfaces: Record<string, string> = {
    'capsule page': await json(() =>
      capsulePage.loader(routeArgs(`/capsule/${capsuleId}`, { params }) as never),
    ),
    'closet edit': await json(() =>
      closetPage.loader(routeArgs(`/capsule/${capsuleId}/closet`, { params }) as never),
    ),
    'her conversation and feedback': await (
      await response(() =>
        feedbackData.loader(routeArgs(`/capsule/${capsuleId}/feedback`, { params }) as never),
      )
    ).text(),
    'invoice page': await json(() =>
      invoicePage.loader(
        routeArgs(`/invoice/${made.id}?t=${token}`, { params: { invoiceId: made.id } }) as never,
      ),
    ),
    'invoice PDF': await pdfText(
      await (
        await response(
          () =>
            invoicePdf.loader(
              routeArgs(`/invoice/${made.id}/pdf?t=${token}`, {
                params: { invoiceId: made.id },
              }) as never,
            ) as Promise<Response>,
        )
      ).arrayBuffer(),
    ),
    'questionnaire page': await json(() =>
      questionnairePage.loader(
        routeArgs(`/q/${sent!.token}`, { params: { token: sent!.token } }) as never,
      ),
    ),
    'list to hand over': await json(() =>
      listPage.loader(
        routeArgs(`/dashboard/clients/${clientId}/audit/${auditId}/tailor`, {
          user: owner,
          params: listParams,
        }) as never,
      ),
    ),
    'list to hand over, PDF': await pdfText(
      await (
        await response(
          () =>
            listPdf.loader(
              routeArgs(`/dashboard/clients/${clientId}/audit/${auditId}/tailor/pdf`, {
                user: owner,
                params: listParams,
              }) as never,
            ) as Promise<Response>,
        )
      ).arrayBuffer(),
    ),
  }
  for (const mail of sink.received(value('client.email'), /./)) {
    const attached = await Promise.all(
      mail.attachments.map((file) => pdfText(Buffer.from(file.base64, 'base64'))),
    )
    surfaces[`e-mail: ${mail.subject.replace(/pf-[\w-]+|INV-[\d-]+/g, '…')}`] = [
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      ...attached,
    ].join('\n')
  }

  const shown = Object.fromEntries(
    Object.entries(surfaces).map(([surface, text]) => [surface, fieldsIn(text)]),
  )
  const leaks = Object.entries(shown).flatMap(([surface, fields]) =>
    fields
      .filter((field) => audienceOf(field) === 'private')
      .map((field) => `${surface}: ${field}`),
  )
  expect(leaks).toEqual([])
  expect(shown).toEqual(SHOWN)
})
