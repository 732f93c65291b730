import countryToCurrency from 'country-to-currency'

import { isCurrency } from './money'

/** The currency of a studio whose stylist's browser says nothing we can use. */
export const FALLBACK_CURRENCY = 'USD'

/**
 * The currency of the first region an `Accept-Language` header names: "de-CH" → CHF,
 * "en-GB" → GBP, "fr-FR" → EUR; a bare language takes its likely region ("fr" → FR → EUR).
 * USD when none is known.
 */
export function currencyForLocale(acceptLanguage: string | null | undefined): string {
  for (const tag of languageTags(acceptLanguage ?? '')) {
    const region = regionOf(tag)
    const currency = region ? (countryToCurrency as Record<string, string>)[region] : undefined
    if (currency && isCurrency(currency)) return currency
  }
  return FALLBACK_CURRENCY
}

/** The header's language tags, most wanted first ("*" and malformed ones left out). */
function languageTags(header: string): string[] {
  return header
    .slice(0, 500)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order }
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag)
}

function regionOf(tag: string): string | undefined {
  try {
    const locale = new Intl.Locale(tag)
    return (locale.region ?? locale.maximize().region)?.toUpperCase()
  } catch {
    return undefined
  }
}
