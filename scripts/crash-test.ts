// The crash test (`npm run test:crash`, after `npm run build`): runs the production server on a
// fresh embedded database, keeps writing to it over HTTP (new clients; photo uploads and new
// items), SIGKILLs the server at random moments and restarts it, for about 45 seconds. Then it
// checks that nothing acknowledged was lost and nothing was left half-done:
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
// Settings (all optional): CRASH_TEST_PORT (3420), CRASH_TEST_SECONDS (45),
// CRASH_TEST_KEEP=1 keeps the temporary folder (it is always kept after a failure),
// CRASH_TEST_ORPHANS=warn reports orphaned photo files without failing (a known issue may be
// tracked that way until fixed; every other check still fails the run).
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream, existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import sharp from 'sharp'

const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.CRASH_TEST_PORT ?? 3420)
const CHAOS_MS = Number(process.env.CRASH_TEST_SECONDS ?? 45) * 1000
const KEEP = process.env.CRASH_TEST_KEEP === '1'
const ORPHANS_WARN_ONLY = process.env.CRASH_TEST_ORPHANS === 'warn'
const ORIGIN = `http://127.0.0.1:${PORT}`
const WORKERS = 3
const ACCOUNTS = 3
/** The whole run is stopped after this, whatever happens. */
const WATCHDOG_MS = CHAOS_MS + 120_000
const PASSWORD = 'crash-test-password-1'

const failures: string[] = []
const fail = (message: string) => {
  failures.push(message)
  console.error(`  FAIL ${message}`)
}
const info = (message: string) => console.info(message)

// ---------------------------------------------------------------------------
// The server under test, in a private copy of the build
// ---------------------------------------------------------------------------

/**
 * A private copy of what the production server needs, so a rebuild by someone else during the
 * run changes nothing here: server.js, build/, drizzle/, package.json, and node_modules linked.
 */
async function prepareApp(work: string): Promise<string> {
  if (!existsSync(path.join(ROOT, 'build', 'server', 'index.js'))) {
    throw new Error('No production build: run `npm run build` first.')
  }
  const app = path.join(work, 'app')
  await mkdir(app)
  for (const entry of ['server.js', 'package.json', 'build', 'drizzle']) {
    await cp(path.join(ROOT, entry), path.join(app, entry), { recursive: true })
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(app, 'node_modules'), 'dir')
  return app
}

class Server {
  private child: ChildProcess | null = null
  private output = ''
  private readonly appDir: string
  private readonly dataDir: string
  private readonly log: ReturnType<typeof createWriteStream>
  starts = 0
  kills = 0

  // No parameter properties: Node runs this file by stripping types only.
  constructor(appDir: string, dataDir: string, logFile: string) {
    this.appDir = appDir
    this.dataDir = dataDir
    this.log = createWriteStream(logFile)
  }

  /** Everything the server printed so far (e-mails included: no SMTP is configured). */
  get printed(): string {
    return this.output
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null
  }

  async start(): Promise<number> {
    const started = Date.now()
    const env: NodeJS.ProcessEnv = {}
    for (const [key, value] of Object.entries(process.env)) {
      if (
        !/^(DATABASE_URL|SMTP_URL|S3_|AUTH_SECRET|OWNER_EMAIL|TRUST_PROXY|PUBLIC_URL|BUILD_DIR)/.test(
          key,
        )
      ) {
        env[key] = value
      }
    }
    Object.assign(env, {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      BUILD_DIR: path.join(this.appDir, 'build'),
      PUBLIC_URL: ORIGIN,
    })
    const child = spawn(process.execPath, ['server.js'], {
      cwd: this.appDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    this.starts++
    const collect = (chunk: Buffer) => {
      this.output += chunk.toString('utf8')
      this.log.write(chunk)
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    this.log.write(`\n===== start #${this.starts} (${new Date().toISOString()}) =====\n`)

    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(
          `The server exited while starting (code ${child.exitCode}, signal ${child.signalCode}). Last output:\n${this.output.slice(-3000)}`,
        )
      }
      try {
        const response = await fetch(`${ORIGIN}/healthz`, { signal: AbortSignal.timeout(2000) })
        if (response.ok) return Date.now() - started
      } catch {
        // not listening yet
      }
      await sleep(100)
    }
    throw new Error(`The server did not answer /healthz within 60 s:\n${this.output.slice(-3000)}`)
  }

  async kill(): Promise<void> {
    const child = this.child
    if (!child || !this.running) return
    const exited = once(child, 'exit')
    child.kill('SIGKILL')
    await exited
    this.kills++
    this.log.write(`\n===== SIGKILL (${new Date().toISOString()}) =====\n`)
  }

  /** A normal shutdown (SIGTERM), as a process manager does; SIGKILL after 15 s. */
  async stop(): Promise<void> {
    const child = this.child
    if (!child || !this.running) return
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
  }

  close(): void {
    this.log.end()
  }
}

// ---------------------------------------------------------------------------
// A stylist's browser, reduced to the requests that matter
// ---------------------------------------------------------------------------

type Account = { email: string; cookie: string; clientIds: string[] }

const formHeaders = (cookie: string) => ({
  cookie,
  origin: ORIGIN,
  'content-type': 'application/x-www-form-urlencoded',
})

async function signUpAndConfirm(server: Server, email: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Crash test' }),
  })
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`)

  // No SMTP_URL: the confirmation e-mail is printed to the server's output.
  let link: string | undefined
  for (let attempt = 0; attempt < 100 && !link; attempt++) {
    const mail = server.printed.slice(server.printed.indexOf(`To: ${email}`))
    link = server.printed.includes(`To: ${email}`)
      ? /Confirm my e-mail: (\S+)/.exec(mail)?.[1]
      : undefined
    if (!link) await sleep(50)
  }
  if (!link) throw new Error(`No confirmation e-mail for ${email} in the server output.`)

  const confirmed = await fetch(link, { redirect: 'manual' })
  const cookie = confirmed.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  if (!cookie) throw new Error(`Confirming ${email} gave no session (${confirmed.status}).`)
  const dashboard = await fetch(`${ORIGIN}/dashboard`, { headers: { cookie } })
  if (dashboard.status !== 200) throw new Error(`The dashboard answered ${dashboard.status}.`)
  return cookie
}

/** POST a dashboard form like a browser without JavaScript; true when the action succeeded. */
async function postForm(url: string, cookie: string, fields: Record<string, string>) {
  const response = await fetch(`${ORIGIN}${url}`, {
    method: 'POST',
    headers: formHeaders(cookie),
    body: new URLSearchParams(fields),
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  })
  await response.arrayBuffer()
  return response.status
}

// ---------------------------------------------------------------------------
// What was acknowledged
// ---------------------------------------------------------------------------

const acknowledged = {
  clients: [] as string[],
  uploads: [] as { id: string; key: string }[],
  items: [] as { name: string; photoKey: string }[],
}
const attempts = { clients: 0, uploads: 0, items: 0, refused: 0, rateLimited: 0, cutOff: 0 }
/** Refusals by request and status, e.g. `upload 503`: expected only under heavy load. */
const refusals = new Map<string, number>()
const refused = (what: string, status: number) => {
  attempts.refused++
  refusals.set(`${what} ${status}`, (refusals.get(`${what} ${status}`) ?? 0) + 1)
}
let sequence = 0

// ---------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------

async function main(): Promise<void> {
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
        const status = await postForm('/dashboard?index', cookie, { intent: 'create', name })
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
        const account = accounts[(worker + sequence) % accounts.length]!
        try {
          if (Math.random() < 0.35) await writeClient(account)
          else await writeItem(account, photos[sequence % photos.length]!)
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
      fail(
        `inconclusive run: ${chaosKills} kills during the writes, ${written} clients and ` +
          `${acknowledged.items.length} items acknowledged (at least 3, 1 and 1 needed; is the machine overloaded?)`,
      )
    }

    // One last crash, then a clean start: the server must come up and be ready.
    await server.kill()
    const lastStart = await server.start()
    info(`  final start after a SIGKILL: ${lastStart} ms`)
    await checkEndpoint('/healthz')
    // The readiness endpoint may not exist in every build yet: a 404 is reported, not failed.
    await checkEndpoint('/readyz', true)
    await server.stop()
    server.close()

    await withDatabase(dataDir, async (pg) => {
      await checkAcknowledged(pg)
      await checkForeignKeys(pg)
      await checkIndexes(pg)
      await checkPhotos(pg, path.join(dataDir, 'media'))
    })
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
    await server.kill().catch(() => {})
    server.close()
  } finally {
    clearTimeout(watchdog)
  }

  const seconds = ((Date.now() - began) / 1000).toFixed(0)
  if (failures.length > 0) {
    console.error(
      `\nCrash test FAILED in ${seconds} s: ${failures.length} problem(s). Server log and data kept in ${work}`,
    )
    process.exitCode = 1
  } else {
    info(`\nCrash test passed in ${seconds} s.`)
    if (KEEP) info(`Server log and data kept in ${work}`)
    else await rm(work, { recursive: true, force: true })
  }
}

async function writeClient(account: Account): Promise<void> {
  const name = `crash-client-${++sequence}`
  attempts.clients++
  const status = await postForm('/dashboard?index', account.cookie, { intent: 'create', name })
  if (status === 200) acknowledged.clients.push(name)
  else refused('client', status)
}

async function writeItem(account: Account, photo: Buffer): Promise<void> {
  const name = `crash-item-${++sequence}`
  attempts.uploads++
  const form = new FormData()
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg')
  const response = await fetch(`${ORIGIN}/dashboard/uploads`, {
    method: 'POST',
    headers: { cookie: account.cookie, origin: ORIGIN },
    body: form,
    signal: AbortSignal.timeout(30_000),
  })
  const body = (await response.json().catch(() => null)) as {
    id?: string
    photo?: { key: string }
  } | null
  if (response.status === 429) {
    attempts.rateLimited++
    return
  }
  if (response.status !== 201 || !body?.id || !body.photo) {
    refused('upload', response.status)
    return
  }
  acknowledged.uploads.push({ id: body.id, key: body.photo.key })

  attempts.items++
  const clientId = account.clientIds[sequence % account.clientIds.length]!
  const status = await postForm(
    `/dashboard/items?client=${encodeURIComponent(clientId)}`,
    account.cookie,
    { intent: 'create-item', name, category: 'Tops', photoUpload: body.id },
  )
  if (status === 200) acknowledged.items.push({ name, photoKey: body.photo.key })
  else refused('item', status)
}

async function checkEndpoint(pathname: string, optional = false): Promise<void> {
  const response = await fetch(`${ORIGIN}${pathname}`)
  if (response.status === 200) info(`  GET ${pathname}: 200`)
  else if (optional && response.status === 404) {
    console.warn(
      `  WARN GET ${pathname} answered 404: this build has no such endpoint (not checked)`,
    )
  } else fail(`GET ${pathname} answered ${response.status} after the last restart`)
}

// ---------------------------------------------------------------------------
// Checks on the stopped server's data
// ---------------------------------------------------------------------------

async function withDatabase(dataDir: string, task: (pg: PGlite) => Promise<void>): Promise<void> {
  const pg = new PGlite(path.join(dataDir, 'db'))
  try {
    await pg.waitReady
    await task(pg)
  } finally {
    await pg.close()
  }
}

async function checkAcknowledged(pg: PGlite): Promise<void> {
  const clients = new Set(
    (await pg.query<{ name: string }>('select name from client')).rows.map((row) => row.name),
  )
  const lostClients = acknowledged.clients.filter((name) => !clients.has(name))
  if (lostClients.length > 0) {
    fail(`${lostClients.length} acknowledged clients are missing: ${lostClients.join(', ')}`)
  }

  const items = new Map(
    (
      await pg.query<{ name: string; key: string | null }>(
        `select name, photo->>'key' as key from item`,
      )
    ).rows.map((row) => [row.name, row.key]),
  )
  const lostItems = acknowledged.items.filter((entry) => !items.has(entry.name))
  if (lostItems.length > 0) {
    fail(
      `${lostItems.length} acknowledged items are missing: ${lostItems.map((e) => e.name).join(', ')}`,
    )
  }
  const wrongPhoto = acknowledged.items.filter(
    (entry) => items.has(entry.name) && items.get(entry.name) !== entry.photoKey,
  )
  if (wrongPhoto.length > 0) {
    fail(
      `${wrongPhoto.length} acknowledged items lost their photo: ${wrongPhoto.map((e) => e.name).join(', ')}`,
    )
  }

  // An acknowledged upload is either claimed by an item or still pending.
  const pending = new Set(
    (await pg.query<{ id: string }>('select id from upload')).rows.map((row) => row.id),
  )
  const claimed = new Set([...items.values()].filter((key): key is string => key !== null))
  const lostUploads = acknowledged.uploads.filter(
    (upload) => !pending.has(upload.id) && !claimed.has(upload.key),
  )
  if (lostUploads.length > 0) {
    fail(
      `${lostUploads.length} acknowledged uploads are neither pending nor claimed: ${lostUploads.map((u) => u.id).join(', ')}`,
    )
  }
  info(
    `  acknowledged writes present: clients ${acknowledged.clients.length - lostClients.length}/${acknowledged.clients.length}, ` +
      `items ${acknowledged.items.length - lostItems.length}/${acknowledged.items.length}, ` +
      `uploads ${acknowledged.uploads.length - lostUploads.length}/${acknowledged.uploads.length} ` +
      `(database: ${clients.size} clients, ${items.size} items, ${pending.size} pending uploads)`,
  )
}

/** Every foreign key of the schema, checked row by row (the constraints are not trusted). */
async function checkForeignKeys(pg: PGlite): Promise<void> {
  const { rows: keys } = await pg.query<{
    name: string
    child: string
    parent: string
    child_columns: string[]
    parent_columns: string[]
  }>(
    `select con.conname as name, child.relname as child, parent.relname as parent,
            array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as child_columns,
            array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as parent_columns
     from pg_constraint con
     join pg_class child on child.oid = con.conrelid
     join pg_class parent on parent.oid = con.confrelid
     join pg_namespace ns on ns.oid = child.relnamespace
     where con.contype = 'f' and ns.nspname = 'public'`,
  )
  const q = (name: string) => `"${name.replaceAll('"', '""')}"`
  let broken = 0
  for (const key of keys) {
    const present = key.child_columns.map((column) => `c.${q(column)} is not null`).join(' and ')
    const match = key.child_columns
      .map((column, index) => `p.${q(key.parent_columns[index]!)} = c.${q(column)}`)
      .join(' and ')
    const { rows } = await pg.query<{ count: number }>(
      `select count(*)::int as count from ${q(key.child)} c
       where ${present} and not exists (select 1 from ${q(key.parent)} p where ${match})`,
    )
    const count = rows[0]?.count ?? 0
    if (count > 0) {
      broken++
      fail(`${count} rows of ${key.child} break foreign key ${key.name} (→ ${key.parent})`)
    }
  }
  // The studio's own rule: an item, capsule, outfit or cheat sheet has its parent's owner.
  const ownership = [
    `select count(*)::int as count from item i join client c on c.id = i.client_id where c.owner_id <> i.owner_id`,
    `select count(*)::int as count from item i join capsule k on k.id = i.capsule_id where k.owner_id <> i.owner_id or k.client_id <> i.client_id`,
    `select count(*)::int as count from capsule k join client c on c.id = k.client_id where c.owner_id <> k.owner_id`,
  ]
  for (const statement of ownership) {
    const count = (await pg.query<{ count: number }>(statement)).rows[0]?.count ?? 0
    if (count > 0) fail(`${count} rows belong to another account than their parent: ${statement}`)
  }
  info(
    `  foreign keys: ${keys.length} checked row by row, ${broken} broken; ownership rules checked`,
  )
}

/** Each table's row count read through its primary key index and through the table itself. */
async function checkIndexes(pg: PGlite): Promise<void> {
  const { rows: tables } = await pg.query<{ name: string; column: string }>(
    `select t.relname as name, a.attname as column
     from pg_index i
     join pg_class t on t.oid = i.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
     where i.indisprimary and n.nspname = 'public'`,
  )
  let mismatched = 0
  for (const { name, column } of tables) {
    const count = async (settings: string) => {
      await pg.exec(settings)
      const { rows } = await pg.query<{ count: number }>(
        `select count(*)::int as count from "${name}" where "${column}" is not null`,
      )
      return rows[0]?.count ?? 0
    }
    const viaTable = await count(
      'set enable_indexscan = off; set enable_indexonlyscan = off; set enable_bitmapscan = off; set enable_seqscan = on;',
    )
    const viaIndex = await count(
      'set enable_seqscan = off; set enable_indexscan = on; set enable_indexonlyscan = on; set enable_bitmapscan = on;',
    )
    if (viaTable !== viaIndex) {
      mismatched++
      fail(`table ${name} has ${viaTable} rows but its primary key index lists ${viaIndex}`)
    }
  }
  await pg.exec('reset all')
  info(
    `  indexes: ${tables.length} primary keys agree with their tables (${mismatched} mismatched)`,
  )
}

/** `pending`: an upload no form has claimed; it may be incomplete if the server died writing it. */
type Referenced = { key: string; widths: number[]; where: string; pending: boolean }

async function checkPhotos(pg: PGlite, mediaDir: string): Promise<void> {
  const referenced = new Map<string, Referenced>()
  const collect = (value: unknown, where: string) => {
    if (!value || typeof value !== 'object') return
    const photo = value as { key?: unknown; widths?: unknown }
    if (typeof photo.key === 'string' && Array.isArray(photo.widths)) {
      referenced.set(photo.key, {
        key: photo.key,
        widths: photo.widths as number[],
        where,
        pending: where.startsWith('upload '),
      })
      return
    }
    for (const entry of Object.values(value)) collect(entry, where)
  }
  for (const [table, column] of [
    ['item', 'photo'],
    ['cheat_sheet', 'image'],
    ['upload', 'photo'],
    ['site_settings', 'content'],
    ['trash', 'photos'],
  ] as const) {
    const { rows } = await pg.query<{ id: string; value: unknown }>(
      `select id, ${column} as value from ${table} where ${column} is not null`,
    )
    for (const row of rows) collect(row.value, `${table} ${row.id}`)
  }

  // Every referenced photo has all its files, each a readable WebP.
  let files = 0
  let missing = 0
  for (const photo of referenced.values()) {
    // Never acknowledged: the stale-upload cleanup deletes what was written of it.
    if (photo.pending) continue
    for (const name of ['large.webp', ...photo.widths.map((width) => `${width}.webp`)]) {
      const file = path.join(mediaDir, photo.key, name)
      try {
        const bytes = await readFile(file)
        const metadata = await sharp(bytes).metadata()
        if (metadata.format !== 'webp') throw new Error(`not a WebP (${metadata.format})`)
        files++
      } catch (error) {
        missing++
        fail(
          `${photo.where}: photo file ${photo.key}/${name} is unreadable: ${(error as Error).message}`,
        )
      }
    }
  }

  // Nothing on disk that no row refers to.
  const orphans: string[] = []
  const leftovers: string[] = []
  const entries = existsSync(mediaDir) ? await readdir(mediaDir) : []
  for (const entry of entries) {
    const full = path.join(mediaDir, entry)
    if (!(await stat(full)).isDirectory()) {
      orphans.push(entry)
      continue
    }
    const names = await readdir(full)
    const photo = referenced.get(entry)
    for (const name of names) {
      const inFlight = photo?.pending === true
      if (!inFlight && name.startsWith('.') && name.endsWith('.tmp'))
        leftovers.push(`${entry}/${name}`)
    }
    if (!photo) {
      const real = names.filter((name) => !name.startsWith('.'))
      orphans.push(`${entry}/ (${real.length ? real.join(', ') : 'no complete file'})`)
      continue
    }
    const expected = new Set(['large.webp', ...photo.widths.map((width) => `${width}.webp`)])
    for (const name of names) {
      if (!name.startsWith('.') && !expected.has(name)) orphans.push(`${entry}/${name}`)
    }
  }
  const orphanProblem = (message: string) => {
    if (ORPHANS_WARN_ONLY) console.warn(`  WARN ${message} (CRASH_TEST_ORPHANS=warn)`)
    else fail(message)
  }
  if (orphans.length > 0) {
    orphanProblem(
      `${orphans.length} orphaned photo directories or files under media/ (no item, cheat sheet, ` +
        `pending upload or site setting refers to them):\n      ${orphans.join('\n      ')}`,
    )
  }
  if (leftovers.length > 0) {
    orphanProblem(
      `${leftovers.length} temporary files left by interrupted writes:\n      ${leftovers.join('\n      ')}`,
    )
  }
  info(
    `  photos: ${referenced.size} referenced, ${files} files readable, ${missing} missing; ` +
      `${entries.length} directories on disk, ${orphans.length} orphaned, ${leftovers.length} temporary leftovers`,
  )
}

await main()
