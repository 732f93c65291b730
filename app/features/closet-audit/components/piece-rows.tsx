import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'

import type { SharedPiece } from '../types'

/**
 * Pieces one a row: photo, name, brand and size, and the note for her client. On paper as on screen (the
 * printable list), so each row stays whole across a page break.
 */
export function PieceRows({ pieces }: { pieces: SharedPiece[] }) {
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-surface print:rounded-none print:border-0 print:border-y">
      {pieces.map((piece) => (
        <li key={piece.id} className="flex items-start gap-4 p-4 break-inside-avoid print:px-0">
          <div className="w-16 shrink-0 overflow-hidden rounded-lg bg-sunken sm:w-20">
            {piece.photo ? (
              <Photo
                photo={piece.photo}
                alt={piece.name}
                sizes="80px"
                priority
                className="aspect-[4/5] w-full object-cover"
              />
            ) : (
              <div className="grid aspect-[4/5] place-items-center text-muted">
                <Icon name="shirt" className="size-6" />
              </div>
            )}
          </div>
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words">{piece.name}</p>
            {piece.brand || piece.size ? (
              <p className="text-sm text-muted">
                {[piece.brand, piece.size ? `Size ${piece.size}` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
            {piece.clientNote ? (
              <p className="mt-1 text-sm break-words">{piece.clientNote}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
