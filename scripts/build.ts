// `npm run build`: React Router's production build into build/, then a stamp beside it
// (build/.sources) with a digest of every file the build is made from. With `--if-stale`
// (`npm run test:e2e`), a build whose stamp matches today's sources is used as it is: CI builds
// once (.ci/run) and the journeys, the crash test and scale-out all run that build.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import nativeFs from 'fs-native-extensions'

/** What the build reads: the app, its static files, the build's configuration and plugins, the dependencies. */
const SOURCES = [
  'app',
  'public',
  'package.json',
  'package-lock.json',
  'react-router.config.ts',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/vite-inline-scripts.ts',
  'scripts/vite-page-modules.ts',
  'scripts/vite-worker-url.ts',
]
/** Tests sit beside the code and are never part of the build. */
const NOT_BUILT = /\.test\.tsx?$/
const STAMP = path.join('build', '.sources')

function filesOf(entry: string): string[] {
  if (!existsSync(entry)) return []
  if (statSync(entry).isFile()) return [entry]
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && !NOT_BUILT.test(file.name))
    .map((file) => path.join(file.parentPath, file.name))
}

/** A digest of every source's path and bytes, in a fixed order. */
function sourcesDigest(): string {
  const hash = createHash('sha256')
  for (const file of SOURCES.flatMap(filesOf).sort()) {
    hash.update(`${file}\0`).update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

// Builds started at once (two test files each asking for a current build) take turns on a lock
// that closing the process gives back: the second then finds the first one's build current.
const LOCK = path.join('node_modules', '.cache', 'capsule-build.lock')
mkdirSync(path.dirname(LOCK), { recursive: true })
const lock = openSync(LOCK, 'a')
while (!nativeFs.tryLock(lock)) await sleep(250)

const digest = sourcesDigest()
if (process.argv.includes('--if-stale') && existsSync(STAMP)) {
  if (readFileSync(STAMP, 'utf8').trim() === digest) {
    console.info('build: build/ was made from these sources; not built again')
    process.exit(0)
  }
}
// Production whoever asks: a build started from a test runner (NODE_ENV=test) would otherwise
// bundle React's development build, and the journeys run on build/ too.
const built = spawnSync('npx', ['react-router', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
})
if (built.status !== 0) process.exit(built.status ?? 1)
writeFileSync(STAMP, `${digest}\n`)
