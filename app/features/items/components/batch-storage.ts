import type { UploadedPhoto } from '~/components/photo/upload-photo'

/** One photo of Add from photos, from its drop to its item. */
export type BatchEntry = {
  key: number
  /** The photo while it uploads (gone after a reload: what is kept is the upload). */
  file?: File
  fileName: string
  /** The item name made from the file name ('' when it gives none: hers to give). */
  name: string
  status: 'waiting' | 'uploading' | 'uploaded' | 'failed'
  progress: number
  error?: string
  /** False for a file refused before sending (too large, not an image): retrying cannot help. */
  retryable?: boolean
  upload?: UploadedPhoto
  /** The item, once made from the photo. */
  itemId?: string
  /** What her row of the grid holds, by field name, once she typed in it. */
  values?: Record<string, string>
  /** Typed since the last save. */
  unsaved?: boolean
}

const PREFIX = 'batch-capture:'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The grid of a page (`where`: its path and client), kept in sessionStorage until she dismisses
 * it, so a reload brings it back as it was: the uploaded photos, their items and what she typed.
 * Photos still on their way are not kept (their file is in the page).
 */
export function loadBatch(where: string): BatchEntry[] {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(PREFIX + where) ?? '[]')
    return Array.isArray(stored) ? (stored as BatchEntry[]) : []
  } catch {
    return []
  }
}

export function keepBatch(where: string, entries: BatchEntry[]) {
  const kept = entries
    .filter((entry) => entry.status === 'uploaded')
    .map(({ file: _file, ...entry }) => entry)
  try {
    if (kept.length === 0) storage()?.removeItem(PREFIX + where)
    else storage()?.setItem(PREFIX + where, JSON.stringify(kept))
  } catch {
    // Full or refused: the grid still works, it just does not survive a reload.
  }
}

export const hasBatch = (where: string) => loadBatch(where).length > 0
