import { Icon } from '~/components/ui/icon'
import { useEffect, useRef, useState } from 'react'
import type { FocusEvent, FormEvent } from 'react'
import { useFetcher } from 'react-router'
import { useDirtyForm } from '~/components/dirty-forms'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import type { UploadedPhoto } from '~/components/photo/upload-photo'
import type { FormResult } from '~/lib/form-errors'
import { photoUrl, smallestWidthAtLeast } from '~/lib/photo-urls'
import { QuickEditFields } from './quick-edit-fields'

export type BatchEntry = {
  key: number
  file: File
  fileName: string
  /** The item name made from the file name. */
  name: string
  status: 'waiting' | 'uploading' | 'uploaded' | 'failed'
  progress: number
  error?: string
  /** False for a file refused before sending (too large, not an image): retrying cannot help. */
  retryable?: boolean
  upload?: UploadedPhoto
}

type CreateResult = FormResult & { itemId?: string }

const THUMB_PX = 112

/** One photo of a batch: its upload, then its item (created once) and the item's quick edit. */
export function BatchRow({
  entry,
  categories,
  onRetry,
  onDismiss,
}: {
  entry: BatchEntry
  categories: string[]
  onRetry: () => void
  onDismiss: () => void
}) {
  const create = useFetcher<CreateResult>()
  const asked = useRef(false)
  const uploadId = entry.upload?.id

  // Once the photo is up, the item is created from it (once; Retry asks again after a failure).
  useEffect(() => {
    if (!uploadId || asked.current) return
    asked.current = true
    void create.submit(
      { intent: 'create-item-from-upload', uploadId, name: entry.name },
      { method: 'post' },
    )
  }, [uploadId, entry.name, create])

  const itemId = create.data?.itemId
  const createError =
    create.state === 'idle' && create.data && !create.data.ok
      ? (create.data.formError ?? Object.values(create.data.errors ?? {})[0])
      : undefined

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

  if (itemId) {
    return <QuickEditRow itemId={itemId} name={entry.name} categories={categories} thumb={thumb} />
  }

  let status: React.ReactNode
  if (entry.status === 'failed' || createError) {
    status = (
      <p className="mt-1 flex items-start gap-1.5 text-sm text-danger">
        <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
        <span>{entry.error ?? createError}</span>
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
    status = (
      <p className="mt-1 text-xs text-muted">
        {entry.status === 'waiting' ? 'Waiting…' : 'Adding the item…'}
      </p>
    )
  }

  const canRetry = createError || (entry.status === 'failed' && entry.retryable)
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3">
      {thumb}
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate text-sm font-medium text-ink">{entry.fileName}</p>
        {status}
      </div>
      {entry.status === 'failed' || createError ? (
        <div className="ml-auto flex shrink-0 justify-end gap-1">
          {canRetry ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Retry ${entry.fileName}`}
              onClick={() => {
                // A refused item is asked for again; a failed upload starts over.
                if (!createError || !uploadId) return onRetry()
                void create.submit(
                  { intent: 'create-item-from-upload', uploadId, name: entry.name },
                  { method: 'post' },
                )
              }}
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

/**
 * A new item's row of the quick-edit grid. It saves on its own when focus leaves the row with
 * something changed (or on Enter, or Save), and shows whether that worked; a failed save keeps
 * what was typed, and leaving the page with an unsaved row asks first.
 */
function QuickEditRow({
  itemId,
  name,
  categories,
  thumb,
}: {
  itemId: string
  name: string
  categories: string[]
  thumb: React.ReactNode
}) {
  const save = useFetcher<FormResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const [title, setTitle] = useState(name)
  // The values after the latest change, and those sent with the latest save.
  const [current, setCurrent] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState<string | null>(null)

  const snapshot = () => new URLSearchParams(new FormData(formRef.current!) as never).toString()

  const busy = save.state !== 'idle'
  const result = busy ? undefined : save.data
  const errors = result?.errors ?? {}
  const failed = result !== undefined && !result.ok
  const dirty = current !== null && !(result?.ok && submitted === current)
  // Leaving the page asks while a change is unsaved (a save on its way counts as saved: leaving
  // the row to follow a link is what sends it).
  const sentSave = useDirtyForm((dirty && !busy) || failed)

  function submitIfChanged() {
    if (!dirty && !failed) return
    setSubmitted(snapshot())
    void save.submit(formRef.current, { method: 'post' })
    sentSave()
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submitIfChanged()
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) {
      return
    }
    submitIfChanged()
  }

  let state: React.ReactNode = null
  if (busy) {
    state = (
      <>
        <Spinner className="size-4" /> Saving…
      </>
    )
  } else if (result && !result.ok) {
    state = (
      <span className="flex items-center gap-1.5 text-danger">
        <Icon name="circle-alert" className="size-4" />
        {result.formError ?? 'Not saved: check the fields.'}
      </span>
    )
  } else if (dirty) {
    state = <span className="text-muted">Not saved yet</span>
  } else {
    state = (
      <span className="flex items-center gap-1.5 text-success">
        <Icon name="circle-check" className="size-4" />
        Saved
      </span>
    )
  }

  return (
    <li className="rounded-xl border border-line bg-surface p-3" aria-label={title}>
      <save.Form
        ref={formRef}
        method="post"
        onSubmit={onSubmit}
        onBlur={onBlur}
        onChange={(event) => {
          setCurrent(snapshot())
          const target = event.target as EventTarget
          if (target instanceof HTMLInputElement && target.name === 'name') {
            setTitle(target.value || name)
          }
        }}
        className="flex flex-col gap-3 lg:flex-row lg:items-start"
      >
        <input type="hidden" name="intent" value="quick-edit-item" />
        <input type="hidden" name="id" value={itemId} />
        <div className="flex items-center gap-3 lg:pt-6">{thumb}</div>
        <QuickEditFields
          idPrefix={`quick-${itemId}`}
          name={name}
          categories={categories}
          errors={errors}
        />
        <div className="flex items-center justify-between gap-3 lg:pt-6">
          <p aria-live="polite" className="flex min-h-9 items-center gap-1.5 text-sm lg:w-28">
            {state}
          </p>
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            Save
          </Button>
        </div>
      </save.Form>
    </li>
  )
}
