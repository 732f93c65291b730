import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'

import { clientForBooking } from '~/features/clients/client-from-contact.server'
import { db } from '~/server/db.server'
import { jobQueue } from '~/server/jobs.server'
import { outgoingEmail } from '~/server/tables.server'

import { createSignedInUser } from '../../../tests/support/users'
import { bookSlot } from './book.server'
import { cancelAppointment, moveAppointment } from './changes.server'
import { remindIfDue } from './reminders.server'
import { appointment } from './tables.server'
import { listTypes } from './types.server'

/** A booking three days from now at 10:00 UTC (a weekday), by a visitor. */
async function booked() {
  const owner = await createSignedInUser('reminders')
  const [type] = await listTypes(owner.id)
  let day = new Date(Date.now() + 3 * 86_400_000)
  while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000)
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10)
  const result = await bookSlot(
    owner.id,
    type!,
    {
      start,
      zone: 'Europe/Paris',
      visitor: {
        name: 'Lou Martin',
        email: `lou-${start}-${owner.id}@example.com`,
        phone: null,
        servicePackage: null,
        note: null,
      },
    },
    clientForBooking,
  )
  if (!result.ok) throw new Error(`not booked: ${result.refusal}`)
  return { ownerId: owner.id, item: result.appointment }
}

const reminders = (ownerId: string) =>
  db
    .select({ id: outgoingEmail.id })
    .from(outgoingEmail)
    .where(and(eq(outgoingEmail.ownerId, ownerId), eq(outgoingEmail.kind, 'booking-reminder')))

test('a booking sends its two reminders as jobs, keyed by its time', async () => {
  const { item } = await booked()
  const boss = await jobQueue()
  const jobs = await boss.findJobs('booking-reminder', { data: { appointmentId: item.id } })
  expect(jobs.map((job) => (job.data as { kind: string }).kind).sort()).toEqual(['day', 'hours'])
  const day = jobs.find((job) => (job.data as { kind: string }).kind === 'day')!
  expect(new Date(day.startAfter).getTime()).toBeGreaterThan(
    item.startsAt.getTime() - 24 * 3_600_000 - 5_000,
  )
  expect(new Date(day.startAfter).getTime()).toBeLessThan(
    item.startsAt.getTime() - 24 * 3_600_000 + 5_000,
  )
})

test('each reminder is sent once, even when two runs race for it', async () => {
  const { ownerId, item } = await booked()
  const data = {
    ownerId,
    appointmentId: item.id,
    kind: 'day' as const,
    startsAt: item.startsAt.toISOString(),
  }
  const runs = await Promise.all([remindIfDue(data), remindIfDue(data), remindIfDue(data)])
  expect(runs.sort()).toEqual(['not needed', 'not needed', 'reminded'])
  expect(await reminders(ownerId)).toHaveLength(1)
  expect(await remindIfDue({ ...data, kind: 'hours' })).toBe('reminded')
  expect(await reminders(ownerId)).toHaveLength(2)
})

test('a moved appointment’s old reminders do nothing; its new ones are sent', async () => {
  const { ownerId, item } = await booked()
  const old = {
    ownerId,
    appointmentId: item.id,
    kind: 'day' as const,
    startsAt: item.startsAt.toISOString(),
  }
  const moved = await moveAppointment(item, item.startsAt.getTime() + 3_600_000, 'stylist')
  expect(moved.ok).toBe(true)
  expect(await remindIfDue(old)).toBe('not needed')
  const [row] = await db.select().from(appointment).where(eq(appointment.id, item.id))
  expect(await remindIfDue({ ...old, startsAt: row!.startsAt.toISOString() })).toBe('reminded')
})

test('a cancelled appointment is not reminded', async () => {
  const { ownerId, item } = await booked()
  expect((await cancelAppointment(item, 'visitor')).ok).toBe(true)
  const data = {
    ownerId,
    appointmentId: item.id,
    kind: 'hours' as const,
    startsAt: item.startsAt.toISOString(),
  }
  expect(await remindIfDue(data)).toBe('not needed')
  expect(await reminders(ownerId)).toHaveLength(0)
})
