// The embedded database's own thread (decision 019). PGlite runs here; the app's statements
// arrive as messages from pglite-thread.server.ts and their results go back the same way.
// Node runs this file as it is (type stripping in development, a chunk of its own in a build):
// it imports no app module.
import { readFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'

import {
  parse,
  PGlite,
  protocol,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite'

/** A statement for the database thread; `tx` names an open transaction. */
export type Request =
  | {
      id: number
      op: 'query'
      sql: string
      params?: unknown[]
      rowMode?: 'array' | 'object'
      tx?: number
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'script'; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' }

/** The answer to request `id` (id 0: the database is open). */
export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, unknown> }

export type WorkerOptions = {
  dataDir: string | null
  startParams: string[]
  /** In memory only: a dump of a data folder (PGlite's dumpDataDir) to start from. */
  snapshot?: string
}

/** The rows Drizzle reads, without PGlite's extras (blob, the query's own text). */
type Rows = Pick<Results<unknown>, 'rows' | 'fields' | 'affectedRows'>

const port = parentPort!
const { dataDir, startParams, snapshot } = workerData as WorkerOptions
const pg = await PGlite.create(dataDir ?? undefined, {
  startParams,
  loadDataDir: snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
})

// Drizzle reads dates, times and intervals (and their arrays) as the text PostgreSQL sends and
// makes its own values from it: it passes these identity parsers with every statement. Set once
// here, so no statement has to carry them (PGlite copies its parser table for each one that does).
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]
for (const type of AS_TEXT) pg.parsers[type] = (value: string) => value

const rows = ({ rows, fields, affectedRows }: Results<unknown>): Rows => ({
  rows,
  fields,
  affectedRows,
})

/**
 * Prepared statements, as PostgreSQL drivers keep them (postgres.js does on PostgreSQL): a
 * statement the app sends again is parsed and planned once, then only bound and executed —
 * planning was about half of what PostgreSQL spent on a dashboard page. Only statements that
 * read or change rows are kept (never DDL, transaction control or settings), the least recently
 * used ones closed beyond `MAX_PREPARED`. PostgreSQL re-plans a kept statement by itself when a
 * table it reads changes.
 */
const MAX_PREPARED = 300
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i
const prepared = new Map<string, { name: string; paramTypes: number[] }>()
let preparedCount = 0
const wire = protocol.serialize

const joined = (parts: Uint8Array[]) => {
  const buffer = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    buffer.set(part, offset)
    offset += part.length
  }
  return buffer
}

async function statement(sql: string) {
  const known = prepared.get(sql)
  if (known) {
    // Most recently used last: the first entry is the one to close.
    prepared.delete(sql)
    prepared.set(sql, known)
    return known
  }
  const name = `s${++preparedCount}`
  const { messages } = await pg.execProtocol(
    joined([wire.parse({ name, text: sql }), wire.describe({ type: 'S', name }), wire.sync()]),
  )
  const description = messages.find((message) => message.name === 'parameterDescription') as
    { dataTypeIDs: number[] } | undefined
  const entry = { name, paramTypes: description?.dataTypeIDs ?? [] }
  prepared.set(sql, entry)
  if (prepared.size > MAX_PREPARED) {
    const [oldest, { name: closing }] = prepared.entries().next().value!
    prepared.delete(oldest)
    await pg.execProtocol(joined([wire.close({ type: 'S', name: closing }), wire.sync()]))
  }
  return entry
}

/** One statement through its prepared form, serialized like PGlite's own `query`. */
async function runPrepared(sql: string, params: unknown[], rowMode: 'array' | 'object' = 'object') {
  const { name, paramTypes } = await statement(sql)
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null
    const serializer = pg.serializers[paramTypes[index]!]
    return serializer ? serializer(value) : String(value)
  })
  const { messages } = await pg.execProtocol(
    joined([
      wire.bind({ statement: name, values }),
      wire.describe({ type: 'P' }),
      wire.execute({}),
      wire.sync(),
    ]),
  )
  return parse.parseResults(messages, pg.parsers, { rowMode })[0]!
}

/**
 * A statement that reads or changes rows goes through its prepared form, holding PGlite's locks
 * as its own `query` does (outside a transaction: until every open transaction has ended).
 */
function query(sql: string, params: unknown[] = [], rowMode?: 'array' | 'object', tx?: number) {
  if (!PREPARABLE.test(sql)) return client(tx).query(sql, params, { rowMode })
  const run = () => pg._runExclusiveQuery(() => runPrepared(sql, params, rowMode))
  if (tx === undefined) return pg._runExclusiveTransaction(run)
  client(tx)
  return run()
}

/**
 * A script of statements that brings its own transaction (pg-boss's `BEGIN; …; COMMIT`), run as
 * PGlite's `exec` runs one. When a statement fails, the script's transaction is rolled back
 * before the lock is let go: this one connection serves every statement, and a transaction left
 * aborted would fail every statement after it.
 */
function script(sql: string) {
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      try {
        const { messages } = await pg.execProtocol(joined([wire.query(sql), wire.sync()]))
        return parse.parseResults(messages, pg.parsers)
      } catch (error) {
        await pg.execProtocol(joined([wire.query('rollback'), wire.sync()]), {
          throwOnError: false,
        })
        throw error
      }
    }),
  )
}

/** Open transactions by id: the transaction, how to end it (true commits) and its end. */
const open = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> }
>()

function client(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg
  const entry = open.get(tx)
  if (!entry) throw new Error('Transaction is closed')
  return entry.tx
}

/**
 * Opens a transaction that stays open until its `end` request. PGlite holds every other
 * statement until then, exactly as it does in the app's own thread.
 */
async function begin(id: number): Promise<number> {
  let end!: (commit: boolean) => void
  const decided = new Promise<boolean>((resolve) => (end = resolve))
  let started!: () => void
  const running = new Promise<void>((resolve) => (started = resolve))
  const ended: Promise<void> = pg.transaction(async (tx) => {
    open.set(id, { tx, end, ended })
    started()
    if (!(await decided)) await tx.rollback()
  })
  // A BEGIN that fails settles `ended` without ever running the callback.
  await Promise.race([running, ended])
  return id
}

async function finish(tx: number, commit: boolean): Promise<null> {
  const entry = open.get(tx)
  if (!entry) throw new Error('Transaction is closed')
  entry.end(commit)
  try {
    await entry.ended
  } finally {
    open.delete(tx)
  }
  return null
}

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return rows(await query(request.sql, request.params, request.rowMode, request.tx))
    case 'exec':
      return (await client(request.tx).exec(request.sql)).map(rows)
    case 'script':
      return (await script(request.sql)).map(rows)
    case 'begin':
      return begin(request.id)
    case 'end':
      return finish(request.tx, request.commit)
    case 'close':
      await pg.close()
      return null
  }
}

/** An error as plain data: PostgreSQL's fields (code, constraint, detail…) included. */
function plain(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  const {
    query: _query,
    params: _params,
    queryOptions: _options,
    ...fields
  } = error as Error & Record<string, unknown>
  return { ...fields, name: error.name, message: error.message, stack: error.stack }
}

port.on('message', (request: Request) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies Reply),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: plain(error) } satisfies Reply),
  )
})
port.postMessage({ id: 0, ok: true, value: null } satisfies Reply)
