import { describe, expect, test } from 'vitest'
import { COMMON_PASSWORD } from './common-passwords'
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
    for (const password of ['password1', 'Baseball', 'QWERTYUIOP', 'iloveyou']) {
      const result = SignUpSchema.safeParse({ email: 'ana@example.com', password })
      expect(result.error?.issues[0]?.message, password).toBe(COMMON_PASSWORD)
      const reset = ResetPasswordSchema.safeParse({ token: 't', password })
      expect(reset.success, password).toBe(false)
    }
    expect(
      SignUpSchema.safeParse({ email: 'ana@example.com', password: 'velvet-morning-42' }).success,
    ).toBe(true)
  })
})
