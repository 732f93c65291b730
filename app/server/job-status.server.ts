// How the jobs are doing, for the account page's Jobs section: each job's last run, next run and
// failures, read from the runs the queue keeps (jobs.server.ts keeps them two days).
import { database } from './db.server'
import { type AnyJob, jobQueue, JOBS_SCHEMA } from './jobs.server'

export type JobStatus = {
  name: string
  title: string
  /** The last try that ended (or failed), ISO time. */
  lastRun: { at: string; ok: boolean } | null
  /** When it runs next: its schedule's next time, or a run already waiting (a retry). */
  nextRun: string | null
  running: boolean
  /** Tries that failed in the last 24 hours. */
  failures: number
  /** The latest failed try still kept: when, and what it said. */
  lastError: { at: string; message: string } | null
}

/** Who is looking: the site owner sees the app's own jobs; every stylist her own runs. */
export type JobViewer = { ownerId: string; siteOwner: boolean }

type Row = {
  name: string
  last_at: string | null
  last_ok: boolean | null
  running: boolean
  next_at: string | null
  failures: number
  error_at: string | null
  error: string | null
}

const MAX_ERROR_LENGTH = 300

const iso = (time: string | null) => (time ? new Date(time).toISOString() : null)

/**
 * The jobs `viewer` may see, in the order given: the `app` jobs for the site owner only (their
 * runs concern every account), the `owner` jobs for everyone, counting only her own runs.
 */
export async function listJobs(jobs: AnyJob[], viewer: JobViewer): Promise<JobStatus[]> {
  const visible = jobs.filter((job) => job.scope === 'owner' || viewer.siteOwner)
  if (visible.length === 0) return []
  const boss = await jobQueue()
  const owned = visible.filter((job) => job.scope === 'owner').map((job) => job.name)
  const table = `${JOBS_SCHEMA}.job`
  // A try's end: a finished run's end, a retry's start (its failure is not stamped).
  const { rows } = (await database.runSql(
    `with runs as (
       select name, state, retry_count, start_after, output,
         coalesce(completed_on, started_on) as ended
       from ${table}
       where name = any($1::text[]) and (name <> all($2::text[]) or data->>'ownerId' = $3)
     ),
     latest as (
       select distinct on (name) name, ended, state = 'completed' as ok from runs
       where state in ('completed', 'failed', 'retry') order by name, ended desc
     ),
     failed as (
       select distinct on (name) name, ended, output->>'message' as message from runs
       where state in ('failed', 'retry') order by name, ended desc
     )
     select r.name, l.ended::text as last_at, l.ok as last_ok,
       bool_or(r.state = 'active') as running,
       (min(r.start_after) filter (where r.state in ('created', 'retry')))::text as next_at,
       coalesce(sum(r.retry_count + case when r.state in ('failed', 'retry') then 1 else 0 end)
         filter (where r.ended > now() - interval '1 day'), 0)::int as failures,
       f.ended::text as error_at, f.message as error
     from runs r left join latest l using (name) left join failed f using (name)
     group by r.name, l.ended, l.ok, f.ended, f.message`,
    [visible.map((job) => job.name), owned, viewer.ownerId],
  )) as { rows: Row[] }
  const byName = new Map(rows.map((row) => [row.name, row]))
  return visible.map((job) => {
    const row = byName.get(job.name)
    const scheduled = job.cron ? boss.previewSchedule(job.cron, { count: 1 })[0] : undefined
    const waiting = iso(row?.next_at ?? null)
    const next = [scheduled?.toISOString(), waiting]
      .filter((time) => time !== undefined && time !== null)
      .sort()[0]
    return {
      name: job.name,
      title: job.title,
      lastRun: row?.last_at ? { at: iso(row.last_at)!, ok: Boolean(row.last_ok) } : null,
      nextRun: next ?? null,
      running: row?.running ?? false,
      failures: row?.failures ?? 0,
      lastError:
        row?.error_at && row.error !== null
          ? { at: iso(row.error_at)!, message: row.error.slice(0, MAX_ERROR_LENGTH) }
          : null,
    }
  })
}
