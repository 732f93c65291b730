// A capsule's door: the row every way into a capsule from outside the dashboard reads (the page
// and its gate, the client's feedback and conversation, her visits, her closet edit, the photos,
// an e-mail's turn-off link), asked of the one access rule (app/domain/client-access.server.ts).
// What the features ask of a capsule's access is answered here, each question by one function:
// who this request is (`capsuleAccess`, `asClient`, `asClientFromHerEmail`), what its gate asks
// (`capsuleGate`), what a token link opens (`capsuleLinkAccess`), and whether her client may be
// e-mailed about it (`mailableToClient`). No feature reads a capsule's access columns itself.
import { and, desc, eq, isNull, sql } from 'drizzle-orm'

import {
  type Access,
  type AccessDecisions,
  answersGate,
  asksPassword,
  decideAccess,
  decideOnce,
  type Door,
  linkDoor,
  opens,
  passwordOpens,
  visibleToClient,
} from '~/domain/client-access.server'
import { MAIL_SWITCH_FROM_EMAIL } from '~/lib/feedback'
import type { Price } from '~/lib/money'
import { db } from '~/server/db.server'
import { priceColumn } from '~/server/price-sql.server'
import { isGateKey } from '~/server/unlock-cookie.server'

import { capsule } from './tables.server'

/** The capsule row every way in needs: the rule's columns and what the page shows of it. */
const capsuleColumns = {
  id: capsule.id,
  ownerId: capsule.ownerId,
  clientId: capsule.clientId,
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
  /** Whose capsule it is. */
  clientId: string
  name: string
  description: string | null
  /** The capsule's budget (an amount, or the text as typed). */
  budget: Price | null
  contentVersion: number
}

export type CapsuleAccess = Access<AccessedCapsule>

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
export const capsuleAccess = (
  request: Request,
  capsuleId: string,
  shared?: AccessDecisions | null,
): Promise<CapsuleAccess> => decideOnce(request, capsuleId, readCapsule, shared)

/**
 * The gate's check of `password`: null when it does not open the capsule; otherwise the
 * Set-Cookie header that opens it in this browser. A right answer to a password set before the
 * 8-character rule also records whether it is short, for the stylist's flag (unless the password
 * changed meanwhile).
 */
async function checkGatePassword(door: Door, password: string): Promise<string | null> {
  const opened = await passwordOpens(door, password)
  if (!opened) return null
  await db
    .update(capsule)
    .set({ passwordWeak: opened.short })
    .where(
      and(
        eq(capsule.id, door.id),
        eq(capsule.passwordHash, door.passwordHash!),
        isNull(capsule.passwordWeak),
      ),
    )
  return opened.setCookie
}

/** What the capsule's gate asks of this request. */
export type CapsuleGate =
  | { asks: false }
  | {
      asks: true
      capsule: AccessedCapsule
      /** The password's check: the Set-Cookie header that opens it, or null. */
      check: (password: string) => Promise<string | null>
    }

/**
 * The gate this request may answer (null: none, answered like a missing capsule; a draft has
 * none, not even for its owner): whether it asks a password at all, and its check.
 */
export async function capsuleGate(
  request: Request,
  capsuleId: string,
): Promise<CapsuleGate | null> {
  const access = await capsuleAccess(request, capsuleId)
  if (!answersGate(access)) return null
  if (!asksPassword(access)) return { asks: false }
  const row = access.row
  return { asks: true, capsule: row, check: (password) => checkGatePassword(row, password) }
}

/**
 * What a link to the capsule opened by a key of its own (an e-mail's turn-off link, `keyHolds`
 * when its token is this capsule's and still good) lets this request do: no password, the key
 * is the way in; a wrong key, a draft or the trash answer like a missing capsule.
 */
export async function capsuleLinkAccess(
  request: Request,
  capsuleId: string,
  keyHolds: boolean,
): Promise<CapsuleAccess> {
  const row = keyHolds ? await readCapsule(capsuleId) : null
  return decideAccess(request, linkDoor(row, visibleToClient))
}

/**
 * Whether her client may be e-mailed about her capsule (what every e-mail to a client asks):
 * false while it is a draft; null when it is not hers (missing, in the trash, another's).
 */
export async function mailableToClient(
  ownerId: string,
  capsuleId: string,
): Promise<boolean | null> {
  const row = await readCapsule(capsuleId)
  return row?.ownerId === ownerId ? visibleToClient(row) : null
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
    const error = access.row.isPublished ? OWNER_PREVIEW : PREVIEW_ERROR
    return { ok: false, status: 403, error }
  }
  return { ok: true, capsule: access.row }
}

/**
 * `asClient`, and this request comes from one of her own e-mails (`key`: its link's gate key), for
 * what only she may switch: a link passed on to anyone else cannot (issue 41, point 4).
 */
export async function asClientFromHerEmail(
  request: Request,
  capsuleId: string,
  key: string,
): Promise<{ ok: true; capsule: AccessedCapsule } | Refusal> {
  const writer = await asClient(request, capsuleId)
  if (!writer.ok || isGateKey(capsuleId, key)) return writer
  return { ok: false, status: 403, error: MAIL_SWITCH_FROM_EMAIL }
}

/** A capsule of her client's as her home lists it. */
export type HomeCapsule = {
  id: string
  name: string
  updatedAt: Date
  /** Its password not yet given in this browser: only its name may be shown. */
  locked: boolean
}

/**
 * The capsules of the owner's client shown to clients (never a draft), newest change first, each
 * decided by the rule for this request: locked while its password is not given in this browser.
 */
export async function capsulesOfClientFor(
  request: Request,
  ownerId: string,
  clientId: string,
): Promise<HomeCapsule[]> {
  const rows = await db
    .select({
      id: capsule.id,
      ownerId: capsule.ownerId,
      isPublished: capsule.isPublished,
      passwordHash: capsule.passwordHash,
      name: capsule.name,
      updatedAt: capsule.updatedAt,
    })
    .from(capsule)
    .where(and(eq(capsule.ownerId, ownerId), eq(capsule.clientId, clientId)))
    .orderBy(desc(capsule.updatedAt))
  const shown = rows.filter(visibleToClient)
  const decisions = await Promise.all(shown.map((row) => decideAccess(request, row)))
  return shown.map(({ id, name, updatedAt }, index) => ({
    id,
    name,
    updatedAt,
    locked: decisions[index]!.kind === 'gate',
  }))
}
