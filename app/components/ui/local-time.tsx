import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

const formats = new Map<string | undefined, Intl.DateTimeFormat>()
function format(date: Date, timeZone?: string): string {
  let formatter = formats.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    })
    formats.set(timeZone, formatter)
  }
  return formatter.format(date)
}

/**
 * A date and time in the viewer's own time zone. The server cannot know it: the page arrives
 * with UTC (so labelled), and the browser shows local time as soon as it has hydrated.
 */
export function LocalTime({ value, className }: { value: Date | string; className?: string }) {
  const date = new Date(value)
  const local = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
  return (
    <time dateTime={date.toISOString()} className={className}>
      {local ? format(date) : `${format(date, 'UTC')} UTC`}
    </time>
  )
}
