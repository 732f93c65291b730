import { describe, expect, test } from 'vitest'

import { seal, unseal } from './sealed.server'

const KEY = 'sk_test_51Abcdefghijklmnopqrstuvwxyz0123456789'

describe('sealed secrets', () => {
  test('a sealed value opens for its purpose and row, and never holds the plaintext', () => {
    const sealed = seal(KEY, 'stripe', 'owner-1')
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(sealed).not.toContain('sk_test')
    expect(unseal(sealed, 'stripe', 'owner-1')).toBe(KEY)
    // A fresh IV each time: the same key never seals to the same text.
    expect(seal(KEY, 'stripe', 'owner-1')).not.toBe(sealed)
  })

  test('another row, purpose or server secret, or a damaged value, does not open', () => {
    const sealed = seal(KEY, 'stripe', 'owner-1')
    expect(unseal(sealed, 'stripe', 'owner-2')).toBeNull()
    expect(unseal(sealed, 'other', 'owner-1')).toBeNull()
    expect(unseal(sealed, 'stripe', 'owner-1', 'another-server-secret-0123456789abcdef')).toBeNull()
    const [version, iv, body, tag] = sealed.split('.')
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`
    expect(unseal([version, iv, flipped, tag].join('.'), 'stripe', 'owner-1')).toBeNull()
    expect(unseal('not sealed', 'stripe', 'owner-1')).toBeNull()
    expect(unseal('v1.a.b', 'stripe', 'owner-1')).toBeNull()
  })
})
