import { describe, expect, test } from 'vitest'

import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  test('keeps a path on this site, with its query and fragment', () => {
    expect(safeRedirect('/dashboard/capsules')).toBe('/dashboard/capsules')
    expect(safeRedirect('/dash\u0000board?tab=a#b')).toBe('/dashboard?tab=a#b')
    expect(safeRedirect('/dashboard/./items/../capsules')).toBe('/dashboard/capsules')
    expect(safeRedirect(undefined)).toBe('/dashboard')
    expect(safeRedirect(null, '/reset-password')).toBe('/reset-password')
  })

  test('refuses other origins however they are written', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      // Browsers drop tabs and line breaks: judged as they would read it.
      '/\t/evil.example/',
      '/\n/evil.example',
      '\t//evil.example',
      // Dot segments that leave `//host` behind (issue 26).
      '/.//evil.example',
      '/..//evil.example',
      '/%2E//evil.example',
      '/dashboard/../..//evil.example',
      '/.\\/evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(target), JSON.stringify(target)).toBe('/dashboard')
    }
  })

  test('an encoded slash stays an encoded slash, on this site', () => {
    expect(safeRedirect('/./%2F/evil.example')).toBe('/%2F/evil.example')
  })
})
