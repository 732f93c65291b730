import { z } from '~/lib/zod'

import { SiteSettingsSchema } from './schema'

export const TESTIMONIAL_SLOTS = [0, 1, 2] as const

/** The Site settings form's fields, as the settings object (nested fields are named by path). */
export function settingsFromForm(fields: Readonly<Record<string, string>>) {
  const get = (name: string) => fields[name] ?? ''
  return {
    brandName: get('brandName'),
    headline: get('headline'),
    tagline: get('tagline'),
    bio: get('bio'),
    contactEmail: get('contactEmail').trim(),
    instagramUrl: get('instagramUrl'),
    tiktokUrl: get('tiktokUrl'),
    shoppingLinksUrl: get('shoppingLinksUrl'),
    newsletterPageUrl: get('newsletterPageUrl'),
    linkInBioShopUrl: get('linkInBioShopUrl'),
    shoppingProfileUrl: get('shoppingProfileUrl'),
    bookingFormUrl: get('bookingFormUrl'),
    bookingMode: get('bookingMode'),
    newsletterEmbedUrl: get('newsletterEmbedUrl'),
    testimonials: TESTIMONIAL_SLOTS.map((slot) => ({
      quote: get(`testimonials.${slot}.quote`),
      author: get(`testimonials.${slot}.author`),
      rating: Number(get(`testimonials.${slot}.rating`) || 5),
    })).filter((testimonial) => testimonial.quote.trim() || testimonial.author.trim()),
    showTestimonials: fields.showTestimonials === 'on',
  }
}

export const SettingsFormSchema = SiteSettingsSchema.omit({ portrait: true }).refine(
  (settings) => settings.bookingMode !== 'provider' || settings.bookingFormUrl !== '',
  {
    path: ['bookingFormUrl'],
    message: 'Enter the booking form provider URL, or let visitors book a time in your calendar.',
  },
)

/** The form's flat fields, read into the settings object and checked. */
export const SettingsFieldsSchema = z
  .record(z.string(), z.string())
  .transform(settingsFromForm)
  .pipe(SettingsFormSchema)
