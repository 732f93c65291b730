import { Card } from '~/components/ui/card'
import { LocalTime } from '~/components/ui/local-time'
import { plural } from '~/lib/plural'

import type { PieceClicks } from '../rules.server'

/** The pieces her clients pressed Shop Now on, most clicked first. */
export function PieceClickList({ pieces }: { pieces: PieceClicks[] }) {
  if (pieces.length === 0) {
    return (
      <p className="text-sm text-muted">
        No clicks yet. When a client presses Shop Now on her capsule, the piece appears here.
      </p>
    )
  }
  return (
    <Card as="ul" className="divide-y divide-line" aria-label="Clicks per piece">
      {pieces.map((piece) => (
        <li
          key={piece.itemId}
          className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5"
        >
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words">{piece.name}</p>
            <p className="text-sm break-words text-muted">
              {piece.clientName}
              {piece.capsuleName ? ` · ${piece.capsuleName}` : ''}
            </p>
          </div>
          <div className="text-sm sm:text-right">
            <p className="font-medium tabular-nums">
              {plural(piece.clicks, 'click')}
              {piece.affiliateClicks > 0 ? `, ${piece.affiliateClicks} through your rules` : ''}
            </p>
            <p className="text-muted">
              Last <LocalTime value={piece.lastClickAt} />
            </p>
          </div>
        </li>
      ))}
    </Card>
  )
}
