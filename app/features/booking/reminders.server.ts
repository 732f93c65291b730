// The visitor's reminders, 24 hours and 2 hours before, as jobs (decision 024): sent for each
// time an appointment is given (booked or moved), keyed by that time, so a moved appointment's
// old reminders find it moved and do nothing. Each is claimed in its row before it is sent, so two
// instances (or a retry) never send one twice.
import { and, eq, isNull } from 'drizzle-orm'

import { db } from '~/server/db.server'
import { defineJob, sendJob } from '~/server/jobs.server'

import { type Appointment, appointmentColumns } from './appointment.server'
import { mailVisitor } from './mail.server'
import { appointment } from './tables.server'

const HOUR = 3_600_000
export const REMINDERS = {
  day: { before: 24 * HOUR, column: 'remindedDayAt', change: 'reminder-day' },
  hours: { before: 2 * HOUR, column: 'remindedHoursAt', change: 'reminder-hours' },
} as const
type Kind = keyof typeof REMINDERS

type ReminderData = { ownerId: string; appointmentId: string; kind: Kind; startsAt: string }

export const bookingReminder = defineJob<ReminderData>({
  name: 'booking-reminder',
  title: 'Appointment reminders',
  scope: 'owner',
  run: (data) => remindIfDue(data),
})

/** Sends the reminders still ahead of `item`'s time (none for one already past its moment). */
export async function scheduleReminders(item: Appointment, now = Date.now()): Promise<void> {
  for (const kind of Object.keys(REMINDERS) as Kind[]) {
    const at = item.startsAt.getTime() - REMINDERS[kind].before
    if (at <= now) continue
    const startsAt = item.startsAt.toISOString()
    await sendJob(
      bookingReminder,
      { ownerId: item.ownerId, appointmentId: item.id, kind, startsAt },
      { delaySeconds: Math.ceil((at - now) / 1000), key: `${item.id}:${kind}:${startsAt}` },
    )
  }
}

/** The job's work: the reminder, once, if the appointment still stands at that time. */
export async function remindIfDue({ ownerId, appointmentId, kind, startsAt }: ReminderData) {
  const { column, change } = REMINDERS[kind]
  const [claimed] = await db
    .update(appointment)
    .set({ [column]: new Date() })
    .where(
      and(
        eq(appointment.ownerId, ownerId),
        eq(appointment.id, appointmentId),
        eq(appointment.status, 'confirmed'),
        eq(appointment.startsAt, new Date(startsAt)),
        isNull(appointment[column]),
      ),
    )
    .returning(appointmentColumns)
  if (!claimed) return 'not needed'
  if (!(await mailVisitor(claimed, change, 'stylist'))) {
    // Given back, and the job retried.
    await db
      .update(appointment)
      .set({ [column]: null })
      .where(eq(appointment.id, appointmentId))
    throw new Error(`booking reminder not sent (${kind})`)
  }
  return 'reminded'
}

/** A moved appointment is reminded again at its new time. */
export const reminderReset = { remindedDayAt: null, remindedHoursAt: null }
