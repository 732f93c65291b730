import { useCallback } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import { Input } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'

import { dayText } from '../when'

/** One day off, with its button to open it again. */
function DayOff({ date }: { date: string }) {
  const fetcher = useFetcher()
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-sunken py-1 pr-1 pl-3 text-sm">
      {dayText(date)}
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="remove-day-off" />
        <input type="hidden" name="date" value={date} />
        <button
          type="submit"
          aria-label={`Open ${dayText(date)} again`}
          className="grid size-9 place-items-center rounded-full text-muted hover:bg-canvas hover:text-ink"
        >
          <Icon name="x" className="size-4" />
        </button>
      </fetcher.Form>
    </li>
  )
}

/** Her days off (holidays, a fair): nobody may book them, whatever her weekly hours say. */
export function DaysOff({ dates, today }: { dates: string[]; today: string }) {
  const save = useSaveFetcher(useCallback(() => {}, []))
  return (
    <div className="space-y-4">
      {dates.length > 0 ? (
        <ul aria-label="Days off" className="flex flex-wrap gap-2">
          {dates.map((date) => (
            <DayOff key={date} date={date} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No days off ahead.</p>
      )}
      <save.fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add-day-off" />
        <Field label="Day off" htmlFor="day-off" error={save.errors.date}>
          <Input id="day-off" name="date" type="date" min={today} required />
        </Field>
        <Button type="submit" variant="secondary" busy={save.busy}>
          Add day off
        </Button>
      </save.fetcher.Form>
    </div>
  )
}
