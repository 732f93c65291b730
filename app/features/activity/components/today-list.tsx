import { Link, useFetcher } from 'react-router'

import { Alert } from '~/components/ui/alert'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { LocalTime } from '~/components/ui/local-time'

import type { TodayEntry, TodayGroup } from '../activity.server'

/** One entry: a link to where it happened (seen once opened), and Mark done. */
function EntryRow({ entry }: { entry: TodayEntry }) {
  const done = useFetcher<{ formError?: string }>()
  const busy = done.state !== 'idle'
  const error = busy ? undefined : done.data?.formError
  // Done: it leaves the list at once (kept mounted, hidden, while the page's data follows).
  const gone = busy || (done.data !== undefined && error === undefined)
  return (
    <li
      hidden={gone}
      className="flex min-w-0 flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <Badge tone={entry.seen ? 'neutral' : 'accent'}>{entry.label}</Badge>
          {entry.seen ? null : <span className="font-semibold text-accent">Unread</span>}
          <LocalTime value={entry.createdAt} />
        </div>
        {/* Its loader marks it seen and sends her on to where it happened. */}
        <Link
          to={`/dashboard/today/${entry.id}`}
          className="mt-2 block font-medium break-words text-ink underline-offset-4 hover:text-accent hover:underline"
        >
          {entry.summary}
        </Link>
        {error ? (
          <div className="mt-3">
            <Alert tone="error">{error}</Alert>
          </div>
        ) : null}
      </div>
      <done.Form method="post" className="shrink-0">
        <input type="hidden" name="intent" value="mark-done" />
        <input type="hidden" name="id" value={entry.id} />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          busy={busy}
          aria-label={`Mark done: ${entry.summary}`}
        >
          Mark done
        </Button>
      </done.Form>
    </li>
  )
}

/** What needs her, grouped by client (newest first); what came from no client in its own group. */
export function TodayList({ groups }: { groups: TodayGroup[] }) {
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => {
        const key = group.client?.id ?? 'none'
        const title = group.client?.name ?? 'Not a client yet'
        return (
          <Card as="section" key={key} aria-labelledby={`today-${key}`} className="min-w-0">
            <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line px-4 py-3 sm:px-5">
              <h2 id={`today-${key}`} className="font-display text-xl font-medium break-words">
                {title}
              </h2>
              {group.client ? (
                <Link
                  to={`/dashboard/clients/${group.client.id}`}
                  className="text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
                  aria-label={`${group.client.name}’s profile`}
                >
                  Profile
                </Link>
              ) : null}
            </header>
            <ul className="divide-y divide-line">
              {group.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </ul>
          </Card>
        )
      })}
    </div>
  )
}
