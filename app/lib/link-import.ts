// What "Fill from a shop link" answers (POST /dashboard/link-import), declared once for the
// server that reads the product page (features/link-import) and the field that fills the item
// form with it (components/link-import-field.tsx).
import type { StoredPhoto } from './photo-urls'

/** The item form's fields filled from a product page (only those the page gave). */
export type ImportedItem = {
  name?: string
  brand?: string
  /** The amount ("165"), in `priceCurrency` when the shop names one ("EUR"). */
  price?: string
  priceCurrency?: string
  description?: string
  color?: string
  size?: string
  link: string
}

export type LinkImport = {
  fields: ImportedItem
  /** The main product photo, uploaded like a picked one (the form sends its id when saved). */
  photo: { id: string; photo: StoredPhoto } | null
  /** What the stylist should know about this import (missing data, no photo). */
  notices: string[]
}

/** A shop link read for a form: what it gave, or why not (the message to show, and a status). */
export type LinkReading =
  { ok: true; imported: LinkImport } | { ok: false; status: 429 | 422 | 500; message: string }

/** True when a JSON answer is a `LinkImport` (anything else is shown as an error). */
export function isLinkImport(body: unknown): body is LinkImport {
  if (!body || typeof body !== 'object') return false
  const { fields, notices } = body as Partial<Record<keyof LinkImport, unknown>>
  return (
    !!fields &&
    typeof fields === 'object' &&
    typeof (fields as { link?: unknown }).link === 'string' &&
    Array.isArray(notices)
  )
}
