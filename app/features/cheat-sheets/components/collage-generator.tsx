import { useEffect, useRef, useState } from 'react'

import { readUploadAnswer } from '~/components/photo/upload-photo'
import type { PhotoFieldValue } from '~/components/photo/use-photo-upload'
import { Alert } from '~/components/ui/alert'
import { Button, buttonClasses } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { photoUrl, type StoredPhoto } from '~/lib/photo-urls'
import { plural } from '~/lib/plural'

import { collagePath, MAX_COLLAGE_PHOTOS } from '../types'

const GENERATE_FAILED = 'The collage could not be made. Check your connection and try again.'
const SIGNED_OUT = 'You have been signed out. Sign in again, then generate the collage once more.'

/** A file name for the download, from the sheet's name. */
function downloadName(name: string | undefined): string {
  const slug = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${slug || 'cheat-sheet'}-collage.webp`
}

/**
 * "Generate collage": sends the picked items (those with a photo, in pick order) to the collage
 * route, which lays their photos out on a 1080 × 1350 image saved as an upload; the upload is
 * handed to the image field through `onGenerated`, and can be downloaded.
 */
export function CollageGenerator({
  capsuleId,
  itemIds,
  fileName,
  onBusyChange,
  onGenerated,
}: {
  capsuleId: string
  /** The picked items that have a photo, in the order picked. */
  itemIds: string[]
  fileName?: string
  onBusyChange: (busy: boolean) => void
  onGenerated: (value: PhotoFieldValue) => void
}) {
  const [generating, setGenerating] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [made, setMade] = useState<{ photo: StoredPhoto; from: string } | null>(null)
  const request = useRef<AbortController | null>(null)

  // Stop a running generation when the form goes away.
  useEffect(() => () => request.current?.abort(), [])

  const pickKey = itemIds.slice(0, MAX_COLLAGE_PHOTOS).join(',')
  const stale = made !== null && made.from !== pickKey
  const count = Math.min(itemIds.length, MAX_COLLAGE_PHOTOS)

  async function generate() {
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    setGenerating(true)
    setError(null)
    onBusyChange(true)
    const body = new FormData()
    for (const id of itemIds) body.append('itemIds', id)
    try {
      const response = await fetch(collagePath(capsuleId), {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      })
      const answer: unknown = await response.json().catch(() => null)
      const outcome = readUploadAnswer(response.status, answer, {
        failed: GENERATE_FAILED,
        signedOut: SIGNED_OUT,
      })
      if (outcome.ok) {
        setMade({ photo: outcome.upload.photo, from: pickKey })
        onGenerated({ ...outcome.upload, label: 'Collage' })
      } else {
        setError(outcome.error)
      }
    } catch (failure) {
      if (controller.signal.aborted) return
      console.warn('Collage request failed', failure)
      setError(GENERATE_FAILED)
    } finally {
      if (request.current === controller) {
        request.current = null
        setGenerating(false)
        onBusyChange(false)
      }
    }
  }

  let status: string
  if (generating) status = `Laying out ${plural(count, 'photo')}…`
  else if (stale) status = 'The picks changed since this collage was made.'
  else if (made) status = 'Made from the current picks, and placed in the image field below.'
  else if (count === 0) status = 'Pick items with photos to lay them out on one image.'
  else if (itemIds.length > MAX_COLLAGE_PHOTOS)
    status = `The first ${MAX_COLLAGE_PHOTOS} picked photos, on a 1080 × 1350 image.`
  else status = `${plural(count, 'photo')} on a 1080 × 1350 image, ready for Instagram.`

  return (
    <div className="rounded-xl border border-line bg-sunken/50 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden
            className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-accent"
          >
            <Icon name="layout-grid" className="size-4" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-ink">Collage from the picked items</p>
            <p role="status" className="text-sm text-pretty text-muted">
              {status}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 max-sm:*:flex-1">
          {made && !generating ? (
            <a
              href={photoUrl(made.photo, 'large')}
              download={downloadName(fileName)}
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            >
              <Icon name="download" />
              Download<span className="sr-only"> collage</span>
            </a>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            busy={generating}
            disabled={count === 0}
            onClick={generate}
          >
            {generating ? 'Generating…' : made ? 'Generate again' : 'Generate collage'}
          </Button>
        </div>
      </div>
      {error ? (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
    </div>
  )
}
