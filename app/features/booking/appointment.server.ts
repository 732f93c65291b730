// An appointment as every screen, e-mail and feed of the booking reads it.
import { and, eq } from 'drizzle-orm'

import { db } from '~/server/db.server'

import type { Place } from './places'
import { appointment, type AppointmentStatus } from './tables.server'

export type Appointment = {
  id: string
  ownerId: string
  typeId: string | null
  typeName: string
  place: Place
  placeDetail: string | null
  clientId: string | null
  startsAt: Date
  endsAt: Date
  /** The zone it was booked in (the visitor's). */
  timeZone: string
  status: AppointmentStatus
  name: string | null
  email: string | null
  phone: string | null
  servicePackage: string | null
  note: string | null
  bookedBy: 'visitor' | 'stylist'
  sequence: number
}

export const appointmentColumns = {
  id: appointment.id,
  ownerId: appointment.ownerId,
  typeId: appointment.typeId,
  typeName: appointment.typeName,
  place: appointment.place,
  placeDetail: appointment.placeDetail,
  clientId: appointment.clientId,
  startsAt: appointment.startsAt,
  endsAt: appointment.endsAt,
  timeZone: appointment.timeZone,
  status: appointment.status,
  name: appointment.name,
  email: appointment.email,
  phone: appointment.phone,
  servicePackage: appointment.servicePackage,
  note: appointment.note,
  bookedBy: appointment.bookedBy,
  sequence: appointment.sequence,
} satisfies Record<keyof Appointment, unknown>

/** Her appointment `id` (any status), or null when she has none such. */
export async function getAppointment(ownerId: string, id: string): Promise<Appointment | null> {
  const [row] = await db
    .select(appointmentColumns)
    .from(appointment)
    .where(and(eq(appointment.ownerId, ownerId), eq(appointment.id, id)))
  return row ?? null
}
