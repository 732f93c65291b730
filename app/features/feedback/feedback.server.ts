import { and, eq, sql } from 'drizzle-orm'

import { opens } from '~/domain/client-access.server'
import { asClient, capsuleAccess, type Refusal } from '~/features/capsules/index.server'
import { ledgerFollowsPurchase } from '~/features/commissions/index.server'
import {
  type ClientMailSettings,
  clientMailSettings,
  loadThreads,
} from '~/features/conversation/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { outfitView as outfit } from '~/features/outfits/index.server'
import { studioNameOf } from '~/features/site/index.server'
import type { Feedback, Thread } from '~/lib/feedback'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { clientAddress, rateLimit } from '~/server/rate-limiter.server'
import { clientDevice, deviceTagOf } from '~/server/visitor-device.server'

import { meaningful } from './feedback-entries.server'
import { digestDue } from './feedback-mail.server'
import type { FeedbackInput } from './schema'
import { feedback } from './tables.server'

/**
 * Per address (a household's devices, or a script that drops its cookie), then per device (its
 * cookie): a client taps a lot, a script more. Never per capsule, which anyone could spend for her
 * (issue 26, point 10). The address is counted first, so a flood stops at one counter.
 */
const PER_ADDRESS = rateLimit({ name: 'feedback-address', max: 600, windowSeconds: 15 * 60 })
const PER_DEVICE = rateLimit({ name: 'feedback-device', max: 300, windowSeconds: 15 * 60 })

/** Every piece of feedback on a capsule that says something. */
export async function loadFeedback(capsuleId: string): Promise<Feedback[]> {
  const rows = await db
    .select({
      target: feedback.target,
      reaction: feedback.reaction,
      bought: feedback.bought,
      updatedAt: feedback.updatedAt,
    })
    .from(feedback)
    .where(and(eq(feedback.capsuleId, capsuleId), meaningful))
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }))
}

/** What the capsule page loads after it shows: her feedback, the conversation, her e-mails. */
export type VisitorFeedback = {
  canGiveFeedback: boolean
  feedback: Feedback[]
  threads: Thread[]
  mail: ClientMailSettings
  /** Her stylist's studio name, as her replies are signed (and her e-mails sent). */
  studio: string
}

/**
 * The capsule's feedback and conversation for a request the access rule lets in: her client
 * gives it, her owner reads it (the Preview); null for anyone else, answered like a missing
 * capsule.
 */
export async function feedbackForVisitor(
  request: Request,
  capsuleId: string,
): Promise<VisitorFeedback | null> {
  const access = await capsuleAccess(request, capsuleId)
  if (!opens(access)) return null
  const [entries, threads, mail, studio] = await Promise.all([
    loadFeedback(access.row.id),
    loadThreads(access.row.id, await deviceTagOf(request)),
    clientMailSettings(access.row.id),
    studioNameOf(access.row.ownerId),
  ])
  return {
    canGiveFeedback: access.kind === 'client',
    feedback: entries,
    threads: threads.map(({ piece: _piece, ...thread }) => thread),
    mail,
    studio,
  }
}

export const TOO_MANY_CHANGES = 'Too many changes at once. Please wait a few minutes and try again.'

/** True when the item or outfit is in the capsule (only items can be bought). */
async function targetInCapsule(capsuleId: string, input: FeedbackInput) {
  if (input.kind === 'item') {
    const [row] = await db
      .select({ id: item.id })
      .from(item)
      .where(and(eq(item.id, input.id), eq(item.capsuleId, capsuleId)))
    return Boolean(row)
  }
  if ('bought' in input.change) return false
  const [row] = await db
    .select({ id: outfit.id })
    .from(outfit)
    .where(and(eq(outfit.id, input.id), eq(outfit.capsuleId, capsuleId)))
  return Boolean(row)
}

export type SaveFeedbackResult = ({ ok: true; feedback: Feedback } | Refusal) & {
  /** The client device's cookie, to set when it is new (see app/server/visitor-device.server.ts). */
  setCookie?: string | null
}

/**
 * Saves one change from the capsule page (the latest change wins) in the feedback's own table:
 * the capsule, its items and outfits are not touched, so the page's version stays the same.
 * Then her stylist's digest is due (one e-mail per capsule per window, feedback-mail.server.ts).
 */
export async function saveFeedback(
  request: Request,
  capsuleId: string,
  input: FeedbackInput,
): Promise<SaveFeedbackResult> {
  const writer = await asClient(request, capsuleId)
  if (!writer.ok) return writer
  if (!(await targetInCapsule(capsuleId, input))) {
    return { ok: false, status: 404, error: 'This piece is no longer in the capsule.' }
  }
  const device = await clientDevice(request)
  const setCookie = device.setCookie
  const allowed =
    (await PER_ADDRESS.spend(clientAddress(request))).allowed &&
    (device.id === null || (await PER_DEVICE.spend(device.id)).allowed)
  if (!allowed) return { ok: false, status: 429, error: TOO_MANY_CHANGES, setCookie }
  const [row] = await db
    .insert(feedback)
    .values({
      id: createId(),
      ownerId: writer.capsule.ownerId,
      capsuleId,
      target: input.target,
      itemId: input.kind === 'item' ? input.id : null,
      outfitId: input.kind === 'outfit' ? input.id : null,
      ...input.change,
    })
    .onConflictDoUpdate({
      target: [feedback.capsuleId, feedback.target],
      set: { ...input.change, updatedAt: sql`now()` },
    })
    .returning({
      target: feedback.target,
      reaction: feedback.reaction,
      bought: feedback.bought,
      updatedAt: feedback.updatedAt,
    })
  if (input.kind === 'item' && 'bought' in input.change) {
    await ledgerFollowsPurchase(writer.capsule.ownerId, input.id, input.change.bought === true)
  }
  await digestDue(writer.capsule.ownerId, capsuleId)
  return { ok: true, feedback: { ...row!, updatedAt: row!.updatedAt.toISOString() }, setCookie }
}
