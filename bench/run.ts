// `npm run bench [-- options]`: builds the app, starts the production server on the demo data
// and measures it. See bench/README.md, or `npm run bench -- --help`.
// Plain TypeScript that Node runs as is (type stripping).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DemoInfo } from '../scripts/demo/seed.ts'
import {
  CHROMIUM_PATH,
  gzipSizeOf,
  type LighthouseRun,
  loadTest,
  median,
  type ResponseTiming,
  rssOf,
  runLighthouse,
  signIn,
  sleep,
  timeResponses,
  unlockCapsule,
  waitForHttp,
} from './measure.ts'
import type { PhotoResult } from './photo.ts'
import {
  type BenchResults,
  compareResults,
  type DatabaseRun,
  evaluateBudgets,
  type LighthouseSummary,
  renderMarkdown,
} from './report.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const USAGE = `Usage: npm run bench -- [options]

Builds the app, seeds the demo studio if needed (scripts/seed-demo.js), starts the production
server on it and measures: Lighthouse, load, dashboard response times, memory and the photo
pipeline. Writes bench/results/latest.json and latest.md (a --quick run writes quick.json and
quick.md instead), plus a copy of each named after the time and commit.

  --quick             smoke test on the small demo studio: 1 Lighthouse run on / only,
                      2 s of load on / only, 1 photo (about a minute)
  --small             the whole benchmark, on the small demo studio
  --runs N            Lighthouse runs per page, the median is reported (default 3)
  --duration S        seconds of load per page (default 10)
  --connections N     concurrent connections of the load (default 50)
  --samples N         sequential fetches per dashboard page (default 7)
  --port N            port of the benchmarked server (default 3300)
  --data-dir DIR      its DATA_DIR (default bench/data, or bench/data-small)
  --out DIR           where the results go (default bench/results)
  --demo-file FILE    the seed's details (default bench/.demo.json)
  --skip-build        use the existing build/ as it is
  --compare OLD NEW   compare two results files (no benchmark is run)

With DATABASE_URL=postgres://… in the environment, the load, dashboard and memory figures are
measured on PostgreSQL too (the demo studio is seeded into that database, with its photos in
DATA_DIR-pg).`

type Options = {
  quick: boolean
  small: boolean
  runs: number
  loadSeconds: number
  connections: number
  samples: number
  port: number
  dataDir: string
  outDir: string
  demoFile: string
  skipBuild: boolean
  compare: [string, string] | null
  help: boolean
}

function parseArgs(args: string[]): Options {
  const options: Options = {
    quick: false,
    small: false,
    runs: 3,
    loadSeconds: 10,
    connections: 50,
    samples: 7,
    port: 3300,
    dataDir: '',
    outDir: 'bench/results',
    demoFile: 'bench/.demo.json',
    skipBuild: false,
    compare: null,
    help: false,
  }
  const number = (value: string | undefined, name: string) => {
    const parsed = Number(value)
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} needs a positive number`)
    return parsed
  }
  for (let index = 0; index < args.length; index++) {
    const [flag, inline] = args[index]!.split(/=(.*)/s, 2) as [string, string | undefined]
    const value = () => inline ?? args[++index]
    switch (flag) {
      case '--quick':
        options.quick = true
        break
      case '--small':
        options.small = true
        break
      case '--runs':
        options.runs = Math.round(number(value(), flag))
        break
      case '--duration':
        options.loadSeconds = number(value(), flag)
        break
      case '--connections':
        options.connections = Math.round(number(value(), flag))
        break
      case '--samples':
        options.samples = Math.round(number(value(), flag))
        break
      case '--port':
        options.port = Math.round(number(value(), flag))
        break
      case '--data-dir':
        options.dataDir = value() ?? ''
        break
      case '--out':
        options.outDir = value() ?? options.outDir
        break
      case '--demo-file':
        options.demoFile = value() ?? options.demoFile
        break
      case '--skip-build':
        options.skipBuild = true
        break
      case '--compare': {
        const before = args[++index]
        const after = args[++index]
        if (!before || !after) throw new Error('--compare needs two results files')
        options.compare = [before, after]
        break
      }
      case '--help':
      case '-h':
        options.help = true
        break
      default:
        throw new Error(`Unknown option ${args[index]}\n\n${USAGE}`)
    }
  }
  if (options.quick) {
    options.small = true
    options.runs = 1
    options.loadSeconds = Math.min(options.loadSeconds, 2)
  }
  options.dataDir ||= options.small ? 'bench/data-small' : 'bench/data'
  options.dataDir = path.resolve(ROOT, options.dataDir)
  options.outDir = path.resolve(ROOT, options.outDir)
  options.demoFile = path.resolve(ROOT, options.demoFile)
  return options
}

const log = (message: string) => console.info(`bench: ${message}`)

// ---------------------------------------------------------------------------
// Processes
// ---------------------------------------------------------------------------

function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: options.env ?? process.env,
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

/** The app's configuration for the benchmarked server and the seed: nothing else leaks in. */
function appEnv(dataDir: string, databaseUrl: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of Object.keys(env)) {
    if (
      /^(S3_|SMTP_URL$|MAIL_FROM$|OWNER_EMAIL$|TRUST_PROXY$|AUTH_SECRET$|HOST$|PORT$)/.test(name)
    ) {
      delete env[name]
    }
  }
  return {
    ...env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    // Empty counts as unset: on-disk PGlite under DATA_DIR.
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  }
}

type Server = { process: ChildProcess; pid: number; base: string; stop: () => Promise<void> }

/** Where the benchmarked server reads the build from (see snapshotBuild). */
let buildDir = path.join(ROOT, 'build')

async function startServer(env: NodeJS.ProcessEnv, logFile: string): Promise<Server> {
  const base = env.PUBLIC_URL!
  try {
    await fetch(`${base}/healthz`)
    throw new Error(`Something already answers on ${base}: stop it or pass --port.`)
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Something')) throw error
  }
  const logFd = openSync(logFile, 'w')
  // Started as `npm run serve` starts it (see package.json), but directly, so that its pid is
  // the server's own (for the memory figures).
  const child = spawn(process.execPath, ['--max-semi-space-size=16', 'server.js'], {
    cwd: ROOT,
    env: { ...env, BUILD_DIR: buildDir, MALLOC_ARENA_MAX: '2' },
    stdio: ['ignore', logFd, logFd],
  })
  closeSync(logFd)
  let exited = false
  child.on('exit', () => (exited = true))
  await waitForHttp(`${base}/healthz`, 120_000, () => !exited)
  return {
    process: child,
    pid: child.pid!,
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
        child.on('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

async function seed(env: NodeJS.ProcessEnv, options: Options): Promise<DemoInfo> {
  const args = ['scripts/launch.js', 'scripts/demo/seed.ts', '--info-file', options.demoFile]
  if (options.small) args.push('--small')
  const started = performance.now()
  const { code } = await run(process.execPath, args, { env })
  if (code !== 0) throw new Error(`The demo seed failed (exit ${code}).`)
  log(`demo studio ready (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  const info = JSON.parse(readFileSync(options.demoFile, 'utf8')) as DemoInfo
  if (info.size !== (options.small ? 'small' : 'full')) {
    throw new Error(
      `${env.DATA_DIR} holds the ${info.size} demo studio; use another --data-dir, or reseed it with npm run seed:demo -- --reset${options.small ? ' --small' : ''}.`,
    )
  }
  return info
}

/**
 * A private copy of build/, served through BUILD_DIR: another `npm run build` in this work tree
 * (tests, a colleague) can then not swap the app under the running benchmark. Returns its path.
 */
function snapshotBuild(): string {
  const source = path.join(ROOT, 'build')
  const target = mkdtempSync(path.join(os.tmpdir(), 'capsule-bench-build-'))
  cpSync(source, target, { recursive: true })
  // Outside the work tree, the build still needs the project's packages and module type.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir')
  writeFileSync(path.join(target, 'package.json'), '{ "type": "module" }\n')
  const complete =
    existsSync(path.join(target, 'server', 'index.js')) &&
    existsSync(path.join(target, 'client', 'assets')) &&
    readdirSync(path.join(target, 'client', 'assets')).length > 0
  if (!complete) {
    rmSync(target, { recursive: true, force: true })
    throw new Error('build/ changed while it was copied (another build running?)')
  }
  return target
}

// ---------------------------------------------------------------------------
// Facts
// ---------------------------------------------------------------------------

function tryRun(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return null
  }
}

function packageVersion(name: string): string | null {
  try {
    const file = path.join(ROOT, 'node_modules', name, 'package.json')
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
  } catch {
    return null
  }
}

function machineFacts(): BenchResults['machine'] {
  const cpus = os.cpus()
  const status = tryRun('git', ['status', '--porcelain'])
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    totalMemoryBytes: os.totalmem(),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    chromium: tryRun(CHROMIUM_PATH, ['--version']),
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    commit: tryRun('git', ['rev-parse', 'HEAD']),
    uncommittedChanges: status === null ? null : status.split('\n').filter(Boolean).length,
    loadAverageStart: os.loadavg().map((value) => Math.round(value * 100) / 100),
    loadAverageEnd: [],
  }
}

/** The average bytes stored per photo in a media directory (`<key>/<files>`). */
function storedPhotoBytes(mediaDir: string): { average: number; photos: number } | null {
  if (!existsSync(mediaDir)) return null
  let bytes = 0
  let photos = 0
  for (const key of readdirSync(mediaDir)) {
    const dir = path.join(mediaDir, key)
    if (!statSync(dir).isDirectory()) continue
    photos++
    for (const file of readdirSync(dir)) bytes += statSync(path.join(dir, file)).size
  }
  return photos ? { average: Math.round(bytes / photos), photos } : null
}

// ---------------------------------------------------------------------------
// The benchmark
// ---------------------------------------------------------------------------

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

async function measureDatabase(
  database: 'pglite' | 'postgres',
  options: Options,
  withLighthouse: boolean,
): Promise<{ run: DatabaseRun; lighthouse: LighthouseSummary[]; info: DemoInfo }> {
  const dataDir = database === 'postgres' ? `${options.dataDir}-pg` : options.dataDir
  const url = database === 'postgres' ? process.env.DATABASE_URL! : ''
  const env = appEnv(dataDir, url, options.port)
  log(
    `${database}: seeding the demo studio if needed (DATA_DIR=${path.relative(ROOT, dataDir) || dataDir})`,
  )
  const info = await seed(env, options)

  const server = await startServer(env, path.join(options.outDir, `server-${database}.log`))
  try {
    const { base } = server
    const pages = await pagesOf(base, info)
    log(`${database}: server started (pid ${server.pid}); warming up`)
    await warmUp(base, pages, options.quick ? 3 : 10)
    await sleep(3000)
    const idleRssBytes = rssOf(server.pid)
    log(`${database}: idle RSS ${idleRssBytes === null ? '?' : Math.round(idleRssBytes / 1e6)} MB`)

    const dashboard: ResponseTiming[] = []
    if (!options.quick) {
      for (const page of pages.dashboard) {
        dashboard.push(
          await timeResponses(base, page.name, page.path, pages.session, options.samples),
        )
      }
      log(
        `${database}: dashboard medians ${dashboard.map((entry) => `${Math.round(entry.medianMs)}`).join(' / ')} ms`,
      )
    }

    const lighthouse: LighthouseSummary[] = []
    if (withLighthouse) {
      const targets = options.quick ? pages.targets.slice(0, 1) : pages.targets
      for (const target of targets) {
        const runs: LighthouseRun[] = []
        for (let index = 0; index < options.runs; index++) {
          let result: LighthouseRun
          try {
            result = await runLighthouse(
              base + target.path,
              target.cookie || undefined,
              path.join(options.outDir, `lighthouse-${target.name}.html`),
            )
          } catch (error) {
            // One failed run (a Chromium crash on a busy machine) leaves the others to count.
            log(`lighthouse ${target.name} ${index + 1}/${options.runs} failed: ${String(error)}`)
            continue
          }
          runs.push(result)
          log(
            `lighthouse ${target.name} ${index + 1}/${options.runs}: performance ${result.performance}, ` +
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
        serverPid: server.pid,
      })
      load.push(result)
      log(
        `${database} load ${target.name}: ${result.requestsPerSecond} req/s, p50 ${result.latencyP50Ms} ms, ` +
          `p99 ${result.latencyP99Ms} ms, ${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx`,
      )
      await sleep(1000)
    }
    const maxima = load
      .map((entry) => entry.rssMaxBytes)
      .filter((value): value is number => value !== null)
    return {
      run: {
        database,
        idleRssBytes,
        loadRssMaxBytes: maxima.length ? Math.max(...maxima) : null,
        load,
        dashboard,
      },
      lighthouse,
      info,
    }
  } finally {
    await server.stop()
  }
}

async function measurePhoto(options: Options): Promise<PhotoResult> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'capsule-bench-photo-'))
  try {
    const env = appEnv(scratch, '', options.port)
    const { code, output } = await run(
      process.execPath,
      ['scripts/launch.js', 'bench/photo.ts', '--runs', String(options.quick ? 1 : 5)],
      { env, quiet: true },
    )
    const line = output.split('\n').find((entry) => entry.startsWith('PHOTO_RESULT '))
    if (code !== 0 || !line) throw new Error(`The photo benchmark failed:\n${output}`)
    return JSON.parse(line.slice('PHOTO_RESULT '.length)) as PhotoResult
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  if (options.help) {
    console.info(USAGE)
    return
  }
  if (options.compare) {
    const [before, after] = options.compare.map(
      (file) => JSON.parse(readFileSync(file, 'utf8')) as BenchResults,
    ) as [BenchResults, BenchResults]
    console.info(compareResults(before, after))
    return
  }

  const startedAt = new Date()
  const machine = machineFacts()
  mkdirSync(options.outDir, { recursive: true })
  if (machine.loadAverageStart[0]! > machine.cpus * 0.25) {
    log(
      `warning: the machine is busy (load average ${machine.loadAverageStart[0]} on ${machine.cpus} cores): results will be noisy`,
    )
  }

  let buildSeconds: number | null = null
  if (options.skipBuild) {
    if (!existsSync(path.join(ROOT, 'build/server/index.js'))) {
      throw new Error('No build/: run without --skip-build.')
    }
    buildDir = snapshotBuild()
  } else {
    for (let attempt = 1; ; attempt++) {
      log('building (npm run build)')
      const started = performance.now()
      const { code, output } = await run('npm', ['run', 'build'], { quiet: true })
      if (code !== 0) throw new Error(`npm run build failed:\n${output}`)
      buildSeconds = Math.round((performance.now() - started) / 100) / 10
      log(`built in ${buildSeconds} s`)
      try {
        buildDir = snapshotBuild()
        break
      } catch (error) {
        if (attempt === 2) throw error
        log('build/ changed while it was copied (another build running?): building again')
      }
    }
  }
  const snapshot = buildDir
  process.on('exit', () => rmSync(snapshot, { recursive: true, force: true }))

  // The photo pipeline first, while nothing else of ours runs.
  log('photo pipeline: processPhoto on a 12-megapixel JPEG')
  const photo = await measurePhoto(options)
  log(`photo: median ${photo.medianMs} ms (${photo.runsMs.join(', ')})`)

  const pglite = await measureDatabase('pglite', options, true)
  const databases = [pglite.run]
  const postgresUrl = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(postgresUrl) && !options.quick) {
    databases.push((await measureDatabase('postgres', options, false)).run)
  } else if (postgresUrl && !options.quick) {
    log(`DATABASE_URL is not a postgres:// URL (${postgresUrl.split(':')[0]}): PostgreSQL skipped`)
  }

  const info = pglite.info
  const showcase = pglite.lighthouse.find((entry) => entry.name === 'showcase')
  const stored = storedPhotoBytes(path.join(options.dataDir, 'media'))
  const finishedAt = new Date()
  machine.loadAverageEnd = os.loadavg().map((value) => Math.round(value * 100) / 100)

  const partial: Omit<BenchResults, 'budgets'> = {
    schema: 1,
    quick: options.quick,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationSeconds: Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000),
    options: {
      runs: options.runs,
      loadSeconds: options.loadSeconds,
      connections: options.connections,
      responseSamples: options.samples,
      port: options.port,
      dataDir: path.relative(ROOT, options.dataDir) || options.dataDir,
    },
    machine,
    dataset: {
      size: info.size,
      counts: info.counts,
      seedSeconds: info.seedSeconds,
      showcaseItems: info.showcaseOriginalBytes.length,
      showcaseOriginalTotalBytes: info.showcaseOriginalTotalBytes,
    },
    buildSeconds,
    lighthouse: pglite.lighthouse,
    showcaseFirstView: showcase
      ? {
          totalBytes: showcase.median.totalBytes ?? 0,
          imageBytes: showcase.median.imageBytes ?? 0,
          imageRequests: showcase.median.imageRequests ?? 0,
          originalPhotosBytes: info.showcaseOriginalTotalBytes,
          ratio: (showcase.median.totalBytes ?? 0) / info.showcaseOriginalTotalBytes,
        }
      : null,
    databases,
    photo: {
      ...photo,
      averageStoredBytesPerDemoPhoto: stored?.average ?? null,
      demoPhotos: stored?.photos ?? null,
    },
  }
  const results: BenchResults = { ...partial, budgets: evaluateBudgets(partial) }
  const markdown = renderMarkdown(results)

  const name = options.quick ? 'quick' : 'latest'
  const stamp = `${startedAt.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-')}-${machine.commit?.slice(0, 7) ?? 'nocommit'}`
  writeFileSync(path.join(options.outDir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(path.join(options.outDir, `${name}.md`), markdown)
  if (!options.quick) {
    writeFileSync(
      path.join(options.outDir, `${stamp}.json`),
      `${JSON.stringify(results, null, 2)}\n`,
    )
    writeFileSync(path.join(options.outDir, `${stamp}.md`), markdown)
  }
  console.info(`\n${markdown}`)
  log(
    `results in ${path.relative(ROOT, path.join(options.outDir, `${name}.json`))} and ${name}.md (${results.durationSeconds} s)`,
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
