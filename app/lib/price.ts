/** A price read from free text: the amount in cents and its currency (a symbol or a code). */
export type Price = { cents: number; currency: string }

const SYMBOLS: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR', '¥': 'JPY' }
const CODE = /^[A-Z]{3}$/

/**
 * Reads the common ways a price is written: "$1,290", "£85", "120 EUR", "$75.50", "€45",
 * "1.290,50 €", "USD 40". Anything else (a range, "on request", several amounts) is null.
 */
export function parsePrice(text: string | null | undefined): Price | null {
  if (!text) return null
  const value = text.trim().replace(/\s+/g, ' ')
  const match = /^([$£€¥]|[A-Za-z]{3})? ?(\d[\d.,' ]*)? ?([$£€¥]|[A-Za-z]{3})?$/.exec(value)
  if (!match?.[2]) return null
  const [, before, digits, after] = match
  if (before && after) return null
  const mark = before ?? after
  const currency = mark ? (SYMBOLS[mark] ?? mark.toUpperCase()) : ''
  if (mark && !SYMBOLS[mark] && !CODE.test(currency)) return null
  const cents = readAmount(digits.trim())
  return cents === null ? null : { cents, currency }
}

/** "1,290" "1.290,50" "75.50" "1 290" → cents; null when the separators make no sense. */
function readAmount(digits: string): number | null {
  const compact = digits.replace(/[' ]/g, '')
  if (!/^\d+([.,]\d+)*$/.test(compact)) return null
  const lastSeparator = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','))
  let whole = compact
  let fraction = ''
  // A last separator followed by one or two digits is the decimal point; three digits group.
  if (lastSeparator >= 0 && compact.length - lastSeparator - 1 <= 2) {
    whole = compact.slice(0, lastSeparator)
    fraction = compact.slice(lastSeparator + 1)
  }
  const groups = whole.split(/[.,]/)
  if (groups.length > 1 && groups.slice(1).some((group) => group.length !== 3)) return null
  const units = Number(groups.join(''))
  if (!Number.isSafeInteger(units)) return null
  return units * 100 + Number(fraction.padEnd(2, '0') || 0)
}

/** The sum of prices that could be read, and how many could not. */
export type PriceTotal = {
  cents: number
  /** The currency shared by every counted price ('' when none or when they differ). */
  currency: string
  /** Counted prices in a currency other than the first one's. */
  mixed: boolean
  unreadable: number
}

export function totalPrices(prices: (string | null)[]): PriceTotal {
  let cents = 0
  let currency: string | null = null
  let mixed = false
  let unreadable = 0
  for (const text of prices) {
    const price = parsePrice(text)
    if (!price) {
      unreadable += 1
      continue
    }
    if (currency === null) currency = price.currency
    else if (price.currency && currency && price.currency !== currency) mixed = true
    else if (!currency) currency = price.currency
    cents += price.cents
  }
  return { cents, currency: currency ?? '', mixed, unreadable }
}

const SYMBOL_OF: Record<string, string> = { USD: '$', GBP: '£', EUR: '€', JPY: '¥' }

/** "$1,290" "£85" "€75.50" "120 CHF" */
export function formatPrice(cents: number, currency: string): string {
  const amount = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })
  const symbol = SYMBOL_OF[currency]
  if (symbol) return `${symbol}${amount}`
  return currency ? `${amount} ${currency}` : amount
}
