// After a start (a restore leaves the job tables out, decision 024), the conversation's e-mails
// that were due are nudged again from what the feedback's own tables say is due: a digest marked
// due, replies not yet told. A nudge already waiting is not doubled (one per capsule, its key).
import { and, eq, isNotNull, isNull, min, sql } from 'drizzle-orm'

import { capsuleView as capsule } from '~/features/capsules/index.server'
import { capsuleStateView as capsuleFeedbackState } from '~/features/conversation/index.server'
import { replyMail } from '~/features/conversation/index.server'
import { messageView as message } from '~/features/conversation/index.server'
import { db } from '~/server/db.server'
import { env } from '~/server/env.server'
import { defineJob, sendJob } from '~/server/jobs.server'

import { feedbackDigest } from './feedback-mail.server'

/** What is left of the window that began at `since`, in seconds (0: it is over). */
const leftOf = (since: Date, now: Date) =>
  Math.max(0, env.MAIL_WINDOW_SECONDS - Math.floor((now.getTime() - since.getTime()) / 1000))

export async function catchUpMail(): Promise<{ digests: number; replyMails: number }> {
  const [[clock], digests, replies] = await Promise.all([
    db.select({ now: sql<string>`now()` }).from(sql`(select 1) as one`),
    db
      .select({
        capsuleId: capsuleFeedbackState.capsuleId,
        ownerId: capsule.ownerId,
        since: capsuleFeedbackState.mailDueAt,
      })
      .from(capsuleFeedbackState)
      .innerJoin(capsule, eq(capsule.id, capsuleFeedbackState.capsuleId))
      .where(isNotNull(capsuleFeedbackState.mailDueAt)),
    db
      .select({
        capsuleId: message.capsuleId,
        ownerId: message.ownerId,
        since: min(message.createdAt),
      })
      .from(message)
      .where(
        and(eq(message.author, 'stylist'), isNull(message.clientMail), isNull(message.deletedAt)),
      )
      .groupBy(message.capsuleId, message.ownerId),
  ])
  const now = new Date(clock!.now)
  for (const due of digests) {
    await sendJob(
      feedbackDigest,
      { ownerId: due.ownerId, capsuleId: due.capsuleId },
      { delaySeconds: leftOf(due.since!, now), key: due.capsuleId },
    )
  }
  for (const due of replies) {
    await sendJob(
      replyMail,
      { ownerId: due.ownerId, capsuleId: due.capsuleId },
      { delaySeconds: leftOf(new Date(due.since!), now), key: due.capsuleId },
    )
  }
  return { digests: digests.length, replyMails: replies.length }
}

/** At each start: the conversation's due e-mails, nudged again. */
export const conversationMailCatchUp = defineJob({
  name: 'conversation-mail-catch-up',
  title: 'Catching up on conversation e-mails after a start',
  scope: 'app',
  runAtStart: true,
  run: catchUpMail,
})
