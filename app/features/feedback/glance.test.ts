import { describe, expect, test } from 'vitest'

import { glanceText } from './components/feedback-glance'

describe('the capsule card glance', () => {
  test('says only what is there, in a fixed order', () => {
    const none = { loved: 0, maybe: 0, notForMe: 0, notes: 0, bought: 0, unread: 1 }
    expect(glanceText({ ...none, loved: 5, notes: 2 })).toBe('5 loved · 2 notes')
    expect(glanceText({ ...none, notes: 1, maybe: 1, bought: 3 })).toBe(
      '1 maybe · 1 note · 3 bought',
    )
    expect(glanceText({ ...none, notForMe: 2 })).toBe('2 not for me')
  })
})
