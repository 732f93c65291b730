// The stylist's e-mail about new feedback: at most one per capsule every few minutes.
import { eq, sql } from 'drizzle-orm'
import { REACTION_LABELS, type Reaction } from '~/lib/feedback'
import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { rowsOf } from '~/server/open-database.server'
import { actionEmail, sendEmail } from '~/server/email.server'
import { capsule, capsuleFeedbackState, user } from '~/server/schema.server'
import { feedbackEntries } from './feedback-entries.server'

/** At most one e-mail per capsule in this many minutes. */
export const MAIL_EVERY_MINUTES = 15

/**
 * Claims the capsule's e-mail slot: true when no e-mail went out for it in the last 15 minutes
 * (and records this one), false otherwise. One statement, so two instances (or two requests)
 * racing for the slot cannot both win. `since` is when the previous e-mail went (null: never).
 */
export async function claimFeedbackMail(
  capsuleId: string,
): Promise<{ claimed: false } | { claimed: true; since: Date | null }> {
  const [row] = await rowsOf<{ since: string | Date | null }>(
    db,
    sql`
    with previous as (
      select ${capsuleFeedbackState.mailedAt} as since
      from ${capsuleFeedbackState} where ${capsuleFeedbackState.capsuleId} = ${capsuleId}
    )
    insert into ${capsuleFeedbackState} (capsule_id, mailed_at) values (${capsuleId}, now())
    on conflict (capsule_id) do update set mailed_at = now()
    where ${capsuleFeedbackState.mailedAt} is null
      or ${capsuleFeedbackState.mailedAt} <= now() - make_interval(mins => ${MAIL_EVERY_MINUTES})
    returning (select since from previous) as since`,
  )
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
  const changes = (await feedbackEntries(capsuleId, { since: slot.since })).reverse()
  if (changes.length === 0) return false
  const lines = changes.slice(0, 20).map(mailLine)
  if (changes.length > lines.length) lines.push(`… and ${changes.length - lines.length} more`)
  await sendEmail(
    actionEmail({
      to: owner.email,
      subject: `New feedback on ${owner.capsuleName}`,
      intro: `Your client left feedback on her capsule page:\n${lines.join('\n')}`,
      action: 'Open the feedback',
      url: `${baseUrl}/dashboard/capsules/${capsuleId}?tab=feedback`,
      outro: `You get at most one e-mail per capsule every ${MAIL_EVERY_MINUTES} minutes; the Feedback view always shows everything.`,
    }),
  )
  return true
}
