// An appointment's time as people read it: always in a zone that is named (the visitor's, or
// hers), never in whatever zone the server or the browser happens to run in.
const formats = new Map<string, Intl.DateTimeFormat>()

function format(zone: string, options: Intl.DateTimeFormatOptions, key: string) {
  const id = `${zone}|${key}`
  let found = formats.get(id)
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options })
    formats.set(id, found)
  }
  return found
}

/** "Tuesday, March 5, 2030 at 11:00 PM" in `zone`. */
export const whenText = (instant: Date | number, zone: string) =>
  format(zone, { dateStyle: 'full', timeStyle: 'short' }, 'when').format(instant)

/** "11:00 PM" in `zone`. */
export const timeText = (instant: Date | number, zone: string) =>
  format(zone, { timeStyle: 'short' }, 'time').format(instant)

/** "Tuesday, March 5" for a date (`YYYY-MM-DD`), whatever the zone. */
export const dayText = (date: string) =>
  format('UTC', { weekday: 'long', month: 'long', day: 'numeric' }, 'day').format(
    Date.parse(`${date}T12:00:00Z`),
  )

/** A zone's name as people read it: `America/New_York` → "America/New York". */
export const zoneText = (zone: string) => zone.replaceAll('_', ' ')
