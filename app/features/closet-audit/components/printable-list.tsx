import { Link } from 'react-router'

import { Button, buttonClasses } from '~/components/ui/button'
import { LocalTime } from '~/components/ui/local-time'

import { LIST_TITLES } from '../decisions'
import type { HandOverList } from '../types'
import { PieceRows } from './piece-rows'

/**
 * A list to hand over, as a page of its own: printed, only the studio's name, the list and its
 * pieces (one a row, with photo and note); on screen, a way back, Print and the PDF too.
 */
export function PrintableList({
  list,
  studioName,
  backTo,
  pdfUrl,
}: {
  list: HandOverList
  studioName: string
  backTo: string
  pdfUrl: string
}) {
  const title = LIST_TITLES[list.decision]
  return (
    <div className="min-h-dvh bg-canvas print:bg-white">
      <main className="mx-auto max-w-3xl px-5 py-8 print:max-w-none print:p-0">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link to={backTo} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            Back to the audit
          </Link>
          <div className="flex gap-2">
            <a
              href={pdfUrl}
              download
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              Download PDF
            </a>
            <Button size="sm" onClick={() => window.print()}>
              Print
            </Button>
          </div>
        </div>
        <header className="mb-6">
          <p className="text-xs font-semibold tracking-[0.3em] text-accent uppercase">
            {studioName}
          </p>
          <h1 className="mt-2 font-display text-3xl font-medium">
            {title} · {list.clientName}
          </h1>
          <p className="mt-1 text-sm text-muted">
            {list.pieces.length === 1 ? '1 piece' : `${list.pieces.length} pieces`}
            {list.doneAt ? (
              <>
                {' · '}audit of <LocalTime value={list.doneAt} format="date" />
              </>
            ) : (
              ' · audit in progress'
            )}
          </p>
        </header>
        {list.pieces.length > 0 ? (
          <PieceRows pieces={list.pieces} />
        ) : (
          <p className="text-muted">No piece is on this list.</p>
        )}
      </main>
    </div>
  )
}
