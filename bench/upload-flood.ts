// The upload flood of issue 26 (point 4), measured: one signed-in stylist sends 48 parallel
// POST /dashboard/uploads, each a 25 MB body that is not an image, to the production server
// (after `npm run build`) on a fresh data folder. Prints the server's memory (RSS) before and
// at its peak, the slowest /healthz answer during the flood, and what the uploads got back.
//
//   CRASH_TEST_PORT=3321 node bench/upload-flood.ts
//
// Reuses the crash test's server and sign-up helpers (tests/crash/); loopback only.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'

import { prepareApp, Server } from '../tests/crash/server.ts'
import { ORIGIN } from '../tests/crash/settings.ts'
import { signUpAndConfirm } from '../tests/crash/stylist.ts'

const run = promisify(execFile)
const UPLOADS = 48
const BYTES = 25 * 1024 * 1024 - 1024

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

const work = await mkdtemp(path.join(os.tmpdir(), 'capsule-flood-'))
const server = new Server(await prepareApp(work), path.join(work, 'data'), path.join(work, 'log'))
try {
  await server.start()
  const cookie = await signUpAndConfirm(server, `flood-${Date.now()}@example.com`)
  const pid = server.pid!
  await sleep(2000)
  const before = rssMb(pid)

  let peak = before
  let slowest = 0
  let flooding = true
  let healthFailures = 0
  const sampler = (async () => {
    while (flooding) {
      peak = Math.max(peak, rssMb(pid))
      // Timed by curl in its own process: this one is busy sending the uploads.
      try {
        const { stdout } = await run('curl', [
          '-sf',
          '-o',
          '/dev/null',
          '-w',
          '%{time_total}',
          `${ORIGIN}/healthz`,
        ])
        slowest = Math.max(slowest, Number(stdout) * 1000)
      } catch {
        healthFailures++
      }
      await sleep(100)
    }
  })()

  const body = new Blob([new Uint8Array(BYTES).fill(0x41)], { type: 'application/octet-stream' })
  const started = performance.now()
  const statuses = await Promise.all(
    Array.from({ length: UPLOADS }, async () => {
      const form = new FormData()
      form.append('photo', body, 'not-a-photo.jpg')
      try {
        const response = await fetch(`${ORIGIN}/dashboard/uploads`, {
          method: 'POST',
          headers: { cookie, origin: ORIGIN },
          body: form,
        })
        await response.arrayBuffer()
        return String(response.status)
      } catch {
        return 'cut off'
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  await sleep(1000)
  flooding = false
  await sampler
  const counts = new Map<string, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  console.info(
    `${UPLOADS} parallel uploads of ${(BYTES / 1024 / 1024).toFixed(0)} MB in ${seconds.toFixed(1)} s: ` +
      `${[...counts].map(([status, count]) => `${status} ×${count}`).join(', ')}\n` +
      `server memory (RSS): ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak ` +
      `(+${(peak - before).toFixed(0)} MB); slowest /healthz during the flood: ${slowest.toFixed(0)} ms` +
      (healthFailures ? ` (${healthFailures} failed)` : ''),
  )
} finally {
  await server.kill()
  server.close()
  await rm(work, { recursive: true, force: true })
}
