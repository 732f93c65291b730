// Invoice numbers: her format ("INV-{YYYY}-{NNNN}"), checked and written. The number itself is
// claimed from her studio's sequence when an invoice is issued (claim-invoice-number.server.ts).

export const NUMBER_FORMAT_MAX = 30
export const MAX_SEQUENCE = 99_999_999

const DIGITS = /\{(N{1,8})\}/g
const ALLOWED = /^[\p{L}\d\s\-_/.#{}]+$/u

/** Why a format cannot be used, or null when it can. */
export function numberFormatProblem(format: string): string | null {
  if (!format.trim()) return 'Enter a format, like INV-{YYYY}-{NNNN}.'
  if (format.length > NUMBER_FORMAT_MAX) return `Use at most ${NUMBER_FORMAT_MAX} characters.`
  if ((format.match(DIGITS) ?? []).length !== 1) {
    return 'Put the number in once, as {NNNN} (one N per digit).'
  }
  const rest = format.replace(DIGITS, '').replaceAll('{YYYY}', '').replaceAll('{YY}', '')
  if (!ALLOWED.test(format) || /[{}]/.test(rest)) {
    return 'Use letters, digits, spaces, - _ / . # and {YYYY}, {YY}, {NNNN}.'
  }
  return null
}

/** The invoice number `sequence` in `format`, issued in `year`: "INV-2026-0042". */
export function formatInvoiceNumber(format: string, sequence: number, year: number): string {
  return format
    .replace(DIGITS, (_token, digits: string) => String(sequence).padStart(digits.length, '0'))
    .replaceAll('{YYYY}', String(year))
    .replaceAll('{YY}', String(year % 100).padStart(2, '0'))
}
