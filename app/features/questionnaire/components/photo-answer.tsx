import { useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'

import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import type { Question } from '~/lib/questionnaire'

export type LinkPhoto = {
  id: string
  questionId: string
  src: string
  width: number
  height: number
}

const UPLOAD_FAILED = 'The photo could not be sent. Check your connection and try again.'

/** A photo question: the photos she sent for it, Remove on each, and Add while there is room. */
export function PhotoAnswer({
  question,
  photos,
  uploadUrl,
  disabled,
}: {
  question: Question
  photos: LinkPhoto[]
  uploadUrl: string
  disabled: boolean
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  })
  const revalidator = useRevalidator()
  const remove = useFetcher()
  const allowed = question.photoCount ?? 1
  const inputId = `photo-${question.id}`

  const upload = async (files: FileList | null) => {
    const picked = [...(files ?? [])].slice(0, allowed - photos.length)
    if (picked.length === 0) return
    setState({ busy: true, error: null })
    let error: string | null = null
    for (const file of picked) {
      const body = new FormData()
      body.append('photo', file)
      try {
        const answer = await fetch(`${uploadUrl}?question=${encodeURIComponent(question.id)}`, {
          method: 'POST',
          body,
        })
        if (!answer.ok) {
          error =
            ((await answer.json().catch(() => null)) as { error?: string } | null)?.error ??
            UPLOAD_FAILED
          break
        }
      } catch {
        error = UPLOAD_FAILED
        break
      }
    }
    setState({ busy: false, error })
    await revalidator.revalidate()
  }

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-base font-medium text-ink">{question.label}</legend>
      <p className="text-sm text-muted">
        {allowed === 1 ? 'One photo.' : `Up to ${allowed} photos.`} {question.help ?? ''}
      </p>
      {photos.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="space-y-2">
              <img
                src={photo.src}
                width={photo.width}
                height={photo.height}
                alt={`${question.label}, photo ${index + 1}`}
                className="aspect-[4/5] w-full rounded-xl bg-sunken object-cover"
              />
              {disabled ? null : (
                <remove.Form method="post">
                  <input type="hidden" name="intent" value="remove-photo" />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <Button type="submit" variant="secondary" size="sm">
                    <Icon name="trash-2" className="size-4" /> Remove
                    <span className="sr-only"> photo {index + 1}</span>
                  </Button>
                </remove.Form>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {!disabled && photos.length < allowed ? (
        <label
          htmlFor={inputId}
          className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-dashed border-line px-4 py-3 text-base font-medium text-accent has-focus-visible:ring-2 has-focus-visible:ring-accent"
        >
          <Icon name="image-plus" className="size-5" />
          {state.busy ? 'Sending…' : photos.length ? 'Add another photo' : 'Add a photo'}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple={allowed - photos.length > 1}
            className="sr-only"
            disabled={state.busy}
            onChange={(event) => {
              void upload(event.currentTarget.files)
              event.currentTarget.value = ''
            }}
          />
        </label>
      ) : null}
      <p role="status" className="sr-only">
        {state.busy ? 'Sending your photo…' : ''}
      </p>
      {state.error ? (
        <p role="alert" className="text-sm text-danger">
          {state.error}
        </p>
      ) : null}
    </fieldset>
  )
}
