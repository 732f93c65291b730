// What a deleted client takes along of her questionnaires (kept in the trash for the undo
// window; the photo files she sent go at the purge): features/questionnaire's rows.
import { and, eq, inArray } from 'drizzle-orm'

import type { Tx } from '~/server/db.server'
import { questionnaire, questionnairePhoto } from '~/server/schema.server'
import type { Deleted } from '~/server/trash.server'

import { mine } from './mine.server'

export async function snapshotQuestionnaires(
  tx: Tx,
  ownerId: string,
  clientId: string,
): Promise<Deleted> {
  const questionnaires = await tx
    .select()
    .from(questionnaire)
    .where(and(mine(questionnaire, ownerId), eq(questionnaire.clientId, clientId)))
  if (questionnaires.length === 0) return { rows: {}, photos: [] }
  const photos = await tx
    .select()
    .from(questionnairePhoto)
    .where(
      inArray(
        questionnairePhoto.questionnaireId,
        questionnaires.map((entry) => entry.id),
      ),
    )
  return {
    rows: { questionnaire: questionnaires, questionnaire_photo: photos },
    photos: photos.map((entry) => entry.photo),
  }
}
