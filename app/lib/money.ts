// Money, in the browser and on the server alike: an amount in the currency's minor units (cents,
// rappen; yen have none) and its ISO 4217 code. Read from what a stylist types, formatted with Intl.
// See docs/decisions/025-money.md.
import { CURRENCY_CODES } from './currencies'

/** An amount: an integer count of the currency's minor units, and the currency's ISO 4217 code. */
export type Money = { amount: number; currency: string }

/** The largest amount taken, in whole units of any currency: more is a typing mistake. */
export const MAX_WHOLE_UNITS = 10_000_000

/** Every currency code a price may be in (ISO 4217), e.g. `CHF`: the same in every browser. */
export const CURRENCIES: readonly string[] = CURRENCY_CODES
const KNOWN = new Set(CURRENCIES)

export function isCurrency(code: string): boolean {
  return KNOWN.has(code)
}

/**
 * Number formats by locale and currency, each built once: building one costs far more than
 * formatting with it, and a page of prices formats hundreds (a tenth of the dashboard capsule
 * page's time, issue 31). Bounded, since a locale comes from the viewer's browser.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>()
const MAX_MONEY_FORMATS = 200

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`
  let made = moneyFormats.get(key)
  if (!made) {
    made = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      trailingZeroDisplay: 'stripIfInteger',
    })
    if (moneyFormats.size < MAX_MONEY_FORMATS) moneyFormats.set(key, made)
  }
  return made
}

/** How many decimals the currency has: JPY 0, CHF 2, BHD 3. */
export function minorDigits(currency: string): number {
  return moneyFormat('en-US', currency).resolvedOptions().maximumFractionDigits as number
}

/** The largest amount taken, in the currency's minor units. */
export function maxAmount(currency: string): number {
  return MAX_WHOLE_UNITS * 10 ** minorDigits(currency)
}

/** What a stylist typed, read as money: the money, or why it is not money. */
export type MoneyReading =
  | { ok: true; money: Money }
  | {
      ok: false
      /**
       * `unreadable`: not an amount at all ("on request", "100–150"): kept as typed.
       * `currency`: a bare number, and no default currency to read it in.
       */
      reason: 'unreadable' | 'negative' | 'too-large' | 'decimals' | 'currency'
      message: string
    }

/** The symbols a price is written with; the first currency is meant unless the default is another. */
const SYMBOLS: Record<string, readonly string[]> = {
  $: ['USD', 'CAD', 'AUD', 'NZD', 'HKD', 'SGD', 'MXN'],
  US$: ['USD'],
  CA$: ['CAD'],
  C$: ['CAD'],
  A$: ['AUD'],
  AU$: ['AUD'],
  NZ$: ['NZD'],
  HK$: ['HKD'],
  S$: ['SGD'],
  R$: ['BRL'],
  '€': ['EUR'],
  '£': ['GBP'],
  '¥': ['JPY', 'CNY'],
  '₹': ['INR'],
  '₩': ['KRW'],
  '₪': ['ILS'],
  '₺': ['TRY'],
  'Fr.': ['CHF'],
  Fr: ['CHF'],
  kr: ['SEK', 'NOK', 'DKK', 'ISK'],
  'kr.': ['DKK', 'ISK'],
  zł: ['PLN'],
}

const MINUS = /^[-−–]\s*|\s*[-−–]$/
// Group separators: comma, dot, apostrophes (Swiss), spaces (French uses a narrow no-break one).
const NUMBER = /\d(?:[\d'’\s]|[.,](?![-–—]))*(?:[.,][-–—])?/u

/**
 * Reads a price as a stylist types it: "€165", "165 EUR", "CHF 1,500", "1.500,00 €", "$1,290",
 * "1’500.–", "165" (in `defaultCurrency`). Null for an empty text. A range, a word, several
 * amounts are `unreadable`; a negative or absurd amount is refused with a message.
 */
export function readMoney(
  text: string | null | undefined,
  defaultCurrency: string | null,
): MoneyReading | null {
  const value = (text ?? '').replace(/\s+/gu, ' ').trim()
  if (!value) return null
  return readValue(value, defaultCurrency)
}

function readValue(value: string, defaultCurrency: string | null): MoneyReading {
  const number = NUMBER.exec(value)
  if (!number) return unreadable
  let before = value.slice(0, number.index).trim()
  const after = value.slice(number.index + number[0].length).trim()
  // A minus before the number, or before its currency ("-5", "−5 €", "CHF -165", "€-12").
  const negative = MINUS.test(before)
  before = before.replace(MINUS, '').trim()
  if (before && after) return unreadable
  const mark = before || after
  if (!mark && !defaultCurrency) {
    return { ok: false, reason: 'currency', message: 'Choose a currency.' }
  }
  const currency = currencyOf(mark, defaultCurrency ?? '')
  if (!currency) return unreadable
  if (negative) return { ok: false, reason: 'negative', message: 'An amount cannot be negative.' }
  const parts = splitNumber(number[0].trim())
  if (!parts) return unreadable
  return toMoney(parts, currency)
}

const unreadable: MoneyReading = {
  ok: false,
  reason: 'unreadable',
  message: 'Not an amount: it is shown as typed and left out of totals.',
}

/** The currency a mark names ("€", "CHF", "eur", "Fr."), the default for none; null if unknown. */
function currencyOf(mark: string, defaultCurrency: string): string | null {
  if (!mark) return defaultCurrency
  const code = mark.toUpperCase()
  if (/^[A-Z]{3}$/.test(code) && isCurrency(code)) return code
  const candidates = SYMBOLS[mark] ?? SYMBOLS[mark.toLowerCase()]
  if (!candidates) return null
  return candidates.includes(defaultCurrency) ? defaultCurrency : (candidates[0] ?? null)
}

/** "1,290" "1.290,50" "1 290" "1’500.–" → whole and fraction digits; null when they make no sense. */
function splitNumber(digits: string): { whole: string; fraction: string } | null {
  const compact = digits.replace(/[.,][-–—]$/u, '').replace(/['’\s]/gu, '')
  if (!/^\d+([.,]\d+)*$/.test(compact)) return null
  const last = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','))
  const groups = compact.split(/[.,]/)
  // A single separator followed by three digits groups thousands ("1,500", "1.500"); one or two
  // digits after the last separator are decimals ("75.5", "1.500,00").
  const decimals = last >= 0 && compact.length - last - 1 !== 3
  const whole = decimals ? groups.slice(0, -1) : groups
  if (whole.slice(1).some((group) => group.length !== 3)) return null
  if (decimals && new Set(compact.match(/[.,]/g)).size === 1 && groups.length > 2) return null
  return { whole: whole.join(''), fraction: decimals ? (groups.at(-1) ?? '') : '' }
}

function toMoney({ whole, fraction }: { whole: string; fraction: string }, currency: string) {
  const digits = minorDigits(currency)
  const kept = fraction.slice(0, digits)
  if (/[^0]/.test(fraction.slice(digits))) {
    const message =
      digits === 0
        ? `${currency} amounts have no decimals.`
        : `${currency} amounts have at most ${digits} decimals.`
    return { ok: false, reason: 'decimals', message } satisfies MoneyReading
  }
  const units = Number(whole)
  if (units > MAX_WHOLE_UNITS) return tooLarge
  const amount = units * 10 ** digits + Number(kept.padEnd(digits, '0') || 0)
  if (amount > maxAmount(currency)) return tooLarge
  return { ok: true, money: { amount, currency } } satisfies MoneyReading
}

const tooLarge: MoneyReading = {
  ok: false,
  reason: 'too-large',
  message: `That is more than ${MAX_WHOLE_UNITS.toLocaleString('en-US')}: check the amount.`,
}

/**
 * An amount as the viewer reads it: "CHF 1,335", "€165.50", "¥1,500" (decimals only when there
 * are some). `locale` is the viewer's; the server renders en-US (see useViewerLocale).
 */
export function formatMoney(money: Money, locale = 'en-US'): string {
  const digits = minorDigits(money.currency)
  return moneyFormat(locale, money.currency).format(money.amount / 10 ** digits)
}

/** An amount as an input shows it for editing: "1500", "165.5" (no grouping, no currency). */
export function amountText(money: Money): string {
  const scale = 10 ** minorDigits(money.currency)
  const whole = money.amount % scale === 0
  return (money.amount / scale).toFixed(whole ? 0 : minorDigits(money.currency))
}

/** An amount as a plain decimal number, for spreadsheets: "1500.00", "1500" (yen). */
export function decimalAmount(money: Money): string {
  const digits = minorDigits(money.currency)
  return (money.amount / 10 ** digits).toFixed(digits)
}

/**
 * Amounts added up per currency: `first` (the studio's currency) leads when it is among them,
 * then the others in the order they first appear.
 */
export function totalsByCurrency(amounts: Iterable<Money>, first?: string): Money[] {
  const totals = new Map<string, number>(first ? [[first, 0]] : [])
  const seen = new Set<string>()
  for (const { amount, currency } of amounts) {
    totals.set(currency, (totals.get(currency) ?? 0) + amount)
    seen.add(currency)
  }
  return [...totals]
    .filter(([currency]) => seen.has(currency))
    .map(([currency, amount]) => ({ currency, amount }))
}

/** "CHF 1,335 · €165"; zero in `zeroIn` ("CHF 0") when there is nothing to add up. */
export function formatTotals(totals: Money[], zeroIn: string, locale?: string): string {
  const shown = totals.length ? totals : [{ amount: 0, currency: zeroIn }]
  return shown.map((money) => formatMoney(money, locale)).join(' · ')
}

/** A price or budget as pages show it: an amount, or what was typed when it is not one. */
export type Price = Money | { text: string }

export const isAmount = (price: Price): price is Money => 'amount' in price

/** A price or budget as stored: an amount and its currency, or the text as typed. */
export type StoredPrice = { amount: number | null; currency: string | null; text: string | null }

export const NO_PRICE: StoredPrice = { amount: null, currency: null, text: null }

/**
 * A price typed in a form (`text`, in `currency` unless it names its own) as it is stored: an
 * amount when it reads as one, the text as typed when it is not one ("on request"); refused
 * with a message when negative, absurd, or a bare number without a currency.
 */
export function priceFromInput(
  text: string | null,
  currency: string | null,
): { ok: true; price: StoredPrice } | { ok: false; message: string } {
  const reading = readMoney(text, currency)
  if (!reading) return { ok: true, price: NO_PRICE }
  if (reading.ok) return { ok: true, price: { ...reading.money, text: null } }
  if (reading.reason === 'unreadable') return { ok: true, price: { ...NO_PRICE, text } }
  return { ok: false, message: reading.message }
}

/** A stored price as pages show it; null when there is none. */
export function priceView(stored: StoredPrice): Price | null {
  if (stored.amount !== null && stored.currency) {
    return { amount: stored.amount, currency: stored.currency }
  }
  return stored.text ? { text: stored.text } : null
}

/** A price as the viewer reads it: formatted when an amount, as typed otherwise. */
export function formatPrice(price: Price, locale?: string): string {
  return isAmount(price) ? formatMoney(price, locale) : price.text
}
