import { describe, expect, test } from 'vitest'
import { ClientSchema } from './schema'

describe('ClientSchema', () => {
  test('requires a name and treats empty e-mail and phone as absent', () => {
    expect(ClientSchema.safeParse({ name: '  ' }).success).toBe(false)
    expect(ClientSchema.parse({ name: ' Ana ', email: '', phone: '' })).toEqual({
      name: 'Ana',
      email: null,
      phone: null,
    })
  })

  test('checks the e-mail format and the phone characters', () => {
    const badEmail = ClientSchema.safeParse({ name: 'Ana', email: 'ana@' })
    expect(badEmail.error?.issues[0]?.message).toBe('Enter a valid e-mail address.')
    const badPhone = ClientSchema.safeParse({ name: 'Ana', phone: 'call me' })
    expect(badPhone.error?.issues[0]?.message).toBe('Enter a valid phone number.')
    expect(ClientSchema.parse({ name: 'Ana', phone: '+1 (555) 010-2030' }).phone).toBe(
      '+1 (555) 010-2030',
    )
  })
})
