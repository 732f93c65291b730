import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Select } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import {
  ALERT_GROUP_NAMES,
  ALERT_GROUPS,
  ALERT_MODE_LABELS,
  ALERT_MODES,
  type AlertSettings,
  hourLabel,
} from '~/features/activity'
import type { FormResult } from '~/lib/form-errors'

import { answerOf, IntentForm, useAnswer } from './intent-form'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/**
 * The E-mail alerts section of the account page: for each group of what comes back, an e-mail
 * as it happens, her daily summary, or none; and the hour of the summary in her studio's zone.
 */
export function AlertSettingsForm({ settings }: { settings: AlertSettings }) {
  const fetcher = useFetcher<FormResult>()
  const form = useRef<HTMLFormElement>(null)
  const { toast } = useToast()
  const { busy, errors } = answerOf(fetcher)
  useAnswer(fetcher, (data) => {
    if (data.ok) toast('E-mail alerts saved.', { tone: 'success' })
  })
  const refused = Object.keys(errors).length > 0
  // A refused save: the field that says why takes the focus, so it is read out and in view.
  useEffect(() => {
    if (refused) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refused, errors])

  return (
    <IntentForm fetcher={fetcher} intent="save-alerts" formRef={form} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {ALERT_GROUP_NAMES.map((group) => (
          <Field
            key={group}
            label={ALERT_GROUPS[group].label}
            htmlFor={`alert-${group}`}
            hint={ALERT_GROUPS[group].hint}
            error={errors[group]}
          >
            <Select id={`alert-${group}`} name={group} defaultValue={settings.modes[group]}>
              {ALERT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {ALERT_MODE_LABELS[mode]}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </div>
      <Field
        label="Daily summary at"
        htmlFor="alert-summary-hour"
        hint="In your studio’s time zone (Studio, above), with what you have not opened yet. None on a day with nothing new."
        error={errors.summaryHour}
      >
        <Select
          id="alert-summary-hour"
          name="summaryHour"
          defaultValue={String(settings.summaryHour)}
          containerClassName="max-w-40"
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" busy={busy}>
        Save alerts
      </Button>
    </IntentForm>
  )
}
