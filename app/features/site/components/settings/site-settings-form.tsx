import { useEffect, useRef, useState } from 'react'
import { Link, useFetcher } from 'react-router'

import { useDirtyForm } from '~/components/dirty-forms'
import { PhotoField } from '~/components/photo/photo-field'
import { useRevealFailure } from '~/components/reveal-failure'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import { Checkbox, Select } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import type { FormResult } from '~/lib/form-errors'

import type { SiteSettings } from '../../schema'
import { TESTIMONIAL_SLOTS } from '../../settings-form'
import { SettingsSection } from './settings-section'
import { TextField } from './text-field'

const LINKS = [
  ['instagramUrl', 'Instagram'],
  ['tiktokUrl', 'TikTok'],
  ['shoppingLinksUrl', 'Shopping-link page'],
  ['newsletterPageUrl', 'Newsletter page'],
  ['linkInBioShopUrl', 'Link-in-bio shop page'],
  ['shoppingProfileUrl', 'Shopping-profile page'],
] as const

/** Every text and link of the public site. Saving updates `/` at once. */
export function SiteSettingsForm({
  settings,
  subscriberCount,
}: {
  settings: SiteSettings
  subscriberCount: number
}) {
  const fetcher = useFetcher<FormResult>()
  const { toast } = useToast()
  const [uploading, setUploading] = useState(false)
  const busy = fetcher.state !== 'idle'
  const result = busy ? undefined : fetcher.data
  const errors = result?.errors ?? {}
  // The server checks every field: its messages, in view, never the browser's bubble (which on a
  // phone points at a field hidden under the sticky Save bar).
  const form = useRevealFailure(result)
  const reported = useRef<FormResult | undefined>(undefined)
  // Typed since the last successful save: leaving the page asks first.
  const [typedAfter, setTypedAfter] = useState<{ answer?: FormResult } | null>(null)
  const savedSinceTyping =
    fetcher.state === 'idle' && fetcher.data?.ok && fetcher.data !== typedAfter?.answer
  useDirtyForm(typedAfter !== null && !savedSinceTyping)

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || reported.current === fetcher.data) return
    reported.current = fetcher.data
    if (fetcher.data.ok) toast('Site settings saved', { tone: 'success' })
    else toast(fetcher.data.formError ?? 'Some settings need your attention.', { tone: 'error' })
  }, [fetcher.state, fetcher.data, toast])

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      className="space-y-6"
      onInput={() => setTypedAfter({ answer: fetcher.data })}
    >
      {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}

      <SettingsSection title="Brand" description="Your name and story on the landing page.">
        <TextField
          name="brandName"
          label="Brand name"
          defaultValue={settings.brandName}
          errors={errors}
          maxLength={60}
          required
        />
        <TextField
          name="headline"
          label="Headline"
          defaultValue={settings.headline}
          errors={errors}
          maxLength={120}
          required
        />
        <TextField
          name="tagline"
          label="Tagline"
          defaultValue={settings.tagline}
          errors={errors}
          maxLength={240}
          wide
          required
        />
        <TextField
          name="bio"
          label="Bio"
          defaultValue={settings.bio}
          errors={errors}
          rows={6}
          maxLength={4000}
          wide
        />
        <div className="sm:col-span-2">
          <PhotoField
            label="Portrait"
            name="portraitUpload"
            current={settings.portrait}
            onBusyChange={setUploading}
          />
          {errors.portraitUpload ? (
            <p role="alert" className="mt-2 text-sm text-danger">
              {errors.portraitUpload}
            </p>
          ) : null}
        </div>
      </SettingsSection>

      <SettingsSection
        title="Contact and links"
        description="Links open in a new tab. Leave one empty to hide it."
      >
        <TextField
          name="contactEmail"
          label="Contact e-mail"
          type="email"
          defaultValue={settings.contactEmail}
          errors={errors}
          wide
        />
        {LINKS.map(([name, label]) => (
          <TextField
            key={name}
            name={name}
            label={label}
            type="url"
            defaultValue={settings[name]}
            errors={errors}
          />
        ))}
      </SettingsSection>

      <SettingsSection
        title="Booking and newsletter"
        description="Visitors book a time in your calendar (your hours are under Appointments), or use your booking provider's form. Leave the newsletter empty to use the built-in signup."
      >
        <div className="sm:col-span-2">
          <Field label="How visitors book" htmlFor="setting-bookingMode" error={errors.bookingMode}>
            <Select id="setting-bookingMode" name="bookingMode" defaultValue={settings.bookingMode}>
              <option value="slots">A time in my calendar</option>
              <option value="provider">My booking provider&apos;s form</option>
            </Select>
          </Field>
        </div>
        <TextField
          name="bookingFormUrl"
          label="Booking form provider URL"
          type="url"
          defaultValue={settings.bookingFormUrl}
          errors={errors}
          hint="Embedded in the booking panel when visitors book through it; the page's query string is passed through."
          wide
        />
        <TextField
          name="newsletterEmbedUrl"
          label="Newsletter embed URL"
          type="url"
          defaultValue={settings.newsletterEmbedUrl}
          errors={errors}
          wide
        />
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sunken p-4 text-sm sm:col-span-2">
          <span>
            {subscriberCount === 1
              ? '1 confirmed subscriber'
              : `${subscriberCount} confirmed subscribers`}{' '}
            to the built-in newsletter
          </span>
          <a
            href="/dashboard/subscribers.csv"
            download
            className="inline-flex items-center gap-2 font-medium text-accent hover:underline"
          >
            <Icon name="download" className="size-4" /> Export CSV
          </a>
        </div>
      </SettingsSection>

      <SettingsSection
        title="Packages"
        description="The cards in Services & Packages: your packages, in their order."
      >
        <p className="text-sm leading-relaxed text-muted sm:col-span-2">
          Your packages have their own page, where you set their prices, deposits and what each
          includes, and choose which ones your site shows.{' '}
          <Link to="/dashboard/money/packages" className="font-medium text-accent hover:underline">
            Edit your packages
          </Link>
        </p>
      </SettingsSection>

      <SettingsSection
        title="Testimonials"
        description="Hidden unless you turn them on. They rotate every 4 seconds."
      >
        <div className="sm:col-span-2">
          <Checkbox
            name="showTestimonials"
            label="Show testimonials on the site"
            defaultChecked={settings.showTestimonials}
          />
        </div>
        {TESTIMONIAL_SLOTS.map((slot) => {
          const entry = settings.testimonials[slot]
          return (
            <div
              key={slot}
              className="grid gap-4 border-t border-line pt-5 sm:col-span-2 sm:grid-cols-[1fr_12rem_8rem]"
            >
              <TextField
                name={`testimonials.${slot}.quote`}
                label={`Testimonial ${slot + 1}`}
                defaultValue={entry?.quote ?? ''}
                errors={errors}
                rows={2}
                maxLength={600}
              />
              <TextField
                name={`testimonials.${slot}.author`}
                label="Name"
                defaultValue={entry?.author ?? ''}
                errors={errors}
                maxLength={80}
              />
              <Field label="Stars" htmlFor={`setting-testimonials-${slot}-rating`}>
                <Select
                  id={`setting-testimonials-${slot}-rating`}
                  name={`testimonials.${slot}.rating`}
                  defaultValue={String(entry?.rating ?? 5)}
                >
                  {[5, 4, 3, 2, 1].map((stars) => (
                    <option key={stars} value={stars}>
                      {stars}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
          )
        })}
      </SettingsSection>

      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t border-line bg-canvas/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-6">
        <Button type="submit" busy={busy} disabled={uploading}>
          {busy ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </fetcher.Form>
  )
}
