// The currency a new price starts in (PRODUCT.md, "Her studio speaks in her name"): the
// capsule's (its budget's), else the client's (her budget's), else the studio's.
import { isAmount, type Price } from './money'

/** The first currency given: pass the capsule's, the client's, then the studio's. */
export function firstCurrency(...currencies: (string | null | undefined)[]): string | undefined {
  return currencies.find((currency): currency is string => Boolean(currency))
}

/** A budget's currency; none for a budget typed as words ("flexible"). */
export function budgetCurrency(budget: Price | null | undefined): string | null {
  return budget && isAmount(budget) ? budget.currency : null
}
