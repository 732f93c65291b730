// What deleting a client takes of her questionnaires into the trash: each with the photos her
// client sent (their files go at the purge).
import { and, eq, inArray } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import type { Tx } from '~/server/db.server'
import { type Part, taken, together } from '~/server/trash.server'

import { questionnaire, questionnairePhoto } from './tables.server'

/** The owner's questionnaires for a client, with their photos. */
export async function takeQuestionnairesOf(
  tx: Tx,
  ownerId: string,
  clientId: string,
): Promise<Part> {
  const questionnaires = await tx
    .select()
    .from(questionnaire)
    .where(and(mine(questionnaire, ownerId), eq(questionnaire.clientId, clientId)))
  const ids = questionnaires.map((row) => row.id)
  const photos = ids.length
    ? await tx
        .select()
        .from(questionnairePhoto)
        .where(inArray(questionnairePhoto.questionnaireId, ids))
    : []
  return together(
    taken(questionnaire, questionnaires),
    taken(
      questionnairePhoto,
      photos,
      photos.map((row) => row.photo),
    ),
  )
}
