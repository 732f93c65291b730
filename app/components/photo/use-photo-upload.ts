import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { photoUrl, smallestWidthAtLeast, type StoredPhoto } from '~/lib/photo-urls'

import { photoFileProblem, type PhotoUpload, type UploadedPhoto, uploadPhoto } from './upload-photo'

/** Thumbnails are shown 80 CSS px wide: ask for twice that for sharp screens. */
export const THUMB_PX = 160

/** An upload made elsewhere (e.g. a generated collage), given to the field as its photo. */
export type PhotoFieldValue = UploadedPhoto & { label: string }

/** The photo picked for the form: uploaded, with a preview (the local file while on screen). */
export type Picked = UploadedPhoto & { fileName: string; previewUrl: string }
export type Uploading = { fileName: string; previewUrl: string; progress: number }

function pickedFromValue(value: PhotoFieldValue): Picked {
  const previewUrl = photoUrl(value.photo, smallestWidthAtLeast(value.photo, THUMB_PX))
  return { id: value.id, photo: value.photo, fileName: value.label, previewUrl }
}

/**
 * One form photo's upload: the photo picked (uploaded as soon as it is chosen), the one uploading
 * with its progress, whether the current photo is to be removed, and the last error. A failed
 * upload keeps the previous choice. Running uploads are aborted and previews freed on unmount;
 * `onBusyChange` hears true while a photo is uploading, then false.
 */
export function usePhotoUpload({
  current,
  value,
  onBusyChange,
}: {
  current?: StoredPhoto | null
  value?: PhotoFieldValue | null
  onBusyChange?: (busy: boolean) => void
}) {
  const requestRef = useRef<PhotoUpload | null>(null)
  const objectUrls = useRef(new Set<string>())

  const [picked, setPicked] = useState<Picked | null>(() => (value ? pickedFromValue(value) : null))
  const [uploading, setUploading] = useState<Uploading | null>(null)
  const [removed, setRemoved] = useState(false)
  const [error, setError] = useState<string | null>(null)

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
        return { ...outcome.upload, fileName, previewUrl }
      })
    })
  }

  function cancel() {
    const request = requestRef.current
    requestRef.current = null
    request?.abort()
    setUploading((state) => {
      revoke(state?.previewUrl)
      return null
    })
  }

  function remove() {
    setPicked((previous) => {
      revoke(previous?.previewUrl)
      return null
    })
    setRemoved(Boolean(current))
    setError(null)
  }

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

  const busy = uploading !== null
  const notifyBusy = useEffectEvent((value: boolean) => onBusyChange?.(value))
  useEffect(() => {
    if (!busy) return
    notifyBusy(true)
    return () => notifyBusy(false)
  }, [busy])

  return {
    picked,
    uploading,
    removed,
    error,
    busy,
    upload,
    cancel,
    remove,
    keep: () => setRemoved(false),
  }
}
