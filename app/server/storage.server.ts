import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, rename, rm, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import type * as S3 from '@aws-sdk/client-s3'

import { env } from './env.server'

/** A stored object, streamed. `size` is in bytes when the back-end knows it. */
export type StoredObject = { body: NodeJS.ReadableStream; contentType: string; size?: number }

/**
 * Where photo files live. Object keys look like `<photo key>/<file name>`: path segments of
 * letters, digits, `_`, `-` and `.`, never starting with a dot (see `isValidObjectKey`).
 */
export type Storage = {
  /** Stores `body` under `key`, replacing any object already there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The object under `key`, or null when there is none (or the key is not a valid key). */
  get(key: string): Promise<StoredObject | null>
  /** Deletes these objects; missing ones are not an error. */
  delete(keys: string[]): Promise<void>
}

const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}'
const OBJECT_KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,3}$`)

/**
 * Whether `key` is an object key this app may use. Segments never start with a dot, so `..`,
 * hidden files and the disk back-end's temporary files (`.name.tmp`) can never be addressed.
 */
export function isValidObjectKey(key: string): boolean {
  return key.length <= 512 && OBJECT_KEY.test(key)
}

function assertValidKey(key: string): void {
  if (!isValidObjectKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`)
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
}

/** The content type of a key, from its extension (the disk keeps no other metadata). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream'
}

function isErrorCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && 'code' in error && codes.includes(String(error.code))
}

// ---------------------------------------------------------------------------
// Local disk
// ---------------------------------------------------------------------------

/**
 * Files under `root`, one directory per photo. Writes are atomic: the bytes go to a temporary
 * file in the same directory, are flushed to disk, then renamed over the final name, so a
 * reader never sees half a file, even if the process dies mid-write.
 */
export function createDiskStorage(root: string): Storage {
  const base = path.resolve(root)
  const fileOf = (key: string) => {
    assertValidKey(key)
    return path.join(base, ...key.split('/'))
  }

  return {
    async put(key, body) {
      const file = fileOf(key)
      const directory = path.dirname(file)
      await mkdir(directory, { recursive: true })
      const temporary = path.join(
        directory,
        `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      )
      try {
        const handle = await open(temporary, 'wx', 0o644)
        try {
          await handle.writeFile(body)
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temporary, file)
      } catch (error) {
        await unlink(temporary).catch(() => {})
        throw error
      }
    },

    async get(key) {
      if (!isValidObjectKey(key)) return null
      let handle
      try {
        handle = await open(fileOf(key), 'r')
      } catch (error) {
        if (isErrorCode(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) return null
        throw error
      }
      try {
        const stats = await handle.stat()
        if (!stats.isFile()) {
          await handle.close()
          return null
        }
        // The stream owns the handle from here on and closes it when done or destroyed.
        return {
          body: handle.createReadStream({ autoClose: true }),
          contentType: contentTypeOf(key),
          size: stats.size,
        }
      } catch (error) {
        await handle.close().catch(() => {})
        throw error
      }
    },

    async delete(keys) {
      const files = keys.map(fileOf)
      await Promise.all(files.map((file) => rm(file, { force: true })))
      // A folder left with only the temporary files of interrupted writes, or nothing, goes too.
      for (const directory of new Set(files.map((file) => path.dirname(file)))) {
        if (directory === base) continue
        const names = await readdir(directory).catch(() => [])
        if (names.every((name) => name.startsWith('.') && name.endsWith('.tmp'))) {
          await rm(directory, { recursive: true, force: true })
        }
      }
    },
  }
}

// ---------------------------------------------------------------------------
// S3-compatible bucket
// ---------------------------------------------------------------------------

export type S3StorageOptions = {
  bucket: string
  /** E.g. `https://s3.eu-west-3.amazonaws.com`, a MinIO or R2 address. Unset: AWS itself. */
  endpoint?: string
  region: string
  /** Unset: the SDK's default chain (environment, instance role…). */
  accessKeyId?: string
  secretAccessKey?: string
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most self-hosted). */
  forcePathStyle?: boolean
}

/** Deletes run a few at a time: a photo has at most a handful of files. */
const S3_DELETE_PARALLELISM = 8

/**
 * Objects in an S3-compatible bucket. The SDK (about 30 MB of memory once loaded) is imported on
 * first use, so an instance storing photos on its own disk never loads it.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  let connection: Promise<{ sdk: typeof S3; client: S3.S3Client }> | null = null
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? false,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Only send/verify the newer CRC checksums when an operation requires them: several
        // S3-compatible services (older MinIO, some gateways) refuse or mangle them otherwise.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    })))
  const Bucket = options.bucket

  return {
    async put(key, body, contentType) {
      assertValidKey(key)
      const { sdk, client } = await connect()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
    },

    async get(key) {
      if (!isValidObjectKey(key)) return null
      const { sdk, client } = await connect()
      try {
        const response = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }))
        if (!response.Body) return null
        return {
          // In Node.js the SDK's body is an `http.IncomingMessage` (a Readable).
          body: response.Body as Readable,
          contentType: response.ContentType ?? contentTypeOf(key),
          size: response.ContentLength,
        }
      } catch (error) {
        if (isNotFound(sdk, error)) return null
        throw error
      }
    },

    async delete(keys) {
      keys.forEach(assertValidKey)
      const { sdk, client } = await connect()
      // One DeleteObject per key rather than DeleteObjects: every S3-compatible service supports
      // it, and deleting a missing key succeeds.
      for (let start = 0; start < keys.length; start += S3_DELETE_PARALLELISM) {
        await Promise.all(
          keys
            .slice(start, start + S3_DELETE_PARALLELISM)
            .map((Key) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key }))),
        )
      }
    },
  }
}

function isNotFound(sdk: typeof S3, error: unknown): boolean {
  if (error instanceof sdk.S3ServiceException) {
    return (
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404
    )
  }
  return false
}

// ---------------------------------------------------------------------------

/** The storage of this instance: the bucket when `S3_BUCKET` is set, else `DATA_DIR/media`. */
export const storage: Storage = env.S3_BUCKET
  ? createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    })
  : createDiskStorage(path.resolve(env.DATA_DIR, 'media'))
