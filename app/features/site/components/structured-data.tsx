import type { PublicPackage } from '~/lib/public-package'

import type { SiteSettings } from '../schema'

function offer(pkg: PublicPackage) {
  return {
    '@type': 'Offer',
    name: pkg.name,
    ...(pkg.offer ? { price: pkg.offer.price, priceCurrency: pkg.offer.currency } : {}),
    itemOffered: { '@type': 'Service', name: pkg.name, description: pkg.summary || undefined },
  }
}

/** schema.org data for search engines: the business, its profiles and its packages. */
export function structuredData(settings: SiteSettings, packages: PublicPackage[]) {
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
    makesOffer: packages.map(offer),
  }
}

export function StructuredData({
  settings,
  packages,
}: {
  settings: SiteSettings
  packages: PublicPackage[]
}) {
  // The one deliberate use of dangerouslySetInnerHTML: a JSON-LD script must hold raw JSON, and
  // React would escape it as text. The content is JSON.stringify output (no markup of its own),
  // and every "<" is written as \u003c, so text from the settings (e.g. "</script>") can never
  // close the element early or start a new tag.
  const json = JSON.stringify(structuredData(settings, packages)).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
