// A stylist's packages as forms, the public site and invoices see them (saved by
// packages.server.ts). The public site lists the site owner's; invoices and vouchers are made
// from them (features/billing).
import { readAmount } from '~/lib/amount-input'
import { amountText, formatMoney, isCurrency, type Money, readMoney } from '~/lib/money'
import type { PublicPackage } from '~/lib/public-package'
import { optionalText, requiredText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

export type { PublicPackage }

/** A package as the studio shows and edits it. */
export type PackageView = {
  id: string
  name: string
  /** Null: a price brought over from the old Site settings that is not an amount (`priceText`). */
  price: Money | null
  currency: string
  priceText: string | null
  priceNote: string | null
  summary: string | null
  included: string[]
  addOn: string | null
  deposit: Deposit | null
  showOnSite: boolean
}

/** A deposit: a whole percentage of the price, or an amount. */
export type Deposit = { kind: 'percent'; percent: number } | { kind: 'amount'; amount: number }

export const PACKAGE_LIMITS = {
  name: 60,
  priceNote: 60,
  summary: 300,
  includedLines: 12,
  includedLine: 200,
  addOn: 200,
} as const

/** At most this many packages per studio: each one is a card of the public site. */
export const MAX_PACKAGES = 24

/**
 * A package of the old Site settings (before packages were records): its price as typed. The
 * site owner's become her records once (packages.server.ts); the starter packages are the site's
 * until then.
 */
export type LegacyPackage = {
  name: string
  price: string
  priceNote: string
  summary: string
  included: string[]
  addOn: string
}

/** A package of the old Site settings as a card shows it: its price as typed. */
export function legacyPublicPackage(pkg: LegacyPackage, currency: string): PublicPackage {
  const reading = readMoney(pkg.price, currency)
  const money = reading?.ok ? reading.money : null
  return {
    ...pkg,
    offer: money ? { price: amountText(money), currency: money.currency } : null,
  }
}

/** A package as its card on the public site shows it. */
export function publicPackage(pkg: PackageView): PublicPackage {
  return {
    name: pkg.name,
    price: pkg.price ? formatMoney(pkg.price) : (pkg.priceText ?? ''),
    offer: pkg.price ? { price: amountText(pkg.price), currency: pkg.price.currency } : null,
    priceNote: pkg.priceNote ?? '',
    summary: pkg.summary ?? '',
    included: pkg.included,
    addOn: pkg.addOn ?? '',
  }
}

/** The deposit of a package's price, in minor units (a percentage rounds to the minor unit). */
export function depositAmount(price: number, deposit: Deposit): number {
  return deposit.kind === 'percent' ? Math.round((price * deposit.percent) / 100) : deposit.amount
}

const DEPOSIT_KINDS = ['none', 'percent', 'amount'] as const

/** The package form (add and edit). Amounts are read in the form's currency. */
export const PackageSchema = z
  .object({
    name: requiredText(PACKAGE_LIMITS.name, 'Enter the package name.'),
    currency: z
      .string({ error: 'Choose a currency.' })
      .trim()
      .toUpperCase()
      .refine(isCurrency, 'Choose a currency from the list.'),
    price: z.string().trim().max(40, 'Enter an amount, like 150 or 150.50.').default(''),
    priceNote: optionalText(PACKAGE_LIMITS.priceNote),
    summary: optionalText(PACKAGE_LIMITS.summary),
    included: z
      .string()
      .max(4000, 'That list is too long.')
      .default('')
      .transform((text) =>
        text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z.string().max(PACKAGE_LIMITS.includedLine, 'Keep each line under 200 characters.'),
          )
          .max(PACKAGE_LIMITS.includedLines, 'List at most 12 things.'),
      ),
    addOn: optionalText(PACKAGE_LIMITS.addOn),
    depositKind: z.enum(DEPOSIT_KINDS, { error: 'Choose a kind of deposit.' }).default('none'),
    deposit: z.string().trim().max(40).default(''),
    showOnSite: z
      .string()
      .optional()
      .transform((value) => value === 'on'),
  })
  .transform((input, context) => {
    const price = readAmount(input.price, input.currency)
    if (!price.ok) {
      context.addIssue({ code: 'custom', path: ['price'], message: price.message })
      return z.NEVER
    }
    const deposit = readDeposit(input.depositKind, input.deposit, input.currency, price.amount)
    if (typeof deposit === 'string') {
      context.addIssue({ code: 'custom', path: ['deposit'], message: deposit })
      return z.NEVER
    }
    const { depositKind: _kind, deposit: _deposit, price: _price, ...rest } = input
    return { ...rest, price: price.amount, deposit }
  })

export type PackageInput = z.output<typeof PackageSchema>

/** The deposit typed for a price, or the message that says what to fix. */
function readDeposit(
  kind: (typeof DEPOSIT_KINDS)[number],
  text: string,
  currency: string,
  price: number,
): Deposit | null | string {
  if (kind === 'none') return null
  if (kind === 'percent') {
    const percent = Number(text.replace(/\s*%$/, ''))
    if (!/^\d{1,3}(\s*%)?$/.test(text) || percent < 1 || percent > 100) {
      return 'Enter a whole percentage from 1 to 100.'
    }
    return { kind: 'percent', percent }
  }
  const amount = readAmount(text, currency)
  if (!amount.ok) return amount.message
  if (amount.amount > price) return 'A deposit cannot be more than the price.'
  return { kind: 'amount', amount: amount.amount }
}
