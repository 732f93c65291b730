import { describe, expect, test } from 'vitest'

import { fieldErrors } from '~/lib/form-errors'
import { formFields } from '~/lib/read-form'

import { DEFAULT_SETTINGS, withDefaults } from './defaults'
import { SettingsFormSchema, settingsFromForm } from './settings-form'

function formOf(overrides: Record<string, string> = {}) {
  const form = new FormData()
  const { portrait: _portrait, testimonials, showTestimonials, ...flat } = DEFAULT_SETTINGS
  for (const [name, value] of Object.entries(flat)) form.set(name, value)
  testimonials.forEach((entry, slot) => {
    form.set(`testimonials.${slot}.quote`, entry.quote)
    form.set(`testimonials.${slot}.author`, entry.author)
  })
  if (showTestimonials) form.set('showTestimonials', 'on')
  for (const [name, value] of Object.entries(overrides)) form.set(name, value)
  return formFields(form)
}

describe('Site settings form', () => {
  test('the defaults round-trip through the form unchanged', () => {
    const { portrait: _portrait, ...expected } = DEFAULT_SETTINGS
    expect(SettingsFormSchema.parse(settingsFromForm(formOf()))).toEqual(expected)
  })

  test('only http(s) URLs are accepted, with the error on that field', () => {
    const result = SettingsFormSchema.safeParse(
      settingsFromForm(
        formOf({ instagramUrl: 'javascript:alert(1)', bookingFormUrl: 'ftp://x.example' }),
      ),
    )
    expect(result.success).toBe(false)
    const errors = fieldErrors(result.error!)
    expect(errors.instagramUrl).toBe('Use a web address, like instagram.com/yourname.')
    expect(errors.bookingFormUrl).toBe('Use a web address, like instagram.com/yourname.')
  })

  test('an address typed without https:// is saved with it', () => {
    const settings = SettingsFormSchema.parse(
      settingsFromForm(formOf({ instagramUrl: 'instagram.com/atelier', tiktokUrl: '' })),
    )
    expect(settings.instagramUrl).toBe('https://instagram.com/atelier')
    expect(settings.tiktokUrl).toBe('')
  })

  test('required texts, lengths and the contact e-mail are checked, per nested field', () => {
    const result = SettingsFormSchema.safeParse(
      settingsFromForm(
        formOf({
          brandName: ' ',
          'testimonials.1.author': '',
          contactEmail: 'nope',
          headline: 'x'.repeat(121),
        }),
      ),
    )
    const errors = fieldErrors(result.error!)
    expect(errors.brandName).toBe('Enter the brand name.')
    expect(errors['testimonials.1.author']).toBe('Enter the name.')
    expect(errors.contactEmail).toBe('Enter a valid e-mail address.')
    expect(errors.headline).toBe('Use at most 120 characters.')
  })

  test('empty testimonial slots are dropped', () => {
    const settings = settingsFromForm(
      formOf({
        'testimonials.2.quote': '',
        'testimonials.2.author': '',
      }),
    )
    expect(settings.testimonials).toHaveLength(2)
  })
})

describe('booking mode', () => {
  test('booking through the provider needs its address', () => {
    const result = SettingsFormSchema.safeParse(
      settingsFromForm(formOf({ bookingMode: 'provider', bookingFormUrl: '' })),
    )
    expect(fieldErrors(result.error!).bookingFormUrl).toBe(
      'Enter the booking form provider URL, or let visitors book a time in your calendar.',
    )
    expect(
      SettingsFormSchema.safeParse(
        settingsFromForm(formOf({ bookingMode: 'provider', bookingFormUrl: 'book.example/me' })),
      ).success,
    ).toBe(true)
  })

  test('a site saved before the mode existed keeps its provider; a new one books times', () => {
    expect(withDefaults({ bookingFormUrl: 'https://book.example/me' }).bookingMode).toBe('provider')
    expect(withDefaults({}).bookingMode).toBe('slots')
    expect(
      withDefaults({ bookingFormUrl: 'https://book.example/me', bookingMode: 'slots' }).bookingMode,
    ).toBe('slots')
  })
})
