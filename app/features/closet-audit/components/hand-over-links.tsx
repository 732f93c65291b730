import { Link } from 'react-router'

import { LIST_DECISIONS, LIST_TITLES } from '../decisions'
import type { SharedPiece } from '../types'

/** The four lists to hand over, each to print (a page of its own) or download as a PDF. */
export function HandOverLinks({
  clientId,
  auditId,
  pieces,
}: {
  clientId: string
  auditId: string
  pieces: SharedPiece[]
}) {
  return (
    <section aria-labelledby="hand-over">
      <h2 id="hand-over" className="mb-3 font-display text-xl font-medium">
        Lists to hand over
      </h2>
      <ul className="flex flex-wrap gap-2">
        {LIST_DECISIONS.map((decision) => {
          const count = pieces.filter((piece) => piece.decision === decision).length
          const base = `/dashboard/clients/${clientId}/audit/${auditId}/${decision}`
          return (
            <li
              key={decision}
              className="flex items-center gap-1 rounded-full border border-line bg-surface py-1 pr-1 pl-4 text-sm"
            >
              <Link
                to={base}
                className="min-h-9 content-center font-medium text-accent hover:underline"
              >
                {LIST_TITLES[decision]} ({count})
              </Link>
              <a
                href={`${base}/pdf`}
                download
                aria-label={`${LIST_TITLES[decision]} as a PDF`}
                className="grid min-h-9 place-items-center rounded-full px-3 text-xs font-semibold text-muted hover:bg-sunken hover:text-ink"
              >
                PDF
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
