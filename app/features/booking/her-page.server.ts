// Her Appointments page: what the page shows for its query, and her changes (add, move, cancel,
// no-show). Her clients are another feature's: the route passes their names and the way to find
// or make one in.
import { Temporal } from 'temporal-polyfill'

import { studioTimeZone } from '~/features/studio/index.server'
import { isCalendarDate } from '~/lib/calendar-date'
import { fieldError, formError, type Intents, parseForm, saved } from '~/server/forms.server'

import { type Appointment, getAppointment } from './appointment.server'
import { bookSlot, type ClientFor } from './book.server'
import { cancelAppointment, markNoShow, moveAppointment } from './changes.server'
import type { AppointmentRow } from './components/appointment-card'
import type { AppointmentsPageData } from './components/appointments-page'
import {
  addDays,
  appointmentsBetween,
  listAppointments,
  mondayOf,
  SHOWS,
  todayIn,
} from './her-appointments.server'
import { AddAppointmentSchema, MoveAppointmentSchema } from './her-schema'
import { REFUSALS } from './messages'
import { instantAt } from './slots'
import { getType, listTypes } from './types.server'

const GONE = 'This appointment no longer exists.'

/** An appointment as her page shows it, with its client's name and its day and time in her zone. */
function rowOf(item: Appointment, zone: string, names: Map<string, string>): AppointmentRow {
  const local = Temporal.Instant.fromEpochMilliseconds(item.startsAt.getTime()).toZonedDateTimeISO(
    zone,
  )
  const { ownerId: _ownerId, timeZone: _zone, sequence: _sequence, typeId: _typeId, ...row } = item
  return {
    ...row,
    clientName: item.clientId ? (names.get(item.clientId) ?? null) : null,
    date: local.toPlainDate().toString(),
    time: local.toPlainTime().toString({ smallestUnit: 'minute' }),
  }
}

/** The page for `?show=…&view=…&date=…&client=…`. */
export async function appointmentsPage(
  ownerId: string,
  url: URL,
  clients: { id: string; name: string }[],
  now = Date.now(),
): Promise<AppointmentsPageData> {
  const zone = await studioTimeZone(ownerId)
  const today = todayIn(zone, now)
  const asked = url.searchParams.get('show')
  const show =
    asked === 'calendar' || SHOWS.includes(asked as never)
      ? (asked as AppointmentsPageData['show'])
      : 'upcoming'
  const view = url.searchParams.get('view') === 'day' ? 'day' : 'week'
  const wanted = url.searchParams.get('date') ?? ''
  const valid = isCalendarDate(wanted)
  const date = view === 'week' ? mondayOf(valid ? wanted : today) : valid ? wanted : today
  const span = view === 'week' ? 7 : 1
  const asking = url.searchParams.get('client')
  const clientId = clients.some((client) => client.id === asking) ? asking : null
  const items =
    show === 'calendar'
      ? await appointmentsBetween(ownerId, { date, days: span, zone, clientId })
      : await listAppointments(ownerId, { show, zone, clientId, now })
  const names = new Map(clients.map((client) => [client.id, client.name]))
  const types = await listTypes(ownerId)
  return {
    zone,
    today,
    now,
    show,
    view,
    date,
    days: Array.from({ length: span }, (_, index) => addDays(date, index)),
    previous: addDays(date, -span),
    next: addDays(date, span),
    clientId,
    items: items.map((item) => rowOf(item, zone, names)),
    clients,
    types: types.map((type) => ({ id: type.id, name: type.name })),
  }
}

/** Her changes on the Appointments page; `clientFor` finds or makes the client of one she adds. */
export function appointmentIntents(
  clientFor: ClientFor,
  clientOf: (
    ownerId: string,
    id: string,
  ) => Promise<{ name: string; email: string | null; phone: string | null } | null>,
): Intents {
  return {
    'add-appointment': async (input, { ownerId }) => {
      const parsed = parseForm(input, AddAppointmentSchema)
      if (!parsed.success) return parsed.reply
      const { typeId, date, time, clientId, name, email, note } = parsed.data
      const type = await getType(ownerId, typeId)
      if (!type) return fieldError({ typeId: 'Choose what she is booked for.' }, 404)
      const chosen = clientId ? await clientOf(ownerId, clientId) : null
      if (clientId && !chosen) return fieldError({ clientId: 'This client no longer exists.' }, 404)
      const zone = await studioTimeZone(ownerId)
      const booked = await bookSlot(
        ownerId,
        type,
        {
          start: instantAt(date, time, zone),
          zone,
          visitor: {
            clientId: clientId ?? null,
            name: chosen?.name ?? name ?? '',
            email: chosen ? (chosen.email ?? '') : (email ?? ''),
            phone: chosen?.phone ?? null,
            servicePackage: null,
            note,
          },
        },
        clientFor,
        { by: 'stylist' },
      )
      return booked.ok ? saved() : fieldError({ time: REFUSALS[booked.refusal] }, 409)
    },
    'move-appointment': async (input, { ownerId }) => {
      const parsed = parseForm(input, MoveAppointmentSchema)
      if (!parsed.success) return parsed.reply
      const item = await getAppointment(ownerId, parsed.data.id)
      if (!item) return formError(GONE, 404)
      const zone = await studioTimeZone(ownerId)
      const moved = await moveAppointment(
        item,
        instantAt(parsed.data.date, parsed.data.time, zone),
        'stylist',
      )
      if (moved.ok) return saved()
      if ('gone' in moved)
        return formError(moved.gone === 'past' ? 'This appointment has begun.' : GONE, 409)
      return fieldError({ time: REFUSALS[moved.refusal] }, 409)
    },
    'cancel-appointment': async (input, { ownerId }) => {
      const item = await getAppointment(ownerId, input.fields.id ?? '')
      if (!item) return formError(GONE, 404)
      const cancelled = await cancelAppointment(item, 'stylist')
      return cancelled.ok ? saved() : formError('It was already cancelled, or has begun.', 409)
    },
    'mark-no-show': async (input, { ownerId }) => {
      const item = await getAppointment(ownerId, input.fields.id ?? '')
      if (!item) return formError(GONE, 404)
      return (await markNoShow(item))
        ? saved()
        : formError('Only an appointment that has begun can be a no-show.', 409)
    },
  }
}
