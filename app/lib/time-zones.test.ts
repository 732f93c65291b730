import { expect, test } from 'vitest'

import { isTimeZone } from './time-zones'

test('an IANA zone Intl knows is a time zone; offsets, aliases of nothing and junk are not', () => {
  for (const zone of ['Europe/London', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'UTC']) {
    expect(isTimeZone(zone), zone).toBe(true)
  }
  for (const zone of [
    '+01:00',
    'Europe/Atlantis',
    'london',
    '',
    'UTC; drop table',
    'A/'.repeat(40),
  ]) {
    expect(isTimeZone(zone), zone).toBe(false)
  }
})
