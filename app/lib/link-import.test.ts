import { describe, expect, test } from 'vitest'

import { isLinkImport } from './link-import'

describe('isLinkImport', () => {
  test('takes what the link import answers, with or without a photo', () => {
    expect(
      isLinkImport({ fields: { link: 'https://shop.example/a' }, photo: null, notices: [] }),
    ).toBe(true)
    expect(
      isLinkImport({
        fields: { link: 'https://shop.example/a', name: 'Blazer' },
        photo: { id: 'u1', photo: { key: 'k', widths: [320] } },
        notices: ['The product photo could not be downloaded: add one yourself if you like.'],
      }),
    ).toBe(true)
  })

  test('refuses an error answer and anything else', () => {
    for (const body of [
      null,
      'text',
      { error: 'We couldn’t read that link. Please try again.' },
      { fields: {}, notices: [] },
      { fields: { link: 'https://shop.example/a' }, notices: 'none' },
    ]) {
      expect(isLinkImport(body)).toBe(false)
    }
  })
})
