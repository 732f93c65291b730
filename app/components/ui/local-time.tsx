import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

const formats = {
  /** 23 Nov, 14:02 */
  dateTime: {
    locale: 'en-GB',
    options: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false },
  },
  /** Nov 23, 2026 (as the cards' "Added" dates) */
  date: { locale: 'en-US', options: { day: 'numeric', month: 'short', year: 'numeric' } },
} satisfies Record<string, { locale: string; options: Intl.DateTimeFormatOptions }>

/**
 * A moment in the viewer's own time zone. The server does not know it, so the server (and
 * hydration) render UTC and the browser switches to local time once hydrated.
 */
export function LocalTime({
  value,
  format = 'dateTime',
}: {
  value: Date | string
  format?: keyof typeof formats
}) {
  const isClient = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
  const date = new Date(value)
  const { locale, options } = formats[format]
  const text = new Intl.DateTimeFormat(locale, {
    ...options,
    timeZone: isClient ? undefined : 'UTC',
  }).format(date)
  return <time dateTime={date.toISOString()}>{text}</time>
}
