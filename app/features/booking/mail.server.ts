// What a booking e-mails. The visitor (or her client) gets each change through the one way client
// e-mail goes (app/domain/client-email.server.ts: her studio's name, Reply-To her, the owner's
// log), with the invitation as an `.ics` attachment and her link to reschedule or cancel; the
// stylist is told of what a visitor did. A failed e-mail never undoes the booking: it is logged.
import { eq } from 'drizzle-orm'

import { sendClientEmail } from '~/domain/client-email.server'
import { alertsAtOnce } from '~/features/activity/index.server'
import { homeLinkOf } from '~/features/clients/index.server'
import { studioSender } from '~/features/site/index.server'
import { studioNameOf } from '~/features/site/index.server'
import { studioTimeZone } from '~/features/studio/index.server'
import { baseUrl } from '~/server/auth.server'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { actionEmail, sendEmail } from '~/server/email.server'
import { logger } from '~/server/logger.server'

import type { Appointment } from './appointment.server'
import { invitation, type Organizer } from './ics.server'
import { manageUrl } from './manage-link.server'
import { placeLine } from './places'
import { whenText, zoneText } from './when'

export type Change = 'booked' | 'moved' | 'cancelled' | 'reminder-day' | 'reminder-hours'
export type By = 'visitor' | 'stylist'

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || 'there'
const minutesOf = (item: Appointment) =>
  Math.round((item.endsAt.getTime() - item.startsAt.getTime()) / 60_000)

export async function organizerOf(ownerId: string): Promise<Organizer> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, ownerId))
  return { name: await studioNameOf(ownerId), email: row?.email ?? '' }
}

/** The visitor's e-mail: what changed, when (in her zone), where, and her link. */
function visitorText(item: Appointment, change: Change, brand: string) {
  const when = `${whenText(item.startsAt, item.timeZone)} (${zoneText(item.timeZone)} time)`
  const what = `${item.typeName} (${minutesOf(item)} min)`
  const lines: Record<Change, { subject: string; lead: string }> = {
    booked: {
      subject: `Booked: ${item.typeName} with ${brand}`,
      lead: `You are booked for ${what} on ${when}.`,
    },
    moved: {
      subject: `Moved: ${item.typeName} with ${brand}`,
      lead: `Your ${what} is now on ${when}.`,
    },
    cancelled: {
      subject: `Cancelled: ${item.typeName} with ${brand}`,
      lead: `Your ${what} on ${when} is cancelled.`,
    },
    'reminder-day': {
      subject: `Tomorrow: ${item.typeName} with ${brand}`,
      lead: `A reminder: your ${what} is tomorrow, ${when}.`,
    },
    'reminder-hours': {
      subject: `In 2 hours: ${item.typeName} with ${brand}`,
      lead: `A reminder: your ${what} starts in 2 hours, ${when}.`,
    },
  }
  const { subject, lead } = lines[change]
  const place = change === 'cancelled' ? '' : `\n\n${placeLine(item.place, item.placeDetail)}`
  const calendar =
    change === 'cancelled'
      ? '\n\nThe attached file removes it from your calendar.'
      : '\n\nThe attached invitation adds it to your calendar.'
  return { subject, intro: `Hello ${firstName(item.name)},\n\n${lead}${place}${calendar}` }
}

/** Tells the visitor (or her client) about a change, as her studio; false when it failed. */
export async function mailVisitor(item: Appointment, change: Change, by: By): Promise<boolean> {
  if (!item.email) return true
  const organizer = await organizerOf(item.ownerId)
  const ics = Buffer.from(invitation(item, organizer))
  const home = item.clientId ? (await homeLinkOf(item.ownerId, item.clientId))?.url : undefined
  const sent = await sendClientEmail(
    await studioSender(item.ownerId),
    change.startsWith('reminder')
      ? 'booking-reminder'
      : change === 'booked'
        ? 'booking'
        : 'booking-change',
    (brand) => ({
      to: item.email!,
      ...visitorText(item, change, brand),
      action: change === 'cancelled' ? 'Book another time' : 'Reschedule or cancel',
      url: change === 'cancelled' ? `${baseUrl}/book` : manageUrl(item.id),
      outro: `Questions? Simply reply to this e-mail: it reaches ${brand}.`,
      home,
      attachments: [
        {
          filename: change === 'cancelled' ? 'cancelled.ics' : 'invitation.ics',
          content: ics,
          contentType: `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
        },
      ],
    }),
    { causedBy: change.startsWith('reminder') ? 'schedule' : by },
  )
  if (!sent.ok) {
    logger.error(
      { appointmentId: item.id, change, reason: sent.formError },
      'booking e-mail not sent',
    )
  }
  return sent.ok
}

/** Tells the stylist what a visitor did, with the time in her studio's zone. */
export async function mailStylist(item: Appointment, change: 'booked' | 'moved' | 'cancelled') {
  const organizer = await organizerOf(item.ownerId)
  if (!organizer.email || !(await alertsAtOnce(item.ownerId, 'bookings'))) return
  const zone = await studioTimeZone(item.ownerId)
  const who = item.name ?? 'A visitor'
  const verbs = { booked: 'booked', moved: 'moved', cancelled: 'cancelled' }
  const details = [
    `${who} ${verbs[change]} ${item.typeName} ${change === 'moved' ? 'to' : 'on'} ${whenText(item.startsAt, zone)} (${zoneText(zone)} time).`,
    [item.email, item.phone].filter(Boolean).join(' · '),
    item.servicePackage ? `Package of interest: ${item.servicePackage}` : '',
    item.note ? `\n${item.note}` : '',
  ]
  try {
    await sendEmail(
      actionEmail({
        to: organizer.email,
        subject: `${change === 'booked' ? 'New booking' : change === 'moved' ? 'Booking moved' : 'Booking cancelled'}: ${who}`,
        intro: details.filter(Boolean).join('\n'),
        action: 'Open your appointments',
        url: `${baseUrl}/dashboard/appointments`,
        outro: 'Her client profile holds her details and note.',
        brand: organizer.name,
      }),
    )
  } catch (error) {
    logger.error({ err: error, appointmentId: item.id }, 'booking notification failed')
  }
}

/** The visitor hears of every change; the stylist of what the visitor did. */
export async function notifyChange(
  item: Appointment,
  change: 'booked' | 'moved' | 'cancelled',
  by: By,
): Promise<void> {
  await mailVisitor(item, change, by)
  if (by === 'visitor') await mailStylist(item, change)
}
