import { and, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { data } from 'react-router'
import type { FormResult } from '~/lib/form-errors'
import { baseUrl, getUser } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { actionEmail, sendEmail } from '~/server/email.server'
import { createId } from '~/server/ids.server'
import { logger } from '~/server/logger.server'
import { clientAddress, isRateLimited } from '~/server/rate-limit.server'
import {
  capsule,
  capsuleAnswer,
  capsuleFeedbackState,
  item,
  outfit,
  outfitItem,
  user,
  type StoredPhoto,
} from '~/server/schema.server'
import { isUnlocked } from '~/features/share/unlock-cookie.server'
import { type Answer, REACTION_LABELS, type Reaction } from './answers'
import type { AnswerInput } from './schema'
import type { FeedbackGlance } from './types'

/** Per capsule from anywhere, and per capsule and address: a client taps a lot, a script more. */
const PER_CAPSULE = { name: 'answer-capsule', max: 600, windowSeconds: 15 * 60 }
const PER_ADDRESS = { name: 'answer-address', max: 300, windowSeconds: 15 * 60 }

/** At most one e-mail per capsule in this many minutes. */
export const MAIL_EVERY_MINUTES = 15

/** Whether this answer says anything (a reaction, a note or a tick). */
const meaningful = or(
  isNotNull(capsuleAnswer.reaction),
  isNotNull(capsuleAnswer.note),
  eq(capsuleAnswer.bought, true),
)

/**
 * Who is asking about a capsule's answers:
 * - 'client': the capsule is published and, with a password, unlocked in this browser;
 * - 'preview': a draft seen by its signed-in owner (the controls show, disabled);
 * - null: anyone else, answered exactly like a missing capsule.
 */
export async function answerAccess(request: Request, capsuleId: string) {
  const [row] = await db
    .select({
      id: capsule.id,
      ownerId: capsule.ownerId,
      name: capsule.name,
      passwordHash: capsule.passwordHash,
      isPublished: capsule.isPublished,
    })
    .from(capsule)
    .where(eq(capsule.id, capsuleId))
  if (!row) return null
  if (!row.isPublished) {
    const viewer = await getUser(request)
    return viewer?.id === row.ownerId ? { capsule: row, mode: 'preview' as const } : null
  }
  if (
    row.passwordHash &&
    !(await isUnlocked(request.headers.get('cookie'), row.id, row.passwordHash))
  ) {
    return null
  }
  return { capsule: row, mode: 'client' as const }
}

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
  const access = await answerAccess(request, capsuleId)
  if (!access) return { ok: false, status: 404, error: CAPSULE_NOT_FOUND }
  if (access.mode === 'preview') return { ok: false, status: 403, error: PREVIEW_ERROR }
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

// ---------------------------------------------------------------------------------------------
// One e-mail per burst
// ---------------------------------------------------------------------------------------------

/**
 * Claims the capsule's e-mail slot: true when no e-mail went out for it in the last 15 minutes
 * (and records this one), false otherwise. One statement, so two instances (or two requests)
 * racing for the slot cannot both win. `since` is when the previous e-mail went (null: never).
 */
export async function claimFeedbackMail(
  capsuleId: string,
): Promise<{ claimed: false } | { claimed: true; since: Date | null }> {
  const result: unknown = await db.execute(sql`
    with previous as (
      select ${capsuleFeedbackState.mailedAt} as since
      from ${capsuleFeedbackState} where ${capsuleFeedbackState.capsuleId} = ${capsuleId}
    )
    insert into ${capsuleFeedbackState} (capsule_id, mailed_at) values (${capsuleId}, now())
    on conflict (capsule_id) do update set mailed_at = now()
    where ${capsuleFeedbackState.mailedAt} is null
      or ${capsuleFeedbackState.mailedAt} <= now() - make_interval(mins => ${MAIL_EVERY_MINUTES})
    returning (select since from previous) as since`)
  // PGlite answers { rows }, postgres.js an array.
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
  const [row] = rows as { since: string | Date | null }[]
  if (!row) return { claimed: false }
  return { claimed: true, since: row.since === null ? null : new Date(row.since) }
}

const mailLine = (entry: {
  name: string
  reaction: Reaction | null
  note: string | null
  bought: boolean
}) => {
  const parts = [
    entry.reaction ? REACTION_LABELS[entry.reaction] : null,
    entry.bought ? 'Bought' : null,
    entry.note ? `“${entry.note}”` : null,
  ].filter(Boolean)
  return `${entry.name}: ${parts.join(' · ')}`
}

/**
 * E-mails the stylist what changed on a capsule since her last e-mail about it, unless one went
 * out in the last 15 minutes: a burst of taps makes one e-mail. What comes later in the window is
 * in the next e-mail, and always in the Feedback view the e-mail links to.
 */
export async function notifyStylist(capsuleId: string): Promise<boolean> {
  const slot = await claimFeedbackMail(capsuleId)
  if (!slot.claimed) return false
  const [owner] = await db
    .select({ email: user.email, capsuleName: capsule.name })
    .from(capsule)
    .innerJoin(user, eq(user.id, capsule.ownerId))
    .where(eq(capsule.id, capsuleId))
  if (!owner) return false
  const changes = (await feedbackEntries(capsuleId, slot.since)).reverse()
  if (changes.length === 0) return false
  const lines = changes.slice(0, 20).map(mailLine)
  if (changes.length > lines.length) lines.push(`… and ${changes.length - lines.length} more`)
  await sendEmail(
    actionEmail({
      to: owner.email,
      subject: `New feedback on ${owner.capsuleName}`,
      intro: `Your client answered on her capsule page:\n${lines.join('\n')}`,
      action: 'Open the feedback',
      url: `${baseUrl}/dashboard/capsules/${capsuleId}?tab=feedback`,
      outro: `You get at most one e-mail per capsule every ${MAIL_EVERY_MINUTES} minutes; the Feedback view always shows everything.`,
    }),
  )
  return true
}

// ---------------------------------------------------------------------------------------------
// The stylist's side
// ---------------------------------------------------------------------------------------------

export type FeedbackEntry = {
  target: string
  kind: 'item' | 'outfit'
  id: string
  name: string
  photo: StoredPhoto | null
  reaction: Reaction | null
  note: string | null
  bought: boolean
  updatedAt: Date
}

/** The answers of a capsule (changed after `since`, when given), newest first. */
async function feedbackEntries(capsuleId: string, since: Date | null = null) {
  const rows = await db
    .select({
      target: capsuleAnswer.target,
      itemId: capsuleAnswer.itemId,
      outfitId: capsuleAnswer.outfitId,
      itemName: item.name,
      itemPhoto: item.photo,
      outfitName: outfit.name,
      // An outfit is shown with its first piece's photo.
      outfitPhoto: sql<StoredPhoto | null>`(
        select ${item.photo} from ${outfitItem} join ${item} on ${item.id} = ${outfitItem.itemId}
        where ${outfitItem.outfitId} = ${capsuleAnswer.outfitId}
        order by ${outfitItem.orderIndex} limit 1)`,
      reaction: capsuleAnswer.reaction,
      note: capsuleAnswer.note,
      bought: capsuleAnswer.bought,
      updatedAt: capsuleAnswer.updatedAt,
    })
    .from(capsuleAnswer)
    .leftJoin(item, and(eq(item.id, capsuleAnswer.itemId), eq(item.capsuleId, capsuleId)))
    .leftJoin(outfit, eq(outfit.id, capsuleAnswer.outfitId))
    .where(
      and(
        eq(capsuleAnswer.capsuleId, capsuleId),
        meaningful,
        since ? gt(capsuleAnswer.updatedAt, since) : undefined,
      ),
    )
    .orderBy(desc(capsuleAnswer.updatedAt))
  return rows.flatMap((row): FeedbackEntry[] => {
    const name = row.itemName ?? row.outfitName
    // An item that left the capsule: its answers stay, hidden, until it comes back.
    if (name === null) return []
    return [
      {
        target: row.target,
        kind: row.itemId ? 'item' : 'outfit',
        id: (row.itemId ?? row.outfitId)!,
        name,
        photo: row.itemPhoto ?? row.outfitPhoto,
        reaction: row.reaction,
        note: row.note,
        bought: row.bought,
        updatedAt: row.updatedAt,
      },
    ]
  })
}

/** The Feedback view of one of the owner's capsules: null when it is not hers. */
export async function listFeedback(ownerId: string, capsuleId: string) {
  const [row] = await db
    .select({ id: capsule.id })
    .from(capsule)
    .where(and(eq(capsule.id, capsuleId), eq(capsule.ownerId, ownerId)))
  if (!row) return null
  return feedbackEntries(capsuleId)
}

/** Opening the Feedback view: what the client answered so far is no longer new. */
export async function markFeedbackSeen(ownerId: string, capsuleId: string) {
  const [row] = await db
    .select({ id: capsule.id })
    .from(capsule)
    .where(and(eq(capsule.id, capsuleId), eq(capsule.ownerId, ownerId)))
  if (!row) return
  await db
    .insert(capsuleFeedbackState)
    .values({ capsuleId, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: capsuleFeedbackState.capsuleId, set: { seenAt: sql`now()` } })
}

/** Per capsule of the owner that has answers: counts for its card. */
export async function feedbackGlances(
  ownerId: string,
  capsuleIds?: string[],
): Promise<Record<string, FeedbackGlance>> {
  if (capsuleIds?.length === 0) return {}
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})::int`
  const rows = await db
    .select({
      capsuleId: capsuleAnswer.capsuleId,
      loved: count(sql`${capsuleAnswer.reaction} = 'love'`),
      maybe: count(sql`${capsuleAnswer.reaction} = 'maybe'`),
      notForMe: count(sql`${capsuleAnswer.reaction} = 'no'`),
      notes: count(sql`${capsuleAnswer.note} is not null`),
      bought: count(sql`${capsuleAnswer.bought}`),
      isNew: sql<boolean>`bool_or(${capsuleFeedbackState.seenAt} is null or ${capsuleAnswer.updatedAt} > ${capsuleFeedbackState.seenAt})`,
    })
    .from(capsuleAnswer)
    .leftJoin(capsuleFeedbackState, eq(capsuleFeedbackState.capsuleId, capsuleAnswer.capsuleId))
    .where(
      and(
        eq(capsuleAnswer.ownerId, ownerId),
        meaningful,
        capsuleIds ? inArray(capsuleAnswer.capsuleId, capsuleIds) : undefined,
      ),
    )
    .groupBy(capsuleAnswer.capsuleId)
  return Object.fromEntries(rows.map(({ capsuleId, ...glance }) => [capsuleId, glance]))
}

/**
 * The reactions on the items of a capsule, for the Items tab's filter: read from its answers
 * (listFeedback), so the page asks the database once for both.
 */
export function itemReactions(entries: FeedbackEntry[]): Record<string, Reaction> {
  return Object.fromEntries(
    entries.flatMap((entry) =>
      entry.kind === 'item' && entry.reaction ? [[entry.id, entry.reaction]] : [],
    ),
  )
}

/** For the export: every answer on the owner's capsules. */
export async function exportAnswers(ownerId: string) {
  return db
    .select({
      capsuleId: capsuleAnswer.capsuleId,
      itemId: capsuleAnswer.itemId,
      outfitId: capsuleAnswer.outfitId,
      reaction: capsuleAnswer.reaction,
      note: capsuleAnswer.note,
      bought: capsuleAnswer.bought,
      updatedAt: capsuleAnswer.updatedAt,
    })
    .from(capsuleAnswer)
    .where(and(eq(capsuleAnswer.ownerId, ownerId), meaningful))
    .orderBy(desc(capsuleAnswer.updatedAt))
}

export const OWNERSHIP_FAILED = 'Choose Owned, To buy or Automatic, and at least one item.'

/**
 * The Items tab's bulk action (intent set-ownership): Owned / To buy (or automatic) for the
 * chosen items of one of the owner's capsules. Returns null for other intents.
 */
export async function handleOwnershipIntent(ownerId: string, form: FormData, capsuleId: string) {
  if (form.get('intent') !== 'set-ownership') return null
  const ownership = form.get('ownership')
  const itemIds = form
    .getAll('itemIds')
    .filter((id): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id))
    .slice(0, 5000)
  if (!['owned', 'to_buy', ''].includes(String(ownership)) || itemIds.length === 0) {
    return data<FormResult>({ formError: OWNERSHIP_FAILED }, { status: 400 })
  }
  const [mine] = await db
    .select({ id: capsule.id })
    .from(capsule)
    .where(and(eq(capsule.id, capsuleId), eq(capsule.ownerId, ownerId)))
  if (!mine) {
    return data<FormResult>({ formError: 'This capsule no longer exists.' }, { status: 404 })
  }
  await db
    .update(item)
    .set({ ownership: (ownership || null) as 'owned' | 'to_buy' | null, updatedAt: new Date() })
    .where(and(eq(item.ownerId, ownerId), eq(item.capsuleId, capsuleId), inArray(item.id, itemIds)))
  return data<FormResult>({ ok: true })
}
