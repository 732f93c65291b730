import type { StoredPhoto } from '~/lib/photo-urls'

import type { Decision, ListDecision } from './decisions'

/** How many pieces got each decision (the snapshot taken when the audit was done). */
export type AuditCounts = Partial<Record<Decision, number>>

/** An audit as History lists it. */
export type AuditRow = {
  id: string
  startedAt: Date
  /** Null while it is in progress. */
  doneAt: Date | null
  counts: AuditCounts | null
}

/**
 * A piece as it leaves the studio (her client's closet edit, a list to hand over): its decision
 * and the note written for her client, never the stylist's own.
 */
export type SharedPiece = {
  id: string
  name: string
  brand: string | null
  size: string | null
  photo: StoredPhoto | null
  decision: Decision
  /** The note for her client ("shorten 2 cm"); null: none. */
  clientNote: string | null
  /** Left her wardrobe (archived from this or another audit). */
  archived: boolean
}

/** A piece of the audit as the stylist works on it: also her own, private note. */
export type AuditPiece = SharedPiece & {
  /** Hers alone ("good label, she never wears it"): never shown to her client. */
  note: string | null
}

/** The client's page's line about her audits. */
export type AuditSummary = { inProgress: boolean; lastDoneAt: Date | null }

/** One list to hand over, for the printable page and its PDF. */
export type HandOverList = {
  clientName: string
  decision: ListDecision
  /** When the audit was done; null while it is in progress (the list so far). */
  doneAt: Date | null
  pieces: SharedPiece[]
}

/** Her closet edit: the latest done audit's pieces, by decision (Undecided left out). */
export type ClosetEdit = {
  doneAt: Date
  lists: { decision: Decision; pieces: SharedPiece[] }[]
}
