import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * The ways a moment is written on every screen: a date, or a date and time; and a calendar day
 * (a due date, stored as "2026-12-05"), which is the same day in every zone.
 */
const formats = {
  /** Nov 23, 2026 (23 nov. 2026 in French) */
  date: { dateStyle: 'medium' },
  /** Nov 23, 2026, 2:02 PM (23 nov. 2026, 14:02 in French) */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** Dec 5, 2026 (5 déc. 2026 in French), wherever she is */
  day: { dateStyle: 'medium', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

/** Formats by locale (the browser's: undefined) and zone, built once each. */
const cache = new Map<string, Intl.DateTimeFormat>()

function formatter(format: keyof typeof formats, client: boolean): Intl.DateTimeFormat {
  const key = `${format}:${client}`
  let made = cache.get(key)
  if (!made) {
    made = client
      ? new Intl.DateTimeFormat(undefined, formats[format])
      : new Intl.DateTimeFormat('en-US', { ...formats[format], timeZone: 'UTC' })
    cache.set(key, made)
  }
  return made
}

/**
 * Every date and time on every screen: in the viewer's own time zone and language, as a date
 * (`format="date"`) or a date and time. The server knows neither, so the server (and hydration)
 * write it in English and UTC, and the browser writes it her way once hydrated: no mismatch.
 */
export function LocalTime({
  value,
  format = 'dateTime',
}: {
  /** A moment; for `format="day"`, a calendar day ("2026-12-05"). */
  value: Date | string
  format?: keyof typeof formats
}) {
  const isClient = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
  const day = format === 'day' && typeof value === 'string'
  const date = new Date(day ? `${value}T00:00:00Z` : value)
  return (
    <time dateTime={day ? value : date.toISOString()}>
      {formatter(format, isClient).format(date)}
    </time>
  )
}
