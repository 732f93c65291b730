// The currency select of a form with a price or budget, and the reading of both together.
import { isCurrency, priceFromInput, type StoredPrice } from './money'
import { z } from './zod'

const CHOOSE = 'Choose a currency from the list.'

/** A currency select: an ISO 4217 code Intl knows; empty is none (null). */
export const currencyCode = z
  .string()
  .trim()
  .max(3, CHOOSE)
  .transform((code) => code.toUpperCase())
  .refine((code) => code === '' || isCurrency(code), CHOOSE)
  .optional()
  .transform((code) => code || null)

/**
 * Inside a schema's `transform`: the price typed in the field `path` (its text and the form's
 * currency) as stored, or an issue on that field when it is refused (negative, absurd, …).
 */
export function readPriceField(
  text: string | null,
  currency: string | null,
  path: string,
  context: z.RefinementCtx,
): StoredPrice {
  const read = priceFromInput(text, currency)
  if (read.ok) return read.price
  context.addIssue({ code: 'custom', message: read.message, path: [path], input: text })
  return { amount: null, currency: null, text: null }
}
