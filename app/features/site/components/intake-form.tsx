import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input, Select, Textarea } from '~/components/ui/input'
import type { FormResult } from '~/lib/form-errors'
import type { ServicePackage } from '../schema'
import { BookingThanks } from './booking-thanks'

/**
 * The built-in intake form, used when no booking provider is configured. It posts to /inquiry;
 * on an error the fields keep what was typed (they are never reset), with the messages beside
 * them. A hidden field the visitor never sees and the time the form was shown let the server
 * turn bots away.
 */
export function IntakeForm({
  packages,
  packageName,
  onDone,
}: {
  packages: ServicePackage[]
  packageName?: string
  onDone: () => void
}) {
  const fetcher = useFetcher<FormResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const startedAt = useRef<HTMLInputElement>(null)
  const busy = fetcher.state !== 'idle'
  const answer = busy ? undefined : fetcher.data
  const errors = answer?.errors ?? {}

  // Set once, on mount, and never rendered as a prop: React leaves the value alone afterwards.
  useEffect(() => {
    if (startedAt.current) startedAt.current.value = String(Date.now())
  }, [])

  // After a refusal, take the visitor to the first field that needs fixing.
  useEffect(() => {
    if (answer?.errors)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [answer?.errors])

  if (answer?.ok) return <BookingThanks onDone={onDone} />
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/inquiry"
      noValidate
      className="space-y-5 px-6 py-7 sm:px-8"
    >
      <p className="leading-relaxed text-pretty text-muted">
        Tell me a little about yourself and what you&apos;re looking for, and I&apos;ll get back to
        you to set up your free consultation.
      </p>
      {answer?.formError ? <Alert tone="error">{answer.formError}</Alert> : null}
      <Field label="Name" htmlFor="intake-name" error={errors.name} required>
        <Input id="intake-name" name="name" autoComplete="name" required maxLength={120} />
      </Field>
      <Field label="Email" htmlFor="intake-email" error={errors.email} required>
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
      <Field label="Phone" htmlFor="intake-phone" error={errors.phone} hint="Optional">
        <Input id="intake-phone" name="phone" type="tel" autoComplete="tel" maxLength={40} />
      </Field>
      <Field label="Package of interest" htmlFor="intake-package" error={errors.servicePackage}>
        <Select id="intake-package" name="servicePackage" defaultValue={packageName ?? ''}>
          {packages.map((pkg) => (
            <option key={pkg.name} value={pkg.name}>
              {pkg.name}
            </option>
          ))}
          <option value="">Not sure yet</option>
        </Select>
      </Field>
      <Field label="Message" htmlFor="intake-message" error={errors.message}>
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
      <input ref={startedAt} type="hidden" name="startedAt" />
      <Button type="submit" busy={busy} className="min-h-12 w-full">
        Send request
      </Button>
    </fetcher.Form>
  )
}
