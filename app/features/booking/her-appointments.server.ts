// Her appointments, as the Appointments page lists them: today, this week, upcoming, past, or a
// day or week of the calendar, in her studio's time zone; optionally one client's.
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'

import { db } from '~/server/db.server'

import { type Appointment, appointmentColumns } from './appointment.server'
import { manageUrl } from './manage-link.server'
import { placeLine } from './places'
import { instantAt } from './slots'
import { appointment } from './tables.server'

export const SHOWS = ['today', 'week', 'upcoming', 'past'] as const
export type Show = (typeof SHOWS)[number]

/** The most a list shows (past ones, newest first). */
const LIST_LIMIT = 200

/** Her date today (`YYYY-MM-DD`) in `zone`. */
export const todayIn = (zone: string, now = Date.now()) =>
  Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate().toString()

/** The Monday of the week holding `date`. */
export const mondayOf = (date: string) => {
  const day = Temporal.PlainDate.from(date)
  return day.subtract({ days: day.dayOfWeek - 1 }).toString()
}

export const addDays = (date: string, days: number) =>
  Temporal.PlainDate.from(date).add({ days }).toString()

/** The instants a list covers, in her zone. */
function windowOf(show: Show, zone: string, now: number): { from?: number; to?: number } {
  const today = todayIn(zone, now)
  if (show === 'today') {
    return { from: instantAt(today, '00:00', zone), to: instantAt(today, '24:00', zone) }
  }
  if (show === 'week') {
    const monday = mondayOf(today)
    return {
      from: instantAt(monday, '00:00', zone),
      to: instantAt(addDays(monday, 7), '00:00', zone),
    }
  }
  return show === 'upcoming' ? { from: now } : { to: now }
}

/** Her appointments of a list (cancelled and no-shows too), optionally one client's. */
export async function listAppointments(
  ownerId: string,
  options: { show: Show; zone: string; clientId?: string | null; now?: number },
): Promise<Appointment[]> {
  const now = options.now ?? Date.now()
  const { from, to } = windowOf(options.show, options.zone, now)
  return db
    .select(appointmentColumns)
    .from(appointment)
    .where(
      and(
        eq(appointment.ownerId, ownerId),
        inArray(appointment.status, ['confirmed', 'cancelled', 'no_show']),
        from === undefined ? undefined : gte(appointment.startsAt, new Date(from)),
        to === undefined ? undefined : lt(appointment.startsAt, new Date(to)),
        options.clientId ? eq(appointment.clientId, options.clientId) : undefined,
      ),
    )
    .orderBy(options.show === 'past' ? desc(appointment.startsAt) : asc(appointment.startsAt))
    .limit(LIST_LIMIT)
}

/** Her appointments of `days` days from `date` (a day or a week of the calendar), in her zone. */
export async function appointmentsBetween(
  ownerId: string,
  range: { date: string; days: number; zone: string; clientId?: string | null },
): Promise<Appointment[]> {
  const from = instantAt(range.date, '00:00', range.zone)
  const to = instantAt(addDays(range.date, range.days), '00:00', range.zone)
  return db
    .select(appointmentColumns)
    .from(appointment)
    .where(
      and(
        eq(appointment.ownerId, ownerId),
        inArray(appointment.status, ['confirmed', 'cancelled', 'no_show']),
        gte(appointment.startsAt, new Date(from)),
        lt(appointment.startsAt, new Date(to)),
        range.clientId ? eq(appointment.clientId, range.clientId) : undefined,
      ),
    )
    .orderBy(asc(appointment.startsAt))
}

/** Her client's confirmed appointments to come, soonest first, each with its manage link. */
export async function comingAppointmentsOf(ownerId: string, clientId: string, now = Date.now()) {
  const rows = await listAppointments(ownerId, { show: 'upcoming', zone: 'UTC', clientId, now })
  return rows
    .filter((row) => row.status === 'confirmed')
    .map((row) => ({
      id: row.id,
      typeName: row.typeName,
      startsAt: row.startsAt,
      timeZone: row.timeZone,
      manageUrl: manageUrl(row.id),
    }))
}

/** Her confirmed appointments of today in her studio's zone, earliest first, for her Today. */
export async function todaysAppointmentsOf(ownerId: string, zone: string, now = Date.now()) {
  const rows = await listAppointments(ownerId, { show: 'today', zone, now })
  return rows
    .filter((row) => row.status === 'confirmed')
    .map((row) => ({
      id: row.id,
      typeName: row.typeName,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      place: placeLine(row.place, row.placeDetail),
      clientId: row.clientId,
      name: row.name,
    }))
}

export type TodaysAppointment = Awaited<ReturnType<typeof todaysAppointmentsOf>>[number]
