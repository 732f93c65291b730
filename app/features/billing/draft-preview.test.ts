import { describe, expect, test } from 'vitest'

import { draftPreview } from './draft-preview'
import { invoiceView } from './invoice-view'
import { lineAmount } from './totals'

const seller = {
  studioName: 'Atelier Zoë',
  legalName: null,
  address: null,
  taxId: null,
  email: 'zoe@example.com',
  paymentInstructions: null,
  paymentLink: null,
  footer: null,
}
const clients = [
  { id: 'c1', name: 'Zoë Martin' },
  { id: 'c2', name: 'Inès Caron' },
]
const mwst = { name: 'MWST', basisPoints: 810 }

/** A saved draft: one line of CHF 179.50, no note. */
const saved = invoiceView(
  {
    id: 'i1',
    token: 't',
    status: 'draft',
    number: null,
    kind: 'deposit',
    clientId: 'c1',
    clientName: 'Zoë Martin',
    clientEmail: null,
    clientAddress: null,
    packageId: null,
    currency: 'CHF',
    lines: [
      {
        description: 'Clean Slate: deposit (50 %)',
        quantity: 100,
        unitPrice: 17_950,
        tax: null,
        amount: lineAmount(100, 17_950),
      },
    ],
    taxIncluded: false,
    paidAmount: 0,
    notes: null,
    seller: null,
    issuedOn: null,
    dueOn: null,
    sentAt: null,
    remind: true,
    remindedAt: null,
    createdAt: new Date(),
  },
  seller,
  [],
)

const typed = {
  intent: 'save-invoice',
  clientId: 'c2',
  currency: 'CHF',
  dueOn: '2026-12-20',
  clientAddress: '',
  notes: '  Merci, Inès: see you in March. ',
  'lines.0.description': 'Clean Slate: deposit (50 %)',
  'lines.0.quantity': '2',
  'lines.0.unitPrice': '179.50',
  'lines.0.tax': '0',
}

describe('the draft below the editor follows what she types', () => {
  test('client, note, due date, lines and totals as the form reads, before any save', () => {
    const preview = draftPreview(saved, typed, [mwst], clients)
    expect(preview).toMatchObject({
      clientId: 'c2',
      clientName: 'Inès Caron',
      notes: 'Merci, Inès: see you in March.',
      dueOn: '2026-12-20',
      clientAddress: null,
    })
    expect(preview.lines).toEqual([
      {
        description: 'Clean Slate: deposit (50 %)',
        quantity: 200,
        unitPrice: 17_950,
        tax: mwst,
        amount: 35_900,
      },
    ])
    // 359.00 and 8.1 % MWST on it.
    expect(preview.totals.total).toBe(35_900 + 2_908)
    expect(preview.balance).toBe(preview.totals.total)
  })

  test('a line half typed or a date not on the calendar shows as saved, the rest as typed', () => {
    const preview = draftPreview(
      saved,
      { ...typed, 'lines.0.unitPrice': '17x', dueOn: '2026-02-31' },
      [mwst],
      clients,
    )
    expect(preview.lines).toEqual(saved.lines)
    expect(preview.totals).toEqual(saved.totals)
    expect(preview.dueOn).toBeNull()
    expect(preview.notes).toBe('Merci, Inès: see you in March.')
  })
})
