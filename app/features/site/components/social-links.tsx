import { Link as LinkIcon, Mail, Music2, ShoppingBag, type LucideProps } from 'lucide-react'
import type { ComponentType } from 'react'
import type { SiteSettings } from '../schema'

/**
 * lucide-react 1.x no longer ships brand logos, so this is lucide's former `Instagram` glyph
 * (ISC licence), drawn the same way as the other icons.
 */
function InstagramIcon(props: LucideProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={props.className}
    >
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </svg>
  )
}

type SocialKey =
  'instagramUrl' | 'tiktokUrl' | 'shoppingLinksUrl' | 'newsletterPageUrl' | 'linkInBioShopUrl'

const SOCIAL: { key: SocialKey; label: string; icon: ComponentType<LucideProps> }[] = [
  { key: 'instagramUrl', label: 'Instagram', icon: InstagramIcon },
  { key: 'tiktokUrl', label: 'TikTok', icon: Music2 },
  { key: 'shoppingLinksUrl', label: 'Shopping links', icon: ShoppingBag },
  { key: 'newsletterPageUrl', label: 'Newsletter', icon: Mail },
  { key: 'linkInBioShopUrl', label: 'Link-in-bio shop', icon: LinkIcon },
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
          {links.map(({ key, label, icon: Icon, url }) => (
            <li key={key}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm text-ink transition-colors hover:border-accent hover:text-accent"
              >
                <Icon aria-hidden="true" className="size-4 text-accent" />
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
