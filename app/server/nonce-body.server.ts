import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A page body compressed once and sent many times, each time with its own nonce in place of a
 * placeholder (cached pages, page-cache.server.ts).
 *
 * The gzip answer is put together without compressing anything per response: the text between
 * placeholders is compressed once, each piece ending on a byte boundary (a sync flush), and each
 * response puts its nonce between the pieces as an uncompressed ("stored") deflate block. Every
 * piece is compressed with the text before it as its dictionary, so it still refers back to
 * earlier markup and the page compresses about as well as in one go. In that dictionary the
 * nonces' places hold bytes the page never contains, so no piece can refer to a nonce: nothing
 * depends on which nonce a response carries.
 */
export type NonceBody = {
  /** The text between the placeholders (one more piece than there are placeholders). */
  pieces: Buffer[]
  /** Each piece as raw deflate data, sync-flushed, primed with everything before it. */
  deflated: Buffer[]
  /** The nonce's length in bytes: every nonce given later must have it. */
  nonceLength: number
}

const WINDOW = 32 * 1024
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty stored block with the final-block bit: the end of the deflate data. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff])

/** Bytes no HTML page carries (control characters), all different, as wide as the nonce. */
function filler(length: number): Buffer {
  const bytes = [1, 2, 3, 4, 5, 6, 7, 8, 0x0b, 0x0c, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14]
  for (let byte = 0x15; byte <= 0x1f; byte++) bytes.push(byte)
  if (length > bytes.length) throw new Error('The placeholder is too long')
  return Buffer.from(bytes.slice(0, length))
}

/**
 * Prepares `body`, in which `placeholder` stands wherever the nonce goes. Returns null for a body
 * that itself contains control characters (the dictionary trick would not be safe): such a page
 * is then simply not precompressed.
 */
export function prepareNonceBody(body: string, placeholder: string): NonceBody | null {
  // eslint-disable-next-line no-control-regex -- looking for exactly those
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(body)) return null
  const pieces = body.split(placeholder).map((piece) => Buffer.from(piece))
  const nonceLength = Buffer.byteLength(placeholder)
  const stand = filler(nonceLength)
  const deflated: Buffer[] = []
  let before = Buffer.alloc(0)
  for (const piece of pieces) {
    deflated.push(
      deflateRawSync(piece, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(before.length > 0 ? { dictionary: before } : {}),
      }),
    )
    before = Buffer.concat([before, piece, stand])
    if (before.length > WINDOW) before = before.subarray(before.length - WINDOW)
  }
  return { pieces, deflated, nonceLength }
}

function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5)
  header.writeUInt16LE(data.length, 1)
  header.writeUInt16LE(~data.length & 0xffff, 3)
  return Buffer.concat([header, data])
}

function checkNonce(prepared: NonceBody, nonce: string): Buffer {
  const bytes = Buffer.from(nonce)
  if (bytes.length !== prepared.nonceLength) throw new Error('The nonce has the wrong length')
  return bytes
}

/** The body with `nonce` in place of the placeholder, uncompressed. */
export function plainWithNonce(prepared: NonceBody, nonce: string): Buffer {
  const bytes = checkNonce(prepared, nonce)
  return Buffer.concat(prepared.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [bytes, piece])))
}

/** The body with `nonce` in place of the placeholder, as a gzip stream. */
export function gzipWithNonce(prepared: NonceBody, nonce: string): Buffer {
  const bytes = checkNonce(prepared, nonce)
  const stored = storedBlock(bytes)
  const chunks: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  prepared.pieces.forEach((piece, i) => {
    if (i > 0) {
      chunks.push(stored)
      crc = crc32(bytes, crc)
      size += bytes.length
    }
    chunks.push(prepared.deflated[i]!)
    crc = crc32(piece, crc)
    size += piece.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  chunks.push(FINAL_BLOCK, trailer)
  return Buffer.concat(chunks)
}
