// The crash test (`npm run test:crash`, after `npm run build`): runs the production server on a
// fresh embedded database, keeps writing to it over HTTP (new clients; photo uploads and new
// items), SIGKILLs the server at random moments and restarts it, for about 45 seconds. Then it
// starts a second server on the same data folder (it must be refused without harming anything:
// second-server.ts), then checks that nothing acknowledged was lost and nothing was left
// half-done:
//   - the server starts, /healthz and /readyz answer 200;
//   - every write that got a success answer is in the database (clients, items, uploads);
//   - every foreign key holds, and every table's indexes agree with its rows;
//   - every photo a row refers to has all its files in storage, each a readable WebP;
//   - no photo file is orphaned: every directory under DATA_DIR/media belongs to a row (item,
//     cheat sheet, pending upload, site settings), and no temporary file is left over.
// It prints what it tried and found, and exits non-zero on any failure.
//
// Plain TypeScript run by Node itself (no app modules): it talks to the server like a browser
// would and reads the database directly once the server is stopped.
//
// Settings: tests/crash/settings.ts. The parts: server.ts (the server under test), stylist.ts
// (the writes), ledger.ts (what was acknowledged), checks.ts (the checks afterwards).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import sharp from 'sharp'

import {
  checkAcknowledged,
  checkEndpoint,
  checkForeignKeys,
  checkIndexes,
  checkPhotos,
  withDatabase,
} from './checks.ts'
import { createLedger, info } from './ledger.ts'
import { refuseSecondServer } from './second-server.ts'
import { prepareApp, Server } from './server.ts'
import { ACCOUNTS, CHAOS_MS, KEEP, PORT, WATCHDOG_MS, WORKERS } from './settings.ts'
import { type Account, postForm, signUpAndConfirm, writeClient, writeItem } from './stylist.ts'

async function main(): Promise<void> {
  const ledger = createLedger()
  const { acknowledged, attempts, refusals } = ledger
  const began = Date.now()
  const work = await mkdtemp(path.join(os.tmpdir(), 'capsule-crash-'))
  const dataDir = path.join(work, 'data')
  const logFile = path.join(work, 'server.log')
  info(`Crash test: port ${PORT}, ${CHAOS_MS / 1000} s of writes and kills, in ${work}`)

  const appDir = await prepareApp(work)
  const server = new Server(appDir, dataDir, logFile)
  const watchdog = setTimeout(() => {
    console.error(`Crash test: stopped after ${WATCHDOG_MS / 1000} s (watchdog). Files in ${work}`)
    void server.kill().finally(() => process.exit(1))
  }, WATCHDOG_MS)

  try {
    const firstStart = await server.start()
    info(`  server started in ${firstStart} ms (fresh database)`)

    // Accounts and their clients. Several accounts: uploads are rate limited per account.
    const accounts: Account[] = []
    for (let index = 0; index < ACCOUNTS; index++) {
      const email = `crash-${index}-${Date.now()}@example.com`
      const cookie = await signUpAndConfirm(server, email)
      for (const label of ['a', 'b']) {
        const name = `anchor-${index}-${label}`
        const status = await postForm('/dashboard?index', cookie, { intent: 'create-client', name })
        if (status !== 200) throw new Error(`Creating client ${name} answered ${status}.`)
        acknowledged.clients.push(name)
      }
      accounts.push({ email, cookie, clientIds: [] })
    }
    // The first crash, right after set-up; the anchors' ids are read while the server is down.
    await server.kill()
    await withDatabase(dataDir, async (pg) => {
      for (const account of accounts) {
        const { rows } = await pg.query<{ id: string }>(
          `select c.id from client c join "user" u on u.id = c.owner_id where u.email = $1 order by c.name`,
          [account.email],
        )
        account.clientIds = rows.map((row) => row.id)
        if (account.clientIds.length !== 2)
          throw new Error(`Anchor clients of ${account.email} lost.`)
      }
    })
    info(
      `  ${ACCOUNTS} accounts signed up and confirmed, ${ACCOUNTS * 2} clients; first SIGKILL survived`,
    )

    const photos = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        sharp({
          create: {
            width: 1200,
            height: 900,
            channels: 3,
            background: { r: 40 * index, g: 200 - 30 * index, b: 120 },
          },
        })
          .jpeg({ quality: 85 })
          .toBuffer(),
      ),
    )

    // Writers run against whichever server is up; a kill cuts their requests off mid-way.
    let up: Promise<void> = server.start().then((ms) => info(`  restarted in ${ms} ms`))
    await up
    const chaosEnd = Date.now() + CHAOS_MS
    const writer = async (worker: number) => {
      while (Date.now() < chaosEnd) {
        await up.catch(() => {})
        if (!server.running) {
          await sleep(20)
          continue
        }
        const account = accounts[(worker + ledger.sequence) % accounts.length]!
        try {
          if (Math.random() < 0.35) await writeClient(account, ledger)
          else await writeItem(account, photos[ledger.sequence % photos.length]!, ledger)
        } catch {
          attempts.cutOff++ // the connection died: the server was killed mid-request
        }
        await sleep(Math.random() * 150)
      }
    }
    const writers = Array.from({ length: WORKERS }, (_, worker) => writer(worker))

    while (Date.now() < chaosEnd - 1500) {
      await sleep(1500 + Math.random() * 3500)
      if (Date.now() >= chaosEnd) break
      await server.kill()
      up = server.start().then(() => undefined)
      await up
    }
    await Promise.all(writers)
    info(
      `  ${server.kills} SIGKILLs, ${server.starts} starts; writes tried: ${attempts.clients} clients, ` +
        `${attempts.uploads} uploads, ${attempts.items} items; ${attempts.cutOff} cut off by a kill, ` +
        `${attempts.refused} refused, ${attempts.rateLimited} rate limited`,
    )
    info(
      `  acknowledged: ${acknowledged.clients.length} clients, ${acknowledged.uploads.length} uploads, ` +
        `${acknowledged.items.length} items`,
    )
    if (refusals.size > 0) {
      info(`  refusals: ${[...refusals].map(([what, count]) => `${what} ×${count}`).join(', ')}`)
    }
    // A run that crashed too rarely, or wrote too little between crashes, proves nothing.
    const chaosKills = server.kills - 1
    const written = acknowledged.clients.length - ACCOUNTS * 2
    if (chaosKills < 3 || written < 1 || acknowledged.items.length < 1) {
      ledger.fail(
        `inconclusive run: ${chaosKills} kills during the writes, ${written} clients and ` +
          `${acknowledged.items.length} items acknowledged (at least 3, 1 and 1 needed; is the machine overloaded?)`,
      )
    }

    // A second server on the same data folder while this one writes: refused, harmless.
    await refuseSecondServer({ server, appDir, dataDir, work, accounts, ledger })

    // One last crash, then a clean start: the server must come up and be ready.
    await server.kill()
    const lastStart = await server.start()
    info(`  final start after a SIGKILL: ${lastStart} ms`)
    await checkEndpoint(ledger, '/healthz')
    // The readiness endpoint may not exist in every build yet: a 404 is reported, not failed.
    await checkEndpoint(ledger, '/readyz', true)
    await server.stop()
    server.close()

    await withDatabase(dataDir, async (pg) => {
      await checkAcknowledged(pg, ledger)
      await checkForeignKeys(pg, ledger)
      await checkIndexes(pg, ledger)
      await checkPhotos(pg, path.join(dataDir, 'media'), ledger)
    })
  } catch (error) {
    ledger.fail(error instanceof Error ? error.message : String(error))
    await server.kill().catch(() => {})
    server.close()
  } finally {
    clearTimeout(watchdog)
  }

  const seconds = ((Date.now() - began) / 1000).toFixed(0)
  if (ledger.failures.length > 0) {
    console.error(
      `\nCrash test FAILED in ${seconds} s: ${ledger.failures.length} problem(s). Server log and data kept in ${work}`,
    )
    process.exitCode = 1
  } else {
    info(`\nCrash test passed in ${seconds} s.`)
    if (KEEP) info(`Server log and data kept in ${work}`)
    else await rm(work, { recursive: true, force: true })
  }
}

await main()
