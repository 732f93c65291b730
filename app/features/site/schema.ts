import { toWebAddress } from '~/lib/web-address'
import { z } from '~/lib/zod'

const text = (max: number, message = `Use at most ${max.toLocaleString('en-US')} characters.`) =>
  z.string().trim().max(max, message)

const required = (max: number, name: string) => text(max).min(1, `Enter the ${name}.`)

/**
 * Only web addresses; empty means "not set". `instagram.com/me` is taken as https://; any other
 * scheme is refused. Frames and links on `/` use only these.
 */
export const httpUrl = z
  .string()
  .trim()
  .max(2000, 'Use at most 2,000 characters.')
  .transform((value, context) => {
    if (value === '') return value
    const address = toWebAddress(value)
    if (address === null) {
      context.addIssue({
        code: 'custom',
        message: 'Use a web address, like instagram.com/yourname.',
      })
      return value
    }
    return address
  })

const TestimonialSchema = z.object({
  quote: required(600, 'testimonial'),
  author: required(80, 'name'),
  rating: z.number().int().min(1).max(5),
})

/**
 * How the booking panel books: `slots` (a time in her calendar, features/booking) or `provider`
 * (the booking form provider's page in a frame, as the seed did).
 */
export const BOOKING_MODES = ['slots', 'provider'] as const
export type BookingMode = (typeof BOOKING_MODES)[number]

export const SiteSettingsSchema = z.object({
  brandName: required(60, 'brand name'),
  headline: required(120, 'headline'),
  tagline: required(240, 'tagline'),
  bio: text(4000),
  portrait: z
    .object({
      key: z.string(),
      width: z.number(),
      height: z.number(),
      widths: z.array(z.number()),
    })
    .nullable(),
  contactEmail: z.union([z.literal(''), z.email('Enter a valid e-mail address.').max(254)]),
  instagramUrl: httpUrl,
  tiktokUrl: httpUrl,
  shoppingLinksUrl: httpUrl,
  newsletterPageUrl: httpUrl,
  linkInBioShopUrl: httpUrl,
  shoppingProfileUrl: httpUrl,
  bookingFormUrl: httpUrl,
  bookingMode: z.enum(BOOKING_MODES, { error: 'Choose how visitors book.' }),
  newsletterEmbedUrl: httpUrl,
  testimonials: z.array(TestimonialSchema).max(6),
  showTestimonials: z.boolean(),
})

export type SiteSettings = z.infer<typeof SiteSettingsSchema>
