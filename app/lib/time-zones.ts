// A studio's time zone: an IANA name (Europe/London), checked with Intl, never an offset.

/** The zone of a studio that was never given one, and of a browser that names none. */
export const FALLBACK_TIME_ZONE = 'UTC'

const IANA_NAME = /^(UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/

/** Whether `name` is an IANA time zone Intl knows ("Europe/London", "UTC"; not "+01:00"). */
export function isTimeZone(name: string): boolean {
  if (!IANA_NAME.test(name)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** The browser's own zone, when it names one Intl knows; the fallback otherwise. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && isTimeZone(zone) ? zone : FALLBACK_TIME_ZONE
}

/**
 * Every zone a studio may choose, in order: the server's list, sent with the page, so the page
 * and the browser hydrating it show the same options (browsers ship other versions of it).
 */
export function timeZoneOptions(): string[] {
  return [
    FALLBACK_TIME_ZONE,
    ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC'),
  ]
}

/** A zone as a list shows it: "America/New York". */
export const timeZoneLabel = (zone: string) => zone.replaceAll('_', ' ')
