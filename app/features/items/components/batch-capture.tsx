import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { DropZone } from '~/components/photo/drop-zone'
import { photoFileProblem, type PhotoUpload, uploadPhoto } from '~/components/photo/upload-photo'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { plural } from '~/lib/plural'

import { nameFromFileName } from '../name-from-file'
import { BatchRow } from './batch-row'
import { type BatchEntry, keepBatch, loadBatch } from './batch-storage'
import type { QuickEditHandle } from './quick-edit-row'

/** Photos taken from one drop, pick or paste; more are refused with a message. */
export const MAX_BATCH = 50
/** Uploads running at once: enough to keep the server's two photo workers busy. */
const PARALLEL_UPLOADS = 3

let nextKey = 0

function tooManyMessage(taken: number, left: number): string {
  if (taken === 0) {
    return `You can add up to ${MAX_BATCH} photos at a time. Wait for these to finish, then add the others.`
  }
  return `You can add up to ${MAX_BATCH} photos at a time: the first ${taken} are being added. Add the other ${left} next.`
}

const list = (words: string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(words)

/**
 * Add from photos: many photos at once (pick with `multiple`, drag and drop, paste), each
 * uploaded through the photo pipeline with its own progress, a few at a time, and turned into
 * a row of the quick-edit grid below: an item at once when its file named it, else when she
 * names it. A failed photo shows why, with Retry; the others carry on. Save all saves every row
 * and points out, in view, the rows still without a name. The grid is kept for the page
 * (`where`) until Done, so a reload brings it back as it was.
 */
export function BatchCapture({
  categories,
  where,
  onClose,
}: {
  categories: string[]
  /** The page the grid belongs to (its path and client), to keep it over a reload. */
  where: string
  onClose: () => void
}) {
  const id = useId()
  const chooseRef = useRef<HTMLButtonElement>(null)
  const uploads = useRef(new Map<number, PhotoUpload>())
  const rows = useRef(new Map<number, QuickEditHandle>())
  const [entries, setEntries] = useState<BatchEntry[]>(() => {
    const kept = loadBatch(where)
    nextKey = Math.max(nextKey, ...kept.map((entry) => entry.key + 1))
    return kept
  })
  const [notice, setNotice] = useState<string | null>(null)
  const [unnamed, setUnnamed] = useState<string | null>(null)
  const [closing, setClosing] = useState(false)

  useEffect(() => keepBatch(where, entries), [where, entries])

  const update = useCallback(
    (key: number, change: Partial<BatchEntry>) =>
      setEntries((list) =>
        list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
      ),
    [],
  )

  function addFiles(files: File[]) {
    if (files.length === 0) return
    const pending = entries.filter(
      (entry) => entry.status === 'waiting' || entry.status === 'uploading',
    ).length
    const room = Math.max(0, MAX_BATCH - pending)
    const taken = files.slice(0, room)
    setNotice(files.length > room ? tooManyMessage(taken.length, files.length - room) : null)
    const added = taken.map((file): BatchEntry => {
      const fileName = file.name || 'Pasted image'
      const problem = photoFileProblem(file)
      return {
        key: nextKey++,
        file,
        fileName,
        name: nameFromFileName(fileName),
        status: problem ? 'failed' : 'waiting',
        error: problem ?? undefined,
        retryable: false,
        progress: 0,
      }
    })
    setEntries((list) => [...list, ...added])
    waiting.current.push(...added.filter((entry) => entry.status === 'waiting'))
    pump()
  }

  // Photos wait in order and upload PARALLEL_UPLOADS at a time.
  const waiting = useRef<BatchEntry[]>([])
  const active = useRef(0)

  function pump() {
    while (active.current < PARALLEL_UPLOADS && waiting.current.length > 0) {
      const entry = waiting.current.shift()!
      active.current++
      update(entry.key, { status: 'uploading', progress: 0, error: undefined })
      start(entry)
    }
  }

  function start(entry: BatchEntry) {
    const upload = uploadPhoto(entry.file!, entry.fileName, (progress) =>
      update(entry.key, { progress }),
    )
    uploads.current.set(entry.key, upload)
    void upload.done.then((outcome) => {
      if (!uploads.current.delete(entry.key)) return
      active.current--
      if (outcome.ok) update(entry.key, { status: 'uploaded', upload: outcome.upload })
      else update(entry.key, { status: 'failed', error: outcome.error, retryable: true })
      pump()
    })
  }

  function retry(entry: BatchEntry) {
    update(entry.key, { status: 'waiting', error: undefined })
    waiting.current.push(entry)
    pump()
  }

  /** Saves every row; the rows still without a name are said, the first in view and focused. */
  function saveAll() {
    const missing = entries.filter((entry) => rows.current.get(entry.key)?.save() === 'needs-name')
    if (missing.length === 0) return setUnnamed(null)
    const names = list(missing.map((entry) => entry.fileName))
    setUnnamed(
      `${plural(missing.length, 'photo')} ${missing.length === 1 ? 'needs' : 'need'} a name: ${names}.`,
    )
    rows.current.get(missing[0]!.key)?.focusName()
  }

  // Photos still on their way would be lost by closing the tab: ask first.
  const busy = entries.some((entry) => entry.status === 'waiting' || entry.status === 'uploading')
  useEffect(() => {
    if (!busy) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [busy])

  // Uploads still running when the panel goes away are abandoned (their items never existed).
  useEffect(() => {
    const running = uploads.current
    return () => {
      for (const upload of running.values()) upload.abort()
      running.clear()
    }
  }, [])

  useEffect(() => chooseRef.current?.focus(), [])

  const uploaded = entries.filter((entry) => entry.status === 'uploaded')
  const failed = entries.filter((entry) => entry.status === 'failed').length
  const notMade = uploaded.filter((entry) => !entry.itemId).length
  const unsaved = uploaded.filter((entry) => entry.itemId && entry.unsaved).length

  function done() {
    if (busy || notMade > 0 || unsaved > 0) return setClosing(true)
    close()
  }

  function close() {
    keepBatch(where, [])
    onClose()
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="batch-capture"
      className="mb-6 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-display text-2xl leading-tight font-medium">
            Add from photos
          </h2>
          <p className="mt-1 text-sm text-muted" role="status">
            {entries.length === 0
              ? 'Each photo becomes an item you can name and describe below.'
              : `${uploaded.length} of ${entries.length} added${failed ? `, ${failed} failed` : ''}`}
          </p>
        </div>
        <div className="flex gap-2">
          {uploaded.length > 0 ? (
            <Button size="sm" onClick={saveAll}>
              Save all
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={done}>
            Done
          </Button>
        </div>
      </div>

      <DropZone
        id={id}
        onFiles={addFiles}
        multiple
        buttonRef={chooseRef}
        action="Choose photos"
        instructions={`or drag them here, or paste them · up to ${MAX_BATCH} at a time, 25 MB each`}
        inputLabel="Photos"
        testId="batch-drop-zone"
      />

      {notice ? (
        <div className="mt-4">
          <Alert tone="error">{notice}</Alert>
        </div>
      ) : null}
      {unnamed ? (
        <div className="mt-4">
          <Alert tone="error">{unnamed}</Alert>
        </div>
      ) : null}

      {entries.length > 0 ? (
        <ul aria-label="New items" className="mt-5 flex flex-col gap-3">
          {entries.map((entry) => (
            <BatchRow
              key={entry.key}
              entry={entry}
              categories={categories}
              rowRef={(handle) => {
                if (handle) rows.current.set(entry.key, handle)
                else rows.current.delete(entry.key)
              }}
              onRetry={() => retry(entry)}
              onDismiss={() => setEntries((list) => list.filter((item) => item.key !== entry.key))}
              onChange={(values) => update(entry.key, { values, unsaved: true })}
              onSaved={(change) => update(entry.key, change)}
            />
          ))}
        </ul>
      ) : null}

      <ConfirmDialog
        open={closing}
        title="Close the photo grid?"
        message={[
          busy ? 'Some photos are still uploading: they will not be added.' : null,
          notMade > 0
            ? `${plural(notMade, 'photo')} ${notMade === 1 ? 'has' : 'have'} no item yet and will not be added.`
            : null,
          unsaved > 0
            ? `${plural(unsaved, 'row')} ${unsaved === 1 ? 'is' : 'are'} not saved.`
            : null,
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel="Close anyway"
        cancelLabel="Keep editing"
        onCancel={() => setClosing(false)}
        onConfirm={() => {
          setClosing(false)
          close()
        }}
      />
    </section>
  )
}
