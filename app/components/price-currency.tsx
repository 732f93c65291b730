import { createContext, use } from 'react'

import { FALLBACK_CURRENCY } from '~/lib/locale-currency'

/**
 * The currency a new price or budget starts in on this page: the studio's (the dashboard layout
 * provides it), her client's on a client's page, the capsule's on a capsule's page
 * (app/lib/price-currency.ts).
 */
export const PriceCurrency = createContext(FALLBACK_CURRENCY)

/** The currency a new price or budget starts in here. */
export function usePriceCurrency(): string {
  return use(PriceCurrency)
}
