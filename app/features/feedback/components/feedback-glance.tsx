import { Link } from 'react-router'

import { Badge } from '~/components/ui/badge'

import type { FeedbackGlance } from '../types'

/** "5 loved · 2 notes" (only what is there), with how many are new since she last looked. */
export function glanceText(glance: FeedbackGlance): string {
  const parts: [number, string][] = [
    [glance.loved, 'loved'],
    [glance.maybe, 'maybe'],
    [glance.notForMe, 'not for me'],
    [glance.notes, glance.notes === 1 ? 'note' : 'notes'],
    [glance.bought, 'bought'],
  ]
  return parts
    .filter(([count]) => count > 0)
    .map(([count, label]) => `${count} ${label}`)
    .join(' · ')
}

/** The capsule card's line: the counts, linking to the Feedback view (above the card's link). */
export function FeedbackGlanceLine({
  capsuleId,
  glance,
}: {
  capsuleId: string
  glance: FeedbackGlance
}) {
  return (
    <p className="relative z-10 flex flex-wrap items-center gap-2 text-sm">
      <Link
        to={`/dashboard/capsules/${capsuleId}?tab=feedback`}
        className="font-medium text-accent underline-offset-4 hover:underline"
      >
        <span className="sr-only">Feedback: </span>
        {glanceText(glance)}
      </Link>
      {glance.unread > 0 ? <Badge tone="accent">{glance.unread} new</Badge> : null}
    </p>
  )
}
