// The invoice as a PDF (decision 030): drawn with pdf-lib and the PDF standard fonts, on A4 (US
// Letter for invoices in dollars of North America). pdf-lib is loaded with the first invoice
// rendered, not when the server starts.
import type * as PdfLibModule from 'pdf-lib'
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib'

import { pdfDate, pdfMoney, pdfText, wrap } from '~/lib/pdf-text'
import { formatRate } from '~/lib/rate'

import type { InvoiceView } from './invoice-view'
import { paymentMethodText, STATUS_LABELS } from './invoice-view'

type PdfLib = typeof PdfLibModule
let library: Promise<PdfLib> | null = null
const loadPdfLib = () => (library ??= import('pdf-lib'))

const LETTER_CURRENCIES = new Set(['USD', 'CAD'])
const MARGIN = 48
const INK = [0.137, 0.114, 0.094] as const
const MUTED = [0.478, 0.431, 0.392] as const
const ACCENT = [0.541, 0.294, 0.212] as const

type Fonts = { regular: PDFFont; bold: PDFFont; brand: PDFFont }

/** Where the next line goes; a new page when the current one is full. */
class Cursor {
  page: PDFPage
  y: number
  constructor(
    private readonly lib: PdfLib,
    private readonly doc: PDFDocument,
    private readonly size: [number, number],
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(size)
    this.y = size[1] - MARGIN
  }

  get width() {
    return this.size[0] - 2 * MARGIN
  }

  /** Room for `height` more points, or a new page. */
  need(height: number) {
    if (this.y - height >= MARGIN + 44) return
    this.page = this.doc.addPage(this.size)
    this.y = this.size[1] - MARGIN
  }

  text(
    value: string,
    x: number,
    options: { size?: number; font?: PDFFont; color?: readonly number[]; right?: boolean } = {},
  ) {
    const size = options.size ?? 10
    const font = options.font ?? this.fonts.regular
    const text = pdfText(value)
    const left = options.right ? x - font.widthOfTextAtSize(text, size) : x
    const [r, g, b] = options.color ?? INK
    this.page.drawText(text, { x: left, y: this.y, size, font, color: this.lib.rgb(r!, g!, b!) })
  }

  rule(color: readonly number[] = MUTED, thickness = 0.5) {
    const [r, g, b] = color
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness,
      color: this.lib.rgb(r!, g!, b!),
      opacity: 0.4,
    })
  }

  /** Lines of `value` wrapped to `width` at `x`, moving down; returns the height used. */
  paragraph(value: string, x: number, width: number, size = 10, color: readonly number[] = INK) {
    const lines = wrap(value, width, (text) => this.fonts.regular.widthOfTextAtSize(text, size))
    for (const line of lines) {
      this.need(size * 1.4)
      this.text(line, x, { size, color })
      this.y -= size * 1.4
    }
  }
}

function party(cursor: Cursor, x: number, width: number, title: string, lines: string[]) {
  const top = cursor.y
  cursor.text(title.toUpperCase(), x, { size: 8, color: MUTED, font: cursor.fonts.bold })
  cursor.y -= 14
  for (const line of lines.filter(Boolean)) cursor.paragraph(line, x, width)
  const used = top - cursor.y
  cursor.y = top
  return used
}

/** The invoice `view` as PDF bytes. */
export async function renderInvoicePdf(view: InvoiceView): Promise<Uint8Array> {
  const lib = await loadPdfLib()
  const doc = await lib.PDFDocument.create()
  const fonts: Fonts = {
    regular: await doc.embedFont(lib.StandardFonts.Helvetica),
    bold: await doc.embedFont(lib.StandardFonts.HelveticaBold),
    brand: await doc.embedFont(lib.StandardFonts.TimesRoman),
  }
  const size: [number, number] = LETTER_CURRENCIES.has(view.currency)
    ? lib.PageSizes.Letter
    : lib.PageSizes.A4
  const title = view.number ? `Invoice ${view.number}` : 'Draft invoice'
  doc.setTitle(pdfText(`${title} · ${view.seller.studioName}`))
  doc.setAuthor(pdfText(view.seller.studioName))
  // Her studio's document, in its properties too: the product is named to her clients nowhere.
  doc.setCreator(pdfText(view.seller.studioName))
  doc.setProducer(pdfText(view.seller.studioName))

  const money = (amount: number) => pdfMoney({ amount, currency: view.currency })
  const page = new Cursor(lib, doc, size, fonts)
  const right = MARGIN + page.width

  // Her brand, and what this is.
  page.text(view.seller.studioName, MARGIN, { size: 24, font: fonts.brand, color: ACCENT })
  page.text(view.number ? 'INVOICE' : 'DRAFT', right, {
    size: 10,
    font: fonts.bold,
    right: true,
    color: MUTED,
  })
  page.y -= 16
  page.text(view.number ?? 'Not issued yet', right, { size: 14, font: fonts.bold, right: true })
  page.y -= 18
  const dates: [string, string | null][] = [
    ['Issued', view.issuedOn],
    ['Due', view.dueOn],
  ]
  for (const [label, date] of dates) {
    if (!date) continue
    page.text(`${label} ${pdfDate(date)}`, right, { right: true, color: MUTED })
    page.y -= 14
  }
  if (view.displayStatus !== 'draft' && view.displayStatus !== 'sent') {
    page.text(STATUS_LABELS[view.displayStatus], right, {
      right: true,
      font: fonts.bold,
      color: ACCENT,
    })
    page.y -= 14
  }
  page.y -= 14

  // Both addresses.
  const column = page.width / 2 - 12
  const seller = view.seller
  const from = party(page, MARGIN, column, 'From', [
    seller.legalName ?? seller.studioName,
    ...(seller.address ?? '').split('\n'),
    seller.taxId ? `Tax ID ${seller.taxId}` : '',
    seller.email,
  ])
  const to = party(page, MARGIN + column + 24, column, 'Bill to', [
    view.clientName,
    ...(view.clientAddress ?? '').split('\n'),
    view.clientEmail ?? '',
  ])
  page.y -= Math.max(from, to) + 16

  // The lines.
  const columns = { qty: right - 230, unit: right - 160, tax: right - 95, amount: right }
  const header = () => {
    page.need(40)
    for (const [label, x, alignRight] of [
      ['DESCRIPTION', MARGIN, false],
      ['QTY', columns.qty, true],
      ['UNIT PRICE', columns.unit, true],
      ['TAX', columns.tax, true],
      ['AMOUNT', columns.amount, true],
    ] as const) {
      page.text(label, x, { size: 8, font: fonts.bold, color: MUTED, right: alignRight })
    }
    page.y -= 8
    page.rule()
    page.y -= 16
  }
  header()
  for (const line of view.lines) {
    const description = wrap(line.description, columns.qty - 40 - MARGIN, (text) =>
      fonts.regular.widthOfTextAtSize(text, 10),
    )
    page.need(description.length * 14 + 10)
    const quantity = (line.quantity / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })
    page.text(quantity, columns.qty, { right: true })
    page.text(money(line.unitPrice), columns.unit, { right: true })
    page.text(line.tax ? formatRate(line.tax.basisPoints) : '-', columns.tax, { right: true })
    page.text(money(line.amount), columns.amount, { right: true })
    for (const text of description) {
      page.text(text, MARGIN)
      page.y -= 14
    }
    page.y += 4
    page.rule(MUTED, 0.25)
    page.y -= 16
  }

  // Totals.
  const totals = view.totals
  const label = right - 120
  const row = (name: string, amount: string, bold = false) => {
    page.need(16)
    const font = bold ? fonts.bold : fonts.regular
    page.text(name, label, { right: true, font, size: bold ? 11 : 10 })
    page.text(amount, right, { right: true, font, size: bold ? 11 : 10 })
    page.y -= bold ? 18 : 15
  }
  if (!view.taxIncluded) row('Subtotal', money(totals.subtotal))
  for (const tax of totals.taxes) {
    const what = `${view.taxIncluded ? 'incl. ' : ''}${tax.name} ${formatRate(tax.basisPoints)} on ${money(tax.base)}`
    row(what, money(tax.amount))
  }
  row('Total', money(totals.total), true)
  if (view.paidAmount > 0) {
    row('Paid', money(view.paidAmount))
    row('Balance due', money(view.balance), true)
  }
  if (view.taxIncluded && totals.taxes.length > 0) {
    row('Prices include tax.', '')
  }
  page.y -= 10

  // Each payment, as a receipt: when, how, how much.
  if (view.payments.length > 0) {
    page.need(40)
    page.text('PAYMENTS', MARGIN, { size: 8, font: fonts.bold, color: MUTED })
    page.y -= 14
    for (const payment of view.payments) {
      page.need(14)
      page.text(`${pdfDate(payment.paidOn)} · ${paymentMethodText(payment)}`, MARGIN)
      page.text(money(payment.amount), right, { right: true })
      page.y -= 14
    }
    page.y -= 10
  }

  // Her notes, and how to pay.
  if (view.notes) {
    page.need(30)
    page.paragraph(view.notes, MARGIN, page.width)
    page.y -= 8
  }
  if (seller.paymentInstructions || seller.paymentLink) {
    page.need(40)
    page.text('HOW TO PAY', MARGIN, { size: 8, font: fonts.bold, color: MUTED })
    page.y -= 14
    if (seller.paymentInstructions) page.paragraph(seller.paymentInstructions, MARGIN, page.width)
    if (seller.paymentLink) page.paragraph(`Pay online: ${seller.paymentLink}`, MARGIN, page.width)
  }

  // The footer and page numbers, on every page.
  const pages = doc.getPages()
  for (const [index, each] of pages.entries()) {
    page.page = each
    page.y = MARGIN
    page.text(`Page ${index + 1} of ${pages.length}`, right, { size: 8, color: MUTED, right: true })
    const footer = wrap(seller.footer ?? '', page.width - 80, (text) =>
      fonts.regular.widthOfTextAtSize(text, 8),
    ).slice(0, 4)
    for (const line of footer) {
      page.text(line, MARGIN, { size: 8, color: MUTED })
      page.y -= 10
    }
  }
  return doc.save()
}
