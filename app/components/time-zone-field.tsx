import { useState, useSyncExternalStore } from 'react'

import { Field } from '~/components/ui/field'
import { Select } from '~/components/ui/input'
import { browserTimeZone, timeZoneLabel } from '~/lib/time-zones'

const subscribeNever = () => () => {}

/**
 * Her studio's time zone (`timeZone`): one of `zones` (the server's list), `zone` to start with,
 * or, at her first run (`fromBrowser`), her browser's own once the page is hers (after hydration,
 * so the server's page and the browser's agree first).
 */
export function TimeZoneField({
  id,
  zones,
  zone,
  fromBrowser = false,
  error,
}: {
  id: string
  zones: string[]
  zone: string
  fromBrowser?: boolean
  error?: string
}) {
  const [picked, setPicked] = useState<string | null>(null)
  // The browser's zone is known once the page is hers: the server and hydration write `zone`.
  const browser = useSyncExternalStore(subscribeNever, browserTimeZone, () => null)
  const chosen = picked ?? (fromBrowser && browser ? browser : zone)
  // A browser may name its zone by an older alias the list does not hold: offered first.
  const options = zones.includes(chosen) ? zones : [chosen, ...zones]
  return (
    <Field
      label="Time zone"
      htmlFor={id}
      hint="Your booking hours and your day are in it."
      error={error}
      required
    >
      <Select
        id={id}
        name="timeZone"
        value={chosen}
        onChange={(event) => setPicked(event.currentTarget.value)}
        required
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {timeZoneLabel(option)}
          </option>
        ))}
      </Select>
    </Field>
  )
}
