import type { ServicePackage, SiteSettings } from '../schema'

const CURRENCIES: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP' }

/** "$75" → { price: '75', priceCurrency: 'USD' }; nothing for a price that is not one amount. */
function parsePrice(
  price: string,
): { price: string; priceCurrency: string } | Record<never, never> {
  const match = /^\s*([$€£])\s*(\d[\d,]*(?:\.\d+)?)\s*$/.exec(price)
  const symbol = match?.[1]
  const amount = match?.[2]
  const currency = symbol ? CURRENCIES[symbol] : undefined
  if (!amount || !currency) return {}
  return { price: amount.replace(/,/g, ''), priceCurrency: currency }
}

function offer(pkg: ServicePackage) {
  return {
    '@type': 'Offer',
    name: pkg.name,
    ...parsePrice(pkg.price),
    itemOffered: { '@type': 'Service', name: pkg.name, description: pkg.summary || undefined },
  }
}

/** schema.org data for search engines: the business, its profiles and its three packages. */
export function structuredData(settings: SiteSettings) {
  const sameAs = [
    settings.instagramUrl,
    settings.tiktokUrl,
    settings.shoppingLinksUrl,
    settings.newsletterPageUrl,
    settings.linkInBioShopUrl,
    settings.shoppingProfileUrl,
  ].filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: settings.brandName,
    description: settings.tagline,
    email: settings.contactEmail || undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    makesOffer: settings.packages.map(offer),
  }
}

export function StructuredData({ settings }: { settings: SiteSettings }) {
  // The one deliberate use of dangerouslySetInnerHTML: a JSON-LD script must hold raw JSON, and
  // React would escape it as text. The content is JSON.stringify output (no markup of its own),
  // and every "<" is written as \u003c, so text from the settings (e.g. "</script>") can never
  // close the element early or start a new tag.
  const json = JSON.stringify(structuredData(settings)).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
