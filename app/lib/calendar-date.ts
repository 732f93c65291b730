// The one schema of a date a form sends (`<input type="date">`: "2026-03-01"), for every feature
// that takes one: a day that is on the calendar (no February 30th, which `Date.parse` rolls over
// and the database refuses with a 500, issue 41), in years a studio means. Used on both sides.
import { z } from './zod'

export const CALENDAR_DATE_MESSAGE = 'Enter a real date, like 2026-03-01.'

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/
/** Years a studio's dates fall in: none before 1900 or past 2999, and never the database's edges. */
const FIRST_YEAR = 1900
const LAST_YEAR = 2999

/** Whether `value` is exactly `YYYY-MM-DD` and names a day of the calendar in those years. */
export function isCalendarDate(value: string): boolean {
  const match = SHAPE.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  if (year < FIRST_YEAR || year > LAST_YEAR) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A calendar date, trimmed; `message` is the field's own (the shared one by default). */
export const calendarDate = (message = CALENDAR_DATE_MESSAGE) =>
  z.string().trim().refine(isCalendarDate, { message, abort: true })

/** A date that may be left empty: null then. */
export const optionalCalendarDate = (message = CALENDAR_DATE_MESSAGE) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDate(value), { message, abort: true })
