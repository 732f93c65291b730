import { type SiteSettings, SiteSettingsSchema } from './schema'

/** The site as first published: the seed's packages, prices, add-ons and texts. */
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
  newsletterEmbedUrl: '',
  packages: [
    {
      name: 'Style Snack',
      price: '$75',
      priceNote: 'one-time',
      summary: 'One outfit for a specific event.',
      included: [
        'A short questionnaire about the event, your style and your budget',
        'One complete outfit, head to toe, with shopping links',
        'Styling notes for hair, accessories and layering',
      ],
      addOn: '',
    },
    {
      name: 'Clean Slate',
      price: '$359',
      priceNote: '',
      summary: '10 pieces that work with your existing closet.',
      included: [
        'A virtual closet review and style consultation',
        '10 hand-picked pieces that work with what you already own',
        'Your private online capsule with shopping links',
      ],
      addOn: 'Optional outfit-building cheat sheet +$50',
    },
    {
      name: 'Seasonal Set Up',
      price: '$849',
      priceNote: '',
      summary: '25 pieces plus 2 weeks of unlimited messaging.',
      included: [
        'A full closet edit and style consultation',
        '25 hand-picked pieces for the season, in your private capsule',
        '2 weeks of unlimited messaging for fittings and questions',
      ],
      addOn: 'Bonus: outfit combinations guide +$100',
    },
  ],
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

/** Stored settings merged over the defaults, so fields added later always have a value. */
export function withDefaults(stored: unknown): SiteSettings {
  const merged = { ...DEFAULT_SETTINGS, ...(stored && typeof stored === 'object' ? stored : {}) }
  const parsed = SiteSettingsSchema.safeParse(merged)
  return parsed.success ? parsed.data : DEFAULT_SETTINGS
}
