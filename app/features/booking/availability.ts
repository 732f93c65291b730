// Her bookable hours as the slot engine, the settings form and the tables see them.

/** A range of her day, `HH:MM` to `HH:MM` (the end may be `24:00`), in her time zone. */
export type TimeRange = { start: string; end: string }
/** Seven lists of ranges, Monday first (ISO weekday 1 is index 0). */
export type WeeklyHours = TimeRange[][]
/** An instant range in epoch milliseconds, the end excluded. */
export type BusyInterval = { start: number; end: number }

export type Availability = {
  weeklyHours: WeeklyHours
  /** Her days off, `YYYY-MM-DD` in her time zone. */
  datesOff: string[]
  /** Kept free before and after each appointment and busy time. */
  bufferMinutes: number
  /** The earliest a visitor may book, from now. */
  noticeMinutes: number
  /** How many days ahead (her today included as day 0) a visitor may book. */
  horizonDays: number
  /** At most this many appointments a day; null: no limit. */
  maxPerDay: number | null
}

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

const WORKDAY: TimeRange[] = [{ start: '10:00', end: '17:00' }]

/** A new studio's hours: weekdays 10:00–17:00, 24 h notice, 60 days ahead (issue 42). */
export const DEFAULT_AVAILABILITY: Availability = {
  weeklyHours: [WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, [], []],
  datesOff: [],
  bufferMinutes: 0,
  noticeMinutes: 24 * 60,
  horizonDays: 60,
  maxPerDay: null,
}

/** Minutes since midnight of `HH:MM` (`24:00` is 1440). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number)
  return hours! * 60 + minutes!
}
