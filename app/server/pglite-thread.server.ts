// The embedded database in a thread of its own (decision 019): PGlite's work — parsing, planning,
// executing, reading pages — runs beside the app's thread instead of inside it. This is the part
// of PGlite's interface that Drizzle uses (query, exec, transaction, close), over messages to
// pglite-worker.server.ts.
import { Worker } from 'node:worker_threads'

import type { Results } from '@electric-sql/pglite'

import type { Reply, Request, WorkerOptions } from './pglite-worker.server'
import workerUrl from './pglite-worker.server.ts?worker-url'

type QueryOptions = { rowMode?: 'array' | 'object' }
type Rows<T = Record<string, unknown>> = Pick<Results<T>, 'rows' | 'fields' | 'affectedRows'>
type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void }

/** What a transaction's callback gets: statements inside that transaction. */
export type ThreadTransaction = Pick<PGliteThread, 'query' | 'exec'>

export class PGliteThread {
  readonly #worker: Worker
  readonly #pending = new Map<number, Pending>()
  #next = 1
  /** Set once the thread is gone: every later statement fails with it. */
  #stopped: Error | null = null
  /** Settles when the database is open (or failed to open). */
  readonly ready: Promise<void>

  /**
   * @param onStop called when the thread stops without `close()` (PGlite aborted): the
   *   database is gone for this process.
   */
  constructor(options: WorkerOptions, onStop?: (error: Error) => void) {
    this.#worker = new Worker(new URL(workerUrl), { workerData: options })
    this.ready = new Promise((resolve, reject) => {
      this.#pending.set(0, { resolve: () => resolve(), reject })
    })
    // Until then a failed open would be an unhandled rejection if nobody awaits `ready`.
    this.ready.catch(() => {})
    this.#worker.on('message', (reply: Reply) => {
      const call = this.#pending.get(reply.id)
      if (!call) return
      this.#pending.delete(reply.id)
      if (reply.ok) call.resolve(reply.value)
      else call.reject(Object.assign(new Error(String(reply.error.message)), reply.error))
    })
    const stop = (error: Error) => {
      if (this.#stopped) return
      this.#stopped = error
      for (const call of this.#pending.values()) call.reject(error)
      this.#pending.clear()
      onStop?.(error)
    }
    this.#worker.on('error', stop)
    this.#worker.on('exit', (code) =>
      stop(new Error(`The database thread stopped (exit ${code}).`)),
    )
  }

  #call<T>(request: Call): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped)
    const id = this.#next++
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.#worker.postMessage({ ...request, id })
    })
  }

  /** One statement; PGlite's own `parsers` option is not taken (see the worker). */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Rows<T>> {
    return this.#call({ op: 'query', sql, params, rowMode: options?.rowMode })
  }

  exec(sql: string): Promise<Rows[]> {
    return this.#call({ op: 'exec', sql })
  }

  /** A script that brings its own transaction: rolled back if one of its statements fails. */
  script(sql: string): Promise<Rows[]> {
    return this.#call({ op: 'script', sql })
  }

  /** Commits when `callback` resolves, rolls back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ op: 'begin' })
    const inside: ThreadTransaction = {
      query: (sql, params, options) =>
        this.#call({ op: 'query', sql, params, rowMode: options?.rowMode, tx }),
      exec: (sql) => this.#call({ op: 'exec', sql, tx }),
    }
    let result: T
    try {
      result = await callback(inside)
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false })
      throw error
    }
    await this.#call({ op: 'end', tx, commit: true })
    return result
  }

  /** Closes the database (its files are consistent on disk) and ends the thread. */
  async close(): Promise<void> {
    if (this.#stopped) return
    await this.#call({ op: 'close' })
    this.#stopped = new Error('The database is closed.')
    await this.#worker.terminate()
  }
}
