// Times the invoice PDF (a 20-line invoice through `renderInvoicePdf`) after one unmeasured
// first render, and the memory the PDF library keeps once loaded: the process's memory after a
// garbage collection, before the first render (the renderer imported, pdf-lib not yet) and after
// it. Prints the result as one JSON line. Nothing is stored.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { renderInvoicePdf } from '~/features/billing/invoice-pdf.server'
import { invoiceView } from '~/features/billing/invoice-view'
import { lineAmount } from '~/features/billing/totals'

export type InvoicePdfResult = {
  lines: number
  pages: number
  bytes: number
  runs: number
  runsMs: number[]
  medianMs: number
  /** The first render: pdf-lib loaded and its fonts embedded. */
  firstMs: number
  /** Resident memory kept after the first render (the library loaded), after a collection. */
  idleRssBytes: number
  /** The JavaScript heap kept likewise. */
  idleHeapBytes: number
}

setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void

async function settledMemory() {
  for (let round = 0; round < 3; round++) {
    collect()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const { rss, heapUsed } = process.memoryUsage()
  return { rss, heapUsed }
}

const tax = { name: 'MWST', basisPoints: 810 }
const invoice = invoiceView(
  {
    id: 'bench-invoice',
    token: 'bench',
    status: 'sent',
    number: 'INV-2026-0042',
    kind: 'custom',
    clientId: null,
    clientName: 'Charlotte Beaumont',
    clientEmail: 'charlotte@example.com',
    clientAddress: '12 Rue du Bac\n75007 Paris',
    packageId: null,
    currency: 'EUR',
    lines: Array.from({ length: 20 }, (_, index) => ({
      description: `Styling session ${index + 1}: closet edit, shopping list and a capsule of pieces that work together`,
      quantity: 150,
      unitPrice: 12_000,
      tax,
      amount: lineAmount(150, 12_000),
    })),
    taxIncluded: false,
    paidAmount: 0,
    notes: 'Thank you for your trust.',
    seller: null,
    issuedOn: '2026-11-25',
    dueOn: '2026-12-09',
    sentAt: null,
    remind: true,
    remindedAt: null,
    createdAt: new Date(),
  },
  {
    studioName: 'Atelier Zoë',
    legalName: 'Zoë Studio SARL',
    address: '3 Place des Vosges\n75004 Paris',
    taxId: 'FR 12 345678901',
    email: 'zoe@example.com',
    paymentInstructions: 'IBAN FR76 3000 6000 0112 3456 7890 189',
    paymentLink: 'https://buy.stripe.com/test_123',
    footer: 'Merci, and see you soon.',
  },
  [],
)

export async function main(args: string[]): Promise<number> {
  const at = args.indexOf('--runs')
  const runs = at >= 0 ? Math.max(1, Number(args[at + 1]) || 10) : 10
  const before = await settledMemory()
  let started = performance.now()
  let bytes = await renderInvoicePdf(invoice)
  const firstMs = Math.round(performance.now() - started)
  const after = await settledMemory()
  const runsMs: number[] = []
  for (let index = 0; index < runs; index++) {
    started = performance.now()
    bytes = await renderInvoicePdf(invoice)
    runsMs.push(Math.round((performance.now() - started) * 10) / 10)
  }
  const sorted = [...runsMs].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const result: InvoicePdfResult = {
    lines: invoice.lines.length,
    pages: (await (await import('pdf-lib')).PDFDocument.load(bytes)).getPageCount(),
    bytes: bytes.length,
    runs,
    runsMs,
    medianMs: sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2,
    firstMs,
    idleRssBytes: Math.max(after.rss - before.rss, 0),
    idleHeapBytes: Math.max(after.heapUsed - before.heapUsed, 0),
  }
  console.info(`INVOICE_PDF_RESULT ${JSON.stringify(result)}`)
  return 0
}
