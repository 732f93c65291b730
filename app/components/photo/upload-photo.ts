// The browser side of the photo pipeline: one photo sent to POST /dashboard/uploads with
// XMLHttpRequest (for upload progress). Shared by the single photo field and batch uploads.
import type { StoredPhoto } from '~/lib/photo-urls'

/** Mirrors the server's limit (images.server.ts), to refuse a too-large file before sending it. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024
const UPLOAD_URL = '/dashboard/uploads'

export const UPLOAD_FAILED = 'The upload failed. Check your connection and try again.'
export const TOO_LARGE = 'This photo is larger than 25 MB.'
export const NOT_AN_IMAGE =
  'This file is not an image we can read. Use a JPEG, PNG, WebP, HEIC or AVIF photo.'
const SIGNED_OUT = 'You have been signed out. Sign in again, then choose the photo once more.'

export type UploadedPhoto = { id: string; photo: StoredPhoto }
export type UploadOutcome = { ok: true; upload: UploadedPhoto } | { ok: false; error: string }

/**
 * Why this file cannot be uploaded, checked before sending it (size, type), or null. Browsers
 * give HEIC files an empty type, so an untyped file is left for the server to look at.
 */
export function photoFileProblem(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE
  if (file.type && !file.type.startsWith('image/')) return NOT_AN_IMAGE
  return null
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function isUploadAnswer(body: unknown): body is UploadedPhoto {
  return (
    !!body &&
    typeof body === 'object' &&
    'id' in body &&
    typeof body.id === 'string' &&
    'photo' in body &&
    !!body.photo &&
    typeof body.photo === 'object'
  )
}

/**
 * What an endpoint that answers with an upload (`201 { id, photo }`, else `{ error }`) said: the
 * upload, or the message to show. `messages` word the failures for the caller's action.
 */
export function readUploadAnswer(
  status: number,
  body: unknown,
  messages: { failed: string; signedOut: string } = {
    failed: UPLOAD_FAILED,
    signedOut: SIGNED_OUT,
  },
): UploadOutcome {
  if (status === 201 && isUploadAnswer(body)) {
    return { ok: true, upload: { id: body.id, photo: body.photo } }
  }
  if (status === 401) return { ok: false, error: messages.signedOut }
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    return { ok: false, error: body.error }
  }
  return { ok: false, error: messages.failed }
}

export type PhotoUpload = {
  /** Settles once: the upload, or the message to show. Never settles after `abort()`. */
  done: Promise<UploadOutcome>
  abort: () => void
}

/**
 * Sends one photo (already checked with `photoFileProblem`) to the upload endpoint, reporting
 * progress from 0 to 100 (100 = sent, the server is processing it).
 */
export function uploadPhoto(
  file: File,
  fileName: string,
  onProgress: (percent: number) => void,
): PhotoUpload {
  const request = new XMLHttpRequest()
  const done = new Promise<UploadOutcome>((resolve) => {
    const fail = (error: string) => resolve({ ok: false, error })
    request.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable || event.total === 0) return
      onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)))
    })
    request.addEventListener('load', () => {
      resolve(readUploadAnswer(request.status, parseJson(request.responseText)))
    })
    request.addEventListener('error', () => fail(UPLOAD_FAILED))
    request.addEventListener('timeout', () => fail(UPLOAD_FAILED))
  })

  const form = new FormData()
  form.append('photo', file, fileName)
  request.open('POST', UPLOAD_URL)
  request.setRequestHeader('Accept', 'application/json')
  request.send(form)
  return { done, abort: () => request.abort() }
}
