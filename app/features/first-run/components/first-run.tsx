import { useMemo } from 'react'
import { Link, useFetcher } from 'react-router'

import { useRevealFailure } from '~/components/reveal-failure'
import { TimeZoneField } from '~/components/time-zone-field'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import { Input, Select } from '~/components/ui/input'
import { currencyOptions, STUDIO_NAME_MAX } from '~/features/studio'
import type { FormResult } from '~/lib/form-errors'

import type { ChecklistEntry } from '../first-run'

/**
 * The first run, at the top of her Clients page: her studio's name, currency and time zone
 * (the zone her browser gives, to start with). Answered, it becomes the checklist.
 */
export function FirstRunForm({
  name,
  currency,
  zones,
}: {
  /** Her studio's name so far, when she chose one (else empty: she types it). */
  name: string
  currency: string
  zones: string[]
}) {
  const fetcher = useFetcher<FormResult>()
  const busy = fetcher.state !== 'idle'
  const result = busy ? undefined : fetcher.data
  const errors = result?.errors ?? {}
  const form = useRevealFailure(result)
  const currencies = useMemo(() => currencyOptions(), [])
  return (
    <Card as="section" aria-labelledby="first-run-title" className="mb-8 p-5 sm:p-7">
      <h2 id="first-run-title" className="font-display text-2xl font-medium">
        Welcome. First, your studio
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-muted">
        Your clients see its name on their pages and in every e-mail you send them. New prices start
        in its currency, and your booking hours are in its time zone. You can change each later in
        Account.
      </p>
      <fetcher.Form method="post" noValidate ref={form} className="mt-5">
        <input type="hidden" name="intent" value="set-up-studio" />
        {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
        <div className="grid gap-4 md:grid-cols-3">
          <Field label="Studio name" htmlFor="first-run-name" error={errors.name} required>
            <Input
              id="first-run-name"
              name="name"
              defaultValue={name}
              maxLength={STUDIO_NAME_MAX}
              placeholder="Atelier Lune"
              autoComplete="organization"
              required
            />
          </Field>
          <Field label="Currency" htmlFor="first-run-currency" error={errors.currency} required>
            <Select id="first-run-currency" name="currency" defaultValue={currency} required>
              {currencies.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
          <TimeZoneField
            id="first-run-time-zone"
            zones={zones}
            zone="UTC"
            fromBrowser
            error={errors.timeZone}
          />
        </div>
        <Button type="submit" busy={busy} className="mt-5">
          Save my studio
        </Button>
      </fetcher.Form>
    </Card>
  )
}

/** The checklist she comes back to: what is done, what is left and where, and Put away. */
export function FirstRunChecklist({ entries }: { entries: ChecklistEntry[] }) {
  const fetcher = useFetcher<FormResult>()
  const done = entries.filter((entry) => entry.done).length
  return (
    <Card as="section" aria-labelledby="checklist-title" className="mb-8 p-5 sm:p-7">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="checklist-title" className="font-display text-2xl font-medium">
          Set up your studio
        </h2>
        <p className="text-sm text-muted">
          {done} of {entries.length} done
        </p>
      </div>
      <ul className="mt-4 divide-y divide-line">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center gap-3 py-3">
            {entry.done ? (
              <Icon name="circle-check" className="size-5 shrink-0 text-success" />
            ) : (
              <span
                aria-hidden
                className="size-5 shrink-0 rounded-full border-2 border-line-strong"
              />
            )}
            <span className="min-w-0 flex-1 text-sm text-ink">
              {entry.label}
              <span className="sr-only">{entry.done ? ' (done)' : ' (to do)'}</span>
            </span>
            <Link
              to={entry.href}
              className="shrink-0 text-sm font-medium text-accent-strong underline-offset-2 hover:underline"
              aria-label={`${entry.done ? 'Change' : 'Do it'}: ${entry.label}`}
            >
              {entry.done ? 'Change' : 'Do it'}
            </Link>
          </li>
        ))}
      </ul>
      <fetcher.Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="hide-checklist" />
        <Button type="submit" variant="ghost" size="sm" busy={fetcher.state !== 'idle'}>
          Put this list away
        </Button>
        <span className="ml-2 text-xs text-muted">It comes back from Account.</span>
      </fetcher.Form>
    </Card>
  )
}

/** On the Account page, once the checklist is put away: bring it back to the Clients page. */
export function ShowChecklist() {
  const fetcher = useFetcher<FormResult>()
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="show-checklist" />
      <Button type="submit" variant="secondary" size="sm" busy={fetcher.state !== 'idle'}>
        Show the first-run checklist
      </Button>
    </fetcher.Form>
  )
}
