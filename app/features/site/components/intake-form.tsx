import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input, Select, Textarea } from '~/components/ui/input'
import type { PublicPackage } from '~/lib/public-package'

/**
 * The built-in intake form, used when no booking provider is configured (a template the
 * landing script clones into the slide-in). It posts to /inquiry; on an error the fields keep
 * what was typed, with the messages beside them (enhance/forms.ts). A hidden field the visitor
 * never sees and the time the form was shown (set by the script) let the server turn bots away.
 */
export function IntakeForm({ packages }: { packages: PublicPackage[] }) {
  return (
    <form
      method="post"
      action="/inquiry"
      noValidate
      data-intake=""
      className="space-y-5 px-6 py-7 sm:px-8"
    >
      <p className="leading-relaxed text-pretty text-muted">
        Tell me a little about yourself and what you&apos;re looking for, and I&apos;ll get back to
        you to set up your free consultation.
      </p>
      <div data-form-message="" hidden />
      <Field label="Name" htmlFor="intake-name" required>
        <Input id="intake-name" name="name" autoComplete="name" required maxLength={120} />
      </Field>
      <Field label="Email" htmlFor="intake-email" required>
        <Input
          id="intake-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
        />
      </Field>
      <Field label="Phone" htmlFor="intake-phone" hint="Optional">
        <Input id="intake-phone" name="phone" type="tel" autoComplete="tel" maxLength={40} />
      </Field>
      <Field label="Package of interest" htmlFor="intake-package">
        <Select id="intake-package" name="servicePackage" defaultValue="">
          {packages.map((pkg) => (
            <option key={pkg.name} value={pkg.name}>
              {pkg.name}
            </option>
          ))}
          <option value="">Not sure yet</option>
        </Select>
      </Field>
      <Field label="Message" htmlFor="intake-message">
        <Textarea
          id="intake-message"
          name="message"
          rows={5}
          maxLength={3000}
          placeholder="Your style, your plans, anything you'd like me to know"
        />
      </Field>
      {/* Spam guards: a field people never see or reach, and when the form was shown. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="intake-website">Website</label>
        <input id="intake-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="startedAt" data-started-at="" />
      <Button type="submit" className="min-h-12 w-full">
        Send request
      </Button>
    </form>
  )
}
