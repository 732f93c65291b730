import { formatPrice, formatTotals, type Money, type Price } from '~/lib/money'

import { useViewerLocale } from './use-viewer-locale'

/** A price or budget in the viewer's locale ("CHF 1,500"), or as typed ("on request"). */
export function PriceText({ price }: { price: Price | null }) {
  const locale = useViewerLocale()
  return price ? formatPrice(price, locale) : null
}

/** Totals per currency ("CHF 1,335 · €165"); nothing to add up is zero in `zeroIn` ("CHF 0"). */
export function TotalsText({ totals, zeroIn }: { totals: Money[]; zeroIn: string }) {
  const locale = useViewerLocale()
  return formatTotals(totals, zeroIn, locale)
}
