import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router'
import { describe, expect, test } from 'vitest'

import { clientForBooking } from '~/features/clients/client-from-contact.server'
import { getClient } from '~/features/clients/clients.server'
import type { FormResult } from '~/lib/form-errors'
import { runIntent } from '~/server/forms.server'

import { createSignedInUser } from '../../../tests/support/users'
import { bookSlot, listFreeSlots } from './book.server'
import { listAppointments, todaysAppointmentsOf } from './her-appointments.server'
import { appointmentIntents, appointmentsPage } from './her-page.server'
import { getBookingSettings } from './settings.server'
import { bookingSettingsIntents } from './settings-intents.server'
import { listTypes } from './types.server'

// Her own changes on the Appointments page and the settings page: what she may not do answers
// 4xx with the field's message and changes nothing.

const intents = appointmentIntents(clientForBooking, getClient)

async function post(ownerId: string, form: Record<string, string>, all = intents) {
  const reply = (await runIntent(all, form, {
    ownerId,
    request: new Request('http://localhost/'),
  })) as DataWithResponseInit<FormResult> | null
  return { status: reply?.init?.status ?? 200, body: reply?.data }
}

/** Her studio (UTC) with one booked appointment: its id, type and start. */
async function studio(label: string) {
  const owner = await createSignedInUser(label)
  const [type] = await listTypes(owner.id)
  const [start] = await listFreeSlots(owner.id, type!)
  const booked = await bookSlot(
    owner.id,
    type!,
    {
      start: start!,
      zone: 'UTC',
      visitor: {
        name: 'Lena Booked',
        email: `${label}@example.com`,
        phone: null,
        servicePackage: null,
        note: '',
      },
    },
    clientForBooking,
  )
  if (!booked.ok) throw new Error('not booked')
  return { ownerId: owner.id, type: type!, start: start!, id: booked.appointment.id }
}

const upcoming = async (ownerId: string) =>
  listAppointments(ownerId, { show: 'upcoming', zone: 'UTC', clientId: null, now: Date.now() })

describe('what she may not do changes nothing', () => {
  test.each(['2030-02-31', '2030-13-01', '0000-01-01', '2030-2-1'])(
    'a date that is not on the calendar (%s): 400 with the field’s message',
    async (date) => {
      const { ownerId, type, id } = await studio(`bad-date-${date}`)
      const before = await upcoming(ownerId)
      const added = await post(ownerId, {
        intent: 'add-appointment',
        typeId: type.id,
        date,
        time: '11:00',
        name: 'Someone New',
        email: '',
      })
      expect(added.status).toBe(400)
      expect(added.body?.errors?.date).toBe('Enter a real date, like 2026-03-01.')
      const moved = await post(ownerId, { intent: 'move-appointment', id, date, time: '11:00' })
      expect(moved.status).toBe(400)
      const dayOff = await post(ownerId, { intent: 'add-day-off', date }, bookingSettingsIntents)
      expect(dayOff.status).toBe(400)
      expect(await upcoming(ownerId)).toEqual(before)
      expect((await getBookingSettings(ownerId)).datesOff).toEqual([])
    },
  )

  test('her calendar asked for a day that is not on the calendar shows this week', async () => {
    const { ownerId } = await studio('bad-calendar-day')
    for (const date of ['2030-02-31', '2030-13-01', 'soon']) {
      const url = new URL(`http://localhost/dashboard/appointments?show=calendar&date=${date}`)
      const page = await appointmentsPage(ownerId, url, [])
      expect(page.days).toHaveLength(7)
    }
  })

  test('a time already taken: 409 with the reason; a no-show before it began: 409', async () => {
    const { ownerId, type, start, id } = await studio('taken')
    const before = await upcoming(ownerId)
    const at = new Date(start).toISOString()
    const added = await post(ownerId, {
      intent: 'add-appointment',
      typeId: type.id,
      date: at.slice(0, 10),
      time: at.slice(11, 16),
      name: 'Someone New',
      email: '',
    })
    expect(added.status).toBe(409)
    expect(added.body?.errors?.time).toBeTruthy()
    expect((await post(ownerId, { intent: 'mark-no-show', id })).status).toBe(409)
    expect((await post(ownerId, { intent: 'cancel-appointment', id: 'nope' })).status).toBe(404)
    expect(await upcoming(ownerId)).toEqual(before)
  })
})

describe('her Today lists the appointments of her day', () => {
  test('a confirmed one of today, and not one of another day or a cancelled one', async () => {
    const { ownerId, start, id } = await studio('todays')
    const startsAt = new Date(start).getTime()
    const thatDay = startsAt - 60_000
    const [today, ...more] = await todaysAppointmentsOf(ownerId, 'UTC', thatDay)
    expect(more).toEqual([])
    expect(today).toMatchObject({ id, name: 'Lena Booked', place: expect.any(String) })
    expect(today!.startsAt.getTime()).toBe(startsAt)
    expect(await todaysAppointmentsOf(ownerId, 'UTC', startsAt - 2 * 86_400_000)).toEqual([])
    expect((await post(ownerId, { intent: 'cancel-appointment', id })).status).toBe(200)
    expect(await todaysAppointmentsOf(ownerId, 'UTC', thatDay)).toEqual([])
  })
})
