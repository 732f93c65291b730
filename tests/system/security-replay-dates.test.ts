/**
 * Replay of issue 41's point 8: impossible dates (February 30th) passed the date check and
 * PostgreSQL answered 500. 200 malformed dates go to every action that takes a date, through real
 * HTTP requests to the Express app with its real route modules: each answers 400 with the date
 * field's own message, never 500.
 */
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
const { createInvoice, issueInvoice, saveDraft } =
  await import('~/features/billing/invoice-changes.server')
const { readInvoiceForm } = await import('~/features/billing/invoice-form')
const replay = await startReplay(app, sink, 'dates')
const { db, schema, send, signedIn, attempt } = replay
const { createId } = await import('~/server/ids.server')

afterAll(() => replay.close())

/** 200 dates no calendar has, or no form sends: impossible days, other formats, junk. */
function malformedDates(): string[] {
  const dates = new Set<string>()
  for (const year of ['2026', '2027', '2100', '2023']) {
    for (const [month, day] of [
      ['02', '29'],
      ['02', '30'],
      ['02', '31'],
      ['04', '31'],
      ['06', '31'],
      ['09', '31'],
      ['11', '31'],
      ['01', '32'],
      ['01', '00'],
      ['00', '10'],
      ['13', '01'],
      ['99', '99'],
    ]) {
      dates.add(`${year}-${month}-${day}`)
    }
  }
  for (const year of ['0000', '00000', '10000', '99999', '-2026', '+2026', '+002026', '2o26']) {
    dates.add(`${year}-03-01`)
  }
  const formats = [
    '2026/03/01',
    '01-03-2026',
    '01/03/2026',
    '03/01/2026',
    '2026-3-1',
    '2026-03-1',
    '2026-3-01',
    '20260301',
    '2026-03',
    '2026',
    '2026-03-01T00:00',
    '2026-03-01T00:00:00Z',
    '2026-03-01 12:00',
    '2026-03-01Z',
    '2026-03-01x',
    'x2026-03-01',
    '2026-03-01\u200b',
    '2026-03-01\n2026-03-02',
    '2026-03-01,2026-03-02',
    '2026-03-01;DROP TABLE payment',
    "2026-03-01' OR '1'='1",
    '<script>alert(1)</script>',
    '２０２６-０３-０１',
    '٢٠٢٦-٠٣-٠١',
    '2026‐03‐01',
    '2026—03—01',
    '2026 03 01',
    '2026.03.01',
    '1 March 2026',
    'March 1, 2026',
    'tomorrow',
    'today',
    'now',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-Infinity',
    'true',
    '0',
    '-1',
    '1e9',
    '1772323200000',
    '{}',
    '[]',
    '%00',
    '\u202e10-30-6202',
    'x'.repeat(10_000),
    `2026-03-01${' '.repeat(500)}x`,
    '2026-02-30T00:00:00+14:00',
    'Invalid Date',
    '0001-01-01',
    '0099-12-31',
    '1899-12-31',
    '4713-01-01 BC',
    '294277-01-01',
    '2026-W09-7',
    '2026-060',
    '--03-01',
    '2026-13',
    '2026-00',
    '2026-02-28T25:00',
    '2026-1-1',
    '2026-001-01',
    '2026-01-001',
    '02026-01-01',
    ' 2026-02-30 ',
    '\t2026-04-31\t',
    '2026-06-31',
    '2026-02-29',
    '2100-02-29',
    '1900-02-29',
  ]
  for (const format of formats) dates.add(format)
  for (let day = 32; dates.size < 200; day++) dates.add(`2026-05-${day}`)
  return [...dates].slice(0, 200)
}

const DATES = malformedDates()

/** A client of a new stylist with a draft and an issued invoice, and a questionnaire to send. */
async function studio() {
  const stylist = await signedIn()
  const clientId = createId()
  await db.insert(schema.client).values({ id: clientId, ownerId: stylist.id, name: 'Maya' })
  const invoices: string[] = []
  for (const issue of [false, true]) {
    const made = await createInvoice(stylist.id, { clientId })
    if (!made.ok) throw new Error(made.message)
    const read = readInvoiceForm(
      {
        clientId,
        currency: 'EUR',
        'lines.0.description': 'Styling session',
        'lines.0.quantity': '1',
        'lines.0.unitPrice': '200',
        'lines.0.tax': '',
      },
      [],
      false,
    )
    if (!read.ok) throw new Error(JSON.stringify(read.errors))
    await saveDraft(stylist.id, made.id, read.draft)
    if (issue) await issueInvoice(stylist.id, made.id, { sending: false })
    invoices.push(made.id)
  }
  return { ...stylist, clientId, draftId: invoices[0]!, issuedId: invoices[1]! }
}

describe('every form that takes a date refuses a malformed one (issue 41, point 8)', () => {
  test('200 malformed dates to each date field: 400 with the field’s message, never 500', async () => {
    expect(DATES).toHaveLength(200)
    const stylist = await studio()
    const actions: { name: string; path: string; fields: (date: string) => object }[] = [
      {
        name: 'record-payment paidOn',
        path: `/dashboard/money/invoices/${stylist.issuedId}.data`,
        fields: (paidOn) => ({ intent: 'record-payment', paidOn, amount: '10', method: 'cash' }),
      },
      {
        name: 'save-invoice dueOn',
        path: `/dashboard/money/invoices/${stylist.draftId}.data`,
        fields: (dueOn) => ({
          intent: 'save-invoice',
          clientId: stylist.clientId,
          currency: 'EUR',
          dueOn,
          'lines.0.description': 'Styling session',
          'lines.0.quantity': '1',
          'lines.0.unitPrice': '200',
          'lines.0.tax': '',
        }),
      },
      {
        name: 'create-voucher expiresOn',
        path: '/dashboard/money/vouchers.data',
        fields: (expiresOn) => ({
          intent: 'create-voucher',
          kind: 'amount',
          amount: '50',
          expiresOn,
        }),
      },
      {
        name: 'send-questionnaire dueOn',
        path: `/dashboard/clients/${stylist.clientId}.data`,
        fields: (dueOn) => ({ intent: 'send-questionnaire', dueOn, remind: 'on' }),
      },
    ]
    const broken: string[] = []
    for (const action of actions) {
      for (const date of DATES) {
        const response = await send(action.path, {
          method: 'POST',
          cookie: stylist.cookie,
          body: form(action.fields(date) as Record<string, string>),
        })
        const text = await response.text()
        const held = response.status === 400 && text.includes('Enter a real date')
        if (!attempt(`malformed dates: ${action.name}`, held)) {
          broken.push(`${action.name} ${JSON.stringify(date.slice(0, 40))} → ${response.status}`)
        }
      }
    }
    expect(broken).toEqual([])
  }, 300_000)
})
