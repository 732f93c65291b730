// Her forms of the booking: an appointment she adds or moves, her hours and limits, an
// appointment type, her calendar feeds. Times are typed in her studio's zone.
import { calendarDate } from '~/lib/calendar-date'
import { optionalText, requiredText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

import { minutesOf, type TimeRange, WEEKDAYS } from './availability'
import { PLACES } from './places'
import { rowId } from './schema'

const date = calendarDate()
const time = z
  .string({ error: 'Pick a time.' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Pick a time.')

/** An appointment she adds: a type, when, and one of her clients or someone new. */
export const AddAppointmentSchema = z
  .object({
    typeId: rowId,
    date,
    time,
    clientId: rowId.optional().or(z.literal('').transform(() => undefined)),
    name: optionalText(120),
    email: z.union([
      z.literal('').transform(() => null),
      z.email('Enter a valid e-mail address.').max(254),
    ]),
    note: optionalText(3000),
  })
  .refine((input) => input.clientId || input.name, {
    path: ['name'],
    message: 'Choose a client, or enter the name of someone new.',
  })

/** Her appointment moved to another day and time. */
export const MoveAppointmentSchema = z.object({ id: rowId, date, time })

/** `10:00–13:00, 14:00–17:00`: a day's ranges as she types them (empty: closed). */
export function readRanges(text: string): TimeRange[] | string {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean)
  const ranges: TimeRange[] = []
  for (const part of parts) {
    const match = /^(\d{1,2})[:.h]?(\d{2})?\s*(?:-|–|—|to)\s*(\d{1,2})[:.h]?(\d{2})?$/i.exec(part)
    if (!match) return `Write hours like 10:00–17:00 (“${part}” is not).`
    const [start, end] = [
      `${match[1]!.padStart(2, '0')}:${match[2] ?? '00'}`,
      `${match[3]!.padStart(2, '0')}:${match[4] ?? '00'}`,
    ]
    const from = minutesOf(start)
    const to = minutesOf(end)
    if (
      from >= 24 * 60 ||
      to > 24 * 60 ||
      Number(start.slice(3)) > 59 ||
      Number(end.slice(3)) > 59
    ) {
      return `“${part}” is not a time of day.`
    }
    if (to <= from) return `“${part}” ends before it starts.`
    if (ranges.some((range) => from < minutesOf(range.end) && to > minutesOf(range.start))) {
      return `“${part}” overlaps another range of the day.`
    }
    ranges.push({ start, end })
  }
  if (ranges.length > 6) return 'At most six ranges a day.'
  return ranges.sort((a, b) => minutesOf(a.start) - minutesOf(b.start))
}

/** `[{ start: '10:00', end: '17:00' }]` as she reads and types it: `10:00–17:00`. */
export const rangesText = (ranges: TimeRange[]) =>
  ranges.map((range) => `${range.start}–${range.end}`).join(', ')

const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)

/** Her hours and limits (her days off are added and removed one by one). */
export const AvailabilitySchema = z
  .object({
    ...Object.fromEntries(
      WEEKDAYS.map((_, index) => [`day${index}`, z.string().max(200).default('')]),
    ),
    bufferMinutes: whole(0, 240, 'Choose a buffer.'),
    noticeHours: whole(0, 24 * 30, 'Enter the notice in hours, from 0 to 720.'),
    horizonDays: whole(1, 365, 'Enter a number of days from 1 to 365.'),
    maxPerDay: z
      .string()
      .trim()
      .default('')
      .transform((value) => (value === '' ? null : Number(value)))
      .refine(
        (value) => value === null || (Number.isInteger(value) && value >= 1 && value <= 50),
        'Enter a number from 1 to 50, or leave it empty for no limit.',
      ),
  })
  .transform((input, context) => {
    const weeklyHours = WEEKDAYS.map((_, index) => {
      const ranges = readRanges(String(input[`day${index}` as keyof typeof input] ?? ''))
      if (typeof ranges === 'string') {
        context.addIssue({ code: 'custom', path: [`day${index}`], message: ranges })
        return []
      }
      return ranges
    })
    return {
      weeklyHours,
      bufferMinutes: input.bufferMinutes,
      noticeMinutes: input.noticeHours * 60,
      horizonDays: input.horizonDays,
      maxPerDay: input.maxPerDay,
    }
  })

export const DayOffSchema = z.object({ date })

export const TYPE_LIMITS = { name: 80, placeDetail: 300 } as const

/** An appointment type (add and edit); amounts are read in her studio's currency by the intent. */
export const AppointmentTypeSchema = z.object({
  name: requiredText(TYPE_LIMITS.name, 'Enter a name, like Free consultation.'),
  durationMinutes: whole(15, 480, 'Choose a duration.'),
  place: z.enum(PLACES, { error: 'Choose where it happens.' }),
  placeDetail: optionalText(TYPE_LIMITS.placeDetail),
  price: z.string().trim().max(40).default(''),
  deposit: z.string().trim().max(40).default(''),
  packageId: rowId.optional().or(z.literal('').transform(() => undefined)),
})

/** Her own calendar's feed address (empty: none). */
export const BusyFeedSchema = z.object({
  busyFeedUrl: z
    .string()
    .trim()
    .max(2000, 'Use at most 2,000 characters.')
    .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
    .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), {
      message: 'Paste the address of your calendar’s feed (https://… or webcal://…).',
    }),
})
