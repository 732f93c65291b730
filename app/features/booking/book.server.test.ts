import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

import { clientForBooking } from '~/features/clients/client-from-contact.server'
import { client } from '~/features/clients/tables.server'
import { ensureStudio, saveStudio } from '~/features/studio/studio.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { createSignedInUser } from '../../../tests/support/users'
import { bookSlot, HOLD_MINUTES, holdSlot, listFreeSlots } from './book.server'
import { freeDays } from './public-booking.server'
import { appointment, appointmentType } from './tables.server'
import { listTypes } from './types.server'

// Monday 4 March 2030, 08:00 UTC; a new studio's hours are weekdays 10:00–17:00 (UTC until her
// studio has a time zone), bookable from 24 hours ahead.
const NOW = Date.parse('2030-03-04T08:00:00Z')
const TUESDAY_10 = Date.parse('2030-03-05T10:00:00Z')

const visitor = (label: string) => ({
  name: `Visitor ${label}`,
  email: `visitor-${label}@example.com`,
  phone: null,
  servicePackage: null,
  note: `Note from ${label}`,
})

async function studio() {
  const owner = await createSignedInUser('booking')
  const [type] = await listTypes(owner.id)
  return { ownerId: owner.id, type: type! }
}

const active = (ownerId: string) =>
  db
    .select({ id: appointment.id, status: appointment.status, startsAt: appointment.startsAt })
    .from(appointment)
    .where(and(eq(appointment.ownerId, ownerId)))

describe('a visitor books a time', () => {
  test('a new studio offers the free consultation from 24 hours ahead', async () => {
    const { ownerId, type } = await studio()
    expect(type).toMatchObject({ name: 'Free consultation', durationMinutes: 30 })
    const slots = await listFreeSlots(ownerId, type, { now: NOW })
    expect(slots[0]).toBe(TUESDAY_10)
  })

  test('held, then confirmed: one appointment, her client made from the booking', async () => {
    const { ownerId, type } = await studio()
    const hold = await holdSlot(ownerId, type, { start: TUESDAY_10, zone: 'Pacific/Auckland' }, NOW)
    expect(hold).toMatchObject({ ok: true, expiresAt: NOW + HOLD_MINUTES * 60_000 })
    // Held: nobody else is offered it meanwhile.
    expect(await listFreeSlots(ownerId, type, { now: NOW })).not.toContain(TUESDAY_10)

    const booked = await bookSlot(
      ownerId,
      type,
      {
        start: TUESDAY_10,
        zone: 'Pacific/Auckland',
        holdId: hold.ok ? hold.holdId : null,
        visitor: visitor('a'),
      },
      clientForBooking,
      { now: NOW + 60_000 },
    )
    expect(booked.ok).toBe(true)
    if (!booked.ok) return
    expect(booked.appointment).toMatchObject({
      status: 'confirmed',
      timeZone: 'Pacific/Auckland',
      startsAt: new Date(TUESDAY_10),
      endsAt: new Date(TUESDAY_10 + 30 * 60_000),
    })
    expect(await active(ownerId)).toHaveLength(1)
    const [made] = await db.select().from(client).where(eq(client.ownerId, ownerId))
    expect(made).toMatchObject({
      id: booked.appointment.clientId,
      name: 'Visitor a',
      email: 'visitor-a@example.com',
      notes: 'Note from a',
      cameFrom: 'Booking: Free consultation',
    })
  })

  test('a known client is matched by her e-mail, whatever its case, and keeps the new note', async () => {
    const { ownerId, type } = await studio()
    const first = await bookSlot(
      ownerId,
      type,
      { start: TUESDAY_10, zone: 'UTC', visitor: visitor('b') },
      clientForBooking,
      { now: NOW },
    )
    const again = await bookSlot(
      ownerId,
      type,
      {
        start: TUESDAY_10 + 3_600_000,
        zone: 'UTC',
        visitor: { ...visitor('b'), email: 'VISITOR-B@example.com', note: 'Second note' },
      },
      clientForBooking,
      { now: NOW },
    )
    expect(first.ok && again.ok).toBe(true)
    if (!first.ok || !again.ok) return
    expect(again.appointment.clientId).toBe(first.appointment.clientId)
    const clients = await db.select().from(client).where(eq(client.ownerId, ownerId))
    expect(clients).toHaveLength(1)
    expect(clients[0]!.notes).toBe('Note from b\n\nSecond note')
  })

  test('an expired hold frees its time', async () => {
    const { ownerId, type } = await studio()
    const hold = await holdSlot(ownerId, type, { start: TUESDAY_10, zone: 'UTC' }, NOW)
    expect(hold.ok).toBe(true)
    const later = NOW + (HOLD_MINUTES + 1) * 60_000
    expect(await listFreeSlots(ownerId, type, { now: later })).toContain(TUESDAY_10)
    // Someone else takes it; the first visitor's late confirmation is refused.
    const other = await bookSlot(
      ownerId,
      type,
      { start: TUESDAY_10, zone: 'UTC', visitor: visitor('c') },
      clientForBooking,
      { now: later },
    )
    expect(other.ok).toBe(true)
    const late = await bookSlot(
      ownerId,
      type,
      {
        start: TUESDAY_10,
        zone: 'UTC',
        holdId: hold.ok ? hold.holdId : null,
        visitor: visitor('d'),
      },
      clientForBooking,
      { now: later },
    )
    expect(late).toMatchObject({ ok: false, refusal: 'taken' })
    expect((await active(ownerId)).map((row) => row.status).sort()).toEqual([
      'confirmed',
      'expired',
    ])
  })

  test('a hold confirmed after it expired still books the time when it is free', async () => {
    const { ownerId, type } = await studio()
    const hold = await holdSlot(ownerId, type, { start: TUESDAY_10, zone: 'UTC' }, NOW)
    const late = await bookSlot(
      ownerId,
      type,
      {
        start: TUESDAY_10,
        zone: 'UTC',
        holdId: hold.ok ? hold.holdId : null,
        visitor: visitor('e'),
      },
      clientForBooking,
      { now: NOW + (HOLD_MINUTES + 1) * 60_000 },
    )
    expect(late.ok).toBe(true)
  })
})

test('a studio in New York offers 10:00–17:00 New York time, across its change to summer time', async () => {
  const { ownerId, type } = await studio()
  await ensureStudio(ownerId, { name: 'Atelier NYC', acceptLanguage: 'en-US' })
  await saveStudio(ownerId, { currency: 'USD', timeZone: 'America/New_York' })
  const iso = (slots: number[]) => slots.map((slot) => new Date(slot).toISOString())
  const slots = await listFreeSlots(ownerId, type, { now: NOW })
  // Tuesday 5 March (EST, UTC−5): 10:00 is 15:00 UTC; the last 30 minutes start at 16:30.
  const tuesday = iso(slots).filter((slot) => slot.startsWith('2030-03-05'))
  expect(tuesday.at(0)).toBe('2030-03-05T15:00:00.000Z')
  expect(tuesday.at(-1)).toBe('2030-03-05T21:30:00.000Z')
  expect(tuesday).toHaveLength(14)
  // Monday 11 March, the day after the clocks went forward (EDT, UTC−4).
  const monday = iso(slots).filter((slot) => slot.startsWith('2030-03-11'))
  expect([monday.at(0), monday.at(-1)]).toEqual([
    '2030-03-11T14:00:00.000Z',
    '2030-03-11T20:30:00.000Z',
  ])
  // The visitor's answer names her zone, and a visitor who names none sees New York's days.
  const days = await freeDays(ownerId, { tz: null, package: null }, null, NOW)
  expect(days).toMatchObject({ zone: 'America/New_York', tz: 'America/New_York' })
  expect(days!.days['2030-03-05']?.[0]).toBe(Date.parse('2030-03-05T15:00:00Z'))
})

describe('bad times are refused, with the next free ones, and change nothing', () => {
  test.each([
    ['in the past', Date.parse('2030-03-01T10:00:00Z'), 'past'],
    ['inside the notice', Date.parse('2030-03-04T14:00:00Z'), 'notice'],
    ['outside her hours', Date.parse('2030-03-05T08:00:00Z'), 'unavailable'],
    ['on a weekend', Date.parse('2030-03-09T10:00:00Z'), 'unavailable'],
    ['not on a slot', Date.parse('2030-03-05T10:07:00Z'), 'unavailable'],
    ['beyond her horizon', Date.parse('2030-06-03T10:00:00Z'), 'unavailable'],
  ])('%s', async (_label, start, refusal) => {
    const { ownerId, type } = await studio()
    const result = await bookSlot(
      ownerId,
      type,
      { start, zone: 'UTC', visitor: visitor('f') },
      clientForBooking,
      { now: NOW },
    )
    expect(result).toMatchObject({ ok: false, refusal })
    expect(await active(ownerId)).toEqual([])
    expect(await db.select().from(client).where(eq(client.ownerId, ownerId))).toEqual([])
  })

  test('a time already booked', async () => {
    const { ownerId, type } = await studio()
    await bookSlot(
      ownerId,
      type,
      { start: TUESDAY_10, zone: 'UTC', visitor: visitor('g') },
      clientForBooking,
      { now: NOW },
    )
    const result = await bookSlot(
      ownerId,
      type,
      { start: TUESDAY_10, zone: 'UTC', visitor: visitor('h') },
      clientForBooking,
      { now: NOW },
    )
    expect(result).toEqual({
      ok: false,
      refusal: 'taken',
      next: [TUESDAY_10 + 1_800_000, TUESDAY_10 + 3_600_000, TUESDAY_10 + 5_400_000],
    })
  })
})

test('20 visitors confirming one time at once: exactly one gets it, the others are offered the next', async () => {
  const { ownerId, type } = await studio()
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      bookSlot(
        ownerId,
        type,
        { start: TUESDAY_10, zone: 'UTC', visitor: visitor(`race-${index}`) },
        clientForBooking,
        { now: NOW },
      ),
    ),
  )
  expect(results.filter((result) => result.ok)).toHaveLength(1)
  const losers = results.filter((result) => !result.ok)
  expect(losers).toHaveLength(19)
  for (const loser of losers) {
    expect(loser).toMatchObject({ refusal: 'taken' })
    expect(loser.next[0]).toBe(TUESDAY_10 + 1_800_000)
  }
  const rows = await active(ownerId)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ status: 'confirmed', startsAt: new Date(TUESDAY_10) })
})

test('20 visitors holding one time at once: exactly one hold', async () => {
  const { ownerId, type } = await studio()
  const results = await Promise.all(
    Array.from({ length: 20 }, () =>
      holdSlot(ownerId, type, { start: TUESDAY_10, zone: 'UTC' }, NOW),
    ),
  )
  expect(results.filter((result) => result.ok)).toHaveLength(1)
  expect(await active(ownerId)).toHaveLength(1)
})

test('20 visitors confirming overlapping times at once (an hour at 10:00 or 10:30): exactly one', async () => {
  const { ownerId, type } = await studio()
  const hour = { ...type, id: createId(), name: 'Closet review', durationMinutes: 60 }
  await db.insert(appointmentType).values({ ...hour, ownerId })
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      bookSlot(
        ownerId,
        hour,
        {
          start: TUESDAY_10 + (index % 2) * 1_800_000,
          zone: 'UTC',
          visitor: visitor(`overlap-${index}`),
        },
        clientForBooking,
        { now: NOW },
      ),
    ),
  )
  expect(results.filter((result) => result.ok)).toHaveLength(1)
  expect(await active(ownerId)).toHaveLength(1)
})
