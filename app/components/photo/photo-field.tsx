import { ImageIcon, ImagePlus, Trash2, Undo2, X } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import type { DragEvent, ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { cx } from '~/components/ui/cx'
import { Field } from '~/components/ui/field'
import { photoUrl, smallestWidthAtLeast } from '~/lib/photo-urls'
import type { StoredPhoto } from '~/lib/photo-urls'
import { photoFileProblem, uploadPhoto, type PhotoUpload } from './upload-photo'

/** Thumbnails are shown 80 CSS px wide: ask for twice that for sharp screens. */
const THUMB_PX = 160

export type PhotoFieldProps = {
  label: ReactNode
  /** The form field that receives the upload id once a new photo is uploaded. */
  name: string
  /** The photo already saved, if any. */
  current?: StoredPhoto | null
  /** Called with true while a photo is uploading (to disable the form's submit), then false. */
  onBusyChange?: (busy: boolean) => void
  hint?: ReactNode
  /**
   * An upload made elsewhere (e.g. a generated collage). Whenever a new one is given, it becomes
   * the field's picked photo, as if the stylist had uploaded it; a file picked later replaces it.
   */
  value?: PhotoFieldValue | null
}

export type PhotoFieldValue = { id: string; photo: StoredPhoto; label: string }

type Picked = { id: string; photo: StoredPhoto; fileName: string; previewUrl: string }
type Uploading = { fileName: string; previewUrl: string; progress: number }

function pickedFromValue(value: PhotoFieldValue): Picked {
  const previewUrl = photoUrl(value.photo, smallestWidthAtLeast(value.photo, THUMB_PX))
  return { id: value.id, photo: value.photo, fileName: value.label, previewUrl }
}

/**
 * A photo picker for a form. The photo is uploaded as soon as it is chosen (click or keyboard,
 * drag-and-drop, or pasting an image anywhere while the field is on screen), with a progress
 * bar, and the form then submits only:
 * - `name` = the upload id, when a new photo was uploaded;
 * - `${name}Remove` = "1", when the current photo should be removed;
 * - neither, when the current photo is kept.
 * A failed upload shows the reason and leaves the previous choice untouched.
 */
export function PhotoField({ label, name, current, onBusyChange, hint, value }: PhotoFieldProps) {
  const id = useId()
  const buttonId = `${id}-button`
  const inputRef = useRef<HTMLInputElement>(null)
  const requestRef = useRef<PhotoUpload | null>(null)
  const objectUrls = useRef(new Set<string>())

  const [picked, setPicked] = useState<Picked | null>(() => (value ? pickedFromValue(value) : null))
  const [uploading, setUploading] = useState<Uploading | null>(null)
  const [removed, setRemoved] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)

  // A new external upload replaces the picked photo (state adjusted while rendering, as React
  // recommends for props that reset state; an earlier preview is freed when the field unmounts).
  const [appliedValue, setAppliedValue] = useState(value)
  if (value !== appliedValue) {
    setAppliedValue(value)
    if (value) {
      setPicked(pickedFromValue(value))
      setRemoved(false)
      setError(null)
    }
  }

  const busy = uploading !== null

  function createObjectUrl(file: File): string {
    const url = URL.createObjectURL(file)
    objectUrls.current.add(url)
    return url
  }

  function revoke(url: string | undefined) {
    if (!url || !objectUrls.current.delete(url)) return
    URL.revokeObjectURL(url)
  }

  function upload(file: File) {
    setError(null)
    const problem = photoFileProblem(file)
    if (problem) return setError(problem)

    requestRef.current?.abort()
    const fileName = file.name || 'Pasted image'
    const previewUrl = createObjectUrl(file)
    setUploading((previous) => {
      revoke(previous?.previewUrl)
      return { fileName, previewUrl, progress: 0 }
    })

    const request = uploadPhoto(file, fileName, (progress) => {
      if (requestRef.current !== request) return
      setUploading((state) => (state?.previewUrl === previewUrl ? { ...state, progress } : state))
    })
    requestRef.current = request
    void request.done.then((outcome) => {
      if (requestRef.current !== request) return
      requestRef.current = null
      setUploading(null)
      if (!outcome.ok) {
        revoke(previewUrl)
        setError(outcome.error)
        return
      }
      setRemoved(false)
      setPicked((previous) => {
        revoke(previous?.previewUrl)
        return { id: outcome.upload.id, photo: outcome.upload.photo, fileName, previewUrl }
      })
    })
  }

  function cancelUpload() {
    const request = requestRef.current
    requestRef.current = null
    request?.abort()
    setUploading((state) => {
      revoke(state?.previewUrl)
      return null
    })
  }

  function removePhoto() {
    setPicked((previous) => {
      revoke(previous?.previewUrl)
      return null
    })
    setRemoved(Boolean(current))
    setError(null)
  }

  // Paste an image anywhere while the field is mounted (i.e. while its dialog is open).
  const onPaste = useEffectEvent((event: ClipboardEvent) => {
    if (event.defaultPrevented) return
    const file = Array.from(event.clipboardData?.files ?? []).find((item) =>
      item.type.startsWith('image/'),
    )
    if (!file) return
    event.preventDefault()
    upload(file)
  })
  useEffect(() => {
    const listener = (event: ClipboardEvent) => onPaste(event)
    document.addEventListener('paste', listener)
    return () => document.removeEventListener('paste', listener)
  }, [])

  // Abort a running upload and free the previews when the field goes away.
  useEffect(() => {
    const urls = objectUrls.current
    return () => {
      const request = requestRef.current
      requestRef.current = null
      request?.abort()
      for (const url of urls) URL.revokeObjectURL(url)
      urls.clear()
    }
  }, [])

  const notifyBusy = useEffectEvent((value: boolean) => onBusyChange?.(value))
  useEffect(() => {
    if (!busy) return
    notifyBusy(true)
    return () => notifyBusy(false)
  }, [busy])

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) {
      return
    }
    setDragging(false)
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) upload(file)
  }

  const hasPhoto = picked !== null || (current != null && !removed)

  return (
    <Field
      label={<span id={`${id}-label`}>{label}</span>}
      htmlFor={buttonId}
      hint={hint}
      error={error}
    >
      <div className="flex flex-col gap-3">
        {uploading ? (
          <PhotoRow
            thumb={<Thumb src={uploading.previewUrl} />}
            title={uploading.fileName}
            action={
              <Button variant="ghost" size="sm" onClick={cancelUpload}>
                <X aria-hidden="true" />
                Cancel
              </Button>
            }
          >
            <div
              role="progressbar"
              aria-label={`Uploading ${uploading.fileName}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={uploading.progress}
              aria-valuetext={
                uploading.progress < 100 ? `${uploading.progress}%` : 'Processing the photo'
              }
              className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-sunken"
            >
              <div
                className="h-full rounded-full bg-accent transition-[width] duration-200"
                style={{ width: `${uploading.progress}%` }}
              />
            </div>
            <p className="mt-1.5 text-xs text-muted tabular-nums">
              {uploading.progress < 100 ? `Uploading… ${uploading.progress}%` : 'Processing…'}
            </p>
          </PhotoRow>
        ) : null}

        {picked ? (
          <PhotoRow
            thumb={
              <Thumb
                src={picked.previewUrl}
                fallbackSrc={photoUrl(picked.photo, smallestWidthAtLeast(picked.photo, THUMB_PX))}
              />
            }
            title={picked.fileName}
            subtitle={current ? 'Will replace the current photo' : 'New photo'}
            action={<RemoveButton onClick={removePhoto} />}
          />
        ) : current && !removed ? (
          <PhotoRow
            thumb={<Thumb src={photoUrl(current, smallestWidthAtLeast(current, THUMB_PX))} />}
            title="Current photo will be kept"
            action={<RemoveButton onClick={removePhoto} />}
          />
        ) : current && removed ? (
          <PhotoRow
            thumb={
              <span className="grid size-20 place-items-center rounded-lg bg-sunken text-muted">
                <Trash2 aria-hidden="true" className="size-5" />
              </span>
            }
            title="Photo will be removed"
            action={
              <Button variant="ghost" size="sm" onClick={() => setRemoved(false)}>
                <Undo2 aria-hidden="true" />
                Keep photo
              </Button>
            }
          />
        ) : null}

        <div
          onDragOver={handleDragOver}
          onDragEnter={handleDragOver}
          onDragLeave={handleDragLeave}
          onDrop={handleDrop}
          className={cx(
            'rounded-xl border border-dashed transition-colors duration-150',
            dragging
              ? 'border-accent bg-accent-soft'
              : 'border-line-strong bg-surface hover:border-accent/60 hover:bg-sunken/60',
          )}
        >
          <button
            id={buttonId}
            type="button"
            onClick={() => inputRef.current?.click()}
            // Named by the field's label and the visible action ("Photo, Choose a photo").
            aria-labelledby={`${id}-label ${id}-action`}
            aria-describedby={[
              `${id}-instructions`,
              hint ? `${buttonId}-hint` : null,
              error ? `${buttonId}-error` : null,
            ]
              .filter(Boolean)
              .join(' ')}
            className="flex min-h-24 w-full cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl px-4 py-5 text-center focus-visible:-outline-offset-2"
          >
            <ImagePlus aria-hidden="true" className="size-6 text-accent" />
            <span id={`${id}-action`} className="text-sm font-medium text-ink">
              {hasPhoto || busy ? 'Choose another photo' : 'Choose a photo'}
            </span>
            <span id={`${id}-instructions`} className="text-xs text-muted">
              or drag it here, or paste it · JPEG, PNG, WebP, HEIC or AVIF, up to 25 MB
            </span>
          </button>
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            hidden
            tabIndex={-1}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              // Reset, so choosing the same file again after an error still triggers a change.
              event.currentTarget.value = ''
              if (file) upload(file)
            }}
          />
        </div>

        {picked ? <input type="hidden" name={name} value={picked.id} /> : null}
        {!picked && current && removed ? (
          <input type="hidden" name={`${name}Remove`} value="1" />
        ) : null}
      </div>
    </Field>
  )
}

function PhotoRow({
  thumb,
  title,
  subtitle,
  action,
  children,
}: {
  thumb: ReactNode
  title: ReactNode
  subtitle?: ReactNode
  action?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-line bg-surface p-3">
      {thumb}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium wrap-anywhere text-ink">{title}</p>
        {subtitle ? <p className="text-xs text-muted">{subtitle}</p> : null}
        {children}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  )
}

function RemoveButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick}>
      <Trash2 aria-hidden="true" />
      {/* Icon only on phones: the row's text keeps the width. */}
      <span className="max-sm:sr-only">Remove photo</span>
    </Button>
  )
}

/**
 * An 80 px square thumbnail. If the browser cannot show `src` (e.g. a HEIC preview outside
 * Safari), it tries `fallbackSrc` (the processed photo), then shows a neutral icon.
 */
function Thumb({ src, fallbackSrc }: { src: string; fallbackSrc?: string }) {
  const [failed, setFailed] = useState<string[]>([])
  const source = [src, fallbackSrc].find((candidate) => candidate && !failed.includes(candidate))
  if (!source) {
    return (
      <span className="grid size-20 shrink-0 place-items-center rounded-lg bg-sunken text-muted">
        <ImageIcon aria-hidden="true" className="size-5" />
      </span>
    )
  }
  return (
    <img
      src={source}
      alt=""
      width={80}
      height={80}
      decoding="async"
      onError={() => setFailed((list) => [...list, source])}
      className="size-20 shrink-0 rounded-lg border border-line bg-sunken object-cover"
    />
  )
}
