// The studio's settings as forms and pages see them (saved by studio.server.ts).
import { CURRENCY_NAMES } from '~/lib/currency-names'
import { CURRENCIES, isCurrency } from '~/lib/money'
import { requiredText } from '~/lib/text-fields'
import { isTimeZone } from '~/lib/time-zones'
import { z } from '~/lib/zod'

/**
 * A stylist's studio: the name her clients see on every page and e-mail, its currency, its
 * time zone, how often her to-buy pieces' shops are checked for stock and price, whether her
 * client pages and e-mails end with the "Made with Capsule Studio" line, and where her first run
 * stands (answered; its checklist put away).
 */
export type Studio = {
  name: string
  currency: string
  timeZone: string
  stockChecks: StockChecks
  madeWith: boolean
  setUpAt: Date | null
  checklistHiddenAt: Date | null
}

export const STOCK_CHECKS = ['daily', 'weekly', 'off'] as const
export type StockChecks = (typeof STOCK_CHECKS)[number]
export const STOCK_CHECK_LABELS: Record<StockChecks, string> = {
  daily: 'Every morning',
  weekly: 'Every Monday morning',
  off: 'Off: only when I ask',
}

export const STUDIO_NAME_MAX = 60

const studioName = requiredText(STUDIO_NAME_MAX, 'Enter your studio’s name.')

const currency = z
  .string({ error: 'Choose a currency.' })
  .trim()
  .max(3, 'Choose a currency from the list.')
  .transform((code) => code.toUpperCase())
  .refine(isCurrency, 'Choose a currency from the list.')

const timeZone = z
  .string({ error: 'Choose your time zone.' })
  .trim()
  .max(64, 'Choose a time zone from the list.')
  .refine(isTimeZone, 'Choose a time zone from the list.')

/**
 * The Studio section of the account page. `name` is absent for the site owner, whose studio
 * name is the brand name she edits in Site settings. Money › Settings saves the currency alone.
 */
export const StudioSettingsSchema = z.object({
  name: studioName.optional(),
  currency,
  timeZone: timeZone.optional(),
  stockChecks: z.enum(STOCK_CHECKS, { error: 'Choose how often to check.' }).optional(),
  /** The "Made with Capsule Studio" line: a checkbox, sent only with the rest of the section. */
  madeWith: z
    .string()
    .optional()
    .transform((value) => value === 'on'),
})

export type StudioSettingsInput = Omit<z.output<typeof StudioSettingsSchema>, 'madeWith'> & {
  madeWith?: boolean
}

/** Her first run: her studio's name, its currency and its time zone, all three asked. */
export const FirstRunSchema = z.object({ name: studioName, currency, timeZone })

export type FirstRunInput = z.output<typeof FirstRunSchema>

/**
 * Every currency as a select offers it: "CHF · Swiss Franc", by code, from one table (not the
 * browser's Intl, whose names differ from the server's: app/lib/currencies.ts).
 */
export function currencyOptions(): { code: string; label: string }[] {
  return CURRENCIES.map((code) => ({ code, label: `${code} · ${CURRENCY_NAMES[code] ?? code}` }))
}
