import { and, eq, sql } from 'drizzle-orm'
import { capsuleAccess, opens } from '~/domain/capsule-access.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { logger } from '~/server/logger.server'
import { clientAddress, isRateLimited } from '~/server/rate-limit.server'
import { capsuleAnswer, item, outfit } from '~/server/schema.server'
import type { Answer } from '~/lib/answers'
import { meaningful } from './feedback-entries.server'
import { notifyStylist } from './feedback-mail.server'
import type { AnswerInput } from './schema'

/** Per capsule from anywhere, and per capsule and address: a client taps a lot, a script more. */
const PER_CAPSULE = { name: 'answer-capsule', max: 600, windowSeconds: 15 * 60 }
const PER_ADDRESS = { name: 'answer-address', max: 300, windowSeconds: 15 * 60 }

/** Every answer of a capsule that says something. */
export async function loadAnswers(capsuleId: string): Promise<Answer[]> {
  const rows = await db
    .select({
      target: capsuleAnswer.target,
      reaction: capsuleAnswer.reaction,
      note: capsuleAnswer.note,
      bought: capsuleAnswer.bought,
      updatedAt: capsuleAnswer.updatedAt,
    })
    .from(capsuleAnswer)
    .where(and(eq(capsuleAnswer.capsuleId, capsuleId), meaningful))
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }))
}

/**
 * The capsule's answers for a request the access rule lets in: her client answers them, her
 * owner reads them (the Preview); null for anyone else, answered like a missing capsule.
 */
export async function answersForVisitor(
  request: Request,
  capsuleId: string,
): Promise<{ canAnswer: boolean; answers: Answer[] } | null> {
  const access = await capsuleAccess(request, capsuleId)
  if (!opens(access)) return null
  return { canAnswer: access.kind === 'client', answers: await loadAnswers(access.capsule.id) }
}

/** True when the item or outfit is in the capsule (only items can be bought). */
async function targetInCapsule(capsuleId: string, input: AnswerInput) {
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

export type SaveAnswerResult =
  { ok: true; answer: Answer } | { ok: false; status: 403 | 404 | 429; error: string }

export const CAPSULE_NOT_FOUND = 'Capsule not found'
export const PREVIEW_ERROR = 'This is a preview: your client answers once the capsule is published.'
export const OWNER_PREVIEW = 'This is your preview: only your client answers here.'
export const TOO_MANY_ANSWERS = 'Too many changes at once. Please wait a few minutes and try again.'

/**
 * Saves one change from the capsule page (the latest change wins) in the answers' own table:
 * the capsule, its items and outfits are not touched, so the page's version stays the same.
 * Then tells the stylist, at most once per capsule per 15 minutes (see notifyStylist).
 */
export async function saveAnswer(
  request: Request,
  capsuleId: string,
  input: AnswerInput,
): Promise<SaveAnswerResult> {
  const access = await capsuleAccess(request, capsuleId)
  if (!opens(access)) return { ok: false, status: 404, error: CAPSULE_NOT_FOUND }
  if (access.kind === 'owner') {
    const error = access.capsule.isPublished ? OWNER_PREVIEW : PREVIEW_ERROR
    return { ok: false, status: 403, error }
  }
  if (!(await targetInCapsule(capsuleId, input))) {
    return { ok: false, status: 404, error: 'This piece is no longer in the capsule.' }
  }
  const limited = await Promise.all([
    isRateLimited(PER_CAPSULE, [capsuleId]),
    isRateLimited(PER_ADDRESS, [`${capsuleId}:${clientAddress(request)}`]),
  ])
  if (limited.includes(true)) return { ok: false, status: 429, error: TOO_MANY_ANSWERS }
  const [row] = await db
    .insert(capsuleAnswer)
    .values({
      id: createId(),
      ownerId: access.capsule.ownerId,
      capsuleId,
      target: input.target,
      itemId: input.kind === 'item' ? input.id : null,
      outfitId: input.kind === 'outfit' ? input.id : null,
      ...input.change,
    })
    .onConflictDoUpdate({
      target: [capsuleAnswer.capsuleId, capsuleAnswer.target],
      set: { ...input.change, updatedAt: sql`now()` },
    })
    .returning({
      target: capsuleAnswer.target,
      reaction: capsuleAnswer.reaction,
      note: capsuleAnswer.note,
      bought: capsuleAnswer.bought,
      updatedAt: capsuleAnswer.updatedAt,
    })
  notifyStylist(capsuleId).catch((error: unknown) =>
    logger.error({ err: error, capsuleId }, 'feedback e-mail failed'),
  )
  return { ok: true, answer: { ...row!, updatedAt: row!.updatedAt.toISOString() } }
}
