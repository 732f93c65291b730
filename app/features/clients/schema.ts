import { currencyCode, readPriceField } from '~/lib/money-field'
import { optionalText, requiredText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

/** The profile: every field optional free text, each with its own bound. */
export const PROFILE_LIMITS = {
  sizeTops: 40,
  sizeBottoms: 40,
  sizeDress: 40,
  sizeShoes: 40,
  sizeNotes: 500,
  measurements: 500,
  coloursLoved: 300,
  coloursAvoided: 300,
  styleWords: 300,
  budget: 120,
  notes: 5000,
  cameFrom: 200,
} as const

export type ProfileField = keyof typeof PROFILE_LIMITS
/** The profile fields that are plain text (the budget is a price). */
export type TextProfileField = Exclude<ProfileField, 'budget'>

export const ClientSchema = z
  .object({
    name: requiredText(120, "Enter the client's name."),
    email: optionalText(254, 'That e-mail address is too long.').pipe(
      z.email('Enter a valid e-mail address.').nullable(),
    ),
    phone: optionalText(40, 'That phone number is too long.').pipe(
      z
        .string()
        .regex(/^\+?[\d\s().-]{3,}$/, 'Enter a valid phone number.')
        .nullable(),
    ),
    sizeTops: optionalText(PROFILE_LIMITS.sizeTops),
    sizeBottoms: optionalText(PROFILE_LIMITS.sizeBottoms),
    sizeDress: optionalText(PROFILE_LIMITS.sizeDress),
    sizeShoes: optionalText(PROFILE_LIMITS.sizeShoes),
    sizeNotes: optionalText(PROFILE_LIMITS.sizeNotes),
    measurements: optionalText(PROFILE_LIMITS.measurements),
    coloursLoved: optionalText(PROFILE_LIMITS.coloursLoved),
    coloursAvoided: optionalText(PROFILE_LIMITS.coloursAvoided),
    styleWords: optionalText(PROFILE_LIMITS.styleWords),
    /** Her budget per season as typed, in `budgetCurrency` unless it names one. */
    budget: optionalText(PROFILE_LIMITS.budget),
    budgetCurrency: currencyCode,
    notes: optionalText(PROFILE_LIMITS.notes),
    cameFrom: optionalText(PROFILE_LIMITS.cameFrom),
  })
  .transform(({ budget, budgetCurrency, ...rest }, context) => ({
    ...rest,
    budget: readPriceField(budget, budgetCurrency, 'budget', context),
  }))

export type ClientInput = z.infer<typeof ClientSchema>

/** The Clients page's orders (`?sort=`), newest first by default. */
export const CLIENT_SORTS = ['newest', 'name', 'activity'] as const
export type ClientSort = (typeof CLIENT_SORTS)[number]

export function parseClientSort(value: string | null): ClientSort {
  return CLIENT_SORTS.find((sort) => sort === value) ?? 'newest'
}

/** The search box's text (`?q=`), bounded. */
export function parseClientSearch(value: string | null): string {
  return (value ?? '').trim().slice(0, 100)
}
