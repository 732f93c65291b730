import { describe, expect, it } from 'vitest'

import { hadNoScheme, toWebAddress } from './web-address'

describe('toWebAddress', () => {
  it('adds https:// to an address typed without it', () => {
    expect(toWebAddress('instagram.com/atelier.ines')).toBe('https://instagram.com/atelier.ines')
    expect(toWebAddress('www.shop.com/dress?size=38')).toBe('https://www.shop.com/dress?size=38')
    expect(toWebAddress('//cdn.shop.com/x')).toBe('https://cdn.shop.com/x')
    expect(toWebAddress('localhost:3000/page')).toBe('https://localhost:3000/page')
    expect(toWebAddress('127.0.0.1:8080/product')).toBe('https://127.0.0.1:8080/product')
  })

  it('keeps http:// and https:// addresses as typed', () => {
    expect(toWebAddress('https://shop.com/a')).toBe('https://shop.com/a')
    expect(toWebAddress('HTTP://shop.com/a')).toBe('HTTP://shop.com/a')
  })

  it('refuses other schemes and what is not an address', () => {
    for (const typed of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'mailto:me@shop.com',
      'ftp://shop.com/file',
      'hello',
      'not an address',
      'https://',
    ]) {
      expect(toWebAddress(typed), typed).toBeNull()
    }
  })

  it('tells an address typed without its scheme', () => {
    expect(hadNoScheme('shop.com/a')).toBe(true)
    expect(hadNoScheme('localhost:3000')).toBe(true)
    expect(hadNoScheme('https://shop.com')).toBe(false)
  })
})
