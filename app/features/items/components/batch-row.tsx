import type { Ref } from 'react'

import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { photoUrl, smallestWidthAtLeast } from '~/lib/photo-urls'

import type { BatchEntry } from './batch-storage'
import { type QuickEditHandle, QuickEditRow } from './quick-edit-row'

const THUMB_PX = 112

/**
 * One photo of a batch: its upload (progress, or why it failed, with Retry), then its row of the
 * quick-edit grid, where it becomes an item.
 */
export function BatchRow({
  entry,
  categories,
  rowRef,
  onRetry,
  onDismiss,
  onChange,
  onSaved,
}: {
  entry: BatchEntry
  categories: string[]
  rowRef: Ref<QuickEditHandle>
  onRetry: () => void
  onDismiss: () => void
  onChange: (values: Record<string, string>) => void
  onSaved: (change: { itemId?: string; unsaved: boolean }) => void
}) {
  const thumb = entry.upload ? (
    <img
      src={photoUrl(entry.upload.photo, smallestWidthAtLeast(entry.upload.photo, THUMB_PX))}
      alt=""
      width={56}
      height={56}
      decoding="async"
      className="size-14 shrink-0 rounded-lg border border-line bg-sunken object-cover"
    />
  ) : (
    <span className="grid size-14 shrink-0 place-items-center rounded-lg bg-sunken text-muted">
      <Icon name="image" className="size-5" />
    </span>
  )

  if (entry.status === 'uploaded') {
    return (
      <QuickEditRow
        ref={rowRef}
        entry={entry}
        categories={categories}
        thumb={thumb}
        onChange={onChange}
        onSaved={onSaved}
      />
    )
  }

  let status: React.ReactNode
  if (entry.status === 'failed') {
    status = (
      <p className="mt-1 flex items-start gap-1.5 text-sm text-danger">
        <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
        <span>{entry.error}</span>
      </p>
    )
  } else if (entry.status === 'uploading') {
    status = (
      <>
        <div
          role="progressbar"
          aria-label={`Uploading ${entry.fileName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={entry.progress}
          aria-valuetext={entry.progress < 100 ? `${entry.progress}%` : 'Processing the photo'}
          className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-sunken"
        >
          <div
            className="h-full rounded-full bg-accent motion-safe:transition-[width] motion-safe:duration-200"
            style={{ width: `${entry.progress}%` }}
          />
        </div>
        <p className="mt-1 text-xs text-muted tabular-nums">
          {entry.progress < 100 ? `Uploading… ${entry.progress}%` : 'Processing…'}
        </p>
      </>
    )
  } else {
    status = <p className="mt-1 text-xs text-muted">Waiting…</p>
  }

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3">
      {thumb}
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate text-sm font-medium text-ink">{entry.fileName}</p>
        {status}
      </div>
      {entry.status === 'failed' ? (
        <div className="ml-auto flex shrink-0 justify-end gap-1">
          {entry.retryable ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Retry ${entry.fileName}`}
              onClick={onRetry}
            >
              <Icon name="rotate-cw" /> Retry
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Dismiss ${entry.fileName}`}
            onClick={onDismiss}
          >
            <Icon name="x" />
          </Button>
        </div>
      ) : null}
    </li>
  )
}
