import { Badge } from '~/components/ui/badge'
import { Icon } from '~/components/ui/icon'
import { LocalTime } from '~/components/ui/local-time'
import { plural } from '~/lib/plural'
import type { JobStatus } from '~/server/job-status.server'

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2 sm:block">
      <dt className="text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}

function JobRow({ job }: { job: JobStatus }) {
  const failedLast = job.lastRun !== null && !job.lastRun.ok
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
        <Icon
          name={failedLast ? 'circle-alert' : 'circle-check'}
          className={failedLast ? 'size-5 text-amber-700' : 'size-5 text-success'}
        />
        {job.title}
        {job.running ? <Badge tone="accent">Running</Badge> : null}
        {failedLast ? <Badge tone="warning">Last run failed</Badge> : null}
      </p>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-3 sm:gap-4">
        <Fact label="Last run">
          {job.lastRun ? <LocalTime value={job.lastRun.at} /> : 'Not yet'}
        </Fact>
        <Fact label="Next run">
          {job.nextRun ? <LocalTime value={job.nextRun} /> : 'When needed'}
        </Fact>
        <Fact label="Failures, 24 hours">
          {job.failures > 0 ? (
            <span className="font-medium text-amber-800">
              {plural(job.failures, 'failed try', 'failed tries')}
            </span>
          ) : (
            'None'
          )}
        </Fact>
      </dl>
      {job.lastError ? (
        <p className="mt-2 rounded-lg bg-sunken px-3 py-2 text-sm break-words text-muted">
          Last error (<LocalTime value={job.lastError.at} />
          ): {job.lastError.message}
        </p>
      ) : null}
    </li>
  )
}

/** The account page's Jobs: each job's last run, next run and failed tries. */
export function JobList({ jobs }: { jobs: JobStatus[] }) {
  return (
    <ul className="divide-y divide-line">
      {jobs.map((job) => (
        <JobRow key={job.name} job={job} />
      ))}
    </ul>
  )
}
