import { Icon, type IconName } from '~/components/ui/icon'

import type { SiteSettings } from '../schema'

type SocialKey =
  'instagramUrl' | 'tiktokUrl' | 'shoppingLinksUrl' | 'newsletterPageUrl' | 'linkInBioShopUrl'

const SOCIAL: { key: SocialKey; label: string; icon: IconName }[] = [
  { key: 'instagramUrl', label: 'Instagram', icon: 'instagram' },
  { key: 'tiktokUrl', label: 'TikTok', icon: 'music-2' },
  { key: 'shoppingLinksUrl', label: 'Shopping links', icon: 'shopping-bag' },
  { key: 'newsletterPageUrl', label: 'Newsletter', icon: 'mail' },
  { key: 'linkInBioShopUrl', label: 'Link-in-bio shop', icon: 'link' },
]

/** The social links that are set, in display order. */
export function socialLinks(settings: SiteSettings) {
  return SOCIAL.flatMap((link) => {
    const url = settings[link.key]
    return url ? [{ ...link, url }] : []
  })
}

/** "Find me here": the stylist's social pages, each in a new tab. Hidden when none is set. */
export function SocialLinks({ settings }: { settings: SiteSettings }) {
  const links = socialLinks(settings)
  if (links.length === 0) return null
  return (
    <section aria-labelledby="find-me-title" className="border-y border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-5 py-10 sm:flex-row sm:justify-center sm:gap-10">
        <h2
          id="find-me-title"
          className="font-display text-2xl leading-none font-medium whitespace-nowrap text-ink"
        >
          Find me here
        </h2>
        <ul className="flex flex-wrap justify-center gap-2.5">
          {links.map(({ key, label, icon, url }) => (
            <li key={key}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm text-ink transition-colors hover:border-accent hover:text-accent"
              >
                <Icon name={icon} className="size-4 text-accent" />
                {label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
