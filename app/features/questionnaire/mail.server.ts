// Sending a questionnaire: through the one way client e-mail goes (app/domain/client-email.server.ts:
// as her studio, Reply-To her, her limits, the owner's log), with the client's link; one reminder
// two days before the deadline (a job sent for that morning), unless she turned it off.
import { and, eq, isNull } from 'drizzle-orm'

import { type ClientEmailResult, sendClientEmail } from '~/domain/client-email.server'
import { mine } from '~/domain/mine.server'
import { clientView as client, homeLinkOf } from '~/features/clients/index.server'
import { studioSender } from '~/features/site/index.server'
import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { defineJob, sendJob } from '~/server/jobs.server'

import { getQuestionnaire, type SentQuestionnaire } from './questionnaire.server'
import { questionnaire } from './tables.server'

/** The client's link to her questionnaire. */
export const questionnaireUrl = (token: string) => `${baseUrl}/q/${token}`

/** The reminder goes this many days before the deadline. */
export const REMIND_DAYS_BEFORE = 2

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/** "Friday 12 June": a deadline as her client reads it. */
const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })

async function recipientOf(ownerId: string, clientId: string) {
  const [row] = await db
    .select({ name: client.name, email: client.email })
    .from(client)
    .where(mine(client, ownerId, clientId))
  return row ?? null
}

/** The questionnaire (or its reminder) to her client, through the one way client e-mail goes. */
async function mailQuestionnaire(
  row: SentQuestionnaire,
  to: { name: string; email: string },
  kind: 'questionnaire' | 'questionnaire-reminder',
): Promise<ClientEmailResult> {
  const due = row.dueOn ? longDate(row.dueOn) : null
  const home = (await homeLinkOf(row.ownerId, row.clientId))?.url
  return sendClientEmail(
    await studioSender(row.ownerId),
    kind,
    (brand) => ({
      to: to.email,
      subject:
        kind === 'questionnaire'
          ? `Your style questionnaire from ${brand}`
          : `Reminder: your style questionnaire from ${brand}`,
      intro:
        kind === 'questionnaire'
          ? `Hello ${firstName(to.name)},\n\nBefore we meet, I would love to know more about you: your sizes, the colours you love, your week and what you would like to change. Your answers are saved as you go, so you can stop and come back on the same link.${due ? ` Please send it by ${due}.` : ''}`
          : `Hello ${firstName(to.name)},\n\nA gentle reminder: your style questionnaire is due ${due ?? 'soon'}. Your answers so far are saved; the link below takes you back to them.`,
      action: 'Open your questionnaire',
      url: questionnaireUrl(row.token),
      outro: `Questions? Simply reply to this e-mail: it reaches ${brand}.`,
      home,
    }),
    { causedBy: kind === 'questionnaire' ? 'stylist' : 'schedule' },
  )
}

/** The e-mail with the link; `no-address` when her client has none (the link is shown to copy). */
export async function mailLink(
  row: SentQuestionnaire,
): Promise<ClientEmailResult | { ok: false; status: 0; formError: 'no-address' }> {
  const to = await recipientOf(row.ownerId, row.clientId)
  if (!to?.email) return { ok: false, status: 0, formError: 'no-address' }
  const sent = await mailQuestionnaire(row, { name: to.name, email: to.email }, 'questionnaire')
  if (sent.ok && row.remind) await scheduleReminder(row)
  return sent
}

/** The reminder of one questionnaire, sent for the morning two days before its deadline. */
export const questionnaireReminder = defineJob<{ ownerId: string; questionnaireId: string }>({
  name: 'questionnaire-reminder',
  title: 'Questionnaire reminders',
  scope: 'owner',
  run: ({ ownerId, questionnaireId }) => remindIfDue(ownerId, questionnaireId),
})

export async function scheduleReminder(row: Pick<SentQuestionnaire, 'id' | 'ownerId' | 'dueOn'>) {
  if (!row.dueOn) return
  // 09:00 UTC, two days before the deadline.
  const at = Date.parse(`${row.dueOn}T09:00:00Z`) - REMIND_DAYS_BEFORE * 86_400_000
  const delaySeconds = Math.max(Math.ceil((at - Date.now()) / 1000), 0)
  await sendJob(
    questionnaireReminder,
    { ownerId: row.ownerId, questionnaireId: row.id },
    { delaySeconds, key: row.id },
  )
}

/**
 * The reminder job's work: e-mails her client once if the questionnaire is not submitted, its
 * deadline is still ahead and the reminder is on. Claimed before sending, so a retry never sends
 * twice; a failed send gives the claim back and throws (the job is retried).
 */
export async function remindIfDue(
  ownerId: string,
  questionnaireId: string,
  today = new Date().toISOString().slice(0, 10),
) {
  const row = await getQuestionnaire(ownerId, questionnaireId)
  if (!row || !row.remind || row.remindedAt || row.submittedAt || !row.dueOn) return 'not needed'
  if (row.dueOn < today) return 'past the deadline'
  const to = await recipientOf(ownerId, row.clientId)
  if (!to?.email) return 'no address'
  const claimed = await db
    .update(questionnaire)
    .set({ remindedAt: new Date() })
    .where(and(mine(questionnaire, ownerId, questionnaireId), isNull(questionnaire.remindedAt)))
    .returning({ id: questionnaire.id })
  if (claimed.length === 0) return 'already reminded'
  const sent = await mailQuestionnaire(
    row,
    { name: to.name, email: to.email },
    'questionnaire-reminder',
  )
  if (!sent.ok) {
    await db
      .update(questionnaire)
      .set({ remindedAt: null })
      .where(eq(questionnaire.id, questionnaireId))
    throw new Error(`questionnaire reminder not sent: ${sent.formError}`)
  }
  return 'reminded'
}
