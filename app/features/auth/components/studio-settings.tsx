import { useEffect, useMemo, useRef } from 'react'
import { Link, useFetcher } from 'react-router'

import { TimeZoneField } from '~/components/time-zone-field'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Checkbox, Input, Select } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import {
  currencyOptions,
  STOCK_CHECK_LABELS,
  STOCK_CHECKS,
  type Studio,
  STUDIO_NAME_MAX,
} from '~/features/studio'
import type { FormResult } from '~/lib/form-errors'

import { answerOf, IntentForm, useAnswer } from './intent-form'

/**
 * The Studio section of the account page: her studio's name (the site owner's is her site's
 * brand name, edited in Site settings), its currency and time zone, how often stock and prices
 * are checked, and whether her client pages and e-mails end with the "Made with" line.
 */
export function StudioSettingsForm({
  studio,
  zones,
}: {
  studio: Studio & { namedBySite: boolean }
  /** The time zones to pick from (the server's list). */
  zones: string[]
}) {
  const fetcher = useFetcher<FormResult>()
  const form = useRef<HTMLFormElement>(null)
  const { toast } = useToast()
  const { busy, errors } = answerOf(fetcher)
  const currencies = useMemo(() => currencyOptions(), [])
  useAnswer(fetcher, (data) => {
    if (data.ok) toast('Studio settings saved.', { tone: 'success' })
  })
  // A refused save: the field that says why takes the focus, so it is read out and in view.
  useEffect(() => {
    if (errors.name || errors.currency || errors.timeZone || errors.stockChecks) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }, [errors.name, errors.currency, errors.timeZone, errors.stockChecks])

  return (
    <IntentForm
      fetcher={fetcher}
      intent="save-studio"
      formRef={form}
      className="max-w-md space-y-5"
    >
      {studio.namedBySite ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-ink">Studio name</p>
          <p className="text-base text-ink sm:text-sm" data-testid="studio-name">
            {studio.name}
          </p>
          <p className="text-sm text-muted">
            Your public site’s brand name.{' '}
            <Link to="/dashboard/site" className="font-medium text-accent-strong underline">
              Change it in Site settings
            </Link>
          </p>
        </div>
      ) : (
        <Field
          label="Studio name"
          htmlFor="studio-name"
          hint="Your clients see it on their capsule pages and in every e-mail."
          error={errors.name}
          required
        >
          <Input
            id="studio-name"
            name="name"
            defaultValue={studio.name}
            maxLength={STUDIO_NAME_MAX}
            autoComplete="organization"
            required
          />
        </Field>
      )}
      <Field
        label="Currency"
        htmlFor="studio-currency"
        hint="New prices and budgets start in it; totals are given per currency."
        error={errors.currency}
        required
      >
        <Select id="studio-currency" name="currency" defaultValue={studio.currency} required>
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.label}
            </option>
          ))}
        </Select>
      </Field>
      <TimeZoneField
        id="studio-time-zone"
        zones={zones}
        zone={studio.timeZone}
        error={errors.timeZone}
      />
      <Field
        label="Stock and price checks"
        htmlFor="studio-stock-checks"
        hint="When the shop pages of the pieces your clients are to buy are read again, to catch sell-outs and price drops."
        error={errors.stockChecks}
      >
        <Select id="studio-stock-checks" name="stockChecks" defaultValue={studio.stockChecks}>
          {STOCK_CHECKS.map((value) => (
            <option key={value} value={value}>
              {STOCK_CHECK_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        name="madeWith"
        defaultChecked={studio.madeWith}
        label="End my client pages and e-mails with “Made with Capsule Studio”"
      />
      <Button type="submit" busy={busy}>
        Save studio
      </Button>
    </IntentForm>
  )
}
