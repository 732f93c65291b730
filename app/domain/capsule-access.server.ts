// Who may see a client capsule, decided in one place (decision 021). Every way into a capsule
// from outside the dashboard asks `capsuleAccess` (or `decideAccess` for rows it already read):
// the rendered-once page check (app.server.ts), the page's loader and its password form
// (public-capsule), the client's feedback (GET and POST), the visit count and the photos.
//
// The decision, for a request and a capsule:
// - 'owner':  the signed-in stylist who owns it. She previews it (draft, password or not), reads
//             her client's feedback without answering it, and is never counted as a visit.
// - 'client': a published capsule open to this browser: no password, or this browser holds the
//             unlock cookie for its current password. She sees it all and gives her feedback.
// - 'gate':   a published capsule with a password not (or no longer) given in this browser. The
//             page shows the gate (the capsule's name and the studio's brand, nothing else);
//             every other way in answers exactly as for 'none'.
// - 'none':   a missing capsule, one in the trash, a draft for anyone but its owner. Answered
//             exactly like a capsule that never existed (same status, same body), so nobody can
//             tell one from the other.
// Another stylist is a visitor like any other: her session opens nothing that is not hers.
//
// Client links to come (a questionnaire `/q/{token}`, an invoice `/invoice/{id}?t={token}`, a
// message thread) join the same rule through `decideAccess`: the link's row is read by its token
// (or by its id and then its token compared in constant time), and handed over as a `Door` with
// `passwordHash: null` and `isPublished` meaning "sent" (not a draft; a void invoice stays
// readable, marked void, so her client sees why nothing is due). A wrong token is
// no row at all, so a wrong token, a stranger and a draft answer exactly like a missing page;
// the signed-in owner previews. A link under a capsule (threads) asks `capsuleAccess` for its
// capsule first.
//
// The gate's password check and the unlock cookie it sets live here too (`checkGatePassword`,
// `clientHeaders`): only this module knows how a password opens a capsule.
//
// A decision is made once per request: `capsuleAccess` keeps it per Request (like getUser), and
// the Express app hands the decisions it made for its page check to React Router's loaders
// through the load context (`capsuleAccessContext`), so one GET /capsule/{id} reads the capsule
// row once, whether its page comes from memory or is rendered.
import { verifyPassword } from 'better-auth/crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { createContext } from 'react-router'

import { capsule } from '~/features/capsules/tables.server'
import { CAPSULE_PASSWORD_MIN } from '~/lib/capsule-password'
import type { Price } from '~/lib/money'
import { getUser } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { priceColumn } from '~/server/price-sql.server'
import {
  readUnlockCookie,
  unlockFingerprint,
  unlockHeader,
  unlockRequestCookie,
} from '~/server/unlock-cookie.server'

/** What the rule needs to know about anything a client reaches by a link. */
export type Door = {
  id: string
  ownerId: string
  /** Shown to clients at all (a capsule: published; a later link: sent, not void). */
  isPublished: boolean
  /** A capsule's password hash; null when no password is asked (every token link). */
  passwordHash: string | null
}

export type Access<Row extends Door> =
  | { kind: 'owner'; capsule: Row }
  | { kind: 'client'; capsule: Row }
  /** Only the name may be shown (on the gate); the row is there for the password check. */
  | { kind: 'gate'; capsule: Row }
  | { kind: 'none' }

/** The capsule row every way in needs: the rule's columns and what the page shows of it. */
const capsuleColumns = {
  id: capsule.id,
  ownerId: capsule.ownerId,
  isPublished: capsule.isPublished,
  passwordHash: capsule.passwordHash,
  name: capsule.name,
  description: capsule.description,
  budget: priceColumn({
    amount: capsule.budgetAmount,
    currency: capsule.budgetCurrency,
    text: capsule.budgetText,
  }),
  contentVersion: capsule.contentVersion,
}

export type AccessedCapsule = Door & {
  name: string
  description: string | null
  /** The capsule's budget (an amount, or the text as typed). */
  budget: Price | null
  contentVersion: number
}

export type CapsuleAccess = Access<AccessedCapsule>

const NONE = { kind: 'none' } as const

/** True when this request holds the capsule's unlock cookie for its current password. */
async function isUnlocked(request: Request, door: Door & { passwordHash: string }) {
  const value = await readUnlockCookie(request.headers.get('cookie'), door.id)
  return value === unlockFingerprint(door.id, door.passwordHash)
}

/**
 * The rule itself, for a row already read (null: there is none). The owner is looked up only
 * when the request carries a session cookie (getUser reads nothing otherwise).
 */
export async function decideAccess<Row extends Door>(
  request: Request,
  row: Row | null | undefined,
): Promise<Access<Row>> {
  if (!row) return NONE
  if ((await getUser(request))?.id === row.ownerId) return { kind: 'owner', capsule: row }
  if (!row.isPublished) return NONE
  if (
    row.passwordHash &&
    !(await isUnlocked(request, { ...row, passwordHash: row.passwordHash }))
  ) {
    return { kind: 'gate', capsule: row }
  }
  return { kind: 'client', capsule: row }
}

/** Whether the decision lets this request in (the page shows the gate; nothing else does). */
export const opens = <Row extends Door>(
  access: Access<Row>,
): access is Extract<Access<Row>, { kind: 'owner' | 'client' }> =>
  access.kind === 'owner' || access.kind === 'client'

/**
 * Whether this request may answer the capsule's password gate: a published capsule it reaches
 * (a draft has no gate, not even for its owner).
 */
export const answersGate = <Row extends Door>(
  access: Access<Row>,
): access is Exclude<Access<Row>, { kind: 'none' }> =>
  access.kind !== 'none' && access.capsule.isPublished

/** Whether the gate of a capsule this request reaches asks a password at all. */
export const asksPassword = <Row extends Door>(access: Exclude<Access<Row>, { kind: 'none' }>) =>
  access.capsule.passwordHash !== null

/**
 * The gate's own check of `password` for a capsule that asks one: null when it does not open
 * it; otherwise the Set-Cookie header that opens the capsule in this browser (read back by the
 * rule above). A right answer to a password set before the 8-character rule also shows whether
 * it is short, for the stylist's flag (unless the password changed meanwhile).
 */
export async function checkGatePassword(door: Door, password: string): Promise<string | null> {
  const hash = door.passwordHash
  if (!hash || password.length === 0 || !(await verifyPassword({ hash, password }))) return null
  await db
    .update(capsule)
    .set({ passwordWeak: password.length < CAPSULE_PASSWORD_MIN })
    .where(
      and(eq(capsule.id, door.id), eq(capsule.passwordHash, hash), isNull(capsule.passwordWeak)),
    )
  return unlockHeader(door.id, hash)
}

/**
 * The request headers every client the rule lets in sends for this capsule (its unlock cookie),
 * for a page rendered once for all of them; made only when asked. Undefined: no password, no
 * cookie.
 */
export function clientHeaders(door: Door): (() => Promise<Record<string, string>>) | undefined {
  const { id, passwordHash } = door
  if (!passwordHash) return undefined
  return async () => ({ cookie: await unlockRequestCookie(id, passwordHash) })
}

/** What the owner is told about her capsule while she previews it; null for anyone else. */
export const ownerPreview = <Row extends Door>(access: Access<Row>) =>
  access.kind === 'owner'
    ? { published: access.capsule.isPublished, hasPassword: access.capsule.passwordHash !== null }
    : null

/** The decisions made for one request, by capsule id. */
export type AccessDecisions = Map<string, Promise<CapsuleAccess>>

/**
 * React Router's load context: the decisions the Express app already made for this request
 * (its rendered-once page check), so the loader does not make them again.
 */
export const capsuleAccessContext = createContext<AccessDecisions | null>(null)

const decisionsOfRequests = new WeakMap<Request, AccessDecisions>()

/** The row every way in reads, as a prepared query: built once, not again per request. */
const capsuleById = db
  .select(capsuleColumns)
  .from(capsule)
  .where(eq(capsule.id, sql.placeholder('id')))
  .prepare('capsule_access_row')

async function readCapsule(capsuleId: string): Promise<AccessedCapsule | undefined> {
  const [row] = await capsuleById.execute({ id: capsuleId })
  return row
}

/**
 * What this request may do with the capsule `capsuleId`: decided once per request (and once
 * for the decisions `shared` with it, see `capsuleAccessContext`), however many ask.
 */
export function capsuleAccess(
  request: Request,
  capsuleId: string,
  shared?: AccessDecisions | null,
): Promise<CapsuleAccess> {
  const decisions = shared ?? decisionsOfRequests.get(request) ?? new Map()
  decisionsOfRequests.set(request, decisions)
  let decision = decisions.get(capsuleId)
  if (!decision) {
    decision = readCapsule(capsuleId).then((row) => decideAccess(request, row))
    decisions.set(capsuleId, decision)
  }
  return decision
}

export const CAPSULE_NOT_FOUND = 'Capsule not found'
export const PREVIEW_ERROR =
  'This is a preview: your client gives her feedback once the capsule is published.'
export const OWNER_PREVIEW = 'This is your preview: only your client gives feedback here.'

export type Refusal = { ok: false; status: 403 | 404 | 429; error: string }

/**
 * Whether this request may write on the capsule as its client (the access rule's 'client'): the
 * owner's preview is read-only (403), anyone else gets what a missing capsule answers (404).
 */
export async function asClient(
  request: Request,
  capsuleId: string,
): Promise<{ ok: true; capsule: AccessedCapsule } | Refusal> {
  const access = await capsuleAccess(request, capsuleId)
  if (!opens(access)) return { ok: false, status: 404, error: CAPSULE_NOT_FOUND }
  if (access.kind === 'owner') {
    const error = access.capsule.isPublished ? OWNER_PREVIEW : PREVIEW_ERROR
    return { ok: false, status: 403, error }
  }
  return { ok: true, capsule: access.capsule }
}
