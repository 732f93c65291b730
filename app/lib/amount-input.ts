// An amount a form asks for in a known currency (a package's price, an invoice line, a payment):
// what she typed, read with app/lib/money.ts, or the message that says what to fix.
import { readMoney } from './money'

export type AmountReading = { ok: true; amount: number } | { ok: false; message: string }

/**
 * "150", "150.50", "1,500", "CHF 150" in `currency`: the amount in minor units. Empty, a word, a
 * negative or absurd amount, too many decimals or another currency are refused with a message.
 * `allowZero`: a free line may cost nothing; a price or a payment may not.
 */
export function readAmount(
  text: string | null | undefined,
  currency: string,
  { allowZero = false }: { allowZero?: boolean } = {},
): AmountReading {
  const reading = readMoney(text, currency)
  if (!reading) return { ok: false, message: 'Enter an amount.' }
  if (!reading.ok) {
    const message =
      reading.reason === 'unreadable' ? 'Enter an amount, like 150 or 150.50.' : reading.message
    return { ok: false, message }
  }
  if (reading.money.currency !== currency) {
    return { ok: false, message: `Enter the amount in ${currency}.` }
  }
  if (reading.money.amount === 0 && !allowZero) {
    return { ok: false, message: 'Enter an amount above zero.' }
  }
  return { ok: true, amount: reading.money.amount }
}
