// Her client opened her closet edit (from her capsule's page): news for her stylist's Today.
import { recordActivity } from '~/features/activity/index.server'
import { db } from '~/server/db.server'

/** Records an open by her client (never her own preview); again only once she has seen it. */
export async function closetEditOpened(
  ownerId: string,
  clientId: string,
  capsuleId: string,
): Promise<void> {
  await db.transaction((tx) =>
    recordActivity(tx, {
      ownerId,
      clientId,
      capsuleId,
      kind: 'closet_edit_opened',
      subjectId: capsuleId,
      summary: 'She opened her closet edit.',
    }),
  )
}
