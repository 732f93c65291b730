import { useCallback } from 'react'

import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input, Select } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'

import { WEEKDAYS } from '../availability'
import { zoneText } from '../when'

const BUFFERS = [0, 5, 10, 15, 30, 45, 60]

/** Her weekly hours (several ranges a day), and the limits on what visitors may book. */
export function HoursForm({
  zone,
  hours,
  bufferMinutes,
  noticeHours,
  horizonDays,
  maxPerDay,
}: {
  zone: string
  hours: string[]
  bufferMinutes: number
  noticeHours: number
  horizonDays: number
  maxPerDay: number | null
}) {
  const { toast } = useToast()
  const save = useSaveFetcher(useCallback(() => toast('Hours saved', { tone: 'success' }), [toast]))
  const { errors } = save
  return (
    <save.fetcher.Form method="post" className="space-y-6">
      <input type="hidden" name="intent" value="save-hours" />
      <fieldset className="space-y-4">
        <legend className="text-sm text-muted">
          In {zoneText(zone)} time. Several ranges a day are written like 10:00–13:00, 14:00–17:00;
          leave a day empty when you are closed.
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {WEEKDAYS.map((day, index) => (
            <Field key={day} label={day} htmlFor={`hours-${index}`} error={errors[`day${index}`]}>
              <Input
                id={`hours-${index}`}
                name={`day${index}`}
                defaultValue={hours[index]}
                placeholder="Closed"
                maxLength={200}
                autoComplete="off"
              />
            </Field>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Minimum notice (hours)"
          htmlFor="notice"
          error={errors.noticeHours}
          hint="How soon before a time a visitor may still book it."
        >
          <Input
            id="notice"
            name="noticeHours"
            type="number"
            min={0}
            max={720}
            defaultValue={noticeHours}
            required
          />
        </Field>
        <Field
          label="Bookable ahead (days)"
          htmlFor="horizon"
          error={errors.horizonDays}
          hint="How far ahead a visitor may book."
        >
          <Input
            id="horizon"
            name="horizonDays"
            type="number"
            min={1}
            max={365}
            defaultValue={horizonDays}
            required
          />
        </Field>
        <Field label="Buffer between appointments" htmlFor="buffer" error={errors.bufferMinutes}>
          <Select id="buffer" name="bufferMinutes" defaultValue={String(bufferMinutes)}>
            {BUFFERS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0 ? 'None' : `${minutes} minutes`}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="At most a day"
          htmlFor="max-per-day"
          error={errors.maxPerDay}
          hint="Leave empty for no limit."
        >
          <Input
            id="max-per-day"
            name="maxPerDay"
            type="number"
            min={1}
            max={50}
            defaultValue={maxPerDay ?? ''}
          />
        </Field>
      </div>
      {save.result?.formError ? <p role="alert">{save.result.formError}</p> : null}
      <Button type="submit" busy={save.busy}>
        Save hours
      </Button>
    </save.fetcher.Form>
  )
}
