import { photoUrl } from '~/lib/photo-urls'

import type { SiteSettings } from '../schema'

/**
 * The landing page's title, description and share-preview tags (Open Graph and Twitter).
 * `origin` makes the preview image URL absolute, as share previews require.
 */
export function landingMeta(settings: SiteSettings, origin: string) {
  const title = `${settings.brandName} — personal styling`
  const image = settings.portrait ? `${origin}${photoUrl(settings.portrait, 'large')}` : null
  return [
    { title },
    { name: 'description', content: settings.tagline },
    { property: 'og:title', content: title },
    { property: 'og:description', content: settings.tagline },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: settings.brandName },
    { property: 'og:url', content: `${origin}/` },
    ...(image && settings.portrait
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:width', content: String(settings.portrait.width) },
          { property: 'og:image:height', content: String(settings.portrait.height) },
          { property: 'og:image:alt', content: settings.brandName },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: settings.tagline },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ]
}
