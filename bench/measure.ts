// The measurements: Lighthouse, load (autocannon), server response times and memory.
// Plain TypeScript that Node runs as is (type stripping).
import { readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const CHROMIUM_PATH =
  process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------------------
// Cookies
// ---------------------------------------------------------------------------

/** The `name=value` pairs a response sets, ready for a Cookie header. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(url).origin,
    },
    body: new URLSearchParams(fields),
  })
}

/** Signs in through the app's own form action; returns the session cookie. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await postForm(`${base}/auth/sign-in`, {
    email,
    password,
    redirectTo: '/dashboard',
  })
  const cookie = cookiesOf(response)
  if (response.status !== 302 || !cookie) {
    const hint =
      response.status === 429
        ? ' (rate limited: too many sign-ins from this address within 15 minutes; wait and retry)'
        : ''
    throw new Error(`Signing in as ${email} answered ${response.status}${hint}`)
  }
  return cookie
}

/** Unlocks a password-protected capsule as its client does; returns the unlock cookie. */
export async function unlockCapsule(base: string, id: string, password: string): Promise<string> {
  const response = await postForm(`${base}/capsule/${id}`, { password })
  const cookie = cookiesOf(response)
  if (response.status !== 302 || !cookie) {
    throw new Error(`Unlocking the showcase capsule answered ${response.status}`)
  }
  return cookie
}

// ---------------------------------------------------------------------------
// Server response times
// ---------------------------------------------------------------------------

export type ResponseTiming = {
  name: string
  path: string
  status: number
  bytes: number
  /** Time to the first byte of the response (headers), ms, per fetch. */
  ttfbMs: number[]
  /** Time to the whole response, ms, per fetch. */
  totalMs: number[]
  medianTtfbMs: number
  medianMs: number
}

/**
 * Fetches the page `count` times one after the other (after one unmeasured fetch) and times
 * each: time to headers and time to the complete body (the server's whole answer).
 */
export async function timeResponses(
  base: string,
  name: string,
  path: string,
  cookie: string,
  count: number,
): Promise<ResponseTiming> {
  const headers = { cookie, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' }
  await (await fetch(base + path, { headers })).arrayBuffer()
  const ttfbMs: number[] = []
  const totalMs: number[] = []
  let status = 0
  let bytes = 0
  for (let index = 0; index < count; index++) {
    const started = performance.now()
    const response = await fetch(base + path, { headers, redirect: 'manual' })
    ttfbMs.push(performance.now() - started)
    bytes = (await response.arrayBuffer()).byteLength
    totalMs.push(performance.now() - started)
    status = response.status
  }
  return {
    name,
    path,
    status,
    bytes,
    ttfbMs: ttfbMs.map(round1),
    totalMs: totalMs.map(round1),
    medianTtfbMs: round1(median(ttfbMs)),
    medianMs: round1(median(totalMs)),
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10

// ---------------------------------------------------------------------------
// Memory
// ---------------------------------------------------------------------------

/** Resident set size of a process, in bytes (Linux /proc; null elsewhere or when gone). */
export function rssOf(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)
    return match ? Number(match[1]) * 1024 : null
  } catch {
    return null
  }
}

/** The summed RSS of several processes (the instances behind a proxy); null if one is gone. */
export function totalRssOf(pids: number[]): number | null {
  const values = pids.map(rssOf)
  return values.some((value) => value === null)
    ? null
    : values.reduce<number>((sum, value) => sum + value!, 0)
}

/** Samples the RSS of `pids` (their sum) every `intervalMs` until stopped. */
export function sampleRss(pids: number[], intervalMs = 200) {
  const samples: number[] = []
  const timer = setInterval(() => {
    const rss = totalRssOf(pids)
    if (rss !== null) samples.push(rss)
  }, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      return {
        samples: samples.length,
        maxBytes: samples.length ? Math.max(...samples) : null,
        medianBytes: samples.length ? median(samples) : null,
      }
    },
  }
}

// ---------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------

export type LoadResult = {
  name: string
  path: string
  connections: number
  durationSeconds: number
  requestsPerSecond: number
  requests: number
  latencyP50Ms: number
  latencyP90Ms: number
  latencyP99Ms: number
  latencyMaxMs: number
  errors: number
  timeouts: number
  non2xx: number
  throughputBytesPerSecond: number
  rssMaxBytes: number | null
  rssMedianBytes: number | null
}

/**
 * Hits one page with `connections` concurrent connections for `seconds`, as browsers would
 * ask for it (HTML, compressed), while sampling the server's memory.
 */
export async function loadTest(options: {
  base: string
  name: string
  path: string
  cookie?: string
  connections: number
  seconds: number
  /** The server processes whose memory (summed) is sampled. */
  serverPids: number[]
}): Promise<LoadResult> {
  const headers: Record<string, string> = {
    accept: 'text/html,application/xhtml+xml',
    'accept-encoding': 'gzip, deflate, br',
  }
  if (options.cookie) headers.cookie = options.cookie
  const memory = sampleRss(options.serverPids)
  const result = await autocannon({
    url: options.base + options.path,
    connections: options.connections,
    duration: options.seconds,
    headers,
    timeout: 10,
  })
  const rss = memory.stop()
  return {
    name: options.name,
    path: options.path,
    connections: options.connections,
    durationSeconds: options.seconds,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP90Ms: result.latency.p90,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    throughputBytesPerSecond: Math.round(result.throughput.average),
    rssMaxBytes: rss.maxBytes,
    rssMedianBytes: rss.medianBytes,
  }
}

// ---------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------

export type LighthouseRun = {
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  lcpMs: number | null
  cls: number | null
  tbtMs: number | null
  fcpMs: number | null
  speedIndexMs: number | null
  totalBytes: number | null
  scriptBytes: number | null
  imageBytes: number | null
  requests: number | null
  imageRequests: number | null
  /** Same-origin script URLs (to measure their gzip size once). */
  scriptUrls: string[]
  /** Audits that failed in a category other than performance (what to fix to reach 100). */
  failedAudits: string[]
  warnings: string[]
  /** Lighthouse's measure of how fast this machine's CPU was during the run (higher: faster). */
  benchmarkIndex: number | null
}

/** The first finding of a failed audit, briefly: what to look at. */
function auditExample(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
  const first = items[0]
  if (!first) return ''
  const node = first.node as { snippet?: string } | undefined
  const location = (first.sourceLocation as { url?: string } | undefined)?.url
  const found = [first.description, node?.snippet, first.source, first.url].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  )
  const text = found && location && !found.includes(location) ? `${found} at ${location}` : found
  if (!text) return ''
  const short = text.replace(/\s+/g, ' ').slice(0, 140)
  return ` (${short}${text.length > 140 ? '…' : ''}${items.length > 1 ? `; ${items.length} in all` : ''})`
}

type NetworkRequest = { url: string; transferSize?: number; resourceType?: string }

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100)

/**
 * One Lighthouse run (mobile, default simulated throttling) in a fresh Chromium profile. When
 * `htmlReport` is given, Lighthouse's own HTML report is written there too.
 */
export async function runLighthouse(
  url: string,
  cookie?: string,
  htmlReport?: string,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (htmlReport && typeof result.report === 'string') writeFileSync(htmlReport, result.report)
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]
    const numeric = (id: string) => {
      const value = audit(id)?.numericValue
      return typeof value === 'number' ? value : null
    }
    const requests = ((
      audit('network-requests')?.details as { items?: NetworkRequest[] } | undefined
    )?.items ?? []) as NetworkRequest[]
    const sum = (items: NetworkRequest[]) =>
      items.reduce((total, item) => total + (item.transferSize ?? 0), 0)
    const scripts = requests.filter((item) => item.resourceType === 'Script')
    const images = requests.filter((item) => item.resourceType === 'Image')
    const origin = new URL(url).origin
    const failedAudits: string[] = []
    for (const [id, category] of Object.entries(lhr.categories)) {
      if (id === 'performance') continue
      for (const ref of category.auditRefs) {
        const failed = lhr.audits[ref.id]
        if (ref.weight > 0 && failed && failed.score !== null && failed.score < 1) {
          failedAudits.push(`${id}: ${ref.id}${auditExample(failed.details)}`)
        }
      }
    }
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      speedIndexMs: numeric('speed-index'),
      totalBytes: numeric('total-byte-weight') ?? sum(requests),
      scriptBytes: sum(scripts),
      imageBytes: sum(images),
      requests: requests.length,
      imageRequests: images.length,
      scriptUrls: scripts.map((item) => item.url).filter((src) => src.startsWith(origin)),
      failedAudits,
      warnings: lhr.runWarnings,
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    }
  } finally {
    chrome.kill()
  }
}

/** The gzip size (level 6, the compression middleware's) of these scripts, fetched uncompressed. */
export async function gzipSizeOf(urls: string[]): Promise<number> {
  let total = 0
  for (const url of new Set(urls)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length
  }
  return total
}

/** Waits until `url` answers 200, or throws after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, alive: () => boolean) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!alive()) throw new Error('The server exited while starting (see its log).')
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

export { sleep }
