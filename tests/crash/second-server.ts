// The second-server scenario: while server A takes writes, a second server is started on the same
// data folder. It must be refused before it opens anything in the folder (the embedded database
// allows one process); A keeps writing, is SIGKILLed and restarted, and the checks afterwards
// (crash-test.ts) show that nothing A acknowledged was lost and that the database opens again.
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { info, type Ledger } from './ledger.ts'
import { Server } from './server.ts'
import { PORT } from './settings.ts'
import { type Account, writeClient } from './stylist.ts'

/** What the refused server must say (and nothing else may start). */
const REFUSAL = /Another Capsule Studio (server|process) is (already running|using)/

export async function refuseSecondServer(options: {
  server: Server
  appDir: string
  dataDir: string
  work: string
  accounts: Account[]
  ledger: Ledger
}): Promise<void> {
  const { server, appDir, dataDir, work, accounts, ledger } = options
  const before = ledger.acknowledged.clients.length

  // A keeps writing the whole time: clients, a few at a time.
  let writing = true
  const writers = accounts.map(async (account) => {
    while (writing) {
      try {
        await writeClient(account, ledger)
      } catch {
        ledger.attempts.cutOff++
      }
      await sleep(20)
    }
  })

  await sleep(500)
  const second = new Server(appDir, dataDir, path.join(work, 'second-server.log'), PORT + 1)
  let started = false
  try {
    await second.start()
    started = true
  } catch {
    // expected: it refused to start
  }
  if (started) {
    ledger.fail('a second server started on the same data folder')
    await second.kill()
  } else if (second.exitCode === 0 || !REFUSAL.test(second.printed)) {
    ledger.fail(
      `the second server did not refuse clearly (exit ${second.exitCode}): ${second.printed.slice(-600)}`,
    )
  } else {
    info(`  a second server on the same data folder was refused (exit ${second.exitCode})`)
  }
  second.close()

  // A goes on writing after the refusal, then dies without warning and comes back.
  await sleep(3000)
  writing = false
  await Promise.all(writers)
  await server.kill()
  await server.start()
  const written = ledger.acknowledged.clients.length - before
  info(`  ${written} clients acknowledged around the refusal; SIGKILL and restart survived`)
  if (written < 1) ledger.fail('inconclusive second-server phase: no write was acknowledged')
}
