// The public booking's inputs, shared by the page without JavaScript, the panel's requests and
// the visitor's link: each bounded, with the message a visitor reads.
import { emailAddress, optionalText, phoneNumber, requiredText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

import { isTimeZone } from './slots'

const ID = /^[A-Za-z0-9_-]{22}$/

/** A row id as the app makes them (anything else is no row). */
export const rowId = z.string().trim().regex(ID, 'That is not something you can book.')

/** A visitor's time zone: an IANA name this runtime knows, else none. */
export const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((zone) => (zone && isTimeZone(zone) ? zone : null))

/** An instant as the forms send it (ISO 8601, UTC), read as epoch milliseconds. */
export const instantField = z
  .string({ error: 'Choose a time.' })
  .trim()
  .min(1, 'Choose a time.')
  .max(40, 'Choose a time.')
  .pipe(z.iso.datetime({ error: 'Choose a time.' }))
  .transform((value) => Date.parse(value))

/** What is booked: a type by id, or the first session of a package by its name. */
const asked = {
  type: rowId.optional(),
  package: optionalText(60),
}

/** `/book/slots` and the page without JavaScript: what, in which zone, which month or day. */
export const SlotsQuerySchema = z.object({
  ...asked,
  tz: timeZoneField,
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional()
    .catch(undefined),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
})

/** A hold of one time while she fills the form. */
export const HoldSchema = z.object({
  type: rowId,
  start: instantField,
  tz: timeZoneField,
})

export const BOOKING_LIMITS = { name: 120, note: 3000, servicePackage: 60 } as const

/** The booking form: the time, who she is, and the intake questions. */
export const BookingSchema = HoldSchema.extend({
  holdId: rowId.optional().catch(undefined),
  name: requiredText(BOOKING_LIMITS.name, 'Enter your name.'),
  email: emailAddress,
  phone: phoneNumber,
  servicePackage: optionalText(BOOKING_LIMITS.servicePackage),
  note: optionalText(BOOKING_LIMITS.note),
  /** A field people never see: filled, it was a bot. */
  website: z.string().optional(),
})

export type BookingInput = z.output<typeof BookingSchema>

/** A new time for an appointment (her link's reschedule). */
export const MoveSchema = z.object({ start: instantField })
