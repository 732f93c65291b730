import { describe, expect, test } from 'vitest'

import { linkify } from './linkify'

const links = (text: string) =>
  linkify(text)
    .filter((token) => token.kind === 'link')
    .map((token) => token.text)

describe('links in a message', () => {
  test('http and https addresses become links; the rest stays text, in order', () => {
    expect(
      linkify('See https://shop.example/coat?size=S#fit and http://a.example, thanks'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://shop.example/coat?size=S#fit',
        href: 'https://shop.example/coat?size=S#fit',
      },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://a.example', href: 'http://a.example' },
      { kind: 'text', text: ', thanks' },
    ])
  })

  test('no other scheme, and no guessing at bare names', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example/a',
      'mailto:me@example.com',
      'www.shop.example/coat',
      'shop.example',
      'xhttps://shop.example',
      'https://',
      'https:// spaced.example',
    ]) {
      expect(links(text), text).toEqual([])
    }
  })

  test('what ends the sentence is not part of the address', () => {
    expect(links('Look: https://a.example/x.')).toEqual(['https://a.example/x'])
    expect(links('(see https://a.example/x)')).toEqual(['https://a.example/x'])
    expect(links('https://en.wikipedia.org/wiki/Blazer_(jacket)!')).toEqual([
      'https://en.wikipedia.org/wiki/Blazer_(jacket)',
    ])
    expect(links('"https://a.example/q"')).toEqual(['https://a.example/q'])
    expect(links('<https://a.example/q>')).toEqual(['https://a.example/q'])
  })

  test('HTML stays text: tags and entities are never links or markup', () => {
    const text = '<a href="https://evil.example">x</a> &amp; <img src=x onerror=alert(1)>'
    const tokens = linkify(text)
    expect(tokens.map((token) => token.text).join('')).toBe(text)
    expect(links(text)).toEqual(['https://evil.example'])
  })

  test('joined back, the tokens are the text, line breaks included', () => {
    const text = 'Line one\nhttps://a.example\n\nLine three https://b.example/p?q=1&r=2'
    expect(
      linkify(text)
        .map((token) => token.text)
        .join(''),
    ).toBe(text)
    expect(linkify('')).toEqual([])
  })
})
