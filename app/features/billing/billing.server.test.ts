import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

import { client } from '~/features/clients/tables.server'
import { ensureStudio } from '~/features/studio/studio.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { createSignedInUser } from '../../../tests/support/users'
import {
  createInvoice,
  issueInvoice,
  NOT_A_DRAFT,
  saveDraft,
  trashDraft,
  voidInvoice,
} from './invoice-changes.server'
import { readInvoiceForm } from './invoice-form'
import { getInvoice, listInvoices } from './invoices.server'
import { moneyTotals } from './money-totals.server'
import { PackageSchema } from './packages'
import { createPackage } from './packages.server'
import { recordPayment, redeemVoucher, removePayment } from './payments.server'
import { BillingSettingsSchema } from './schema'
import { getBillingSettings, saveBillingSettings } from './settings.server'
import { invoice } from './tables.server'
import { createVoucher, trashVoucher } from './vouchers.server'

const owner = await createSignedInUser('billing')
const stranger = await createSignedInUser('stranger')
await ensureStudio(owner.id, { name: 'Atelier Zoë', acceptLanguage: 'de-CH' })
await ensureStudio(stranger.id, { name: 'Other', acceptLanguage: 'en-US' })

const clientId = createId()
await db
  .insert(client)
  .values({ id: clientId, ownerId: owner.id, name: 'Zoë Martin', email: 'zoe@example.com' })

const settingsForm = {
  legalName: 'Zoë Studio GmbH',
  address: 'Bahnhofstrasse 1\n8001 Zürich',
  taxId: 'CHE-123.456.789 MWST',
  taxIncluded: 'added',
  currency: 'CHF',
  numberFormat: 'INV-{YYYY}-{NNNN}',
  nextNumber: '1',
  paymentInstructions: 'IBAN CH00 0000 0000 0000 0000 0',
  paymentLink: 'buy.stripe.com/test',
  dueDays: '14',
  footer: 'Thank you!',
}

async function saveSettings(overrides: Record<string, string> = {}) {
  const parsed = BillingSettingsSchema.parse({ ...settingsForm, ...overrides })
  return saveBillingSettings(owner.id, {
    ...parsed,
    taxRates: [{ name: 'MWST', basisPoints: 810 }],
  })
}

const packageInput = PackageSchema.parse({
  name: 'Clean Slate',
  currency: 'CHF',
  price: '359',
  depositKind: 'percent',
  deposit: '50',
  included: 'A closet review\n10 pieces',
  showOnSite: 'on',
})

async function issuedInvoice(amount = '200') {
  const made = await createInvoice(owner.id, { clientId })
  if (!made.ok) throw new Error(made.message)
  const read = readInvoiceForm(
    {
      clientId,
      currency: 'CHF',
      'lines.0.description': 'Styling session',
      'lines.0.quantity': '1',
      'lines.0.unitPrice': amount,
      'lines.0.tax': '',
    },
    [],
    false,
  )
  if (!read.ok) throw new Error(JSON.stringify(read.errors))
  expect(await saveDraft(owner.id, made.id, read.draft)).toEqual({ ok: true })
  const issued = await issueInvoice(owner.id, made.id, { sending: false })
  if (!issued.ok) throw new Error(issued.message)
  return { id: made.id, number: issued.number }
}

describe('billing', () => {
  test('settings are saved with the studio currency; a payment link gets its https://', async () => {
    expect(await saveSettings()).toEqual({ ok: true })
    const settings = await getBillingSettings(owner.id)
    expect(settings).toMatchObject({
      currency: 'CHF',
      paymentLink: 'https://buy.stripe.com/test',
      taxRates: [{ name: 'MWST', basisPoints: 810 }],
      dueDays: 14,
    })
  })

  test('a deposit invoice from a package: 50 % of its price, with the studio tax rate', async () => {
    const packageId = await createPackage(owner.id, packageInput)
    const made = await createInvoice(owner.id, { clientId, packageId, part: 'deposit' })
    expect(made.ok).toBe(true)
    const draft = await getInvoice(owner.id, made.ok ? made.id : '')
    expect(draft).toMatchObject({
      status: 'draft',
      number: null,
      currency: 'CHF',
      kind: 'deposit',
      lines: [{ description: 'Clean Slate: deposit (50 %)', unitPrice: 17_950, amount: 17_950 }],
      totals: { subtotal: 17_950, taxTotal: 1_454, total: 19_404 },
    })
    const balance = await createInvoice(owner.id, { clientId, packageId, part: 'balance' })
    const second = await getInvoice(owner.id, balance.ok ? balance.id : '')
    expect(second?.lines[0]).toMatchObject({ description: 'Clean Slate: balance', amount: 17_950 })
  })

  test('numbers are consecutive from the next number, drafts have none, a void keeps its number', async () => {
    await saveSettings({ nextNumber: '41' })
    const first = await issuedInvoice()
    const year = new Date().getUTCFullYear()
    expect(first.number).toBe(`INV-${year}-0041`)
    const issued = await Promise.all([issuedInvoice(), issuedInvoice(), issuedInvoice()])
    expect(issued.map((entry) => entry.number).sort()).toEqual(
      [42, 43, 44].map((n) => `INV-${year}-00${n}`),
    )
    expect(await voidInvoice(owner.id, first.id)).toEqual({ ok: true })
    expect((await getInvoice(owner.id, first.id))?.number).toBe(first.number)
    // The next number can never go back to one on an invoice.
    expect(await saveSettings({ nextNumber: '44' })).toMatchObject({
      ok: false,
      field: 'nextNumber',
    })
    expect(await saveSettings({ nextNumber: '45' })).toEqual({ ok: true })
  })

  test('a sent invoice cannot be edited or deleted, only voided', async () => {
    const { id } = await issuedInvoice()
    const read = readInvoiceForm(
      {
        clientId,
        currency: 'CHF',
        'lines.0.description': 'x',
        'lines.0.quantity': '1',
        'lines.0.unitPrice': '1',
      },
      [],
      false,
    )
    expect(read.ok && (await saveDraft(owner.id, id, read.draft))).toMatchObject({
      ok: false,
      status: 409,
      message: NOT_A_DRAFT,
    })
    expect(await trashDraft(owner.id, id)).toMatchObject({ ok: false, status: 409 })
  })

  test('payments: part, then the rest; never more than is due; void refused while paid', async () => {
    const { id } = await issuedInvoice('300')
    const pay = (amount: number) =>
      recordPayment(owner.id, id, {
        paidOn: '2026-01-02',
        amount,
        method: 'bank_transfer',
        note: null,
      })
    expect(await pay(10_000)).toEqual({ ok: true })
    expect((await getInvoice(owner.id, id))?.status).toBe('partly_paid')
    expect(await pay(25_000)).toMatchObject({
      ok: false,
      field: 'amount',
      message: 'That is more than the CHF\u00a0200 still due.',
    })
    expect(await pay(20_000)).toEqual({ ok: true })
    const paid = await getInvoice(owner.id, id)
    expect(paid).toMatchObject({ status: 'paid', balance: 0, paidAmount: 30_000 })
    expect(await voidInvoice(owner.id, id)).toMatchObject({ ok: false, status: 409 })
    expect(await removePayment(owner.id, id, paid!.payments[1]!.id)).toEqual({ ok: true })
    expect((await getInvoice(owner.id, id))?.status).toBe('partly_paid')
  })

  test('a voucher pays what is due up to its balance; what is left stays for later', async () => {
    const made = await createVoucher(
      owner.id,
      {
        kind: 'amount',
        amount: '250',
        packageId: '',
        recipient: 'Chloé',
        note: null,
        expiresOn: '',
      },
      'CHF',
    )
    expect(made.ok).toBe(true)
    const code = made.ok ? made.code : ''
    expect(code).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    const first = await issuedInvoice('200')
    expect(
      await redeemVoucher(owner.id, first.id, code.toLowerCase().replaceAll('-', ' ')),
    ).toEqual({
      ok: true,
      amount: 20_000,
      currency: 'CHF',
    })
    const second = await issuedInvoice('200')
    expect(await redeemVoucher(owner.id, second.id, code)).toMatchObject({
      ok: true,
      amount: 5_000,
    })
    expect(await redeemVoucher(owner.id, second.id, code)).toMatchObject({
      ok: false,
      message: 'This voucher has been used up.',
    })
    expect(await redeemVoucher(stranger.id, second.id, code)).toMatchObject({
      ok: false,
      status: 404,
    })
  })

  test("a stranger's ids answer like missing ones", async () => {
    const { id } = await issuedInvoice()
    expect(await getInvoice(stranger.id, id)).toBeNull()
    expect(await voidInvoice(stranger.id, id)).toMatchObject({ ok: false, status: 404 })
    expect(await createInvoice(stranger.id, { clientId })).toMatchObject({ ok: false, status: 404 })
    expect(await trashVoucher(stranger.id, 'nope')).toMatchObject({ ok: false, status: 404 })
    expect(await listInvoices(stranger.id, {})).toEqual([])
    const [row] = await db
      .select({ number: invoice.number })
      .from(invoice)
      .where(eq(invoice.id, id))
    expect(row?.number).toBeTruthy()
  })

  test('the Money totals add up per currency', async () => {
    const totals = await moneyTotals(owner.id, 'CHF')
    expect(totals[0]?.currency).toBe('CHF')
    const all = await listInvoices(owner.id, { status: 'paid' })
    expect(all.every((entry) => entry.status === 'paid')).toBe(true)
    expect(totals[0]!.invoiced).toBe(totals[0]!.paid + totals[0]!.outstanding)
  })
})
