// What the benchmark measures on a running server: the pages, the warm-up, Lighthouse, load,
// dashboard response times and memory; and the photo pipeline in its own process.
// Plain TypeScript that Node runs as is (type stripping).
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { DemoInfo } from '../scripts/demo/seed.ts'
import { batchPhotos, runBatch } from './batch-upload.ts'
import { log, type Options, ROOT } from './cli.ts'
import type { InvoicePdfResult } from './invoice-pdf.ts'
import {
  gzipSizeOf,
  type LighthouseRun,
  loadTest,
  median,
  type ResponseTiming,
  runLighthouse,
  sampleRss,
  signIn,
  sleep,
  timeResponses,
  totalRssOf,
  unlockCapsule,
} from './measure.ts'
import type { MessagesResult } from './messages.ts'
import type { PhotoResult } from './photo.ts'
import type { BatchRun, DatabaseRun, LighthouseSummary } from './results.ts'
import { withRetries } from './retry.ts'
import { appEnv, run, seed, type Server, startProxyProcess, startServer } from './server.ts'
import type { SlotsResult } from './slots.ts'
import type { StockCheckResult } from './stock-check.ts'
import type { StripeStormResult } from './stripe-webhook.ts'

/** Tries per Lighthouse run: its trace recording fails now and then ("run Lighthouse again"). */
const LIGHTHOUSE_TRIES = 3

type Pages = {
  session: string
  unlock: string
  targets: { name: string; path: string; cookie: string }[]
  dashboard: { name: string; path: string }[]
}

async function pagesOf(base: string, info: DemoInfo): Promise<Pages> {
  const session = await signIn(base, info.email, info.password)
  const unlock = await unlockCapsule(base, info.showcaseId, info.showcasePassword)
  const capsule = `/dashboard/capsules/${info.dashboardCapsuleId}`
  const dashboard = [
    { name: 'Today (50 clients, 10,000 events)', path: '/dashboard/today' },
    { name: 'Clients', path: '/dashboard' },
    { name: 'Capsules', path: '/dashboard/capsules' },
    { name: 'Capsule: items tab', path: capsule },
    { name: 'Capsule: outfits tab', path: `${capsule}?tab=outfits` },
    { name: 'Capsule: cheat sheets tab', path: `${capsule}?tab=cheat-sheets` },
    { name: 'Capsule items', path: `${capsule}/items` },
    ...(info.dashboardOutfit
      ? [
          {
            name: 'Outfit editor',
            path: `/dashboard/capsules/${info.dashboardOutfit.capsuleId}/outfits/${info.dashboardOutfit.outfitId}`,
          },
        ]
      : []),
    {
      name: "All items of the capsule's client",
      path: `/dashboard/items?client=${info.dashboardClientId}`,
    },
    {
      name: `Showcase capsule (${info.showcaseOriginalBytes.length} items)`,
      path: `/dashboard/capsules/${info.showcaseId}`,
    },
    { name: 'Inquiries', path: '/dashboard/inquiries' },
    { name: 'Site settings', path: '/dashboard/site' },
  ]
  return {
    session,
    unlock,
    targets: [
      { name: 'home', path: '/', cookie: '' },
      { name: 'showcase', path: `/capsule/${info.showcaseId}`, cookie: unlock },
      { name: 'dashboardCapsule', path: capsule, cookie: session },
      // Her client's home, the showcase unlocked in her browser (as after her first visit).
      { name: 'clientHome', path: info.homePath, cookie: unlock },
    ],
    dashboard,
  }
}

/** A few requests to every page, so the measurements see a warm server (JIT, caches). */
async function warmUp(base: string, pages: Pages, rounds: number): Promise<void> {
  const all = [
    ...pages.targets,
    ...pages.dashboard.map((page) => ({ ...page, cookie: pages.session })),
  ]
  for (let round = 0; round < rounds; round++) {
    for (const page of all) {
      const response = await fetch(base + page.path, {
        headers: { cookie: page.cookie, 'accept-encoding': 'gzip, deflate, br' },
        redirect: 'manual',
      })
      await response.arrayBuffer()
      if (round === 0 && response.status !== 200) {
        log(`warning: ${page.path.replace(/[A-Za-z0-9_-]{22}/g, '…')} answered ${response.status}`)
      }
    }
  }
}

function summarise(
  name: string,
  pagePath: string,
  runs: LighthouseRun[],
  gzip: number | null,
): LighthouseSummary {
  const pickMedian = (key: keyof LighthouseSummary['median']) => {
    const values = runs
      .map((entry) => entry[key])
      .filter((value): value is number => typeof value === 'number')
    return values.length ? median(values) : null
  }
  return {
    name,
    path: pagePath,
    runs,
    median: {
      performance: pickMedian('performance'),
      accessibility: pickMedian('accessibility'),
      bestPractices: pickMedian('bestPractices'),
      seo: pickMedian('seo'),
      lcpMs: pickMedian('lcpMs'),
      cls: pickMedian('cls'),
      tbtMs: pickMedian('tbtMs'),
      fcpMs: pickMedian('fcpMs'),
      speedIndexMs: pickMedian('speedIndexMs'),
      totalBytes: pickMedian('totalBytes'),
      scriptBytes: pickMedian('scriptBytes'),
      imageBytes: pickMedian('imageBytes'),
      requests: pickMedian('requests'),
      imageRequests: pickMedian('imageRequests'),
    },
    scriptGzipBytes: gzip,
    benchmarkIndex: (() => {
      const values = runs
        .map((entry) => entry.benchmarkIndex)
        .filter((value): value is number => value !== null)
      return values.length ? median(values) : null
    })(),
    failedAudits: [...new Set(runs.flatMap((entry) => entry.failedAudits))],
  }
}

/**
 * Seeds (if needed) and measures one database: one instance, or `instances` of them on the same
 * database and data directory behind the round-robin proxy (bench/proxy.ts) on `--port`, each
 * on a port of its own after it; memory is then the instances' sum.
 */
export async function measureDatabase(
  database: 'pglite' | 'postgres',
  options: Options,
  withLighthouse: boolean,
  buildDir: string,
  instances = 1,
): Promise<{ run: DatabaseRun; lighthouse: LighthouseSummary[]; info: DemoInfo }> {
  const dataDir = database === 'postgres' ? `${options.dataDir}-pg` : options.dataDir
  const url = database === 'postgres' ? process.env.DATABASE_URL! : ''
  const env = appEnv(dataDir, url, options.port)
  const name = instances > 1 ? `${database} ×${instances}` : database
  log(
    `${database}: seeding the demo studio if needed (DATA_DIR=${path.relative(ROOT, dataDir) || dataDir})`,
  )
  const info = await seed(env, options)

  const ports =
    instances > 1
      ? Array.from({ length: instances }, (_, index) => options.port + 1 + index)
      : [options.port]
  const servers: Server[] = []
  let proxy: { stop: () => void } | null = null
  try {
    for (const [index, port] of ports.entries()) {
      servers.push(
        await startServer(
          { ...env, PORT: String(port) },
          path.join(
            options.outDir,
            `server-${database}${instances > 1 ? `-${index + 1}` : ''}.log`,
          ),
          buildDir,
        ),
      )
    }
    if (instances > 1) proxy = await startProxyProcess(options.port, ports)
    const base = env.PUBLIC_URL!
    const pids = servers.map((server) => server.pid)
    const pages = await pagesOf(base, info)
    log(`${name}: server started (pid ${pids.join(', ')}); warming up`)
    await warmUp(base, pages, options.quick ? 3 : 10)
    await sleep(3000)
    const idleRssBytes = totalRssOf(pids)
    log(`${name}: idle RSS ${idleRssBytes === null ? '?' : Math.round(idleRssBytes / 1e6)} MB`)

    const dashboard: ResponseTiming[] = []
    if (!options.quick) {
      for (const page of pages.dashboard) {
        dashboard.push(
          await timeResponses(base, page.name, page.path, pages.session, options.samples),
        )
      }
      log(
        `${name}: dashboard medians ${dashboard.map((entry) => `${Math.round(entry.medianMs)}`).join(' / ')} ms`,
      )
    }

    const lighthouse: LighthouseSummary[] = []
    if (withLighthouse) {
      const targets = options.quick ? pages.targets.slice(0, 1) : pages.targets
      for (const target of targets) {
        const runs: LighthouseRun[] = []
        for (let index = 0; index < options.runs; index++) {
          const label = `lighthouse ${target.name} ${index + 1}/${options.runs}`
          // A failed run (a trace not recorded, a Chromium crash on a busy machine) is run again.
          const result = await withRetries(
            LIGHTHOUSE_TRIES,
            () =>
              runLighthouse(
                base + target.path,
                target.cookie || undefined,
                path.join(options.outDir, `lighthouse-${target.name}.html`),
              ),
            (error, left) => log(`${label} failed${left ? ', again' : ''}: ${String(error)}`),
          )
          if (!result) continue
          runs.push(result)
          log(
            `${label}: performance ${result.performance}, ` +
              `LCP ${Math.round(result.lcpMs ?? 0)} ms, TBT ${Math.round(result.tbtMs ?? 0)} ms, ` +
              `${Math.round((result.totalBytes ?? 0) / 1000)} KB`,
          )
        }
        if (runs.length === 0) throw new Error(`Every Lighthouse run of ${target.path} failed.`)
        const gzip = await gzipSizeOf(runs[0]!.scriptUrls)
        lighthouse.push(summarise(target.name, target.path, runs, gzip))
      }
    }

    const load = []
    const targets = options.quick ? pages.targets.slice(0, 1) : pages.targets
    for (const target of targets) {
      const result = await loadTest({
        base,
        name: target.name,
        path: target.path,
        cookie: target.cookie || undefined,
        connections: options.connections,
        seconds: options.loadSeconds,
        serverPids: pids,
      })
      load.push(result)
      log(
        `${name} load ${target.name}: ${result.requestsPerSecond} req/s, p50 ${result.latencyP50Ms} ms, ` +
          `p99 ${result.latencyP99Ms} ms, ${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx`,
      )
      await sleep(1000)
    }
    // Add from photos on the same server, after the load: 30 camera photos (12 MP) through the
    // real upload route and item action, with the server's peak memory meanwhile.
    const batch = withLighthouse ? await measureBatch(base, pages.session, pids, options) : null

    const maxima = load
      .map((entry) => entry.rssMaxBytes)
      .filter((value): value is number => value !== null)
    return {
      run: {
        database,
        ...(instances > 1 ? { instances } : {}),
        idleRssBytes,
        loadRssMaxBytes: maxima.length ? Math.max(...maxima) : null,
        seedSeconds: info.seedSeconds,
        load,
        dashboard,
        ...(batch ? { batch } : {}),
      },
      lighthouse,
      info,
    }
  } finally {
    proxy?.stop()
    await Promise.all(servers.map((server) => server.stop()))
  }
}

/** "Add from photos" of 30 photos of 12 MP (6 with --quick), 3 at a time as the browser sends them. */
async function measureBatch(
  base: string,
  session: string,
  pids: number[],
  options: Options,
): Promise<BatchRun> {
  const count = options.quick ? 6 : 30
  log(`batch: generating ${count} photos of 12 MP`)
  const photos = await batchPhotos(count)
  const idleRssBytes = totalRssOf(pids)
  const memory = sampleRss(pids)
  const result = await runBatch(base, session, photos, 3)
  const { maxBytes } = memory.stop()
  log(
    `batch: ${result.itemsCreated} of ${count} items in ${result.totalSeconds} s, ` +
      `peak RSS ${maxBytes === null ? '?' : Math.round(maxBytes / 1e6)} MB`,
  )
  if (result.failures.length > 0)
    throw new Error(`The batch failed:\n${result.failures.join('\n')}`)
  return { ...result, idleRssBytes, rssMaxBytes: maxBytes }
}

/**
 * Runs `bench/<script>` through scripts/launch.js in a fresh process with a scratch DATA_DIR, and
 * returns what it printed on its `<marker> {json}` line.
 */
async function stepInScratch<T>(
  options: Options,
  script: string,
  args: string[],
  marker: string,
  what: string,
) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), `capsule-bench-${script}-`))
  try {
    const { code, output } = await run(
      process.execPath,
      ['scripts/launch.js', `bench/${script}.ts`, ...args],
      { env: appEnv(scratch, '', options.port), quiet: true },
    )
    const line = output.split('\n').find((entry) => entry.startsWith(`${marker} `))
    if (code !== 0 || !line) throw new Error(`The ${what} benchmark failed:\n${output}`)
    return JSON.parse(line.slice(marker.length + 1)) as T
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

export const measurePhoto = (options: Options) =>
  stepInScratch<PhotoResult>(
    options,
    'photo',
    ['--runs', String(options.quick ? 1 : 5)],
    'PHOTO_RESULT',
    'photo',
  )

/** The invoice PDF's render time and the memory its library keeps (bench/invoice-pdf.ts). */
export const measureInvoicePdf = (options: Options) =>
  stepInScratch<InvoicePdfResult>(
    options,
    'invoice-pdf',
    ['--runs', String(options.quick ? 3 : 10)],
    'INVOICE_PDF_RESULT',
    'invoice PDF',
  )

/**
 * The slot engine over a 60-day window with 200 appointments (bench/slots.ts), and the booking
 * panel's script in the build.
 */
export const measureSlots = (options: Options) =>
  stepInScratch<SlotsResult>(
    options,
    'slots',
    ['--runs', String(options.quick ? 5 : 20)],
    'SLOTS_RESULT',
    'slot engine',
  )

/**
 * A stock check of 200 pieces over 10 fixture shops (bench/stock-check.ts): at the app's rate per
 * shop (about 3¼ minutes), or 60 a minute for --quick.
 */
export const measureStockCheck = (options: Options) =>
  stepInScratch<StockCheckResult>(
    options,
    'stock-check',
    options.quick ? ['--rate', '60'] : [],
    'STOCK_CHECK_RESULT',
    'stock check',
  )

/**
 * The conversation on a busy capsule (bench/messages.ts): the stylist's and the client's reads,
 * a page of earlier messages and posting, 20 runs each (5 for --quick).
 */
export const measureMessages = (options: Options) =>
  stepInScratch<MessagesResult>(
    options,
    'messages',
    ['--runs', String(options.quick ? 5 : 20)],
    'MESSAGES_RESULT',
    'messages',
  )

/**
 * A storm on a stylist's Stripe webhook (bench/stripe-webhook.ts): one signed event delivered 50
 * times at once, each delivery timed; one payment must come of it.
 */
export const measureStripeStorm = (options: Options) =>
  stepInScratch<StripeStormResult>(
    options,
    'stripe-webhook',
    [],
    'STRIPE_STORM_RESULT',
    'Stripe webhook storm',
  )
