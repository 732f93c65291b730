// "Her photos": what her client sends with a questionnaire, through the photo pipeline (EXIF and
// GPS stripped, app/server/images.server.ts). Private: the stylist sees them at /media (decided by
// app/domain/questionnaire-photo-access.server.ts), her client through her own link only.
import { Readable } from 'node:stream'

import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'

import type { StoredPhoto } from '~/lib/photo-urls'
import { type Question, QUESTIONNAIRE_LIMITS } from '~/lib/questionnaire'
import { type Db, db, type Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { deletePhotoFiles } from '~/server/images.server'
import { storage } from '~/server/storage.server'
import { claimUpload, createUpload } from '~/server/uploads.server'

import { questionnaire, questionnairePhoto } from './tables.server'

export type QuestionnairePhoto = { id: string; questionId: string; photo: StoredPhoto }

export const PHOTOS_FULL = `You have sent the ${QUESTIONNAIRE_LIMITS.photos} photos a questionnaire takes: remove one to add another.`
export const QUESTION_FULL = (count: number) =>
  count === 1
    ? 'This question takes one photo: remove it to send another.'
    : `This question takes ${count} photos: remove one to send another.`
export const SUBMITTED = 'Your answers have been sent, so they can no longer be changed here.'

type Link = { id: string; ownerId: string; questions: Question[] }

/** The photos of a questionnaire, oldest first. */
export async function listPhotos(questionnaireId: string): Promise<QuestionnairePhoto[]> {
  return db
    .select({
      id: questionnairePhoto.id,
      questionId: questionnairePhoto.questionId,
      photo: questionnairePhoto.photo,
    })
    .from(questionnairePhoto)
    .where(eq(questionnairePhoto.questionnaireId, questionnaireId))
    .orderBy(asc(questionnairePhoto.createdAt), asc(questionnairePhoto.id))
}

/** Why a photo may not be added now (null: it may), counted before its bytes are processed. */
async function refusal(tx: Db | Tx, link: Link, questionId: string): Promise<string | null> {
  const question = link.questions.find((each) => each.id === questionId && each.kind === 'photos')
  if (!question) return 'Choose the question this photo answers.'
  const [open] = await tx
    .select({ id: questionnaire.id })
    .from(questionnaire)
    .where(and(eq(questionnaire.id, link.id), isNull(questionnaire.submittedAt)))
    .for('update')
  if (!open) return SUBMITTED
  const rows = await tx
    .select({ questionId: questionnairePhoto.questionId, n: count() })
    .from(questionnairePhoto)
    .where(eq(questionnairePhoto.questionnaireId, link.id))
    .groupBy(questionnairePhoto.questionId)
  const total = rows.reduce((sum, row) => sum + row.n, 0)
  if (total >= QUESTIONNAIRE_LIMITS.photos) return PHOTOS_FULL
  const mine = rows.find((row) => row.questionId === questionId)?.n ?? 0
  const allowed = question.photoCount ?? 1
  return mine >= allowed ? QUESTION_FULL(allowed) : null
}

/** Whether a photo could be added for that question now (checked again when it is saved). */
export const photoRefusal = (link: Link, questionId: string) => refusal(db, link, questionId)

/**
 * Processes the photo received at `path` (a `PhotoError` for one refused) and adds it to the
 * questionnaire, unless the question or the questionnaire is full or submitted meanwhile: its
 * files are deleted then, and the refusal returned.
 */
export async function addPhoto(
  link: Link,
  questionId: string,
  path: string,
): Promise<{ ok: true; photo: QuestionnairePhoto } | { ok: false; message: string }> {
  const upload = await createUpload(link.ownerId, path)
  const outcome = await db.transaction(async (tx) => {
    const refused = await refusal(tx, link, questionId)
    if (refused) return { ok: false as const, message: refused }
    const photo = await claimUpload(link.ownerId, upload.id, tx)
    if (!photo) return { ok: false as const, message: 'The photo could not be saved.' }
    const id = createId()
    await tx
      .insert(questionnairePhoto)
      .values({ id, ownerId: link.ownerId, questionnaireId: link.id, questionId, photo })
    return { ok: true as const, photo: { id, questionId, photo } }
  })
  if (!outcome.ok) {
    await claimUpload(link.ownerId, upload.id)
    await deletePhotoFiles([upload.photo])
  }
  return outcome
}

/** Removes a photo of a questionnaire not yet submitted; false when there is none to remove. */
export async function removePhoto(questionnaireId: string, photoId: string): Promise<boolean> {
  const removed = await db
    .delete(questionnairePhoto)
    .where(
      and(
        eq(questionnairePhoto.id, photoId),
        eq(questionnairePhoto.questionnaireId, questionnaireId),
        sql`exists (select 1 from ${questionnaire} where ${questionnaire.id} = ${questionnaireId}
          and ${questionnaire.submittedAt} is null)`,
      ),
    )
    .returning({ photo: questionnairePhoto.photo })
  await deletePhotoFiles(removed.map((row) => row.photo))
  return removed.length > 0
}

const PHOTO_FILE = /^(?:large|[1-9][0-9]{0,3})\.webp$/

/**
 * A file of one of this questionnaire's photos, for her client's link: a Response streaming it
 * (kept by her browser only), or null when the key is not one of this questionnaire's.
 */
export async function photoFileResponse(
  questionnaireId: string,
  key: string,
  file: string,
): Promise<Response | null> {
  if (!/^[\w-]{22}$/.test(key) || !PHOTO_FILE.test(file)) return null
  const [row] = await db
    .select({ id: questionnairePhoto.id })
    .from(questionnairePhoto)
    .where(
      and(
        eq(questionnairePhoto.questionnaireId, questionnaireId),
        sql`(${questionnairePhoto.photo} ->> 'key') = ${key}`,
      ),
    )
  if (!row) return null
  const object = await storage.get(`${key}/${file}`)
  if (!object) return null
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Cache-Control': 'private, no-cache',
    'X-Content-Type-Options': 'nosniff',
  }
  if (object.size !== undefined) headers['Content-Length'] = String(object.size)
  const body = Readable.toWeb(Readable.from(object.body)) as ReadableStream<Uint8Array>
  return new Response(body, { headers })
}
