import { useEffect, useState } from 'react'

import { PickTile } from '~/components/pick-tile'
import { Alert } from '~/components/ui/alert'
import { cx } from '~/components/ui/cx'
import { Spinner } from '~/components/ui/spinner'
import { plural } from '~/lib/plural'

import { type DuplicatePiece, piecesPath } from '../types'

type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; pieces: DuplicatePiece[] }

/**
 * The capsule's pieces for Duplicate: given by the page when it has them (a capsule's page),
 * else read from the studio (the Capsules list). A failed read is said; the copy then takes
 * every piece.
 */
export function usePieces(capsuleId: string, given?: DuplicatePiece[]): Loaded {
  const [fetched, setFetched] = useState<Loaded>({ state: 'loading' })
  useEffect(() => {
    if (given) return
    const controller = new AbortController()
    fetch(piecesPath(capsuleId), { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const { pieces } = (await response.json()) as { pieces: DuplicatePiece[] }
        setFetched({ state: 'ready', pieces })
      })
      .catch(() => {
        if (!controller.signal.aborted) setFetched({ state: 'failed' })
      })
    return () => controller.abort()
  }, [capsuleId, given])
  return given ? { state: 'ready', pieces: given } : fetched
}

const choice = (active: boolean) =>
  cx(
    'min-h-9 rounded-full border px-3.5 text-sm font-medium transition',
    active
      ? 'border-accent bg-accent-soft text-accent'
      : 'border-line text-muted hover:border-line-strong hover:text-ink',
  )

/**
 * Which pieces the copy takes: all, only those to buy, or one by one (each tile a toggle). The
 * left-out ones are sent as `leaveOut`.
 */
export function DuplicatePieces({
  loaded,
  leftOut,
  copied,
  onChange,
}: {
  loaded: Loaded
  leftOut: string[]
  /** How many pieces the copy will take (her own pieces may be left out for another client). */
  copied: number
  onChange: (leftOut: string[]) => void
}) {
  if (loaded.state === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner className="size-4" /> Loading the pieces…
      </p>
    )
  }
  if (loaded.state === 'failed') {
    return <Alert tone="info">The pieces could not be loaded: the copy takes all of them.</Alert>
  }
  const { pieces } = loaded
  if (pieces.length === 0)
    return <p className="text-sm text-muted">This capsule has no pieces yet.</p>
  const owned = pieces.filter((piece) => !piece.toBuy).map((piece) => piece.id)
  const onlyToBuy =
    owned.length > 0 && leftOut.length === owned.length && owned.every((id) => leftOut.includes(id))
  const toggle = (id: string) =>
    onChange(leftOut.includes(id) ? leftOut.filter((entry) => entry !== id) : [...leftOut, id])

  return (
    <div className="flex flex-col gap-3">
      {leftOut.map((id) => (
        <input key={id} type="hidden" name="leaveOut" value={id} />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm font-medium text-ink">
          Pieces{' '}
          <span className="font-normal text-muted tabular-nums" aria-live="polite">
            ({copied} of {plural(pieces.length, 'piece')})
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={leftOut.length === 0}
            className={choice(leftOut.length === 0)}
            onClick={() => onChange([])}
          >
            All pieces
          </button>
          {owned.length > 0 ? (
            <button
              type="button"
              aria-pressed={onlyToBuy}
              className={choice(onlyToBuy)}
              onClick={() => onChange(owned)}
            >
              Only pieces to buy
            </button>
          ) : null}
        </div>
      </div>
      <ul aria-label="Pieces to copy" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {pieces.map((piece) => (
          <PickTile
            key={piece.id}
            item={piece}
            picked={!leftOut.includes(piece.id)}
            note={piece.toBuy ? 'To buy' : 'Owned'}
            onToggle={() => toggle(piece.id)}
          />
        ))}
      </ul>
    </div>
  )
}
