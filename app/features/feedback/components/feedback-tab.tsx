import { useState } from 'react'

import { Badge } from '~/components/ui/badge'
import { cx } from '~/components/ui/cx'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon, type IconName } from '~/components/ui/icon'
import { LocalTime } from '~/components/ui/local-time'
import { pieceAnchor } from '~/features/activity'
import { StylistThread } from '~/features/conversation'
import { CAPSULE_THREAD, type Reaction, REACTION_LABELS, REACTIONS } from '~/lib/feedback'
import { photoUrl } from '~/lib/photo-urls'

import type { FeedbackEntry } from '../types'
import { type PieceRow, piecesOf, type ThreadView } from './pieces'

/** One piece of feedback as the dashboard receives it (its date may arrive as text). */
export type FeedbackEntryView = Omit<FeedbackEntry, 'updatedAt'> & { updatedAt: string | Date }

const ICONS: Record<Reaction, IconName> = { love: 'heart', maybe: 'circle-help', no: 'thumbs-down' }

type Filter = Reaction | 'all'

function PieceCard({
  row,
  capsuleId,
  clientName,
  since,
}: {
  row: PieceRow
  capsuleId: string
  clientName: string
  since: string | null
}) {
  return (
    <li
      id={pieceAnchor(row.target)}
      className="flex min-w-0 scroll-mt-24 flex-col gap-4 p-4 sm:flex-row sm:p-5"
    >
      <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-sunken text-line-strong">
        {row.photo ? (
          <img
            src={photoUrl(row.photo, row.photo.widths[0] ?? 'large')}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <Icon name="layers" className="size-6" />
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-medium break-words text-ink">{row.name}</h3>
            <span className="text-xs text-muted">{row.kind === 'outfit' ? 'Outfit' : 'Item'}</span>
          </div>
          {row.reaction || row.bought ? (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {row.reaction ? (
                <Badge
                  tone={row.reaction === 'love' ? 'accent' : 'neutral'}
                  icon={<Icon name={ICONS[row.reaction]} />}
                >
                  {REACTION_LABELS[row.reaction]}
                </Badge>
              ) : null}
              {row.bought ? (
                <Badge tone="success" icon={<Icon name="shopping-bag" />}>
                  Bought
                </Badge>
              ) : null}
            </div>
          ) : null}
          <p className="mt-2 text-xs text-muted">
            <LocalTime value={row.at} />
          </p>
        </div>
        <StylistThread
          capsuleId={capsuleId}
          target={row.target}
          thread={row.thread}
          clientName={clientName}
          since={since}
        />
      </div>
    </li>
  )
}

/**
 * The client's feedback and the conversation, newest first, filterable by reaction: each piece
 * with her reaction, her Bought tick and its thread, where the stylist replies; the thread about
 * the whole capsule above them.
 */
export function FeedbackTab({
  entries,
  threads,
  capsuleId,
  clientName,
  since,
  clientMailOff,
}: {
  entries: FeedbackEntryView[]
  threads: ThreadView[]
  capsuleId: string
  clientName: string
  /** When she last looked at this view before now (null: never). */
  since: string | null
  /** The client turned off the e-mails about replies. */
  clientMailOff: boolean
}) {
  const [filter, setFilter] = useState<Filter>('all')
  const rows = piecesOf(entries, threads)
  const visible = filter === 'all' ? rows : rows.filter((row) => row.reaction === filter)
  const options: [Filter, string][] = [
    ['all', 'All'],
    ...REACTIONS.map((reaction): [Filter, string] => [reaction, REACTION_LABELS[reaction]]),
  ]
  const first = clientName.split(' ')[0] || clientName
  return (
    <section aria-labelledby="feedback-title" className="flex flex-col gap-6">
      <h2 id="feedback-title" className="sr-only">
        Feedback
      </h2>
      {clientMailOff ? (
        <p className="flex items-start gap-2 text-sm text-muted">
          <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
          {first} turned off e-mails about your replies: she sees them on her capsule page.
        </p>
      ) : null}
      <article
        id={pieceAnchor(CAPSULE_THREAD)}
        aria-labelledby="capsule-thread-title"
        className="scroll-mt-24 rounded-2xl border border-line bg-surface p-4 sm:p-5"
      >
        <h3 id="capsule-thread-title" className="mb-3 font-medium text-ink">
          About the whole capsule
        </h3>
        <StylistThread
          capsuleId={capsuleId}
          target={CAPSULE_THREAD}
          thread={threads.find((thread) => thread.target === CAPSULE_THREAD)}
          clientName={clientName}
          since={since}
        />
      </article>
      {rows.length === 0 ? (
        <EmptyState
          icon={<Icon name="message-square" />}
          title="No feedback yet"
          description="When your client reacts to a piece, writes a note or ticks something as bought on her capsule page, it shows here."
        />
      ) : (
        <>
          <div role="group" aria-label="Filter by reaction" className="flex flex-wrap gap-2">
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
            <ul
              aria-label="Pieces"
              className="divide-y divide-line rounded-2xl border border-line bg-surface"
            >
              {visible.map((row) => (
                <PieceCard
                  key={row.target}
                  row={row}
                  capsuleId={capsuleId}
                  clientName={clientName}
                  since={since}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
