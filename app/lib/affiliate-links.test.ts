import { describe, expect, test } from 'vitest'

import { applyRule, retailerOf, ruleFor } from './affiliate-links'

const param = (domain: string, value: string) => ({
  domain,
  rewrite: { kind: 'param' as const, name: 'tag', value },
})

describe('affiliate links', () => {
  test('the retailer of a link: its host, lower case, without www; nothing for other schemes', () => {
    expect(retailerOf('https://WWW.Shop.example/a?b=1')).toBe('shop.example')
    expect(retailerOf('http://eu.shop.example')).toBe('eu.shop.example')
    expect(retailerOf('javascript:alert(1)')).toBeNull()
    expect(retailerOf('not a link')).toBeNull()
  })

  test('the nearest rule wins: the subdomain’s own before its parent’s; a look-alike gets none', () => {
    const rules = [param('shop.example', 'parent'), param('eu.shop.example', 'eu')]
    expect(ruleFor('https://eu.shop.example/x', rules)?.rewrite).toMatchObject({ value: 'eu' })
    expect(ruleFor('https://us.shop.example/x', rules)?.rewrite).toMatchObject({ value: 'parent' })
    expect(ruleFor('https://notshop.example/x', rules)).toBeNull()
    expect(ruleFor('https://shop.example.evil.test/x', rules)).toBeNull()
  })

  test('a parameter replaces one of the same name; a template gets the whole link, encoded', () => {
    expect(applyRule('https://shop.example/x?tag=old&size=M', param('', 'new').rewrite)).toBe(
      'https://shop.example/x?tag=new&size=M',
    )
    expect(
      applyRule('https://shop.example/x?a=1&b=2', {
        kind: 'template',
        template: 'https://net.example/?u={url}&id=me',
      }),
    ).toBe('https://net.example/?u=https%3A%2F%2Fshop.example%2Fx%3Fa%3D1%26b%3D2&id=me')
  })
})
