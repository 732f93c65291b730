import { createContext, use } from 'react'

import { FALLBACK_CURRENCY } from '~/lib/locale-currency'

/** The signed-in stylist's studio currency (the dashboard layout provides it). */
export const StudioCurrency = createContext(FALLBACK_CURRENCY)

/** The currency a new price or budget starts in. */
export function useStudioCurrency(): string {
  return use(StudioCurrency)
}
