import { describe, expect, test } from 'vitest'

import { readUnlockCookie, unlockFingerprint, unlockRequestCookie } from './unlock-cookie.server'

describe('the unlock cookie', () => {
  test('reads back what it opened, among other cookies, however often it is read', async () => {
    const sent = await unlockRequestCookie('capsule-a', 'hash-1')
    const header = `theme=dark; ${sent}; other=1`
    expect(await readUnlockCookie(header, 'capsule-a')).toBe(
      unlockFingerprint('capsule-a', 'hash-1'),
    )
    expect(await readUnlockCookie(header, 'capsule-a')).toBe(
      unlockFingerprint('capsule-a', 'hash-1'),
    )
  })

  test('a value not signed by us reads as nothing, even once the genuine one was read', async () => {
    const sent = await unlockRequestCookie('capsule-b', 'hash-1')
    expect(await readUnlockCookie(sent, 'capsule-b')).toBe(unlockFingerprint('capsule-b', 'hash-1'))
    const [name, value] = sent.split('=', 2) as [string, string]
    const forged = `${name}=${value.slice(0, -3)}${value.endsWith('AAA') ? 'BBB' : 'AAA'}`
    expect(await readUnlockCookie(forged, 'capsule-b')).toBeNull()
    const unsigned = `${name}=${encodeURIComponent(btoa(JSON.stringify('anything')))}`
    expect(await readUnlockCookie(unsigned, 'capsule-b')).toBeNull()
  })

  test('no cookie, or only another capsule’s, reads as nothing', async () => {
    expect(await readUnlockCookie(null, 'capsule-c')).toBeNull()
    expect(await readUnlockCookie('theme=dark', 'capsule-c')).toBeNull()
    const another = await unlockRequestCookie('capsule-d', 'hash-1')
    expect(await readUnlockCookie(another, 'capsule-c')).toBeNull()
  })
})
