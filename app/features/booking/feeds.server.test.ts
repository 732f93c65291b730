import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import ical, { type VEvent } from 'node-ical'
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import { clientForBooking } from '~/features/clients/client-from-contact.server'
import type { FormResult } from '~/lib/form-errors'
import * as feedRoute from '~/routes/calendar-feed'
import { runIntent } from '~/server/forms.server'

import { createSignedInUser } from '../../../tests/support/users'
import { bookSlot, listFreeSlots } from './book.server'
import { busyTimesOf } from './busy-feed.server'
import { getBookingSettings } from './settings.server'
import { bookingSettingsIntents } from './settings-intents.server'
import { listTypes } from './types.server'

// Her own calendar is served on loopback, which only the tests' configuration lets a feed reach.
vi.hoisted(() => {
  process.env.LINK_IMPORT_ALLOW_PRIVATE = 'true'
})

/** What her own calendar's feed answers (changed by each test). */
let served = { status: 200, body: '' }
let calendarUrl = ''
const server = createServer((_request, response) => {
  response.writeHead(served.status, { 'content-type': 'text/calendar' }).end(served.body)
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/basic.ics`
})
afterAll(() => server.close())

const stamp = (instant: number) => new Date(instant).toISOString().replace(/[-:]|\.\d{3}/g, '')

/** A feed with one busy event and one marked free (which must not block). */
const calendarWith = (busy: number, free: number) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Her own calendar//EN',
    'BEGIN:VEVENT',
    'UID:dentist@example.com',
    `DTSTAMP:${stamp(busy)}`,
    `DTSTART:${stamp(busy)}`,
    `DTEND:${stamp(busy + 60 * 60_000)}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:reminder@example.com',
    `DTSTAMP:${stamp(free)}`,
    `DTSTART:${stamp(free)}`,
    `DTEND:${stamp(free + 30 * 60_000)}`,
    'SUMMARY:Call mum',
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n')

async function post(ownerId: string, form: Record<string, string>) {
  const reply = (await runIntent(bookingSettingsIntents, form, {
    ownerId,
    request: new Request('http://localhost/'),
  })) as DataWithResponseInit<FormResult & { problem?: string | null }> | null
  return { status: reply?.init?.status ?? 200, body: reply?.data }
}

describe('her private calendar feed', () => {
  test('the subscribe address parses as iCalendar, with her appointment; a stopped one is gone', async () => {
    const owner = await createSignedInUser('feed')
    const [type] = await listTypes(owner.id)
    const [start] = await listFreeSlots(owner.id, type!)
    const booked = await bookSlot(
      owner.id,
      type!,
      {
        start: start!,
        zone: 'Europe/Paris',
        visitor: {
          name: 'Ada Feed',
          email: 'ada-feed@example.com',
          phone: null,
          servicePackage: null,
          note: 'Hello',
        },
      },
      clientForBooking,
    )
    expect(booked.ok).toBe(true)
    expect((await post(owner.id, { intent: 'new-feed-link' })).status).toBe(200)
    const { feedToken } = await getBookingSettings(owner.id)
    const file = `${feedToken}.ics`
    const response = await feedRoute.loader({ params: { file } } as never)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/)
    const events = Object.values(ical.sync.parseICS(await response.text())).filter(
      (entry): entry is VEvent => entry?.type === 'VEVENT',
    )
    expect(events).toHaveLength(1)
    expect(new Date(events[0]!.start!).getTime()).toBe(start)
    expect(String(events[0]!.summary)).toContain('Ada Feed')

    await post(owner.id, { intent: 'stop-feed-link' })
    expect((await feedRoute.loader({ params: { file } } as never)).status).toBe(404)
    expect((await feedRoute.loader({ params: { file: 'forged.ics' } } as never)).status).toBe(404)
  })
})

describe('her own calendar’s busy times', () => {
  test('a busy event from her feed removes the slot it meets; one marked free does not', async () => {
    const owner = await createSignedInUser('busy')
    const [type] = await listTypes(owner.id)
    const before = await listFreeSlots(owner.id, type!)
    // A slot followed by two more the same afternoon, whatever the hour the test runs at.
    const busy = before.find(
      (slot) => before.includes(slot + 30 * 60_000) && before.includes(slot + 60 * 60_000),
    )!
    const free = before.find((slot) => slot > busy + 3 * 3_600_000)!
    served = { status: 200, body: calendarWith(busy + 10 * 60_000, free) }
    const saved = await post(owner.id, { intent: 'save-busy-feed', busyFeedUrl: calendarUrl })
    expect(saved).toMatchObject({ status: 200, body: { ok: true, problem: null } })
    const after = await listFreeSlots(owner.id, type!)
    // 10 minutes into one slot for an hour: that slot and the next two are no longer free.
    expect(after).not.toContain(busy)
    expect(after).not.toContain(busy + 30 * 60_000)
    expect(after).not.toContain(busy + 60 * 60_000)
    expect(after).toContain(free)
    expect(after).toHaveLength(before.length - 3)
  })

  test('a broken feed never breaks booking: it keeps the last busy times and says why', async () => {
    const owner = await createSignedInUser('broken')
    const [type] = await listTypes(owner.id)
    const before = await listFreeSlots(owner.id, type!)
    served = { status: 200, body: calendarWith(before[2]!, before[9]!) }
    await post(owner.id, { intent: 'save-busy-feed', busyFeedUrl: calendarUrl })
    const blocked = await listFreeSlots(owner.id, type!)

    served = { status: 500, body: 'oops' }
    const read = await post(owner.id, { intent: 'read-busy-feed' })
    expect(read.body?.problem).toBe('Your calendar could not be reached.')
    expect(await listFreeSlots(owner.id, type!)).toEqual(blocked)
    expect((await getBookingSettings(owner.id)).busyFeedError).toBe(
      'Your calendar could not be reached.',
    )

    served = { status: 200, body: '<html>not a calendar</html>' }
    expect((await post(owner.id, { intent: 'read-busy-feed' })).body?.problem).toBe(
      'Your calendar’s feed could not be read as a calendar.',
    )
    expect(await listFreeSlots(owner.id, type!)).toEqual(blocked)
  })

  test('a private address is refused unless the tests allow it, and bad addresses are told', async () => {
    const owner = await createSignedInUser('refused')
    const bad = await post(owner.id, {
      intent: 'save-busy-feed',
      busyFeedUrl: 'ftp://calendar.example/x',
    })
    expect(bad.status).toBe(400)
  })

  test('recurring and whole-day events are read in her zone', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:weekly@example.com',
      'DTSTAMP:20300101T000000Z',
      'DTSTART;TZID=Europe/Paris:20300107T090000',
      'DTEND;TZID=Europe/Paris:20300107T100000',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:holiday@example.com',
      'DTSTAMP:20300101T000000Z',
      'DTSTART;VALUE=DATE:20300110',
      'DTEND;VALUE=DATE:20300111',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n')
    const busy = busyTimesOf(text, {
      from: Date.parse('2030-01-01T00:00:00Z'),
      to: Date.parse('2030-02-01T00:00:00Z'),
      zone: 'America/New_York',
    })
    expect(busy.map((interval) => new Date(interval.start).toISOString())).toEqual([
      '2030-01-07T08:00:00.000Z',
      '2030-01-10T05:00:00.000Z',
      '2030-01-14T08:00:00.000Z',
      '2030-01-21T08:00:00.000Z',
    ])
    expect(busy[1]!.end - busy[1]!.start).toBe(24 * 3_600_000)
  })
})
