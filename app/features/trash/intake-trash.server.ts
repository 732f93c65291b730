// What a deleted client takes along of before and after her first session (kept in the trash
// for the undo window; the photo files she sent go at the purge): her questionnaires with their
// photos (features/questionnaire) and her closet audits with every decision (features/
// closet-audit).
import { and, eq, inArray } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { closetAudit, closetAuditPiece } from '~/features/closet-audit/tables.server'
import { questionnaire, questionnairePhoto } from '~/features/questionnaire/tables.server'
import type { Tx } from '~/server/db.server'
import type { Deleted } from '~/server/trash.server'

export async function snapshotIntake(tx: Tx, ownerId: string, clientId: string): Promise<Deleted> {
  const [questionnaires, audits] = await Promise.all([
    tx
      .select()
      .from(questionnaire)
      .where(and(mine(questionnaire, ownerId), eq(questionnaire.clientId, clientId))),
    tx
      .select()
      .from(closetAudit)
      .where(and(mine(closetAudit, ownerId), eq(closetAudit.clientId, clientId))),
  ])
  const [photos, decisions] = await Promise.all([
    questionnaires.length === 0
      ? []
      : tx
          .select()
          .from(questionnairePhoto)
          .where(
            inArray(
              questionnairePhoto.questionnaireId,
              questionnaires.map((entry) => entry.id),
            ),
          ),
    audits.length === 0
      ? []
      : tx
          .select()
          .from(closetAuditPiece)
          .where(
            inArray(
              closetAuditPiece.auditId,
              audits.map((entry) => entry.id),
            ),
          ),
  ])
  return {
    rows: {
      questionnaire: questionnaires,
      questionnaire_photo: photos,
      closet_audit: audits,
      closet_audit_piece: decisions,
    },
    photos: photos.map((entry) => entry.photo),
  }
}
