import { describe, expect, test } from 'vitest'

import { type Availability, DEFAULT_AVAILABILITY, type TimeRange } from './availability'
import { dateIn, freeSlots, instantAt, isTimeZone, slotsByDay } from './slots'

const at = (iso: string) => Date.parse(iso)
const iso = (instant: number) => new Date(instant).toISOString()
/** A slot's wall-clock time in a zone, as a visitor there reads it. */
const clock = (instant: number, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
    instant,
  )

/** Every day of the week open the same hours, no notice, a week ahead. */
const everyDay = (ranges: TimeRange[], more: Partial<Availability> = {}): Availability => ({
  ...DEFAULT_AVAILABILITY,
  weeklyHours: Array.from({ length: 7 }, () => ranges),
  noticeMinutes: 0,
  horizonDays: 7,
  ...more,
})

const onDay = (slots: number[], day: string, zone: string) =>
  slots.filter((slot) => dateIn(slot, zone) === day)

describe('her weekly hours in her time zone', () => {
  test('a new studio: weekdays 10:00–17:00, 24 h notice, 60 days ahead', () => {
    // Monday 2 March 2026, 09:00 in New York.
    const now = at('2026-03-02T14:00:00Z')
    const slots = freeSlots({
      availability: DEFAULT_AVAILABILITY,
      zone: 'America/New_York',
      durationMinutes: 30,
      appointments: [],
      now,
    })
    // Not Monday (inside the notice): Tuesday 10:00 New York is the first.
    expect(iso(slots[0]!)).toBe('2026-03-03T15:00:00.000Z')
    // 14 half-hour slots between 10:00 and 17:00; none on the weekend.
    expect(onDay(slots, '2026-03-03', 'America/New_York')).toHaveLength(14)
    expect(onDay(slots, '2026-03-07', 'America/New_York')).toHaveLength(0)
    // The last bookable day is 60 days after today (her today is day 0).
    expect(dateIn(slots.at(-1)!, 'America/New_York')).toBe('2026-05-01')
    expect(slots.every((slot) => slot >= now + 24 * 3_600_000)).toBe(true)
  })

  test('a visitor 13 hours away sees her morning as his late evening, her day crossing his midnight', () => {
    // London in winter (UTC+0), Auckland in its summer (UTC+13).
    const slots = freeSlots({
      availability: everyDay([{ start: '10:00', end: '12:00' }]),
      zone: 'Europe/London',
      durationMinutes: 30,
      appointments: [],
      now: at('2026-01-12T00:00:00Z'),
    })
    const visitor = slotsByDay(onDay(slots, '2026-01-13', 'Europe/London'), 'Pacific/Auckland')
    // Her Tuesday morning is two of his days: Tuesday 23:00 and 23:30, then Wednesday from 00:00.
    expect([...visitor.keys()]).toEqual(['2026-01-13', '2026-01-14'])
    expect(visitor.get('2026-01-13')!.map((slot) => clock(slot, 'Pacific/Auckland'))).toEqual([
      '23:00',
      '23:30',
    ])
    expect(visitor.get('2026-01-14')!.map((slot) => clock(slot, 'Pacific/Auckland'))).toEqual([
      '00:00',
      '00:30',
    ])
  })

  test('her hours crossing her own midnight (until 24:00) stay on her day', () => {
    const slots = freeSlots({
      availability: everyDay([{ start: '22:00', end: '24:00' }]),
      zone: 'Asia/Tokyo',
      durationMinutes: 60,
      appointments: [],
      now: at('2026-06-01T00:00:00Z'),
    })
    const monday = onDay(slots, '2026-06-01', 'Asia/Tokyo')
    expect(monday.map((slot) => clock(slot, 'Asia/Tokyo'))).toEqual(['22:00', '22:30', '23:00'])
  })
})

describe('daylight-saving changes', () => {
  const nightHours = (start: string, end: string) => everyDay([{ start, end }], { horizonDays: 3 })

  test('her zone springs forward: the night has an hour less, and 10:00 moves an hour earlier in UTC', () => {
    // New York, Sunday 8 March 2026: 02:00 becomes 03:00.
    const slots = freeSlots({
      availability: nightHours('01:00', '04:00'),
      zone: 'America/New_York',
      durationMinutes: 30,
      appointments: [],
      now: at('2026-03-07T12:00:00Z'),
    })
    const sunday = onDay(slots, '2026-03-08', 'America/New_York')
    expect(sunday.map(iso)).toEqual([
      '2026-03-08T06:00:00.000Z', // 01:00 EST
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z', // 03:00 EDT
      '2026-03-08T07:30:00.000Z',
    ])
    expect(instantAt('2026-03-06', '10:00', 'America/New_York')).toBe(at('2026-03-06T15:00:00Z'))
    expect(instantAt('2026-03-09', '10:00', 'America/New_York')).toBe(at('2026-03-09T14:00:00Z'))
  })

  test('her zone falls back: the night has an hour more', () => {
    // New York, Sunday 1 November 2026: 02:00 EDT becomes 01:00 EST.
    const slots = freeSlots({
      availability: nightHours('00:00', '03:00'),
      zone: 'America/New_York',
      durationMinutes: 60,
      appointments: [],
      now: at('2026-10-31T12:00:00Z'),
    })
    const sunday = onDay(slots, '2026-11-01', 'America/New_York')
    // 00:00 EDT (04:00Z) to 03:00 EST (08:00Z): four hours, hourly slots every half hour.
    expect(sunday.map(iso)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T04:30:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T06:30:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ])
  })

  test('the visitor’s zone changes while hers does not: the same slot reads an hour later for him', () => {
    // Tokyo has no daylight saving; Berlin springs forward on 29 March and falls back on 25 October.
    const spring = freeSlots({
      availability: everyDay([{ start: '10:00', end: '10:30' }], { horizonDays: 4 }),
      zone: 'Asia/Tokyo',
      durationMinutes: 30,
      appointments: [],
      now: at('2026-03-27T00:00:00Z'),
    })
    const berlin = slotsByDay(spring, 'Europe/Berlin')
    expect(berlin.get('2026-03-28')!.map((slot) => clock(slot, 'Europe/Berlin'))).toEqual(['02:00'])
    expect(berlin.get('2026-03-30')!.map((slot) => clock(slot, 'Europe/Berlin'))).toEqual(['03:00'])

    const autumn = freeSlots({
      availability: everyDay([{ start: '10:00', end: '10:30' }], { horizonDays: 4 }),
      zone: 'Asia/Tokyo',
      durationMinutes: 30,
      appointments: [],
      now: at('2026-10-23T00:00:00Z'),
    })
    const after = slotsByDay(autumn, 'Europe/Berlin')
    expect(after.get('2026-10-24')!.map((slot) => clock(slot, 'Europe/Berlin'))).toEqual(['03:00'])
    expect(after.get('2026-10-26')!.map((slot) => clock(slot, 'Europe/Berlin'))).toEqual(['02:00'])
  })
})

describe('what takes her time', () => {
  const day = (more: Partial<Availability> = {}) =>
    everyDay([{ start: '10:00', end: '13:00' }], { horizonDays: 1, ...more })
  const base = {
    zone: 'UTC',
    durationMinutes: 60,
    now: at('2026-05-04T00:00:00Z'),
  }
  const times = (slots: number[]) =>
    onDay(slots, '2026-05-04', 'UTC').map((slot) => clock(slot, 'UTC'))

  test('an appointment and its buffer on both sides', () => {
    const appointments = [{ start: at('2026-05-04T11:00:00Z'), end: at('2026-05-04T11:30:00Z') }]
    expect(times(freeSlots({ ...base, availability: day(), appointments }))).toEqual([
      '10:00',
      '11:30',
      '12:00',
    ])
    expect(
      times(freeSlots({ ...base, availability: day({ bufferMinutes: 15 }), appointments })),
    ).toEqual(['12:00'])
  })

  test('a busy time from her own calendar', () => {
    const busy = [{ start: at('2026-05-04T09:30:00Z'), end: at('2026-05-04T10:45:00Z') }]
    expect(times(freeSlots({ ...base, availability: day(), appointments: [], busy }))).toEqual([
      '11:00',
      '11:30',
      '12:00',
    ])
  })

  test('a day off, and a day that has its most appointments', () => {
    expect(
      times(
        freeSlots({ ...base, availability: day({ datesOff: ['2026-05-04'] }), appointments: [] }),
      ),
    ).toEqual([])
    const appointments = [{ start: at('2026-05-04T12:00:00Z'), end: at('2026-05-04T13:00:00Z') }]
    expect(
      times(freeSlots({ ...base, availability: day({ maxPerDay: 1 }), appointments })),
    ).toEqual([])
    expect(
      times(freeSlots({ ...base, availability: day({ maxPerDay: 2 }), appointments })),
    ).toEqual(['10:00', '10:30', '11:00'])
  })

  test('the notice and a window asked for', () => {
    const now = at('2026-05-04T09:50:00Z')
    expect(
      times(
        freeSlots({ ...base, now, availability: day({ noticeMinutes: 60 }), appointments: [] }),
      ),
    ).toEqual(['11:00', '11:30', '12:00'])
    expect(
      times(
        freeSlots({
          ...base,
          availability: day(),
          appointments: [],
          from: at('2026-05-04T10:30:00Z'),
          to: at('2026-05-04T11:30:00Z'),
        }),
      ),
    ).toEqual(['10:30', '11:00'])
  })
})

test('time zones are checked by name', () => {
  expect(isTimeZone('Europe/Paris')).toBe(true)
  expect(isTimeZone('Mars/Olympus')).toBe(false)
  expect(isTimeZone('')).toBe(false)
})
