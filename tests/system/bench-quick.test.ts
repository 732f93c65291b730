// `npm run bench -- --quick` runs end to end (small demo seed, server, Lighthouse, load, photo)
// on the build (made here unless build/'s stamp matches the sources: CI's one build, which the
// journeys use after it) and writes well-formed results. It checks the shape of the results only,
// never a speed.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, expect, it } from 'vitest'

import type { BenchResults } from '../../bench/results'

const ROOT = path.resolve(import.meta.dirname, '../..')
const CHROMIUM = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const scratch = mkdtempSync(path.join(os.tmpdir(), 'capsule-bench-quick-'))

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function runBench(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'bench', '--', ...args], {
      cwd: ROOT,
      // The test setup points DATABASE_URL at a throw-away database: the bench sets its own.
      env: { ...process.env, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

it('npm run bench -- --quick runs and writes well-formed results', async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: run node scripts/ensure-chromium.ts first.`)
  }
  const out = path.join(scratch, 'results')
  execFileSync('node', ['scripts/build.ts', '--if-stale'], { cwd: ROOT, stdio: 'ignore' })
  const { code, output } = await runBench([
    '--quick',
    '--skip-build',
    '--port',
    String(await freePort()),
    '--data-dir',
    path.join(scratch, 'data'),
    '--out',
    out,
    '--demo-file',
    path.join(scratch, 'demo.json'),
  ])
  expect(code, output).toBe(0)

  // What it ran is React's production build, though this runner sets NODE_ENV=test: the
  // journeys run on the same build/ (React's development build logs warnings they fail on).
  const assets = path.join(ROOT, 'build/client/assets')
  const framework = readdirSync(assets).find((file) => /^framework-.*\.js$/.test(file))
  expect(process.env.NODE_ENV).toBe('test')
  const development = /A tree hydrated but some attributes/.test(
    readFileSync(path.join(assets, framework!), 'utf8'),
  )
  expect(development, `${framework} is React's development build`).toBe(false)

  const results = JSON.parse(readFileSync(path.join(out, 'quick.json'), 'utf8')) as BenchResults
  expect(results.schema).toBe(1)
  expect(results.quick).toBe(true)
  expect(results.dataset.size).toBe('small')
  expect(results.dataset.counts.items).toBe(10)
  expect(results.machine.cpus).toBeGreaterThan(0)

  const [home] = results.lighthouse
  expect(home?.name).toBe('home')
  expect(home?.runs).toHaveLength(1)
  for (const score of [home!.median.performance, home!.median.accessibility]) {
    expect(score).toBeGreaterThanOrEqual(0)
    expect(score).toBeLessThanOrEqual(100)
  }
  expect(home!.median.totalBytes).toBeGreaterThan(0)

  const [pglite] = results.databases
  expect(pglite?.database).toBe('pglite')
  expect(pglite?.load.map((entry) => entry.name)).toEqual(['home'])
  expect(pglite?.load[0]?.requests).toBeGreaterThanOrEqual(0)
  expect(pglite?.idleRssBytes).toBeGreaterThan(0)

  expect(results.photo?.storedBytes).toBeGreaterThan(0)
  expect(results.photo?.runsMs).toHaveLength(1)

  // The slot engine over her booking window.
  expect(results.slots?.appointments).toBe(200)
  expect(results.slots?.slots).toBeGreaterThan(0)

  // Her Stripe webhook under a storm of one event: one payment came of it.
  expect(results.stripeStorm?.payments).toBe(1)
  expect(results.stripeStorm?.statuses).toEqual({ '200': 50 })

  expect(results.budgets.length).toBeGreaterThan(10)
  for (const budget of results.budgets) {
    expect([true, false, null]).toContain(budget.met)
    expect(budget.label).toBeTruthy()
  }

  const markdown = readFileSync(path.join(out, 'quick.md'), 'utf8')
  expect(markdown).toContain('## Budgets')
  expect(markdown).toContain('| Home `/` | Lighthouse performance |')
  expect(markdown).toContain('## Stripe webhook storm')
}, 300_000)
