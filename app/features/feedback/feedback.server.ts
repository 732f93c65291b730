import { and, eq, sql } from 'drizzle-orm'

import { opens } from '~/domain/client-access.server'
import { recordActivity } from '~/features/activity/index.server'
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
import { type Feedback, REACTION_LABELS, type Thread } from '~/lib/feedback'
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

/** The item's or outfit's name when it is in the capsule (only items can be bought). */
async function targetInCapsule(capsuleId: string, input: FeedbackInput): Promise<string | null> {
  if (input.kind === 'outfit' && 'bought' in input.change) return null
  const table = input.kind === 'item' ? item : outfit
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.id, input.id), eq(table.capsuleId, capsuleId)))
  return row?.name ?? null
}

/** What her Today says of a change (null: a reaction taken back, nothing to tell). */
function changeEvent(change: FeedbackInput['change'], piece: string) {
  if ('bought' in change) {
    return change.bought ? { kind: 'bought' as const, summary: `Bought: ${piece}` } : null
  }
  return change.reaction
    ? { kind: 'reaction' as const, summary: `${REACTION_LABELS[change.reaction]}: ${piece}` }
    : null
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
  const piece = await targetInCapsule(capsuleId, input)
  if (piece === null) {
    return { ok: false, status: 404, error: 'This piece is no longer in the capsule.' }
  }
  const device = await clientDevice(request)
  const setCookie = device.setCookie
  const allowed =
    (await PER_ADDRESS.spend(clientAddress(request))).allowed &&
    (device.id === null || (await PER_DEVICE.spend(device.id)).allowed)
  if (!allowed) return { ok: false, status: 429, error: TOO_MANY_CHANGES, setCookie }
  const event = changeEvent(input.change, piece)
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
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
    if (event) {
      await recordActivity(tx, {
        ownerId: writer.capsule.ownerId,
        clientId: writer.capsule.clientId,
        capsuleId,
        subjectId: input.target,
        ...event,
      })
    }
    return saved!
  })
  if (input.kind === 'item' && 'bought' in input.change) {
    await ledgerFollowsPurchase(writer.capsule.ownerId, input.id, input.change.bought === true)
  }
  await digestDue(writer.capsule.ownerId, capsuleId)
  return { ok: true, feedback: { ...row, updatedAt: row.updatedAt.toISOString() }, setCookie }
}
