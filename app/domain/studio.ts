// The studio's settings as forms and pages see them (saved by studio.server.ts).
import { CURRENCY_NAMES } from '~/lib/currencies'
import { CURRENCIES, isCurrency } from '~/lib/money'
import { requiredText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

/**
 * A stylist's studio: the name her clients see on every page and e-mail, its currency, and how
 * often her to-buy pieces' shops are checked for stock and price.
 */
export type Studio = { name: string; currency: string; stockChecks: StockChecks }

export const STOCK_CHECKS = ['daily', 'weekly', 'off'] as const
export type StockChecks = (typeof STOCK_CHECKS)[number]
export const STOCK_CHECK_LABELS: Record<StockChecks, string> = {
  daily: 'Every morning',
  weekly: 'Every Monday morning',
  off: 'Off: only when I ask',
}

export const STUDIO_NAME_MAX = 60

/**
 * The Studio section of the account page. `name` is absent for the site owner, whose studio
 * name is the brand name she edits in Site settings.
 */
export const StudioSettingsSchema = z.object({
  name: requiredText(STUDIO_NAME_MAX, 'Enter your studio’s name.').optional(),
  currency: z
    .string({ error: 'Choose a currency.' })
    .trim()
    .max(3, 'Choose a currency from the list.')
    .transform((code) => code.toUpperCase())
    .refine(isCurrency, 'Choose a currency from the list.'),
  stockChecks: z.enum(STOCK_CHECKS, { error: 'Choose how often to check.' }).optional(),
})

export type StudioSettingsInput = z.output<typeof StudioSettingsSchema>

/**
 * Every currency as a select offers it: "CHF · Swiss Franc", by code, from one table (not the
 * browser's Intl, whose names differ from the server's: app/lib/currencies.ts).
 */
export function currencyOptions(): { code: string; label: string }[] {
  return CURRENCIES.map((code) => ({ code, label: `${code} · ${CURRENCY_NAMES[code] ?? code}` }))
}
