import { type SiteSettings, SiteSettingsSchema } from './schema'

/** The site as first published: the seed's texts (its packages: app/domain/starter-packages.ts). */
export const DEFAULT_SETTINGS: SiteSettings = {
  brandName: 'Capsule Studio',
  headline: 'Dress like the best version of you',
  tagline: 'Personal styling services and wardrobe building, perfectly curated for your life.',
  bio: 'I help busy women build wardrobes that feel effortless. Together we edit what you own, find the few pieces that are missing, and turn them into outfits you will actually wear — for work, weekends and everything in between.',
  portrait: null,
  contactEmail: '',
  instagramUrl: '',
  tiktokUrl: '',
  shoppingLinksUrl: '',
  newsletterPageUrl: '',
  linkInBioShopUrl: '',
  shoppingProfileUrl: '',
  bookingFormUrl: '',
  bookingMode: 'slots',
  newsletterEmbedUrl: '',
  testimonials: [
    {
      quote:
        'I finally open my closet and know exactly what to wear. Every piece works with three others.',
      author: 'Jessica M.',
      rating: 5,
    },
    {
      quote:
        'The capsule she built me for my new job was perfect — polished, comfortable and so me.',
      author: 'Priya R.',
      rating: 5,
    },
    {
      quote: 'Worth every penny. I shop less, spend less and get more compliments than ever.',
      author: 'Laura K.',
      rating: 5,
    },
  ],
  showTestimonials: false,
}

/**
 * Stored settings merged over the defaults, so fields added later always have a value. A site
 * saved before the booking mode existed keeps booking through its provider when it had one.
 */
export function withDefaults(stored: unknown): SiteSettings {
  const saved: Partial<SiteSettings> = stored && typeof stored === 'object' ? stored : {}
  const merged = {
    ...DEFAULT_SETTINGS,
    ...(saved.bookingFormUrl && !saved.bookingMode ? { bookingMode: 'provider' } : {}),
    ...saved,
  }
  const parsed = SiteSettingsSchema.safeParse(merged)
  return parsed.success ? parsed.data : DEFAULT_SETTINGS
}
