import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { Storage } from './storage.server'
import { createDiskStorage, createS3Storage, isValidObjectKey } from './storage.server'

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

/** The same contract, whichever the back-end. */
function roundTrip(name: string, make: () => Storage) {
  describe(name, () => {
    test('put, get, overwrite and delete a file', async () => {
      const storage = make()
      const key = 'AbCdEfGhIjKlMnOpQrStUv/640.webp'
      const body = Buffer.from('first version')
      await storage.put(key, body, 'image/webp')

      const stored = await storage.get(key)
      expect(stored).not.toBeNull()
      expect(stored!.contentType).toBe('image/webp')
      expect(stored!.size).toBe(body.length)
      expect((await readAll(stored!.body)).toString()).toBe('first version')

      await storage.put(key, Buffer.from('second'), 'image/webp')
      expect((await readAll((await storage.get(key))!.body)).toString()).toBe('second')

      await storage.put('AbCdEfGhIjKlMnOpQrStUv/large.webp', Buffer.from('large'), 'image/webp')
      await storage.delete([key, 'AbCdEfGhIjKlMnOpQrStUv/large.webp'])
      expect(await storage.get(key)).toBeNull()
      expect(await storage.get('AbCdEfGhIjKlMnOpQrStUv/large.webp')).toBeNull()
    })

    test('a missing file is null, and deleting one is not an error', async () => {
      const storage = make()
      expect(await storage.get('nothing-here/320.webp')).toBeNull()
      await expect(storage.delete(['nothing-here/320.webp'])).resolves.toBeUndefined()
      await expect(storage.delete([])).resolves.toBeUndefined()
    })

    test('keys that could escape their place are refused', async () => {
      const storage = make()
      for (const key of [
        '../outside.webp',
        'a/../../b.webp',
        '/etc/passwd',
        '.hidden/x.webp',
        'a//b',
        '',
      ]) {
        expect(await storage.get(key)).toBeNull()
        await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
          /Invalid storage key/,
        )
      }
    })
  })
}

// ---------------------------------------------------------------------------

const diskRoot = mkdtempSync(path.join(os.tmpdir(), 'capsule-storage-'))
afterAll(() => rmSync(diskRoot, { recursive: true, force: true }))

roundTrip('disk storage', () => createDiskStorage(diskRoot))

describe('disk storage on disk', () => {
  test('writes atomically (no temporary file left) and removes a photo directory once empty', async () => {
    const storage = createDiskStorage(diskRoot)
    await storage.put('photo-dir/320.webp', Buffer.from('a'), 'image/webp')
    await storage.put('photo-dir/large.webp', Buffer.from('b'), 'image/webp')
    expect(readdirSync(path.join(diskRoot, 'photo-dir')).sort()).toEqual(['320.webp', 'large.webp'])

    await storage.delete(['photo-dir/320.webp'])
    expect(readdirSync(path.join(diskRoot, 'photo-dir'))).toEqual(['large.webp'])
    await storage.delete(['photo-dir/large.webp'])
    expect(readdirSync(diskRoot)).not.toContain('photo-dir')
  })

  test('a directory is not a file', async () => {
    const storage = createDiskStorage(diskRoot)
    await storage.put('kept-dir/320.webp', Buffer.from('a'), 'image/webp')
    expect(await storage.get('kept-dir')).toBeNull()
  })
})

// ---------------------------------------------------------------------------

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> }
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance

const s3Directory = mkdtempSync(path.join(os.tmpdir(), 'capsule-s3rver-'))
let s3rver: S3rverInstance | undefined
let endpoint = ''

beforeAll(async () => {
  // s3rver ships no types.
  const { default: S3rver } = (await import('s3rver' as string)) as { default: S3rverClass }
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: 'test' }],
  })
  const { port } = await s3rver.run()
  endpoint = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  await s3rver?.close()
  rmSync(s3Directory, { recursive: true, force: true })
})

roundTrip('S3 storage (s3rver, path-style)', () =>
  createS3Storage({
    bucket: 'test',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }),
)

test('object keys: photo key and file name segments only', () => {
  expect(isValidObjectKey('AbCdEfGhIjKlMnOpQrStUv/large.webp')).toBe(true)
  expect(isValidObjectKey('AbC/.large.webp.1234.tmp')).toBe(false)
  expect(isValidObjectKey('a/b/../c')).toBe(false)
  expect(isValidObjectKey('a\\b')).toBe(false)
})

test('disk storage: deleting a photo also clears the temporary files of interrupted writes', async () => {
  const { mkdtempSync, existsSync, writeFileSync } = await import('node:fs')
  const os = await import('node:os')
  const root = mkdtempSync(path.join(os.tmpdir(), 'capsule-disk-tmp-'))
  const disk = createDiskStorage(root)
  await disk.put('abcdefghijklmnopqrstuv/320.webp', Buffer.from('x'), 'image/webp')
  writeFileSync(path.join(root, 'abcdefghijklmnopqrstuv', '.large.webp.0a1b2c.tmp'), 'partial')
  await disk.delete(['abcdefghijklmnopqrstuv/320.webp', 'abcdefghijklmnopqrstuv/large.webp'])
  expect(existsSync(path.join(root, 'abcdefghijklmnopqrstuv'))).toBe(false)
  rmSync(root, { recursive: true, force: true })
})
