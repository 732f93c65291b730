// The three packages a new public site starts with (Style Snack, Clean Slate, Seasonal Set Up):
// priced in the studio's currency, which they follow until she edits them (decision 045).
import { formatMoney, minorDigits, type Money } from '~/lib/money'

import type { LegacyPackage } from './packages'

/** The packages a new site starts with, by key (`service_package.starter`). */
export const STARTERS = {
  'style-snack': {
    name: 'Style Snack',
    price: 75,
    priceNote: 'one-time',
    summary: 'One outfit for a specific event.',
    included: [
      'A short questionnaire about the event, your style and your budget',
      'One complete outfit, head to toe, with shopping links',
      'Styling notes for hair, accessories and layering',
    ],
    addOn: null,
  },
  'clean-slate': {
    name: 'Clean Slate',
    price: 359,
    priceNote: '',
    summary: '10 pieces that work with your existing closet.',
    included: [
      'A virtual closet review and style consultation',
      '10 hand-picked pieces that work with what you already own',
      'Your private online capsule with shopping links',
    ],
    addOn: { text: 'Optional outfit-building cheat sheet', price: 50 },
  },
  'seasonal-set-up': {
    name: 'Seasonal Set Up',
    price: 849,
    priceNote: '',
    summary: '25 pieces plus 2 weeks of unlimited messaging.',
    included: [
      'A full closet edit and style consultation',
      '25 hand-picked pieces for the season, in your private capsule',
      '2 weeks of unlimited messaging for fittings and questions',
    ],
    addOn: { text: 'Bonus: outfit combinations guide', price: 100 },
  },
} as const satisfies Record<string, Starter>

type Starter = {
  name: string
  /** In whole units of the studio's currency. */
  price: number
  priceNote: string
  summary: string
  included: readonly string[]
  addOn: { text: string; price: number } | null
}

export type StarterKey = keyof typeof STARTERS

export const isStarterKey = (key: string | null): key is StarterKey =>
  key !== null && Object.hasOwn(STARTERS, key)

/** Whole units of `currency` in its minor units (75 → 7500 cents, 75 yen). */
const whole = (units: number, currency: string): Money => ({
  amount: units * 10 ** minorDigits(currency),
  currency,
})

/** A starter package priced in `currency`: its price, and its add-on's line ("… +£50"). */
export function starterIn(key: StarterKey, currency: string) {
  const starter: Starter = STARTERS[key]
  return {
    price: whole(starter.price, currency),
    addOn: starter.addOn
      ? `${starter.addOn.text} +${formatMoney(whole(starter.addOn.price, currency))}`
      : null,
  }
}

/** The starter packages as the old Site settings kept them: prices typed in `currency`. */
export function starterPackages(currency: string): (LegacyPackage & { starter: StarterKey })[] {
  return (Object.keys(STARTERS) as StarterKey[]).map((key) => {
    const { name, priceNote, summary, included } = STARTERS[key]
    const priced = starterIn(key, currency)
    return {
      starter: key,
      name,
      price: formatMoney(priced.price),
      priceNote,
      summary,
      included: [...included],
      addOn: priced.addOn ?? '',
    }
  })
}
