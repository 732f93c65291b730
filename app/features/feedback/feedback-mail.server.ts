// The stylist's digest of her client's feedback: at most one e-mail per capsule per window (15
// minutes), composed when it is sent, naming her client, with everything the client did in the
// window — every reaction, Bought tick and message — up to DIGEST_LINES lines, then "… and 37
// more"; what she has already answered in the studio meanwhile (a reply in that thread after it),
// or opened from her Today since it happened (decision 052), is left out: she has read it.
//
// What is due lives in the capsule's state row (`mailDueAt`, `mailedAt`); the delayed job, one
// waiting per capsule (its key), is only the nudge that sends it (decision 024, decision 031).
import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import { opens } from '~/domain/client-access.server'
import { activityView as seen, alertsAtOnce } from '~/features/activity/index.server'
import { capsuleAccess } from '~/features/capsules/index.server'
import { capsuleView as capsule } from '~/features/capsules/index.server'
import { clientView as client } from '~/features/clients/index.server'
import {
  capsuleStateView as capsuleFeedbackState,
  markDigestDue,
  markDigestMailed,
} from '~/features/conversation/index.server'
import { excerpt, pieceName, windowMinutes } from '~/features/conversation/index.server'
import {
  messageView as message,
  repliedThreadView as replied,
  replyView as reply,
  threadView as thread,
} from '~/features/conversation/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { outfitView as outfit } from '~/features/outfits/index.server'
import { REACTION_LABELS } from '~/lib/feedback'
import { baseUrl } from '~/server/auth.server'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { actionEmail, sendEmail } from '~/server/email.server'
import { env } from '~/server/env.server'
import { defineJob, sendJob } from '~/server/jobs.server'
import { logger } from '~/server/logger.server'

import { feedback } from './tables.server'

/** Lines of a digest; what is past them is counted ("… and 37 more"). */
export const DIGEST_LINES = 20

type Data = { ownerId: string; capsuleId: string }

/** A window after the first thing the client did, her stylist's digest of the whole window. */
export const feedbackDigest = defineJob<Data>({
  name: 'feedback-digest',
  title: 'Sending feedback digests',
  scope: 'owner',
  run: ({ capsuleId }) => sendDigest(capsuleId),
})

/**
 * The client did something on the capsule: her stylist's digest is due. Recorded first (the
 * truth), then the nudge: one job per capsule waits for the window; sending again while it waits
 * does nothing. A failed nudge is logged, never the client's problem (the catch-up sends it).
 */
export async function digestDue(ownerId: string, capsuleId: string): Promise<void> {
  try {
    await markDigestDue(capsuleId)
    await sendJob(
      feedbackDigest,
      { ownerId, capsuleId },
      { delaySeconds: env.MAIL_WINDOW_SECONDS, key: capsuleId },
    )
  } catch (error) {
    logger.error({ err: error, capsuleId }, 'feedback digest could not be scheduled')
  }
}

type Line = { at: Date; text: string }

/**
 * No reply of hers in the thread of `target` on the capsule after `at`: what came before one she
 * has read and answered in the studio (the same for a message, in its own thread).
 */
const answeredAfter = (capsuleId: string, target: AnyPgColumn, at: AnyPgColumn) => sql`not exists (
  select 1 from ${reply} join ${replied} on ${replied.id} = ${reply.threadId}
  where ${replied.capsuleId} = ${capsuleId} and ${replied.target} = ${target}
    and ${reply.author} = 'stylist' and ${reply.deletedAt} is null and ${reply.createdAt} > ${at})`

/**
 * She has not opened it from her Today since it happened: what she has seen there (an entry of
 * these kinds about `target` on the capsule, seen at or after `at`) is not mailed to her again.
 */
const unseenInToday = (
  capsuleId: string,
  kinds: string[],
  target: AnyPgColumn | SQL,
  at: AnyPgColumn,
) => sql`not exists (
  select 1 from ${seen} where ${seen.capsuleId} = ${capsuleId} and ${seen.subjectId} = ${target}
    and ${inArray(seen.kind, kinds)} and ${seen.seenAt} >= ${at})`

/** What the client did on the capsule in (since, until]: the first lines, and how many in all. */
/**
 * Her client wrote on the capsule `capsuleId` (a message): her stylist's digest is due. The owner
 * comes from the access decision already made for this request.
 */
export async function clientWrote(request: Request, capsuleId: string): Promise<void> {
  const access = await capsuleAccess(request, capsuleId)
  if (opens(access)) await digestDue(access.row.ownerId, capsuleId)
}

export async function digestLines(
  capsuleId: string,
  since: Date | null,
  until: Date,
): Promise<{ lines: string[]; total: number }> {
  const reactions = and(
    eq(feedback.capsuleId, capsuleId),
    or(sql`${feedback.reaction} is not null`, eq(feedback.bought, true)),
    since ? gt(feedback.updatedAt, since) : undefined,
    lte(feedback.updatedAt, until),
    // Feedback on a piece that left the capsule stays hidden until it comes back.
    or(sql`${item.id} is not null`, sql`${outfit.id} is not null`),
    answeredAfter(capsuleId, feedback.target, feedback.updatedAt),
    unseenInToday(capsuleId, ['reaction', 'bought'], feedback.target, feedback.updatedAt),
  )
  const messages = and(
    eq(message.capsuleId, capsuleId),
    eq(message.author, 'client'),
    isNull(message.deletedAt),
    since ? gt(message.createdAt, since) : undefined,
    lte(message.createdAt, until),
    sql`not exists (
      select 1 from ${reply} where ${reply.threadId} = ${message.threadId}
        and ${reply.author} = 'stylist' and ${reply.deletedAt} is null
        and ${reply.createdAt} > ${message.createdAt})`,
    unseenInToday(
      capsuleId,
      ['message'],
      sql`(select ${replied.target} from ${replied} where ${replied.id} = ${message.threadId})`,
      message.createdAt,
    ),
  )
  const pieces = (table: { itemId: AnyPgColumn; outfitId: AnyPgColumn }) => [
    and(eq(item.id, table.itemId), eq(item.capsuleId, capsuleId)),
    and(eq(outfit.id, table.outfitId), eq(outfit.capsuleId, capsuleId)),
  ]
  const [feedbackPiece, feedbackOutfit] = pieces(feedback)
  const [threadPiece, threadOutfit] = pieces(thread)
  const [feedbackRows, messageRows, [counts]] = await Promise.all([
    db
      .select({
        at: feedback.updatedAt,
        name: sql<string | null>`coalesce(${item.name}, ${outfit.name})`,
        reaction: feedback.reaction,
        bought: feedback.bought,
      })
      .from(feedback)
      .leftJoin(item, feedbackPiece)
      .leftJoin(outfit, feedbackOutfit)
      .where(reactions)
      .orderBy(asc(feedback.updatedAt))
      .limit(DIGEST_LINES),
    db
      .select({
        at: message.createdAt,
        target: thread.target,
        name: sql<string | null>`coalesce(${item.name}, ${outfit.name})`,
        body: message.body,
      })
      .from(message)
      .innerJoin(thread, eq(thread.id, message.threadId))
      .leftJoin(item, threadPiece)
      .leftJoin(outfit, threadOutfit)
      .where(messages)
      .orderBy(asc(message.createdAt))
      .limit(DIGEST_LINES),
    db
      .select({
        reactions: sql<number>`(select count(*)::int from ${feedback}
          left join ${item} on ${feedbackPiece} left join ${outfit} on ${feedbackOutfit}
          where ${reactions})`,
        messages: sql<number>`(select count(*)::int from ${message} where ${messages})`,
      })
      .from(sql`(select 1) as one`),
  ])
  const lines: Line[] = [
    ...feedbackRows.map((row) => ({
      at: row.at,
      text: `${row.name ?? 'A piece'}: ${[
        row.reaction ? REACTION_LABELS[row.reaction] : null,
        row.bought ? 'Bought' : null,
      ]
        .filter(Boolean)
        .join(' · ')}`,
    })),
    ...messageRows.map((row) => ({
      at: row.at,
      text: `${pieceName(row.target, row.name)}: “${excerpt(row.body)}”`,
    })),
  ]
  lines.sort((a, b) => a.at.getTime() - b.at.getTime())
  return {
    lines: lines.slice(0, DIGEST_LINES).map((line) => line.text),
    total: (counts?.reactions ?? 0) + (counts?.messages ?? 0),
  }
}

/**
 * Sends the capsule's digest: everything the client did since the last one, as it is now
 * (nothing: no e-mail). After a failed send nothing is marked, so the retry sends the same.
 */
export async function sendDigest(capsuleId: string): Promise<{ sent: number }> {
  const [row] = await db
    .select({
      ownerId: capsule.ownerId,
      email: user.email,
      capsuleName: capsule.name,
      clientName: client.name,
      mailedAt: capsuleFeedbackState.mailedAt,
      now: sql<string>`now()`,
    })
    .from(capsule)
    .innerJoin(user, eq(user.id, capsule.ownerId))
    .innerJoin(client, eq(client.id, capsule.clientId))
    .leftJoin(capsuleFeedbackState, eq(capsuleFeedbackState.capsuleId, capsule.id))
    .where(eq(capsule.id, capsuleId))
  if (!row) return { sent: 0 }
  const until = new Date(row.now)
  const { lines, total } = await digestLines(capsuleId, row.mailedAt, until)
  // Told in her daily summary, or not at all, when that is what she chose (decision 055).
  if (total > 0 && (await alertsAtOnce(row.ownerId, 'feedback'))) {
    if (total > lines.length) lines.push(`… and ${total - lines.length} more`)
    await sendEmail(
      actionEmail({
        to: row.email,
        subject: `New feedback on ${row.capsuleName}`,
        intro: `${row.clientName} left feedback on ${row.capsuleName}:\n${lines.join('\n')}`,
        action: 'Open the feedback',
        url: `${baseUrl}/dashboard/capsules/${capsuleId}?tab=feedback`,
        outro: `You get at most one e-mail per capsule every ${windowMinutes()} minutes; the Feedback view always shows everything.`,
      }),
    )
  }
  await markDigestMailed(capsuleId, until)
  return { sent: total }
}
