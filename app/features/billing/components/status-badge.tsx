import { Badge, type BadgeTone } from '~/components/ui/badge'

import { type DisplayStatus, STATUS_LABELS } from '../invoice-view'

const TONES: Record<DisplayStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'accent',
  partly_paid: 'warning',
  paid: 'success',
  overdue: 'warning',
  void: 'neutral',
}

/** An invoice's status as a person reads it: Draft, Sent, Partly paid, Paid, Overdue or Void. */
export function StatusBadge({ status }: { status: DisplayStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>
}
