// Runs the browser journeys (`npm run test:e2e`, after the build). The whole suite runs as one
// Playwright run per project (desktop at 1280 px, phone at 390 px) side by side: each with its own
// app, invitation site, mail sink, data folder and output folder (ports spaced 10 apart from
// E2E_PORT, E2E_SMTP_PORT and E2E_MAIL_PORT), so no journey sees the other width's stylists, site
// owner or e-mail: a phone journey finds the site as it would alone, not as its desktop twin left
// it. One run's journeys wait on e-mail windows, timers and the network while the other's use the
// processors.
//
// The phone run has fewer journeys: after its own it takes a few desktop-only journeys (no phone
// twin, so none finds the server as a twin left it) on a server of its own, so that the two runs
// end together instead of the desktop run ending alone (docs/decisions/042).
//
// Arguments go to Playwright (`npm run test:e2e -- tests/e2e/landing.test.ts --repeat-each 5`):
// a run narrowed that way is one run of both projects, its output as Playwright prints it.
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

const args = process.argv.slice(2)
const projects = args.length > 0 ? [] : ['desktop', 'phone']
const runs = Math.max(1, projects.length)

/** Desktop-only journey files that run after the phone journeys, in the phone run. */
const AFTER_PHONE = ['client-feedback.test.ts', 'conversation.test.ts'].map((file) =>
  path.join('tests', 'e2e', file),
)
const journeyFiles = readdirSync(path.join('tests', 'e2e'))
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('tests', 'e2e', file))

/** The Playwright runs of a project's process, one after the other: [project, files, folder]. */
function playwrightRunsOf(project: string): [string, string[], string][] {
  if (project === 'desktop') {
    return [['desktop', journeyFiles.filter((file) => !AFTER_PHONE.includes(file)), 'desktop']]
  }
  return [
    ['phone', [], 'phone'],
    ['desktop', AFTER_PHONE, 'phone-desktop'],
  ]
}

const base = {
  port: Number(process.env.E2E_PORT || 3100),
  smtp: Number(process.env.E2E_SMTP_PORT || 2626),
  mail: Number(process.env.E2E_MAIL_PORT || 3126),
}

const running = new Set<ReturnType<typeof spawn>>()

function runPlaywright(
  index: number,
  playwrightArgs: string[],
  outputDir?: string,
): Promise<number> {
  const env = { ...process.env }
  if (runs > 1) {
    Object.assign(env, {
      E2E_PORT: String(base.port + 10 * index),
      E2E_SMTP_PORT: String(base.smtp + 10 * index),
      E2E_MAIL_PORT: String(base.mail + 10 * index),
      E2E_OUTPUT_DIR: path.join('test-results', outputDir!),
    })
    // Set once by the first run's config, these name that run's servers: each run sets its own.
    delete env.MAIL_SINK_URL
    delete env.INVITE_SITE_URL
    if (process.env.E2E_DATA_DIR) {
      env.E2E_DATA_DIR = path.join(process.env.E2E_DATA_DIR, outputDir!)
    }
  }
  const child = spawn('npx', ['playwright', 'test', ...playwrightArgs], {
    env,
    stdio: runs > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  running.add(child)
  if (runs > 1) {
    const prefix = `[${outputDir}] `
    for (const stream of [child.stdout!, child.stderr!]) {
      readline
        .createInterface({ input: stream })
        .on('line', (line) => process.stdout.write(`${prefix}${line}\n`))
    }
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`e2e: could not start Playwright: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code, signal) => {
      running.delete(child)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** One project's process: its Playwright runs one after the other; the first failure's code. */
async function runProject(index: number): Promise<number> {
  if (runs === 1) return runPlaywright(index, args)
  let failed = 0
  for (const [project, files, folder] of playwrightRunsOf(projects[index]!)) {
    const code = await runPlaywright(index, [`--project=${project}`, ...files], folder)
    failed ||= code
  }
  return failed
}

// Stopped from outside: the runs stop with it (each stops its servers), and the run fails.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal)
    process.exitCode = 130
  })
}

const codes = await Promise.all(Array.from({ length: runs }, (_, index) => runProject(index)))
if (runs > 1) {
  codes.forEach((code, index) =>
    console.info(`e2e: ${projects[index]} ${code === 0 ? 'passed' : `failed (${code})`}`),
  )
}
process.exitCode ||= codes.every((code) => code === 0) ? 0 : 1
