// Each capsule's conversation state (capsule_feedback_state): when the stylist last saw its
// Feedback view, her digest's window (features/feedback sends it), and whether her client turned
// her e-mails off. Written here only; other features read it through `capsuleStateView`.
import { getTableColumns, sql } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { capsuleFeedbackState } from './tables.server'

/** Every capsule's state, for other features' joins (read only). */
export const capsuleStateView = db
  .select(getTableColumns(capsuleFeedbackState))
  .from(capsuleFeedbackState)
  .as('capsule_state_view')

/** She saw the capsule's Feedback view: what came before now is no longer unread. */
export async function markSeen(capsuleId: string): Promise<void> {
  await db
    .insert(capsuleFeedbackState)
    .values({ capsuleId, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: capsuleFeedbackState.capsuleId, set: { seenAt: sql`now()` } })
}

/** Her digest is due from now, unless one already is (its window runs from the first change). */
export async function markDigestDue(capsuleId: string): Promise<void> {
  await db
    .insert(capsuleFeedbackState)
    .values({ capsuleId, mailDueAt: sql`now()` })
    .onConflictDoUpdate({
      target: capsuleFeedbackState.capsuleId,
      set: { mailDueAt: sql`coalesce(${capsuleFeedbackState.mailDueAt}, now())` },
    })
}

/** Her digest went, covering what happened until `until`: none is due any more. */
export async function markDigestMailed(capsuleId: string, until: Date): Promise<void> {
  await db
    .insert(capsuleFeedbackState)
    .values({ capsuleId, mailedAt: until, mailDueAt: null })
    .onConflictDoUpdate({
      target: capsuleFeedbackState.capsuleId,
      set: { mailedAt: until, mailDueAt: null },
    })
}
