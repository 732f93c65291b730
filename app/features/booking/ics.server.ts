// iCalendar, written by ical-generator: the invitation attached to each booking e-mail (an
// update or a cancellation later, by the same UID with a higher SEQUENCE) and her private feed.
// Times are written in UTC (`DTSTART:…Z`): the instant itself, which every calendar shows in
// its reader's zone.
import ical, { type ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

import { baseUrl } from '~/server/auth.server'

import type { Appointment } from './appointment.server'
import { manageUrl } from './manage-link.server'
import { placeLine } from './places'

const host = new URL(baseUrl).hostname

/** Who the event is with: her studio's name and her own address. */
export type Organizer = { name: string; email: string }

function addEvent(
  calendar: ICalCalendar,
  item: Appointment,
  organizer: Organizer,
  forHer: boolean,
) {
  const who = forHer ? (item.name ?? 'Appointment') : organizer.name
  calendar.createEvent({
    id: `${item.id}@${host}`,
    sequence: item.sequence,
    start: item.startsAt,
    end: item.endsAt,
    stamp: new Date(),
    summary: `${item.typeName} · ${who}`,
    description: [
      placeLine(item.place, item.placeDetail),
      forHer
        ? [item.email, item.phone, item.note].filter(Boolean).join('\n')
        : `Reschedule or cancel: ${manageUrl(item.id)}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    location: item.place === 'in_person' ? item.placeDetail : null,
    url: item.place === 'video' ? item.placeDetail : null,
    organizer,
    status: item.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
}

/** The invitation for the visitor's calendar (a cancellation once it is cancelled). */
export function invitation(item: Appointment, organizer: Organizer): string {
  const calendar = ical({
    prodId: { company: 'Capsule Studio', product: 'Booking' },
    method: item.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  addEvent(calendar, item, organizer, false)
  return calendar.toString()
}

/** Her feed: her confirmed appointments, each with who booked and how to reach her. */
export function calendarFeed(appointments: Appointment[], organizer: Organizer): string {
  const calendar = ical({
    prodId: { company: 'Capsule Studio', product: 'Booking' },
    name: `${organizer.name}: appointments`,
    ttl: 15 * 60,
  })
  for (const item of appointments) addEvent(calendar, item, organizer, true)
  return calendar.toString()
}
