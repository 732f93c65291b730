import { describe, expect, test } from 'vitest'

import { parseEnv } from './env.server'

describe('parseEnv', () => {
  test('applies safe defaults for a zero-setup start', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATA_DIR).toBe('./data')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.TRUST_PROXY).toBe(false)
  })

  test('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000)
  })

  test('names the variable that is wrong', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => parseEnv({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/)
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/)
  })

  test('photos stay on the local disk unless a bucket is configured', () => {
    const env = parseEnv({})
    expect(env.S3_BUCKET).toBeUndefined()
    expect(env.S3_ENDPOINT).toBeUndefined()
    expect(env.S3_REGION).toBe('us-east-1')
    expect(env.S3_FORCE_PATH_STYLE).toBe(false)
  })

  test('reads the S3 settings', () => {
    const env = parseEnv({
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(env).toMatchObject({
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: true,
    })
    expect(parseEnv({ S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false)
  })

  test('names a wrong S3 setting', () => {
    expect(() => parseEnv({ S3_ENDPOINT: 'ftp://storage.example.com' })).toThrow(/S3_ENDPOINT/)
    expect(() => parseEnv({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/)
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })

  test('normalises the public URL', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://studio.example.com/' }).PUBLIC_URL).toBe(
      'https://studio.example.com',
    )
  })

  test('the Stripe stub of the tests: a loopback address only, nowhere by default', () => {
    expect(parseEnv({}).STRIPE_API_URL).toBeUndefined()
    expect(parseEnv({ STRIPE_API_URL: 'http://127.0.0.1:12111' }).STRIPE_API_URL).toBe(
      'http://127.0.0.1:12111',
    )
    expect(() => parseEnv({ STRIPE_API_URL: 'https://api.example.com' })).toThrow(/STRIPE_API_URL/)
    expect(() => parseEnv({ STRIPE_API_URL: 'http://10.0.0.8:80' })).toThrow(/loopback/)
  })
})
