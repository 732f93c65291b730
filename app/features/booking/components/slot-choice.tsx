import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Select } from '~/components/ui/input'
import type { FreeDaysAnswer } from '~/lib/free-days'

import { dayText, timeText, whenText, zoneText } from '../when'

/** Every time zone the server knows, the visitor's first when it is missing (UTC on some). */
function zones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone')
  return known.includes(current) ? known : [current, ...known]
}

/**
 * Choosing a day without JavaScript: the visitor's time zone and one of the free days, sent as
 * a plain GET form (`hidden`: what is being booked, kept in the query).
 */
export function DayChoice({
  days,
  day,
  hidden,
}: {
  days: FreeDaysAnswer
  day: string | null
  hidden: Record<string, string>
}) {
  const free = Object.keys(days.days)
  return (
    <form method="get" className="space-y-4 rounded-2xl border border-line bg-surface p-5">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field
        label="Your time zone"
        htmlFor="choice-tz"
        hint={days.tz === days.zone ? undefined : `The studio is in ${zoneText(days.zone)} time.`}
      >
        <Select id="choice-tz" name="tz" defaultValue={days.tz}>
          {zones(days.tz).map((zone) => (
            <option key={zone} value={zone}>
              {zoneText(zone)}
            </option>
          ))}
        </Select>
      </Field>
      {free.length > 0 ? (
        <Field label="Day" htmlFor="choice-day">
          <Select id="choice-day" name="day" defaultValue={day ?? undefined}>
            {free.map((key) => (
              <option key={key} value={key}>
                {dayText(key)} ({days.days[key]!.length} free)
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Button type="submit" variant="secondary" className="w-full">
        Show times
      </Button>
    </form>
  )
}

/** The free times of a day as radio buttons (and, after a refusal, the next free ones). */
export function TimeChoice({
  days,
  day,
  next = [],
  error,
}: {
  days: FreeDaysAnswer
  day: string | null
  next?: number[]
  error?: string
}) {
  const times = day ? (days.days[day] ?? []) : []
  const option = (instant: number, label: string) => (
    <label
      key={instant}
      className="flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-line-strong px-3 text-sm font-medium tabular-nums has-checked:border-ink has-checked:bg-ink has-checked:text-canvas has-focus-visible:ring-2 has-focus-visible:ring-accent"
    >
      <input
        type="radio"
        name="start"
        value={new Date(instant).toISOString()}
        className="sr-only"
      />
      {label}
    </label>
  )
  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'choice-start-error' : undefined}>
      <legend className="font-medium">
        {day ? `Free times on ${dayText(day)}` : 'No free times in the next weeks'}
      </legend>
      {error ? (
        <p id="choice-start-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {next.length > 0 ? (
        <div className="space-y-2">
          <p className="text-sm text-muted">The next free times:</p>
          <div className="grid gap-2">
            {next.map((instant) => option(instant, whenText(instant, days.tz)))}
          </div>
        </div>
      ) : null}
      <div className="grid grid-cols-3 gap-2">
        {times.map((instant) => option(instant, timeText(instant, days.tz)))}
      </div>
    </fieldset>
  )
}
