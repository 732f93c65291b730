// Makes sure the Chromium builds the tests drive are installed. Playwright's own browser download
// does not work on our machines, so the tests use Debian's packages: `chromium-headless-shell` for
// the journeys, `chromium` for Lighthouse in the benchmark's smoke test (or, for both, whatever
// CHROMIUM_PATH names). Run: node scripts/ensure-chromium.ts
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import path from 'node:path'

/** Each binary the tests use by default, and the Debian package it comes in. */
const DEFAULTS = [
  { file: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { file: '/usr/bin/chromium', pkg: 'chromium' },
]

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, command))) return path.join(dir, command)
  }
  return undefined
}

function fail(message: string): never {
  console.error(`\nensure-chromium: ${message}\n`)
  process.exit(1)
}

const HOW_TO_INSTALL = [
  'The browser tests need Chromium. Install it, then run the tests again:',
  '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install chromium chromium-headless-shell',
  '  or point CHROMIUM_PATH at an existing Chromium/Chrome binary, e.g.',
  '  CHROMIUM_PATH=/usr/bin/google-chrome npm run test:e2e',
].join('\n')

function run(command: string, args: string[]): void {
  console.info(`ensure-chromium: $ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.error) fail(`could not run ${command}: ${result.error.message}\n\n${HOW_TO_INSTALL}`)
  if (result.status !== 0) {
    fail(
      `\`${command} ${args.join(' ')}\` exited with ${result.status ?? result.signal}.\n\n${HOW_TO_INSTALL}`,
    )
  }
}

function printVersion(file: string): void {
  const result = spawnSync(file, ['--version'], { encoding: 'utf8', timeout: 30_000 })
  const version = result.stdout?.trim()
  if (result.status !== 0 || !version) {
    fail(
      `${file} exists but \`${file} --version\` failed:\n${result.stderr ?? result.error?.message ?? ''}`,
    )
  }
  console.info(`ensure-chromium: using ${file} (${version})`)
}

const configured = process.env.CHROMIUM_PATH
if (configured) {
  if (!isExecutable(configured)) {
    fail(
      `CHROMIUM_PATH is set to ${configured}, which is not an executable file.\n\n${HOW_TO_INSTALL}`,
    )
  }
  printVersion(configured)
  process.exit(0)
}

const missing = DEFAULTS.filter(({ file }) => !isExecutable(file))
if (missing.length === 0) {
  for (const { file } of DEFAULTS) printVersion(file)
  process.exit(0)
}

const isRoot = process.getuid?.() === 0
const aptGet = onPath('apt-get')
const files = missing.map(({ file }) => file).join(' and ')
if (!isRoot || !aptGet) {
  const why = !aptGet ? 'apt-get is not available' : 'this is not running as root'
  fail(
    `${files} not found and ${why}, so Chromium cannot be installed automatically.\n\n${HOW_TO_INSTALL}`,
  )
}

const packages = missing.map(({ pkg }) => pkg)
console.info(`ensure-chromium: ${files} not found; installing Debian's ${packages.join(' and ')}.`)
run(aptGet, ['update'])
run(aptGet, ['install', '-y', ...packages])
for (const { file } of missing) {
  if (!isExecutable(file)) {
    fail(
      `apt-get installed ${packages.join(' ')} but ${file} is still missing.\n\n${HOW_TO_INSTALL}`,
    )
  }
}
for (const { file } of DEFAULTS) printVersion(file)
