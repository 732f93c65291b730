// Her clients' feedback in "Export my data": reactions and purchases on their capsule pages.
import { and, desc, eq, isNotNull, or } from 'drizzle-orm'

import { type Collection, type Column, dataSet, type Lookups, UPDATED } from '~/lib/data-set'
import { REACTION_LABELS } from '~/lib/feedback'
import { db } from '~/server/db.server'

import { feedback } from './tables.server'

const feedbackColumns = ({
  capsuleName,
}: Pick<Lookups, 'capsuleName'>): Column<typeof feedback.$inferSelect>[] => [
  ['capsule_id', 'The capsule (capsules.csv).', (r) => r.capsuleId],
  ['capsule_name', 'The capsule’s name.', (r) => capsuleName(r.capsuleId)],
  ['item_id', 'The item the feedback is about (items.csv), if an item.', (r) => r.itemId],
  ['outfit_id', 'The outfit the feedback is about (outfits.csv), if an outfit.', (r) => r.outfitId],
  [
    'reaction',
    'Love it, Maybe or Not for me.',
    (r) => (r.reaction ? REACTION_LABELS[r.reaction] : null),
  ],
  ['bought', 'true when the client ticked the item as bought.', (r) => r.bought],
  UPDATED,
]

export async function feedbackDataSet(
  ownerId: string,
  lookups: Pick<Lookups, 'capsuleName'>,
): Promise<Collection> {
  // Feedback the client cleared again (no reaction, note or purchase) says nothing.
  const rows = await db
    .select()
    .from(feedback)
    .where(
      and(
        eq(feedback.ownerId, ownerId),
        or(isNotNull(feedback.reaction), eq(feedback.bought, true)),
      ),
    )
    .orderBy(desc(feedback.updatedAt))
  return dataSet(
    'feedback',
    'Your clients’ feedback on their capsule pages: reactions and purchases.',
    feedbackColumns(lookups),
    rows,
  )
}
