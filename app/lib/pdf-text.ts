// Text as a PDF (an invoice, a closet audit's list) can show it with the PDF standard fonts
// (decision 030): their WinAnsi encoding covers Western European letters (Zoë, Müller, Ørsted), €, £, ¥ and
// typographic punctuation. Anything else loses its accent (ł → l) or becomes "?", and an amount
// whose symbol is not there (₹, ₩) is written with its code (INR 1,500).
import { formatMoney, minorDigits, type Money } from '~/lib/money'

/** Windows-1252's letters beyond Latin-1. */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.includes(char)
  )
}

/** Spaces and dashes the fonts lack, written with ones they have. */
const STAND_INS: Record<string, string> = {
  '\u202f': '\u00a0', // narrow no-break space (French amounts)
  '\u2009': ' ',
  '\u2007': ' ',
  '\u2212': '-', // minus sign
  '\u2011': '-',
  '\u2010': '-',
  '\u2032': "'",
  '\u00ad': '',
  // Letters that do not decompose into a base letter and an accent.
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  ı: 'i',
}

/** `text` with only characters the standard fonts can draw (line breaks become spaces). */
export function pdfText(text: string): string {
  let result = ''
  for (const char of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    const standIn = STAND_INS[char]
    if (standIn !== undefined) result += standIn
    else if (encodable(char)) result += char
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '')
      result += [...bare].every(encodable) && bare ? bare : '?'
    }
  }
  return result
}

/** An amount as the PDF shows it: "CHF 1,500", "€165.50", or "INR 1,500" when ₹ cannot be drawn. */
export function pdfMoney(money: Money): string {
  const shown = formatMoney(money)
  if ([...shown].every((char) => encodable(char) || STAND_INS[char] !== undefined)) {
    return pdfText(shown)
  }
  const byCode = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: 'code',
    trailingZeroDisplay: 'stripIfInteger',
  })
  return pdfText(byCode.format(money.amount / 10 ** minorDigits(money.currency)))
}

/** "November 25, 2026" for "2026-11-25" (dates are calendar dates: read in UTC). */
export function pdfDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

/** Splits `text` into lines of at most `width`, measured by `measure`; long words are cut. */
export function wrap(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of pdfText(paragraph).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (measure(candidate) <= width) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      line = ''
      let rest = word
      while (measure(rest) > width) {
        let cut = rest.length - 1
        while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
    }
    lines.push(line)
  }
  return lines
}
