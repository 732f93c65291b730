// Receiving an uploaded file without holding it in memory: the multipart body is parsed as it
// arrives (@fastify/busboy) and the file part written to a temporary file under
// `DATA_DIR/incoming`, on the data disk (never a RAM-backed /tmp), with the size cap applied as
// the bytes arrive: one byte over it and reading stops. A folder per upload, removed after.
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { Busboy } from '@fastify/busboy'

import { env } from './env.server'
import { logger } from './logger.server'

/** Where bodies are written while they arrive. */
export const incomingFolder = () => path.resolve(env.DATA_DIR, 'incoming')

/** What the multipart envelope may add to the file: boundaries, part headers, small fields. */
const ENVELOPE_BYTES = 64 * 1024
/** Left by a process that died mid-upload: swept at the first upload after a start. */
const STALE_MS = 60 * 60 * 1000

export type ReceivedFile = { path: string; size: number; discard: () => Promise<void> }
export type Receipt =
  { ok: true; file: ReceivedFile } | { ok: false; problem: 'too-large' | 'no-file' | 'malformed' }

class TooLarge extends Error {}

let swept: Promise<void> | undefined
/** Removes what crashed processes left (older than an hour: other instances may share it). */
function sweepOnce(root: string): Promise<void> {
  swept ??= (async () => {
    await mkdir(root, { recursive: true, mode: 0o700 })
    for (const name of await readdir(root)) {
      const entry = path.join(root, name)
      const { mtimeMs } = await stat(entry).catch(() => ({ mtimeMs: Date.now() }))
      if (Date.now() - mtimeMs > STALE_MS) await rm(entry, { recursive: true, force: true })
    }
  })().catch((error: unknown) => {
    logger.error({ err: error }, 'Could not sweep the incoming uploads folder')
  })
  return swept
}

/**
 * Reads the multipart body of `request` and stores its file field `field` in a temporary file.
 * The file may have at most `maxBytes` (the whole body at most that plus the envelope); other
 * file fields are skipped. The caller must `discard()` the file when done with it.
 */
export async function receiveFile(
  request: Request,
  options: { field: string; maxBytes: number },
): Promise<Receipt> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!request.body || !/^multipart\/form-data\b/i.test(contentType)) {
    return { ok: false, problem: 'no-file' }
  }
  const root = incomingFolder()
  await sweepOnce(root)
  const folder = await mkdtemp(path.join(root, 'upload-'))
  const filePath = path.join(folder, 'file')
  const discard = () => rm(folder, { recursive: true, force: true })

  let parser: ReturnType<typeof Busboy>
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: options.maxBytes, fields: 8, fieldSize: 1024, parts: 10 },
    })
  } catch {
    await discard()
    return { ok: false, problem: 'malformed' }
  }

  let written: Promise<void> | null = null
  parser.on('file', (name, file) => {
    if (name !== options.field || written) {
      file.resume()
      return
    }
    file.on('limit', () => file.destroy(new TooLarge()))
    written = pipeline(file, createWriteStream(filePath, { mode: 0o600 }))
    // Awaited below; a failure here also fails the body's pipeline.
    written.catch((error: unknown) => parser.destroy(error as Error))
  })

  // The whole body is counted too: skipped parts must not stream on forever.
  let bodyBytes = 0
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bodyBytes += chunk.length
      if (bodyBytes > options.maxBytes + ENVELOPE_BYTES) done(new TooLarge())
      else done(null, chunk)
    },
  })

  try {
    await pipeline(Readable.fromWeb(request.body as never), counted, parser)
    if (!written) {
      await discard()
      return { ok: false, problem: 'no-file' }
    }
    await written
    const { size } = await stat(filePath)
    if (size === 0) {
      await discard()
      return { ok: false, problem: 'no-file' }
    }
    return { ok: true, file: { path: filePath, size, discard } }
  } catch (error) {
    await discard()
    return { ok: false, problem: error instanceof TooLarge ? 'too-large' : 'malformed' }
  }
}
