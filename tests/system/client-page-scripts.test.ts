// What her client's capsule page downloads on its first view, read from the build (made here
// unless build/'s stamp matches the sources): the scripts React Router preloads for the route.
// None brings zod (forms only), the studio's helpers, or what only a tap shows (taps.ts), which
// stays a script of its own. The bench measures their size (bench/results/README.md).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { beforeAll, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const ASSETS = path.join(ROOT, 'build/client/assets')

type Manifest = {
  entry: { module: string; imports: string[] }
  routes: Record<string, { module: string; imports?: string[] }>
}

let firstView: string[]
let files: string[]

beforeAll(() => {
  execFileSync('node', ['scripts/build.ts', '--if-stale'], { cwd: ROOT, stdio: 'ignore' })
  files = readdirSync(ASSETS)
  const source = readFileSync(
    path.join(
      ASSETS,
      files.find((f) => /^manifest-.*\.js$/.test(f))!,
    ),
    'utf8',
  )
  const manifest = JSON.parse(
    source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''),
  ) as Manifest
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (const id of ['root', 'routes/capsule']) {
    const route = manifest.routes[id]!
    for (const script of [route.module, ...(route.imports ?? [])]) scripts.add(script)
  }
  firstView = [...scripts].map((script) => path.basename(script))
}, 120_000)

it('preloads the framework, the shared ui chunk and the page, nothing of the studio', () => {
  expect(firstView.some((file) => file.startsWith('framework-'))).toBe(true)
  expect(firstView.some((file) => file.startsWith('ui-') && !file.startsWith('ui-studio-'))).toBe(
    true,
  )
  expect(firstView.filter((file) => file.startsWith('ui-studio-'))).toEqual([])
  // The studio's helpers exist, apart: the dashboard loads them.
  expect(files.some((file) => file.startsWith('ui-studio-'))).toBe(true)
})

it('brings no zod', () => {
  const withZod = firstView.filter((file) =>
    readFileSync(path.join(ASSETS, file), 'utf8').includes('$ZodError'),
  )
  expect(withZod).toEqual([])
})

it('keeps what only a tap shows in a script of its own, asked for by the page', () => {
  const taps = files.find((file) => /^taps-.*\.js$/.test(file))
  expect(taps).toBeDefined()
  expect(firstView).not.toContain(taps)
  const page = firstView.filter((file) =>
    readFileSync(path.join(ASSETS, file), 'utf8').includes(`./${taps}`),
  )
  expect(page.length).toBeGreaterThan(0)
})
