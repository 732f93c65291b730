// The app's one job mechanism (decision 024): every piece of periodic or deferred work runs as a
// pg-boss job in the app's own database, PGlite or PostgreSQL, through its one handle. A job is
// claimed by one instance, retried with backoff when it throws, and its runs are kept two days
// for the account page's Jobs section (job-status.server.ts).
//
// Jobs are defined where their work lives (`defineJob`) and sent from there (`sendJob`); the
// composition root (app/jobs.server.ts) starts the workers and schedules of every job it lists.
// Nothing runs in a process that did not call `startJobs` (unit tests, scripts): a job sent there
// is only stored.
import { PgBoss } from 'pg-boss'

import { database } from './db.server'
import { logger } from './logger.server'

/** What a job's run is given besides its data. */
export type JobContext = {
  id: string
  /** 1 for the first try, 2 for the first retry… */
  attempt: number
  /** Aborted when the run outlives its timeout or the server stops. */
  signal: AbortSignal
}

export type Job<Data extends object = Record<string, never>> = {
  /** The queue's name: lowercase words joined by dashes (`trash-purge`). */
  name: string
  /** What the account page calls it (`Trash purge`). */
  title: string
  /**
   * `app`: work for the whole app, seen by the site owner only. `owner`: work for one stylist,
   * whose id every send carries as `ownerId` in the data; she sees her own runs only.
   */
  scope: 'app' | 'owner'
  /** When it runs by itself: a cron expression in UTC. None or null: only when sent. */
  cron?: string | null
  /** An `app` job that also runs when an instance starts (leftovers, fresh statistics). */
  runAtStart?: boolean
  /** How many more tries a run that throws gets (default 3). */
  retries?: number
  /** The wait before the first retry (default 30 s); it doubles for each retry after it, up to an hour. */
  retryDelaySeconds?: number
  /** How long a run may take before it counts as failed and is retried (default 5 minutes). */
  timeoutSeconds?: number
  /** The work. What it returns (a count, a summary) is logged with the run and kept with it. */
  run: (data: Data, context: JobContext) => Promise<unknown>
}

/** Names a job's definition; the type of its data follows from `run`. */
export function defineJob<Data extends object = Record<string, never>>(job: Job<Data>): Job<Data> {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(job.name)) {
    throw new Error(`Job name "${job.name}": lowercase words joined by dashes.`)
  }
  if (job.runAtStart && job.scope !== 'app') {
    throw new Error(`Job "${job.name}" is one stylist's: only an app job runs at start.`)
  }
  return job
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs of any data
export type AnyJob = Job<any>

/** Finished runs (and failures) are kept this long: the Jobs section reads them. */
export const KEEP_RUNS_SECONDS = 2 * 24 * 60 * 60
/** How often an idle worker asks for work; a job sent by this process wakes it at once. */
const POLL_SECONDS = 30
/** How long a stop waits for runs in flight before failing them (they are retried). */
const STOP_WAIT_MS = 5000

/** The job queue's schema, beside the app's own `public` tables (which alone are backed up). */
export const JOBS_SCHEMA = 'pgboss'

type Queue = { boss: PgBoss; running: boolean }

let queue: Promise<Queue> | null = null
const workers = new Map<string, string>()
const queues = new Set<string>()

/**
 * The queue, started on first use: with `running`, this instance also keeps the schedules and
 * the queue's upkeep (expired runs, old runs deleted); without, it only stores jobs.
 */
function openQueue(running: boolean): Promise<Queue> {
  const embedded = database.kind === 'pglite'
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.runSql(text, values) },
    backend: embedded ? 'pglite' : 'postgres',
    schema: JOBS_SCHEMA,
    supervise: running,
    schedule: running,
    registerInstance: false,
    // Each idle pass is a statement: flows (jobs that wait on jobs) are not used here, and a
    // scheduled run is handed on within 15 s of its time (pg-boss's default is every 5 s each).
    flowIntervalSeconds: 60 * 60,
    cronWorkerIntervalSeconds: 15,
    openTelemetry: { enabled: false },
    // PGlite has no autovacuum (db-maintenance.server.ts does its work), and a concurrent
    // reindex needs a second connection.
    monitorVacuum: !embedded,
    reindex: !embedded,
  })
  boss.on('error', (error) => logger.error({ err: error }, 'Job queue error'))
  boss.on('warning', (warning) => logger.warn({ warning }, 'Job queue warning'))
  return boss.start().then(() => ({ boss, running }))
}

async function ensureQueue(job: AnyJob, boss: PgBoss) {
  if (queues.has(job.name)) return
  const options = {
    retryLimit: job.retries ?? 3,
    retryDelay: job.retryDelaySeconds ?? 30,
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    expireInSeconds: job.timeoutSeconds ?? 5 * 60,
    deleteAfterSeconds: KEEP_RUNS_SECONDS,
  }
  // `short`: at most one run of a key waits at a time (see sendJob).
  await boss.createQueue(job.name, { policy: 'short', ...options })
  await boss.updateQueue(job.name, options)
  queues.add(job.name)
}

type Claimed = { id: string; data: object; retryCount: number; signal: AbortSignal }

/** Runs one claimed job and logs how it went; a throw is a failed try (the queue retries it). */
async function runJob(job: AnyJob, claimed: Claimed): Promise<unknown> {
  const started = performance.now()
  const run = { job: job.name, id: claimed.id, attempt: claimed.retryCount + 1 }
  try {
    const result = await job.run(claimed.data, {
      id: claimed.id,
      attempt: run.attempt,
      signal: claimed.signal,
    })
    logger.info({ ...run, result, ms: Math.round(performance.now() - started) }, 'Job ran')
    return result
  } catch (error) {
    logger.error({ ...run, err: error }, 'Job failed')
    throw error
  }
}

/**
 * Starts this instance's workers for `jobs` and keeps their schedules: a job with a `cron` is
 * scheduled (an occurrence missed while no instance ran is run once), one without has any old
 * schedule removed. Every instance may start them: each run is claimed by one.
 */
export async function startJobs(
  jobs: AnyJob[],
  { pollSeconds = POLL_SECONDS }: { pollSeconds?: number } = {},
): Promise<void> {
  const began = performance.now()
  const names = jobs.map((job) => job.name)
  const twice = names.find((name, index) => names.indexOf(name) !== index)
  if (twice) throw new Error(`Two jobs are named "${twice}".`)
  const current = queue && (await queue.catch(() => null))
  if (current && !current.running) await stopJobs()
  queue ??= openQueue(true)
  const { boss } = await queue
  for (const job of jobs) {
    await ensureQueue(job, boss)
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC', missed: 'once' })
    else await boss.unschedule(job.name)
    if (workers.has(job.name)) continue
    const id = await boss.work<object>(
      job.name,
      { pollingIntervalSeconds: pollSeconds, batchSize: 1 },
      async ([claimed]) => (claimed ? runJob(job, claimed) : undefined),
    )
    workers.set(job.name, id)
  }
  for (const job of jobs) if (job.runAtStart) await sendJob(job, {}, { key: 'start' })
  logger.info({ jobs: names, ms: Math.round(performance.now() - began) }, 'Jobs started')
}

/**
 * Sends one run of `job`: now, or `delaySeconds` from now. With a `key`, at most one run per key
 * waits at a time (without one, one run of the job): sending again while one waits does nothing
 * and answers null — "send the digest for this capsule in 15 minutes, once". Answers the job's id.
 */
export async function sendJob<Data extends object>(
  job: Job<Data>,
  data: Data,
  options: { delaySeconds?: number; key?: string } = {},
): Promise<string | null> {
  if (job.scope === 'owner' && typeof (data as { ownerId?: unknown }).ownerId !== 'string') {
    throw new Error(`Job "${job.name}" is sent for one stylist: its data needs her ownerId.`)
  }
  queue ??= openQueue(false)
  const { boss } = await queue
  await ensureQueue(job, boss)
  const id = await boss.send(job.name, data, {
    startAfter: options.delaySeconds ?? 0,
    ...(options.key === undefined ? {} : { singletonKey: options.key }),
  })
  const worker = workers.get(job.name)
  if (id && worker) wake(boss, worker, options.delaySeconds ?? 0)
  return id
}

/** Timers that wake this instance's worker when a job it sent becomes due. */
const wakeUps = new Set<NodeJS.Timeout>()

/**
 * Wakes the worker at once, or when a delayed job becomes due, rather than at its next poll (up
 * to 30 s later): a digest goes out at the end of its window. Another instance's job is picked up
 * by its poll. The timers never keep the process alive and are cleared by stopJobs.
 */
function wake(boss: PgBoss, worker: string, delaySeconds: number) {
  if (delaySeconds <= 0) {
    boss.notifyWorker(worker)
    return
  }
  const timer = setTimeout(
    () => {
      wakeUps.delete(timer)
      boss.notifyWorker(worker)
    },
    delaySeconds * 1000 + 250,
  )
  timer.unref()
  wakeUps.add(timer)
}

/** The started queue, for the Jobs section and the tests (starts a storing-only one if none). */
export async function jobQueue(): Promise<PgBoss> {
  queue ??= openQueue(false)
  return (await queue).boss
}

/** Stops the workers (waiting a few seconds for runs in flight) and the schedules' upkeep. */
export async function stopJobs(): Promise<void> {
  const current = queue
  queue = null
  for (const timer of wakeUps) clearTimeout(timer)
  wakeUps.clear()
  workers.clear()
  queues.clear()
  const started = await current?.catch(() => null)
  await started?.boss.stop({ graceful: true, timeout: STOP_WAIT_MS })
}
