// A capsule's door: the row every way into a capsule from outside the dashboard reads (the page
// and its gate, the client's feedback and conversation, her visits, her closet edit, the photos),
// asked of the one access rule (app/domain/client-access.server.ts).
import { and, desc, eq, isNull, sql } from 'drizzle-orm'

import {
  type Access,
  type AccessDecisions,
  decideOnce,
  type Door,
  opens,
  passwordOpens,
} from '~/domain/client-access.server'
import type { Price } from '~/lib/money'
import { db } from '~/server/db.server'
import { priceColumn } from '~/server/price-sql.server'

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
 * The gate's check of `password` for the capsule: null when it does not open it; otherwise the
 * Set-Cookie header that opens the capsule in this browser. A right answer to a password set
 * before the 8-character rule also records whether it is short, for the stylist's flag (unless
 * the password changed meanwhile).
 */
export async function checkGatePassword(door: Door, password: string): Promise<string | null> {
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

/** A capsule of her client's as her home lists it: its door, and when it last changed. */
export type ClientCapsuleDoor = Door & { name: string; updatedAt: Date }

/** Every capsule of the owner's client, newest change first (the home asks the rule of each). */
export async function capsuleDoorsOfClient(
  ownerId: string,
  clientId: string,
): Promise<ClientCapsuleDoor[]> {
  return db
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
}
