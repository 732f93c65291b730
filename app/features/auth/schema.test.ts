import { describe, expect, test } from 'vitest'
import { safeRedirect, SignInSchema, SignUpSchema } from './schema'

describe('auth schemas', () => {
  test('sign-in requires an e-mail in e-mail format and a password', () => {
    expect(SignInSchema.safeParse({ email: '', password: '' }).success).toBe(false)
    expect(SignInSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(false)
    const parsed = SignInSchema.parse({ email: ' Ana@Example.COM ', password: 'x' })
    expect(parsed.email).toBe('ana@example.com')
  })

  test('sign-up asks for a password of at least 8 characters', () => {
    const result = SignUpSchema.safeParse({ email: 'ana@example.com', password: 'short' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Use at least 8 characters.')
  })

  test('redirects stay on this site', () => {
    expect(safeRedirect('/dashboard/capsules')).toBe('/dashboard/capsules')
    expect(safeRedirect('https://evil.example')).toBe('/dashboard')
    expect(safeRedirect('//evil.example')).toBe('/dashboard')
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard')
    expect(safeRedirect(undefined)).toBe('/dashboard')
    // Browsers drop tabs and line breaks: judged as they would read it.
    expect(safeRedirect('/\t/evil.example/')).toBe('/dashboard')
    expect(safeRedirect('/\n/evil.example')).toBe('/dashboard')
    expect(safeRedirect('\t//evil.example')).toBe('/dashboard')
    expect(safeRedirect('/dash\u0000board?tab=a#b')).toBe('/dashboard?tab=a#b')
  })
})
