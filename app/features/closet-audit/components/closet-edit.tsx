import { LocalTime } from '~/components/ui/local-time'

import { type Decision, LIST_TITLES } from '../decisions'
import type { ClosetEdit } from '../types'
import { PieceRows } from './piece-rows'

const TITLES: Partial<Record<Decision, string>> = { ...LIST_TITLES, keep: 'What stays' }
const ORDER: Decision[] = ['tailor', 'donate', 'consign', 'sell', 'keep']

/** Her closet edit: each list to hand over with its notes, then what stays. */
export function ClosetEditView({
  edit,
  headingLevel = 2,
}: {
  edit: ClosetEdit
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const lists = ORDER.flatMap((decision) => {
    const list = edit.lists.find((entry) => entry.decision === decision)
    return list && list.pieces.length > 0 ? [list] : []
  })
  return (
    <div className="space-y-10">
      <p className="text-sm text-muted">
        From the closet audit of <LocalTime value={edit.doneAt} format="date" />.
      </p>
      {lists.map((list) => (
        <section key={list.decision} aria-labelledby={`edit-${list.decision}`}>
          <Heading id={`edit-${list.decision}`} className="mb-3 font-display text-2xl font-medium">
            {TITLES[list.decision]}{' '}
            <span className="text-base text-muted">({list.pieces.length})</span>
          </Heading>
          <PieceRows pieces={list.pieces} />
        </section>
      ))}
    </div>
  )
}
