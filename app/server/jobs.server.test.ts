// The job mechanism on the test's own database (PGlite, or PostgreSQL with DATABASE_URL): what a
// job does when sent, retried, keyed, delayed and scheduled, and what the Jobs section shows.
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { database, db } from './db.server'
import { listJobs } from './job-status.server'
import { defineJob, jobQueue, sendJob, startJobs, stopJobs } from './jobs.server'
import { logger } from './logger.server'
import { rowsOf } from './open-database.server'

afterEach(async () => {
  await stopJobs()
  vi.restoreAllMocks()
})

/** The failures a test provokes are logged (as in production), not printed here. */
const failuresLogged = () => vi.spyOn(logger, 'error').mockImplementation(() => undefined)

/** Fast polling: a test waits for runs, not for the production interval. */
const FAST = { pollSeconds: 0.5 }
/** How long a test waits for a run: a loaded machine (CI, PostgreSQL) takes more than the 1 s default. */
const PATIENCE = { timeout: 25_000 }
const OWNER = { ownerId: 'owner', siteOwner: true }

type Row = { state: string; retry_count: number; delayed: boolean; output: unknown }

/** The runs of one job as the queue keeps them; `delayed`: it waits beyond its last try's start. */
const runsOf = (name: string) =>
  database
    .runSql(
      `select state, retry_count, output, start_after > coalesce(started_on, created_on) as delayed
       from pgboss.job where name = $1 order by created_on`,
      [name],
    )
    .then(({ rows }) => rows as Row[])

const settled = (name: string, state: string) =>
  expect.poll(async () => (await runsOf(name)).map((run) => run.state), PATIENCE).toContain(state)

describe('one job mechanism', () => {
  test('a sent job runs once with its data, and its run is shown', async () => {
    const seen: unknown[] = []
    const greet = defineJob<{ name: string }>({
      name: 'greet',
      title: 'Greeting',
      scope: 'app',
      run: async (data) => {
        seen.push(data)
        return { greeted: data.name }
      },
    })
    await startJobs([greet], FAST)
    expect(await sendJob(greet, { name: 'Bianca' })).toEqual(expect.any(String))
    await settled('greet', 'completed')
    expect(seen).toEqual([{ name: 'Bianca' }])
    expect((await runsOf('greet'))[0]?.output).toEqual({ greeted: 'Bianca' })

    const [status] = await listJobs([greet], OWNER)
    expect(status).toMatchObject({ title: 'Greeting', running: false, failures: 0, nextRun: null })
    expect(status?.lastRun?.ok).toBe(true)
    expect(status?.lastError).toBeNull()
  })

  test('a run that throws waits, is tried again, and every failed try is counted and shown', async () => {
    const logged = failuresLogged()
    const attempts: number[] = []
    const flaky = defineJob({
      name: 'flaky-shop',
      title: 'Stock check',
      scope: 'app',
      retries: 2,
      retryDelaySeconds: 1,
      run: async (_data, { attempt }) => {
        attempts.push(attempt)
        throw new Error('The shop did not answer.')
      },
    })
    await startJobs([flaky], FAST)
    await sendJob(flaky, {})
    // After a failed try, the next one waits (backoff) rather than running at once.
    await expect
      .poll(async () => (await runsOf('flaky-shop'))[0], PATIENCE)
      .toMatchObject({
        state: 'retry',
        delayed: true,
      })
    await settled('flaky-shop', 'failed')
    expect(attempts).toEqual([1, 2, 3])
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'flaky-shop', attempt: 3 }),
      'Job failed',
    )

    const [status] = await listJobs([flaky], OWNER)
    expect(status?.lastRun?.ok).toBe(false)
    expect(status?.failures).toBe(3)
    expect(status?.lastError?.message).toBe('The shop did not answer.')
  })

  test('with a key, one run waits at a time: sending it again meanwhile does nothing', async () => {
    const digest = defineJob<{ ownerId: string; capsuleId: string }>({
      name: 'digest',
      title: 'Feedback digests',
      scope: 'owner',
      run: async () => undefined,
    })
    const later = { delaySeconds: 15 * 60 }
    const first = await sendJob(digest, { ownerId: 'a', capsuleId: 'c1' }, { ...later, key: 'c1' })
    expect(first).toEqual(expect.any(String))
    expect(await sendJob(digest, { ownerId: 'a', capsuleId: 'c1' }, { ...later, key: 'c1' })).toBe(
      null,
    )
    expect(
      await sendJob(digest, { ownerId: 'a', capsuleId: 'c2' }, { ...later, key: 'c2' }),
    ).toEqual(expect.any(String))
    expect((await runsOf('digest')).map((run) => run.state)).toEqual(['created', 'created'])

    // Nothing was started here: nothing runs, and the next run is the waiting one.
    const [status] = await listJobs([digest], { ownerId: 'a', siteOwner: false })
    const next = new Date(status!.nextRun!).getTime()
    expect(next).toBeGreaterThan(Date.now() + 14 * 60_000)
    expect(next).toBeLessThan(Date.now() + 16 * 60_000)
    expect(status?.lastRun).toBeNull()
  })

  test("a stylist sees her own runs only; the app's jobs only the site owner", async () => {
    failuresLogged()
    const check = defineJob<{ ownerId: string }>({
      name: 'stock-check',
      title: 'Stock checks',
      scope: 'owner',
      retries: 0,
      run: async ({ ownerId }) => {
        if (ownerId === 'ada') throw new Error('A shop refused the check.')
      },
    })
    const purge = defineJob({ name: 'purge', title: 'Purge', scope: 'app', run: async () => 0 })
    await startJobs([check, purge], FAST)
    // One key per stylist, as the app sends them: without one, bea's run is dropped while ada's
    // still waits (one run of a job waits at a time).
    await sendJob(check, { ownerId: 'ada' }, { key: 'ada' })
    await sendJob(check, { ownerId: 'bea' }, { key: 'bea' })
    await expect
      .poll(async () => (await runsOf('stock-check')).map((run) => run.state).sort(), PATIENCE)
      .toEqual(['completed', 'failed'])

    const [ada] = await listJobs([check, purge], { ownerId: 'ada', siteOwner: false })
    expect(ada).toMatchObject({ title: 'Stock checks', failures: 1 })
    expect(ada?.lastError?.message).toBe('A shop refused the check.')
    const bea = await listJobs([check, purge], { ownerId: 'bea', siteOwner: false })
    expect(bea.map((job) => job.title)).toEqual(['Stock checks'])
    expect(bea[0]).toMatchObject({ failures: 0, lastError: null, lastRun: { ok: true } })
    const owner = await listJobs([check, purge], { ownerId: 'cleo', siteOwner: true })
    expect(owner.map((job) => job.title)).toEqual(['Stock checks', 'Purge'])
    expect(owner[0]).toMatchObject({ failures: 0, lastRun: null })
    expect(await listJobs([purge], { ownerId: 'bea', siteOwner: false })).toEqual([])
  })

  test('a periodic job is scheduled, runs at start if asked, and an emptied cron switches it off', async () => {
    let runs = 0
    const daily = {
      name: 'daily-check',
      title: 'Daily check',
      scope: 'app' as const,
      runAtStart: true,
      run: async () => {
        runs++
      },
    }
    await startJobs([defineJob({ ...daily, cron: '0 6 * * *' })], FAST)
    const boss = await jobQueue()
    expect((await boss.getSchedules('daily-check')).map((row) => row.cron)).toEqual(['0 6 * * *'])
    await expect.poll(() => runs, { timeout: 20_000 }).toBe(1)
    const [status] = await listJobs([defineJob({ ...daily, cron: '0 6 * * *' })], OWNER)
    const next = new Date(status!.nextRun!)
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([6, 0])
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60_000)

    await stopJobs()
    await startJobs([defineJob({ ...daily, cron: null, runAtStart: false })], FAST)
    expect(await (await jobQueue()).getSchedules('daily-check')).toEqual([])
  })

  test('names are checked: two jobs of one name, or a bad name, do not start', async () => {
    const job = { title: 'Job', scope: 'app' as const, run: async () => undefined }
    await expect(
      startJobs([defineJob({ ...job, name: 'twin' }), defineJob({ ...job, name: 'twin' })]),
    ).rejects.toThrow('Two jobs are named "twin".')
    expect(() => defineJob({ ...job, name: 'Trash Purge' })).toThrow('lowercase words')
  })

  test("a job for one stylist is refused without her id, and can't run at start", async () => {
    const job = { name: 'mine', title: 'Mine', scope: 'owner' as const, run: async () => 0 }
    await expect(sendJob(defineJob(job), {})).rejects.toThrow('needs her ownerId')
    expect(() => defineJob({ ...job, runAtStart: true })).toThrow('only an app job runs at start')
  })
})

describe('the database handle the jobs run on', () => {
  test('a script that fails inside its own transaction leaves nothing open', async () => {
    await expect(
      database.runSql(`begin; create table half_done (id int); select 1 / 0; commit;`),
    ).rejects.toThrow(/division by zero/)
    // The connection is usable at once, and the failed script left no trace.
    const [row] = await rowsOf<{ present: boolean }>(
      db,
      sql`select to_regclass('half_done') is not null as present`,
    )
    expect(row?.present).toBe(false)
    const { rows } = await database.runSql('select $1::int + 1 as next', [41])
    expect(rows).toEqual([{ next: 42 }])
  })

  test('binds dates, JSON and arrays as the queue expects', async () => {
    const { rows } = await database.runSql(
      `select $1::timestamptz = '2026-11-25T10:00:00Z' as same_time, $2::jsonb ->> 'a' as a,
         array_length($3::text[], 1) as length`,
      [new Date('2026-11-25T10:00:00Z'), { a: 'b' }, ['x', 'y']],
    )
    expect(rows).toEqual([{ same_time: true, a: 'b', length: 2 }])
  })
})
