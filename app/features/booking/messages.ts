// What the public booking tells a visitor when it cannot do what she asked.
import type { Refusal } from './slot-check.server'

export const REFUSALS: Record<Refusal, string> = {
  past: 'That time has passed. Please choose another.',
  notice: 'That time is too soon to book. Please choose a later one.',
  taken: 'Sorry, that time was just taken. Please choose another.',
  unavailable: 'That time is not open for booking. Please choose another.',
}

export const BOOKING_MESSAGES = {
  closed: 'Bookings are not open yet. Please try again soon.',
  gone: 'This is no longer offered. Please choose again.',
  limit:
    'Too many bookings from this connection. Please wait an hour, or write to the studio instead.',
  cancelled: 'This appointment was cancelled.',
  over: 'This appointment has passed, so it can no longer be changed.',
  link: 'This link is not valid. Please use the link from your confirmation e-mail.',
} as const
