import { dictionary } from '@zxcvbn-ts/language-common'
import { describe, expect, test } from 'vitest'

import { COMMON_PASSWORD, COMMON_PASSWORD_COUNT } from './common-passwords'
import { ResetPasswordSchema, SignInSchema, SignUpSchema } from './schema'

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

  test('sign-up and reset refuse the most common passwords, whatever their letter case', () => {
    for (const password of ['password123', 'password1', 'Baseball', 'QWERTYUIOP', 'iloveyou']) {
      const result = SignUpSchema.safeParse({ email: 'ana@example.com', password })
      expect(result.error?.issues[0]?.message, password).toBe(COMMON_PASSWORD)
      const reset = ResetPasswordSchema.safeParse({ token: 't', password })
      expect(reset.success, password).toBe(false)
    }
    expect(
      SignUpSchema.safeParse({ email: 'ana@example.com', password: 'velvet-morning-42' }).success,
    ).toBe(true)
  })

  test('the refused passwords are the breach list’s 10,000 most common, not a hand-picked few', () => {
    const ranked = dictionary['passwords-common']
    const long = (from: number, to: number) =>
      ranked.slice(from, to).filter((password) => password.length >= 8)
    const within = long(0, COMMON_PASSWORD_COUNT)
    expect(within.length).toBeGreaterThan(3000)
    const refused = (password: string) =>
      SignUpSchema.safeParse({ email: 'ana@example.com', password }).error?.issues[0]?.message ===
      COMMON_PASSWORD
    expect(within.every(refused)).toBe(true)
    const commonSet = new Set(ranked.slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()))
    const beyond = long(COMMON_PASSWORD_COUNT, COMMON_PASSWORD_COUNT + 500).filter(
      (password) => !commonSet.has(password.toLowerCase()),
    )
    expect(beyond.length).toBeGreaterThan(0)
    expect(beyond.some(refused)).toBe(false)
  })
})
