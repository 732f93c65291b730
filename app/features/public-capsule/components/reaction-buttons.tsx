import type { FormEvent } from 'react'

import { cx } from '~/components/ui/cx'
import { Icon, type IconName } from '~/components/ui/icon'
import { type Reaction, REACTION_LABELS, REACTIONS } from '~/lib/feedback'

import { useFeedback } from './feedback-context'

const ICONS: Record<Reaction, IconName> = { love: 'heart', maybe: 'circle-help', no: 'thumbs-down' }

/**
 * Love it / Maybe / Not for me for one item or outfit: toggle buttons (aria-pressed); choosing
 * one replaces the previous, choosing it again clears it. A real form: without scripts the
 * choice is posted and the browser comes back to the capsule.
 */
export function ReactionButtons({
  target,
  name,
  compact = false,
  autoFocus = false,
}: {
  target: string
  /** The piece's name, for the group's label. */
  name: string
  /** Icons only (the item tiles); the names stay the buttons' accessible names. */
  compact?: boolean
  /** In a dialog: its first button takes the focus (not the note field, which opens a keyboard). */
  autoFocus?: boolean
}) {
  const { action, canGiveFeedback, get, save } = useFeedback()
  const current = get(target)?.reaction ?? null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const chosen = submitter?.value as Reaction | undefined
    if (!chosen) return
    void save(target, { reaction: current === chosen ? null : chosen })
  }

  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      className={compact ? 'mt-2' : undefined}
    >
      <input type="hidden" name="target" value={target} />
      <fieldset
        aria-label={`Your reaction to ${name}`}
        className={cx(
          'm-0 min-w-0 gap-2 border-0 p-0',
          compact ? 'flex flex-wrap' : 'grid grid-cols-3',
        )}
      >
        {REACTIONS.map((reaction, index) => {
          const pressed = current === reaction
          return (
            <button
              key={reaction}
              type="submit"
              name="reaction"
              value={reaction}
              aria-pressed={pressed}
              aria-label={compact ? REACTION_LABELS[reaction] : undefined}
              title={compact ? REACTION_LABELS[reaction] : undefined}
              disabled={!canGiveFeedback}
              data-autofocus={autoFocus && index === 0 ? true : undefined}
              className={cx(
                'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border text-sm font-medium transition motion-reduce:transition-none',
                'disabled:cursor-not-allowed disabled:opacity-50',
                compact ? 'min-w-11' : 'px-2 whitespace-nowrap',
                pressed
                  ? reaction === 'love'
                    ? 'border-accent bg-accent text-white'
                    : 'border-ink bg-ink text-canvas'
                  : 'border-line bg-surface text-muted hover:not-disabled:border-line-strong hover:not-disabled:text-ink',
              )}
            >
              <Icon
                name={ICONS[reaction]}
                className={cx('size-4', pressed && reaction === 'love' && 'fill-current')}
              />
              {compact ? null : REACTION_LABELS[reaction]}
            </button>
          )
        })}
      </fieldset>
    </form>
  )
}
