// A questionnaire comes back: her client submitted it, and the stylist hears of it. One e-mail
// naming her client (a job sent at once, so within the conversation's mail window, and never
// the client's problem if it fails), "Questionnaire answered" on the client's card and a count
// beside Clients in her navigation, until she opens the client's page (`answersSeenAt`). The
// future Today feed (issue 44) reads what is unseen here.
import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { alertsAtOnce } from '~/features/activity/index.server'
import { clientView as client } from '~/features/clients/index.server'
import { baseUrl } from '~/server/auth.server'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { actionEmail, sendEmail } from '~/server/email.server'
import { defineJob, sendJob } from '~/server/jobs.server'
import { logger } from '~/server/logger.server'

import type { SentQuestionnaire } from './questionnaire.server'
import { questionnaire } from './tables.server'

/** Submitted, and not opened by her since. */
const unseen = and(
  isNotNull(questionnaire.submittedAt),
  or(
    isNull(questionnaire.answersSeenAt),
    gt(questionnaire.submittedAt, questionnaire.answersSeenAt),
  ),
)

/** The e-mail telling her: her client's name, and the way to her answers. */
export const answeredMail = defineJob<{ ownerId: string; questionnaireId: string }>({
  name: 'questionnaire-answered',
  title: 'E-mails about answered questionnaires',
  scope: 'owner',
  run: ({ ownerId, questionnaireId }) => mailAnswered(ownerId, questionnaireId),
})

export async function mailAnswered(ownerId: string, questionnaireId: string) {
  const [row] = await db
    .select({ to: user.email, clientId: client.id, clientName: client.name })
    .from(questionnaire)
    .innerJoin(client, eq(client.id, questionnaire.clientId))
    .innerJoin(user, eq(user.id, questionnaire.ownerId))
    .where(and(mine(questionnaire, ownerId, questionnaireId), isNotNull(questionnaire.submittedAt)))
  if (!row) return 'not submitted'
  // Told in her daily summary, or not at all, when that is what she chose (decision 055).
  if (!(await alertsAtOnce(ownerId, 'questionnaires'))) return 'not now: her alerts'
  await sendEmail(
    actionEmail({
      to: row.to,
      subject: `${row.clientName} answered your questionnaire`,
      intro: `${row.clientName} sent her answers to your style questionnaire. They are on her page, and the empty fields of her profile are filled from them.`,
      action: 'Read her answers',
      url: `${baseUrl}/dashboard/clients/${row.clientId}#client-questionnaire`,
      outro: 'Her page shows "Questionnaire answered" until you open it.',
    }),
  )
  return 'sent'
}

/** Her client submitted: the e-mail goes out now (a failed nudge is logged, the badge stays). */
export async function announceAnswers(row: Pick<SentQuestionnaire, 'id' | 'ownerId'>) {
  try {
    await sendJob(answeredMail, { ownerId: row.ownerId, questionnaireId: row.id }, { key: row.id })
  } catch (error) {
    logger.error({ err: error, questionnaireId: row.id }, 'answered e-mail could not be sent')
  }
}

/** Her clients whose questionnaire came back and who she has not opened since. */
export async function answeredClients(ownerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ clientId: questionnaire.clientId })
    .from(questionnaire)
    .where(and(mine(questionnaire, ownerId), unseen))
  return rows.map((row) => row.clientId)
}

/** She opened the client's page: her answers are seen. */
export async function markAnswersSeen(ownerId: string, clientId: string): Promise<void> {
  await db
    .update(questionnaire)
    .set({ answersSeenAt: new Date() })
    .where(and(mine(questionnaire, ownerId), eq(questionnaire.clientId, clientId), unseen))
}
