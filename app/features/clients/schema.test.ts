import { describe, expect, test } from 'vitest'

import { ClientSchema } from './schema'

describe('ClientSchema', () => {
  test('requires a name and treats empty e-mail and phone as absent', () => {
    expect(ClientSchema.safeParse({ name: '  ' }).success).toBe(false)
    expect(ClientSchema.parse({ name: ' Ana ', email: '', phone: '' })).toMatchObject({
      name: 'Ana',
      email: null,
      phone: null,
      sizeTops: null,
      notes: null,
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

  test('keeps the profile, each field optional and bounded with a clear message', () => {
    expect(
      ClientSchema.parse({ name: 'Ana', sizeTops: ' M ', coloursLoved: 'Camel, navy', notes: '' }),
    ).toMatchObject({ sizeTops: 'M', coloursLoved: 'Camel, navy', notes: null })
    const long = ClientSchema.safeParse({ name: 'Ana', sizeShoes: 'x'.repeat(41) })
    expect(long.error?.issues[0]).toMatchObject({
      path: ['sizeShoes'],
      message: 'Use at most 40 characters.',
    })
    const notes = ClientSchema.safeParse({ name: 'Ana', notes: 'x'.repeat(5001) })
    expect(notes.error?.issues[0]?.message).toBe('Use at most 5,000 characters.')
  })
})
