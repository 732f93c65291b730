// The slot engine: which instants a visitor may book, from her weekly hours in her time zone, her
// days off, notice, horizon and daily limit, and what already takes her time (appointments and
// holds, her own calendar's busy times), each kept apart by her buffer. Pure: every input is
// given, instants are epoch milliseconds, and the time-zone rules are Temporal's (a polyfill),
// so daylight-saving changes fall where her zone puts them.
import { Temporal } from 'temporal-polyfill'

import { type Availability, type BusyInterval, minutesOf } from './availability'

const MINUTE = 60_000
/** Slots start every half hour, or every duration when it is shorter. */
const MAX_STEP_MINUTES = 30

export type SlotQuery = {
  availability: Availability
  /** Her time zone (IANA). */
  zone: string
  durationMinutes: number
  /** Her appointments and holds: they take her time and count towards her daily limit. */
  appointments: readonly BusyInterval[]
  /** Other busy times (her own calendar's): they take her time only. */
  busy?: readonly BusyInterval[]
  now: number
  /** Only slots starting at or after this instant, and before `to`. */
  from?: number
  to?: number
}

/** The date of an instant in a time zone, `YYYY-MM-DD`. */
export function dateIn(instant: number, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant)
    .toZonedDateTimeISO(zone)
    .toPlainDate()
    .toString()
}

/** The instant of a wall-clock time (`HH:MM`, up to `24:00`) on a date in a time zone. */
export function instantAt(date: string, time: string, zone: string): number {
  const minutes = minutesOf(time)
  const day = Temporal.PlainDate.from(date).add({ days: Math.floor(minutes / 1440) })
  const plainTime = new Temporal.PlainTime(Math.floor((minutes % 1440) / 60), minutes % 60)
  // A time the clocks skip is taken as the same time after the change ("compatible").
  return day.toZonedDateTime({ timeZone: zone, plainTime }).epochMilliseconds
}

/** The intervals grown by the buffer on both sides, merged, sorted by start. */
function blocks(intervals: readonly BusyInterval[], bufferMs: number): BusyInterval[] {
  const grown = intervals
    .map((interval) => ({ start: interval.start - bufferMs, end: interval.end + bufferMs }))
    .sort((a, b) => a.start - b.start)
  const merged: BusyInterval[] = []
  for (const interval of grown) {
    const last = merged.at(-1)
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end)
    else merged.push(interval)
  }
  return merged
}

/** Whether [start, end) meets one of the disjoint, sorted blocks (a binary search). */
function meets(merged: readonly BusyInterval[], start: number, end: number): boolean {
  let low = 0
  let high = merged.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (merged[middle]!.start < end) low = middle + 1
    else high = middle
  }
  return low > 0 && merged[low - 1]!.end > start
}

/** Every instant a visitor may book, earliest first. */
export function freeSlots(query: SlotQuery): number[] {
  const { availability, zone, durationMinutes, now } = query
  const duration = durationMinutes * MINUTE
  const step = Math.min(durationMinutes, MAX_STEP_MINUTES) * MINUTE
  const earliest = Math.max(now + availability.noticeMinutes * MINUTE, query.from ?? -Infinity)
  const latest = query.to ?? Infinity
  const taken = blocks(
    [...query.appointments, ...(query.busy ?? [])],
    availability.bufferMinutes * MINUTE,
  )
  const perDay = new Map<string, number>()
  if (availability.maxPerDay !== null) {
    for (const { start } of query.appointments) {
      const day = dateIn(start, zone)
      perDay.set(day, (perDay.get(day) ?? 0) + 1)
    }
  }
  const daysOff = new Set(availability.datesOff)
  const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate()
  const slots: number[] = []
  for (let offset = 0; offset <= availability.horizonDays; offset++) {
    const date = today.add({ days: offset })
    const day = date.toString()
    if (daysOff.has(day)) continue
    if (availability.maxPerDay !== null && (perDay.get(day) ?? 0) >= availability.maxPerDay) {
      continue
    }
    const ranges = [...(availability.weeklyHours[date.dayOfWeek - 1] ?? [])].sort(
      (a, b) => minutesOf(a.start) - minutesOf(b.start),
    )
    for (const range of ranges) {
      const end = instantAt(day, range.end, zone)
      if (end <= earliest) continue
      for (let start = instantAt(day, range.start, zone); start + duration <= end; start += step) {
        if (start < earliest || start >= latest) continue
        if (!meets(taken, start, start + duration)) slots.push(start)
      }
    }
  }
  return slots
}

/** Slots grouped by their date in a time zone (the visitor's), in order. */
export function slotsByDay(slots: readonly number[], zone: string): Map<string, number[]> {
  const days = new Map<string, number[]>()
  for (const slot of slots) {
    const day = dateIn(slot, zone)
    const list = days.get(day)
    if (list) list.push(slot)
    else days.set(day, [slot])
  }
  return days
}

/** Whether `zone` is a time zone this runtime knows (an IANA name like `Europe/Paris`). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false
  try {
    Temporal.Now.zonedDateTimeISO(zone)
    return true
  } catch {
    return false
  }
}
