// The billing forms' schemas (settings, payments, vouchers) and their bounds; the invoice
// editor's lines are read by invoice-form.ts.
import { calendarDate, optionalCalendarDate } from '~/lib/calendar-date'
import { isCurrency } from '~/lib/money'
import { readRate } from '~/lib/rate'
import { optionalText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

import { MAX_SEQUENCE, numberFormatProblem } from './invoice-number'

export const BILLING_LIMITS = {
  legalName: 120,
  address: 300,
  addressLines: 6,
  taxId: 40,
  taxRates: 5,
  taxName: 20,
  paymentInstructions: 1000,
  paymentLink: 500,
  footer: 500,
  maxDueDays: 365,
} as const

/** An address: at most six lines. */
const address = optionalText(BILLING_LIMITS.address).refine(
  (value) => !value || value.split('\n').length <= BILLING_LIMITS.addressLines,
  'Use at most 6 lines.',
)

/** "stripe.com/…" or "https://paypal.me/x": an https address, `https://` added when left out. */
export const paymentLink = optionalText(BILLING_LIMITS.paymentLink)
  .transform((value) => (value && !/^[a-z][a-z\d+.-]*:/i.test(value) ? `https://${value}` : value))
  .refine((value) => {
    if (!value) return true
    try {
      const url = new URL(value)
      return url.protocol === 'https:' || url.protocol === 'http:'
    } catch {
      return false
    }
  }, 'Use a web address, like https://buy.stripe.com/…')

/** The tax rows of the settings form (`taxRates.N.name`, `taxRates.N.rate`); empty rows left out. */
export function readTaxRates(fields: Readonly<Record<string, string>>) {
  const rates: { name: string; basisPoints: number }[] = []
  const errors: Record<string, string> = {}
  for (let index = 0; index < BILLING_LIMITS.taxRates; index++) {
    const name = (fields[`taxRates.${index}.name`] ?? '').trim()
    const rate = (fields[`taxRates.${index}.rate`] ?? '').trim()
    if (!name && !rate) continue
    if (!name) errors[`taxRates.${index}.name`] = 'Name the tax, like VAT.'
    else if (name.length > BILLING_LIMITS.taxName) {
      errors[`taxRates.${index}.name`] = `Use at most ${BILLING_LIMITS.taxName} characters.`
    }
    const basisPoints = readRate(rate)
    if (basisPoints === null) {
      errors[`taxRates.${index}.rate`] = 'Enter a rate from 0.01 to 100, like 8.1.'
    }
    if (name && basisPoints !== null) rates.push({ name, basisPoints })
  }
  return { rates, errors }
}

export const BillingSettingsSchema = z.object({
  legalName: optionalText(BILLING_LIMITS.legalName),
  address,
  taxId: optionalText(BILLING_LIMITS.taxId),
  taxIncluded: z.enum(['added', 'included']).transform((value) => value === 'included'),
  currency: z
    .string({ error: 'Choose a currency.' })
    .trim()
    .toUpperCase()
    .refine(isCurrency, 'Choose a currency from the list.'),
  numberFormat: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = numberFormatProblem(value)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
  nextNumber: z
    .string()
    .trim()
    .regex(/^\d{1,8}$/, 'Enter a whole number, like 1 or 42.')
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_SEQUENCE, 'Enter a number from 1 to 99999999.'),
  paymentInstructions: optionalText(BILLING_LIMITS.paymentInstructions),
  paymentLink,
  dueDays: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'Enter a number of days from 0 to 365.')
    .transform(Number)
    .refine((value) => value <= BILLING_LIMITS.maxDueDays, 'Enter a number of days from 0 to 365.'),
  footer: optionalText(BILLING_LIMITS.footer),
})

export type BillingSettingsInput = z.output<typeof BillingSettingsSchema> & {
  taxRates: { name: string; basisPoints: number }[]
}

/** A payment she records (a voucher is redeemed with its code instead). */
export const PaymentSchema = z.object({
  paidOn: calendarDate(),
  amount: z.string().trim().max(40, 'Enter an amount, like 150 or 150.50.'),
  method: z.enum(['bank_transfer', 'card', 'cash', 'payment_link', 'other'], {
    error: 'Choose how she paid.',
  }),
  note: optionalText(200),
})

export const VOUCHER_LIMITS = { recipient: 80, note: 200, code: 30 } as const

export const VoucherSchema = z.object({
  kind: z.enum(['amount', 'package'], { error: 'Choose an amount or a package.' }),
  amount: z.string().trim().max(40).default(''),
  packageId: z.string().trim().max(40).default(''),
  recipient: optionalText(VOUCHER_LIMITS.recipient),
  note: optionalText(VOUCHER_LIMITS.note),
  expiresOn: optionalCalendarDate(),
})

/** Every voucher code starts with it: `GIFT-7K2M-Q9RT`. */
export const CODE_PREFIX = 'GIFT'

/** A voucher's code as she types it: "gift-7k2m-q9rt", spaces and dashes anywhere. */
export function normaliseCode(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, VOUCHER_LIMITS.code)
}

/** Her Stripe keys as she pastes them: a secret or restricted key, and a webhook signing secret. */
export const StripeKeysSchema = z.object({
  secretKey: z
    .string({ error: 'Paste your secret key.' })
    .trim()
    .max(300, 'This is longer than any Stripe key: paste the key alone.')
    .regex(
      /^[sr]k_(?:test|live)_[A-Za-z0-9]{10,}$/,
      'Paste a secret key (sk_live_… or sk_test_…) or a restricted key (rk_…) from Stripe.',
    ),
  webhookSecret: z
    .string({ error: 'Paste your webhook’s signing secret.' })
    .trim()
    .max(300, 'This is longer than any signing secret: paste the secret alone.')
    .regex(/^whsec_[A-Za-z0-9+/=]{10,}$/, 'Paste the webhook’s signing secret (whsec_…).'),
})
