import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, test } from 'vitest'

import { pdfMoney, pdfText } from '~/lib/pdf-text'

import { renderInvoicePdf } from './invoice-pdf.server'
import { invoiceView } from './invoice-view'
import { lineAmount } from './totals'

const seller = {
  studioName: 'Atelier Zoë',
  legalName: 'Zoë Studio GmbH',
  address: 'Bahnhofstrasse 1\n8001 Zürich',
  taxId: 'CHE-123.456.789 MWST',
  email: 'zoe@example.com',
  paymentInstructions: 'IBAN CH93 0076 2011 6238 5295 7',
  paymentLink: 'https://buy.stripe.com/test_123',
  footer: 'Merci — thank you for your trust.',
}

function view(currency: string, lines: number, description = 'Styling session') {
  const tax = { name: 'MWST', basisPoints: 810 }
  return invoiceView(
    {
      id: 'i1',
      token: 't',
      status: 'sent',
      number: 'INV-2026-0042',
      kind: 'custom',
      clientId: 'c1',
      clientName: 'Zoë Łukasiewicz',
      clientEmail: 'client@example.com',
      clientAddress: 'Rue du Marché 3\n1204 Genève',
      packageId: null,
      currency,
      lines: Array.from({ length: lines }, (_, index) => ({
        description: `${description} ${index + 1}`,
        quantity: 150,
        unitPrice: 12_000,
        tax,
        amount: lineAmount(150, 12_000),
      })),
      taxIncluded: false,
      paidAmount: 0,
      notes: 'Thank you, Zoë!',
      seller: null,
      issuedOn: '2026-11-25',
      dueOn: '2026-12-09',
      sentAt: null,
      remind: true,
      remindedAt: null,
      createdAt: new Date(),
    },
    seller,
    [],
  )
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  })
  return text
}

describe('the invoice PDF', () => {
  test('holds the number, both parties, the lines, the tax and the total (CHF)', async () => {
    const text = await textOf(await renderInvoicePdf(view('CHF', 2)))
    for (const expected of [
      'INV-2026-0042',
      'Atelier Zoë',
      'Zoë Studio GmbH',
      'Bahnhofstrasse 1',
      'Zoë Lukasiewicz', // ł is not in the standard fonts: it becomes l, the name stays
      'Genève',
      'Styling session 2',
      'MWST 8.1 % on CHF 360',
      'CHF 29.16',
      'CHF 389.16',
      'IBAN CH93',
      'https://buy.stripe.com/test_123',
      'Merci — thank you for your trust.',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected)
    }
  })

  test('euro amounts keep their sign; a symbol the fonts lack is written as its code', async () => {
    expect(await textOf(await renderInvoicePdf(view('EUR', 1)))).toContain('€194.58')
    expect(pdfMoney({ amount: 150_000, currency: 'INR' })).toBe('INR\u00a01,500')
    expect(pdfText('Ærø – “quoted” ₩')).toBe('Ærø – “quoted” ?')
  })

  test('thirty long lines run onto more pages, each with its number', async () => {
    const text = await textOf(
      await renderInvoicePdf(view('USD', 30, 'A long description '.repeat(10))),
    )
    expect(text).toMatch(/Page 1 of [2-5]/)
    expect(text).toMatch(/Page 2 of [2-5]/)
    expect(text).toContain('A long description 30')
  })
})
