import { describe, expect, test } from 'vitest'

import {
  CALENDAR_DATE_MESSAGE,
  calendarDate,
  isCalendarDate,
  optionalCalendarDate,
} from './calendar-date'

describe('a calendar date', () => {
  test('is a day of the calendar, written as forms send it', () => {
    for (const good of ['2026-03-01', '2028-02-29', '2000-02-29', '1900-01-01', '2999-12-31']) {
      expect(isCalendarDate(good), good).toBe(true)
    }
    for (const bad of [
      '2026-02-29',
      '2026-02-30',
      '2026-04-31',
      '1900-02-29',
      '2100-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '1899-12-31',
      '3000-01-01',
      '0000-03-01',
      '2026-3-1',
      '２０２６-０３-０１',
      '2026-03-01T00:00',
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false)
    }
  })

  test('its schemas trim, and answer the field’s message', () => {
    expect(calendarDate().parse(' 2026-03-01 ')).toBe('2026-03-01')
    expect(calendarDate().safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      CALENDAR_DATE_MESSAGE,
    )
    expect(optionalCalendarDate().parse('')).toBeNull()
    expect(optionalCalendarDate().parse(undefined)).toBeNull()
    expect(optionalCalendarDate('Pick a day.').safeParse('2026-04-31').error?.issues).toEqual([
      expect.objectContaining({ message: 'Pick a day.' }),
    ])
  })
})
