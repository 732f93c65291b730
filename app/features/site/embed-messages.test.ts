import { describe, expect, it } from 'vitest'

import {
  acceptEmbedMessage,
  createEmbedId,
  providerFrameUrl,
  providerOrigin,
} from './embed-messages'

const expected = { origin: 'https://forms.example.com', embedId: '12345678901234' }

describe('acceptEmbedMessage', () => {
  it('accepts each known type from the provider with our embed id (object data)', () => {
    for (const type of ['form_init', 'page_change', 'form_submit'] as const) {
      const event = { origin: expected.origin, data: { type, embedId: expected.embedId } }
      expect(acceptEmbedMessage(event, expected)).toBe(type)
    }
  })

  it('accepts JSON-string data and a numeric embed id', () => {
    const data = JSON.stringify({ type: 'form_submit', embedId: expected.embedId })
    expect(acceptEmbedMessage({ origin: expected.origin, data }, expected)).toBe('form_submit')
    const numeric = { type: 'page_change', embedId: Number(expected.embedId) }
    expect(acceptEmbedMessage({ origin: expected.origin, data: numeric }, expected)).toBe(
      'page_change',
    )
  })

  it('ignores a message from another origin', () => {
    const data = { type: 'form_submit', embedId: expected.embedId }
    expect(acceptEmbedMessage({ origin: 'https://evil.example.com', data }, expected)).toBeNull()
    expect(acceptEmbedMessage({ origin: 'http://forms.example.com', data }, expected)).toBeNull()
    expect(acceptEmbedMessage({ origin: 'null', data }, expected)).toBeNull()
  })

  it('ignores another embed id, or none', () => {
    const other = { type: 'form_submit', embedId: '99999999999999' }
    expect(acceptEmbedMessage({ origin: expected.origin, data: other }, expected)).toBeNull()
    const none = { type: 'form_submit' }
    expect(acceptEmbedMessage({ origin: expected.origin, data: none }, expected)).toBeNull()
  })

  it('ignores unknown types and data that is not an object', () => {
    const unknown = { type: 'resize', embedId: expected.embedId }
    expect(acceptEmbedMessage({ origin: expected.origin, data: unknown }, expected)).toBeNull()
    for (const data of ['form_submit', '{not json', null, 42, ['form_submit']]) {
      expect(acceptEmbedMessage({ origin: expected.origin, data }, expected)).toBeNull()
    }
  })

  it('ignores everything when our own origin or id is unknown', () => {
    const data = { type: 'form_submit', embedId: '' }
    expect(acceptEmbedMessage({ origin: '', data }, { origin: '', embedId: '' })).toBeNull()
  })
})

describe('createEmbedId', () => {
  it('is 14 digits with a non-zero first digit, different each time', () => {
    const ids = Array.from({ length: 200 }, () => createEmbedId())
    for (const id of ids) expect(id).toMatch(/^[1-9]\d{13}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('providerFrameUrl', () => {
  it('passes the page query through and adds the embed id', () => {
    const url = new URL(
      providerFrameUrl(
        'https://forms.example.com/f/abc?theme=light',
        '?utm_source=ig&ref=a%20b',
        '12345678901234',
      ),
    )
    expect(url.origin + url.pathname).toBe('https://forms.example.com/f/abc')
    expect(url.searchParams.get('theme')).toBe('light')
    expect(url.searchParams.get('utm_source')).toBe('ig')
    expect(url.searchParams.get('ref')).toBe('a b')
    expect(url.searchParams.get('embedId')).toBe('12345678901234')
  })

  it('works without a query, and our embed id wins over one in the page query', () => {
    expect(providerFrameUrl('https://forms.example.com/form', '', '12345678901234')).toBe(
      'https://forms.example.com/form?embedId=12345678901234',
    )
    const url = new URL(
      providerFrameUrl('https://forms.example.com/form', '?embedId=1&x=1', '12345678901234'),
    )
    expect(url.searchParams.getAll('embedId')).toEqual(['12345678901234'])
    expect(url.searchParams.get('x')).toBe('1')
  })
})

describe('providerOrigin', () => {
  it('is the URL origin, or empty for an unusable URL', () => {
    expect(providerOrigin('http://127.0.0.1:3177/form?a=1')).toBe('http://127.0.0.1:3177')
    expect(providerOrigin('not a url')).toBe('')
  })
})
