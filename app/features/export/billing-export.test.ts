import { describe, expect, test } from 'vitest'

import {
  giftVoucher,
  invoice,
  invoicePayment,
  servicePackage,
} from '~/features/billing/tables.server'
import { db } from '~/server/db.server'

import { createSignedInUser } from '../../../tests/support/users'
import { loadAccountExport } from './export.server'

describe('Export my data: getting paid', () => {
  test('has her packages, invoices with their lines, payments and vouchers; nothing of another account', async () => {
    const owner = await createSignedInUser('export-billing')
    const other = await createSignedInUser('export-billing-other')
    await db.insert(servicePackage).values({
      id: 'p1',
      ownerId: owner.id,
      name: 'Clean Slate',
      priceAmount: 35_900,
      currency: 'CHF',
      depositKind: 'percent',
      depositValue: 50,
    })
    await db.insert(invoice).values({
      id: 'i1',
      ownerId: owner.id,
      clientName: 'Zoë',
      status: 'paid',
      token: 'secret',
      number: 'INV-1',
      sequence: 1,
      currency: 'CHF',
      lines: [
        { description: 'Deposit', quantity: 100, unitPrice: 17_950, tax: null, amount: 17_950 },
      ],
      subtotal: 17_950,
      total: 17_950,
      paidAmount: 17_950,
    })
    await db.insert(giftVoucher).values({
      id: 'v1',
      ownerId: owner.id,
      code: 'GIFT-AAAA-BBBB',
      kind: 'amount',
      amount: 20_000,
      balance: 2_050,
      currency: 'CHF',
    })
    await db.insert(invoicePayment).values({
      id: 'pay1',
      ownerId: owner.id,
      invoiceId: 'i1',
      paidOn: '2026-11-25',
      amount: 17_950,
      method: 'voucher',
      voucherId: 'v1',
    })
    const rows = async (ownerId: string, name: string) =>
      (await loadAccountExport(ownerId, (id) => `/capsule/${id}`)).collections.find(
        (entry) => entry.name === name,
      )?.rows
    expect(await rows(owner.id, 'packages')).toEqual([
      expect.objectContaining({ name: 'Clean Slate', price: '359.00', deposit: 50 }),
    ])
    expect(await rows(owner.id, 'invoices')).toEqual([
      expect.objectContaining({ number: 'INV-1', total: '179.50', paid: '179.50', status: 'paid' }),
    ])
    expect(await rows(owner.id, 'invoice-lines')).toEqual([
      expect.objectContaining({
        invoice_number: 'INV-1',
        description: 'Deposit',
        amount: '179.50',
      }),
    ])
    expect(await rows(owner.id, 'payments')).toEqual([
      expect.objectContaining({ amount: '179.50', method: 'voucher', voucher_id: 'v1' }),
    ])
    expect(await rows(owner.id, 'gift-vouchers')).toEqual([
      expect.objectContaining({ code: 'GIFT-AAAA-BBBB', value: '200.00', balance: '20.50' }),
    ])
    for (const name of ['packages', 'invoices', 'payments', 'gift-vouchers']) {
      expect(await rows(other.id, name)).toEqual([])
    }
  })
})
