// Fetching a URL that a user typed, without letting it reach this machine or its network
// (server-side request forgery): shop links (features/link-import) and her calendar's busy feed
// (features/booking). See docs/decisions/011-capture-in-seconds.md.
import { lookup as dnsLookup } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { addAbortSignal, pipeline, type Readable } from 'node:stream'
import zlib from 'node:zlib'

import { isPublicAddress } from './address-policy.server'

export const LINK_MESSAGES = {
  invalid: 'Paste the web address of a product page, like www.shop.com/dress.',
  refused: 'This link points to a private network address, so it can’t be read.',
  timeout: 'That shop didn’t answer in time.',
  unreachable: 'We couldn’t reach that shop. Check the link and try again.',
  httpError: 'That shop answered with an error. Check the link and try again.',
  notProduct: 'This link isn’t a product page we can read.',
  tooLarge: 'That page is too large to read.',
  redirects: 'That link redirects too many times.',
  busy: 'A few shop links are already being read. Wait for them to finish, then try again.',
} as const

export type LinkProblem = keyof typeof LINK_MESSAGES

/** A refused link, with the message to show in the form. */
export class LinkImportError extends Error {
  constructor(
    readonly problem: LinkProblem,
    /** The shop's answer, for `httpError`: its status, and its Retry-After in seconds if given. */
    readonly answer?: { status: number; retryAfterSeconds: number | null },
  ) {
    super(LINK_MESSAGES[problem])
  }
}

export const MAX_REDIRECTS = 3
export const FETCH_TIMEOUT_MS = 5_000
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/140.0.0.0 Safari/537.36'
const REDIRECTS = new Set([301, 302, 303, 307, 308])

export type SafeFetchOptions = {
  /** The most bytes of body accepted (after decompression). */
  maxBytes: number
  /** The Accept header. */
  accept: string
  /**
   * Reach loopback and private addresses too (LINK_IMPORT_ALLOW_PRIVATE, tests only): all of
   * them, or only those listed.
   */
  allowPrivate: boolean | readonly string[]
  /** Total time for every redirect and the body; defaults to FETCH_TIMEOUT_MS. */
  timeoutMs?: number
  /** Who is asking; defaults to a browser's (a page the stylist asked for, as she would see it). */
  userAgent?: string
}

export type Fetched = { url: URL; contentType: string; body: Buffer }

class RefusedAddress extends Error {}

type Allowance = SafeFetchOptions['allowPrivate']

function permitted(address: string, allowPrivate: Allowance): boolean {
  if (allowPrivate === true || isPublicAddress(address)) return true
  return Array.isArray(allowPrivate) && allowPrivate.includes(address)
}

/** A DNS lookup that fails when any address of the host is not public. */
function checkedLookup(allowPrivate: Allowance): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 4)
      if (
        addresses.length === 0 ||
        addresses.some(({ address }) => !permitted(address, allowPrivate))
      ) {
        return callback(new RefusedAddress(hostname), '', 4)
      }
      if (options.all)
        return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}

/** Checks a URL before connecting: http(s) only, and an IP literal must be public. */
function checkUrl(url: URL, allowPrivate: Allowance): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new LinkImportError('invalid')
  if (url.username || url.password) throw new LinkImportError('invalid')
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // Node connects to an IP literal without any lookup: check it here.
  if (isIP(host) && !permitted(host, allowPrivate)) throw new LinkImportError('refused')
}

function requestOnce(
  url: URL,
  { accept, userAgent = BROWSER_USER_AGENT }: Pick<SafeFetchOptions, 'accept' | 'userAgent'>,
  lookup: LookupFunction,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'GET',
        // A fresh connection per request: each one goes through the checked lookup.
        agent: false,
        lookup,
        signal,
        headers: {
          'User-Agent': userAgent,
          Accept: accept,
          'Accept-Language': 'en-US,en;q=0.9',
          'Accept-Encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    )
    request.on('error', reject)
    request.end()
  })
}

function decoder(encoding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch (encoding.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip()
    case 'deflate':
      return zlib.createInflate()
    case 'br':
      return zlib.createBrotliDecompress()
    default:
      return null
  }
}

/**
 * The body as it arrives, decompressed, under the fetch's deadline: the response and the
 * decompressor are one pipeline (a response that stalls, is cut off or errs ends the
 * decompressor too, and the other way round), and the deadline destroys both.
 */
function decoded(response: http.IncomingMessage, signal: AbortSignal): Readable {
  const decompress = decoder(String(response.headers['content-encoding'] ?? ''))
  if (!decompress) return addAbortSignal(signal, response)
  // The error reaches the reader through the decompressor.
  return addAbortSignal(
    signal,
    pipeline(response, decompress, () => {}),
  )
}

async function readLimited(
  response: http.IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0)
  if (!response.headers['content-encoding'] && declared > maxBytes) {
    response.destroy()
    throw new LinkImportError('tooLarge')
  }
  const chunks: Buffer[] = []
  let received = 0
  const body = decoded(response, signal)
  try {
    for await (const chunk of body) {
      received += (chunk as Buffer).length
      if (received > maxBytes) throw new LinkImportError('tooLarge')
      chunks.push(chunk as Buffer)
    }
  } finally {
    body.destroy()
    response.destroy()
  }
  return Buffer.concat(chunks)
}

/** A Retry-After header (seconds, or an HTTP date) in seconds from now; null when absent or unread. */
export function retryAfter(header: string | undefined, now = Date.now()): number | null {
  if (!header) return null
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : null
}

/**
 * GETs a URL a user typed, safely: http(s) only; every address the host resolves to must be
 * public (checked in the lookup the connection itself uses, so a DNS answer cannot change
 * between the check and the connection), at every redirect (followed by hand, at most
 * MAX_REDIRECTS); one deadline for everything (connecting, headers, body, decompression);
 * at most `maxBytes` of body. Throws
 * `LinkImportError` with the reason to show.
 */
export async function safeFetch(input: string | URL, options: SafeFetchOptions): Promise<Fetched> {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    throw new LinkImportError('invalid')
  }
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS)
  const lookup = checkedLookup(options.allowPrivate)
  try {
    for (let hop = 0; ; hop++) {
      checkUrl(url, options.allowPrivate)
      const response = await requestOnce(url, options, lookup, signal)
      const status = response.statusCode ?? 0
      const location = response.headers.location
      if (REDIRECTS.has(status) && location) {
        response.resume()
        if (hop >= MAX_REDIRECTS) throw new LinkImportError('redirects')
        try {
          url = new URL(location, url)
        } catch {
          throw new LinkImportError('unreachable')
        }
        continue
      }
      if (status < 200 || status >= 300) {
        response.resume()
        if (status < 400) throw new LinkImportError('unreachable')
        throw new LinkImportError('httpError', {
          status,
          retryAfterSeconds: retryAfter(response.headers['retry-after']),
        })
      }
      const contentType = String(response.headers['content-type'] ?? '').toLowerCase()
      const body = await readLimited(response, options.maxBytes, signal)
      return { url, contentType, body }
    }
  } catch (error) {
    if (signal.aborted) throw new LinkImportError('timeout')
    if (error instanceof LinkImportError) throw error
    if (error instanceof RefusedAddress) throw new LinkImportError('refused')
    if (error instanceof Error && 'cause' in error && error.cause instanceof RefusedAddress) {
      throw new LinkImportError('refused')
    }
    throw new LinkImportError('unreachable')
  }
}
