// An invoice's arithmetic, the same for the editor, the server, the page and the PDF: each
// line's amount, the tax per rate and the totals, in integer minor units.
import type { StoredInvoiceLine, StoredTaxRate } from './tables.server'

export type { StoredInvoiceLine as InvoiceLine, StoredTaxRate as TaxRate }

/** The tax of one rate on an invoice: the amount it is charged on, and the tax itself. */
export type TaxLine = { name: string; basisPoints: number; base: number; amount: number }

export type InvoiceTotals = {
  /** Without tax. */
  subtotal: number
  taxes: TaxLine[]
  taxTotal: number
  total: number
}

/** quantity (hundredths) × unit price, rounded half away from zero to a minor unit. */
export function lineAmount(quantity: number, unitPrice: number): number {
  return Math.round((quantity * unitPrice) / 100)
}

/**
 * The totals of `lines`. Tax is computed once per rate on the sum of its lines (as accountants
 * do), not line by line. `taxIncluded`: the lines' prices include their tax, which is taken out
 * of them; otherwise it is added on top.
 */
export function invoiceTotals(lines: StoredInvoiceLine[], taxIncluded: boolean): InvoiceTotals {
  const gross = lines.reduce((sum, line) => sum + line.amount, 0)
  const byRate = new Map<string, TaxLine>()
  for (const line of lines) {
    if (!line.tax || line.tax.basisPoints === 0) continue
    const key = `${line.tax.name}|${line.tax.basisPoints}`
    const entry = byRate.get(key) ?? { ...line.tax, base: 0, amount: 0 }
    entry.base += line.amount
    byRate.set(key, entry)
  }
  const taxes = [...byRate.values()].map((entry) => {
    const amount = taxIncluded
      ? entry.base - Math.round((entry.base * 10_000) / (10_000 + entry.basisPoints))
      : Math.round((entry.base * entry.basisPoints) / 10_000)
    // Included: the base shown is the price without its tax.
    return { ...entry, base: taxIncluded ? entry.base - amount : entry.base, amount }
  })
  const taxTotal = taxes.reduce((sum, tax) => sum + tax.amount, 0)
  return taxIncluded
    ? { subtotal: gross - taxTotal, taxes, taxTotal, total: gross }
    : { subtotal: gross, taxes, taxTotal, total: gross + taxTotal }
}
