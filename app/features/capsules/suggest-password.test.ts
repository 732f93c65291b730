import { describe, expect, test } from 'vitest'

import { CAPSULE_PASSWORD_MIN } from '~/lib/capsule-password'

import { CapsuleSchema } from './schema'
import { pickWords, suggestPassword } from './suggest-password'

describe('Suggest one', () => {
  test('offers three words from the long word list, always long enough to be accepted', async () => {
    const suggestions = await Promise.all(Array.from({ length: 200 }, () => suggestPassword()))
    for (const suggestion of suggestions) {
      expect(suggestion).toMatch(/^[a-z-]+-[a-z-]+-[a-z-]+$/)
      expect(suggestion.length).toBeGreaterThanOrEqual(CAPSULE_PASSWORD_MIN)
      const parsed = CapsuleSchema.safeParse({
        clientId: 'c1',
        name: 'Autumn',
        passwordAction: 'set',
        password: suggestion,
      })
      expect(parsed.success).toBe(true)
    }
    // Drawn at random: 200 suggestions are (all but certainly) 200 different ones.
    expect(new Set(suggestions).size).toBe(200)
  })

  test('every word of the list can come up, each as likely as the others', () => {
    const counts = new Map<string, number>()
    for (let draw = 0; draw < 6000; draw++) {
      const word = pickWords(['linen', 'tweed', 'satin'], 1)
      counts.set(word, (counts.get(word) ?? 0) + 1)
    }
    expect([...counts.keys()].sort()).toEqual(['linen', 'satin', 'tweed'])
    for (const count of counts.values()) expect(count).toBeGreaterThan(1700)
  })
})
