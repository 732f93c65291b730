import { describe, expect, test } from 'vitest'
import { ItemSchema, LINK_SCHEME_ERROR } from './schema'

describe('ItemSchema', () => {
  test('requires a name; every other field is optional free text', () => {
    expect(ItemSchema.safeParse({ name: '' }).success).toBe(false)
    expect(ItemSchema.parse({ name: 'Blazer', price: 'about $120', brand: '' })).toMatchObject({
      name: 'Blazer',
      price: 'about $120',
      brand: null,
      link: null,
    })
  })

  test.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://shop.example/x', 'not a url'])(
    'refuses the shopping link %s',
    (link) => {
      const result = ItemSchema.safeParse({ name: 'Blazer', link })
      expect(result.error?.issues[0]).toMatchObject({ path: ['link'], message: LINK_SCHEME_ERROR })
    },
  )

  test('accepts http and https shopping links', () => {
    expect(ItemSchema.parse({ name: 'Blazer', link: 'https://shop.example/blazer' }).link).toBe(
      'https://shop.example/blazer',
    )
    expect(ItemSchema.parse({ name: 'Blazer', link: 'http://shop.example' }).link).toBe(
      'http://shop.example',
    )
  })

  test('takes a shopping link typed without https://', () => {
    expect(ItemSchema.parse({ name: 'Blazer', link: 'www.shop.example/blazer' }).link).toBe(
      'https://www.shop.example/blazer',
    )
  })
})
