import { describe, expect, test } from 'vitest'

import { formFields } from './read-form'

describe('formFields', () => {
  test('removes control characters but keeps tabs, line breaks and every other character', () => {
    const form = new FormData()
    form.set('name', 'Ana\u0000 Lu\u0007cia\u001b')
    form.set('notes', 'Line one\r\nLine two\tTabbed — ünïcødé 👗 <b>&amp;</b>')
    expect(formFields(form)).toEqual({
      name: 'Ana Lucia',
      notes: 'Line one\r\nLine two\tTabbed — ünïcødé 👗 <b>&amp;</b>',
    })
  })

  test('leaves files out', () => {
    const form = new FormData()
    form.set('photo', new File(['x'], 'x.jpg'))
    form.set('intent', 'create')
    expect(formFields(form)).toEqual({ intent: 'create' })
  })
})
