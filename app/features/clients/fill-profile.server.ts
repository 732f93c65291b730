// Her client's answers into her profile: on submission each answer fills its field when that is
// empty (a field she filled is never overwritten without her choice); "Copy all to profile"
// sets the ones she chose after seeing what would change.
import { and, eq } from 'drizzle-orm'

import { priceFromInput } from '~/lib/money'
import type { ProfileTarget } from '~/lib/questionnaire'
import { db } from '~/server/db.server'

import { PROFILE_LIMITS } from './schema'
import { client } from './tables.server'

/** Answers by the profile field they map to, as text. */
export type ProfileAnswers = Partial<Record<ProfileTarget, string>>

/**
 * Fills the client's empty profile fields from `answers` (the budget read as a price in
 * `currency` unless it names one). An answer longer than its field takes is left for her to
 * copy by hand. Answers the fields filled; none when the client is not hers.
 */
export async function fillEmptyProfile(
  ownerId: string,
  clientId: string,
  answers: ProfileAnswers,
  currency: string,
): Promise<ProfileTarget[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(client)
      .where(and(eq(client.ownerId, ownerId), eq(client.id, clientId)))
      .for('update')
    if (!row) return []
    const set: Partial<typeof client.$inferInsert> = {}
    const filled: ProfileTarget[] = []
    for (const [field, answer] of Object.entries(answers) as [ProfileTarget, string][]) {
      const value = answer.trim()
      if (!value || value.length > PROFILE_LIMITS[field]) continue
      if (field === 'budget') {
        const price = priceFromInput(value, currency)
        if (row.budgetAmount !== null || row.budgetText || !price.ok) continue
        set.budgetAmount = price.price.amount
        set.budgetCurrency = price.price.currency
        set.budgetText = price.price.text
      } else {
        if (row[field]?.trim()) continue
        set[field] = value
      }
      filled.push(field)
    }
    if (filled.length > 0) await tx.update(client).set(set).where(eq(client.id, clientId))
    return filled
  })
}
