import { Field } from '~/components/ui/field'
import { Input, Select, Textarea } from '~/components/ui/input'
import type { FieldErrors } from '~/lib/form-errors'

import { BOOKING_LIMITS } from '../schema'

/**
 * Who is booking and the intake questions (the package of interest, a message): the booking
 * form's own fields, in the landing page's slide-in and on the booking page. `values` and
 * `errors` come back from a refused post (the page without JavaScript).
 */
export function VisitorFields({
  packages,
  values = {},
  errors = {},
}: {
  /** Her packages' names, for "Package of interest". */
  packages: string[]
  values?: Record<string, string>
  errors?: FieldErrors
}) {
  return (
    <div className="space-y-5">
      <Field label="Name" htmlFor="book-name" required error={errors.name}>
        <Input
          id="book-name"
          name="name"
          autoComplete="name"
          required
          maxLength={BOOKING_LIMITS.name}
          defaultValue={values.name}
        />
      </Field>
      <Field label="Email" htmlFor="book-email" required error={errors.email}>
        <Input
          id="book-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          defaultValue={values.email}
        />
      </Field>
      <Field label="Phone" htmlFor="book-phone" hint="Optional" error={errors.phone}>
        <Input
          id="book-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          defaultValue={values.phone}
        />
      </Field>
      <Field label="Package of interest" htmlFor="book-package" error={errors.servicePackage}>
        <Select id="book-package" name="servicePackage" defaultValue={values.servicePackage ?? ''}>
          {packages.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          <option value="">Not sure yet</option>
        </Select>
      </Field>
      <Field label="Message" htmlFor="book-note" hint="Optional" error={errors.note}>
        <Textarea
          id="book-note"
          name="note"
          rows={4}
          maxLength={BOOKING_LIMITS.note}
          placeholder="Your style, your plans, anything you'd like me to know"
          defaultValue={values.note}
        />
      </Field>
      {/* A field people never see or reach: a bot fills it. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="book-website">Website</label>
        <input id="book-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </div>
  )
}
