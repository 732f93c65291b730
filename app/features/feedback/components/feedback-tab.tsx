import { Icon, type IconName } from '~/components/ui/icon'
import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { LocalTime } from '~/components/ui/local-time'
import { cx } from '~/components/ui/cx'
import { EmptyState } from '~/components/ui/empty-state'
import { photoUrl } from '~/lib/photo-urls'
import { REACTION_LABELS, REACTIONS, type Reaction } from '~/lib/feedback'
import type { FeedbackEntry } from '../types'

/** One piece of feedback as the dashboard receives it (its date may arrive as text). */
export type FeedbackEntryView = Omit<FeedbackEntry, 'updatedAt'> & { updatedAt: string | Date }

const ICONS: Record<Reaction, IconName> = { love: 'heart', maybe: 'circle-help', no: 'thumbs-down' }

type Filter = Reaction | 'all'

/** The client's feedback, newest first, filterable by reaction. */
export function FeedbackTab({ entries }: { entries: FeedbackEntryView[] }) {
  const [filter, setFilter] = useState<Filter>('all')
  const seen = useFetcher()
  const { submit } = seen
  const shown = entries.length > 0
  // Shown to her: what the client said so far is no longer new (an explicit POST, never a GET),
  // without loading the page again.
  useEffect(() => {
    if (!shown) return
    void submit(
      { intent: 'mark-feedback-seen' },
      { method: 'post', defaultShouldRevalidate: false },
    )
  }, [shown, submit])
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="message-square" />}
        title="No feedback yet"
        description="When your client reacts to a piece, writes a note or ticks something as bought on her capsule page, it shows here."
      />
    )
  }
  const visible = filter === 'all' ? entries : entries.filter((entry) => entry.reaction === filter)
  const options: [Filter, string][] = [
    ['all', 'All'],
    ...REACTIONS.map((reaction): [Filter, string] => [reaction, REACTION_LABELS[reaction]]),
  ]
  return (
    <section aria-labelledby="feedback-title">
      <h2 id="feedback-title" className="sr-only">
        Feedback
      </h2>
      <div role="group" aria-label="Filter by reaction" className="mb-6 flex flex-wrap gap-2">
        {options.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={cx(
              'min-h-11 rounded-full border px-4 text-sm font-medium transition motion-reduce:transition-none',
              filter === value
                ? 'border-ink bg-ink text-canvas'
                : 'border-line bg-surface text-muted hover:border-line-strong hover:text-ink',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {visible.length === 0 ? (
        <p className="py-10 text-center text-muted">No feedback with this reaction.</p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
          {visible.map((entry) => {
            return (
              <li key={entry.target} className="flex min-w-0 gap-4 p-4 sm:p-5">
                <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-sunken text-line-strong">
                  {entry.photo ? (
                    <img
                      src={photoUrl(entry.photo, entry.photo.widths[0] ?? 'large')}
                      alt=""
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  ) : (
                    <Icon name="layers" className="size-6" />
                  )}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className="font-medium break-words text-ink">{entry.name}</h3>
                    <span className="text-xs text-muted">
                      {entry.kind === 'outfit' ? 'Outfit' : 'Item'}
                    </span>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    {entry.reaction ? (
                      <Badge
                        tone={entry.reaction === 'love' ? 'accent' : 'neutral'}
                        icon={<Icon name={ICONS[entry.reaction]} />}
                      >
                        {REACTION_LABELS[entry.reaction]}
                      </Badge>
                    ) : null}
                    {entry.bought ? (
                      <Badge tone="success" icon={<Icon name="shopping-bag" />}>
                        Bought
                      </Badge>
                    ) : null}
                  </div>
                  {entry.note ? (
                    <p className="mt-2 text-sm break-words whitespace-pre-line text-ink">
                      “{entry.note}”
                    </p>
                  ) : null}
                  <p className="mt-2 text-xs text-muted">
                    <LocalTime value={entry.updatedAt} />
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
