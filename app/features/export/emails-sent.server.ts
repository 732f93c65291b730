// The e-mails her account sent, in "Export my data": the infrastructure's own record of them.
import { asc, eq } from 'drizzle-orm'

import { type Collection, type Column, dataSet } from '~/lib/data-set'
import { db } from '~/server/db.server'
import { outgoingEmail } from '~/server/tables.server'

const sentEmailColumns: Column<typeof outgoingEmail.$inferSelect>[] = [
  ['id', 'The e-mail’s id.', (r) => r.id],
  [
    'kind',
    'What it was: capsule, newsletter-confirmation, invitation, invoice, invoice-reminder, questionnaire or questionnaire-reminder.',
    (r) => r.kind,
  ],
  ['to_email', 'The address it was sent to.', (r) => r.toEmail],
  ['subject', 'Its subject.', (r) => r.subject],
  ['sent_at', 'Sent (UTC).', (r) => r.sentAt],
]

export async function sentEmailDataSet(ownerId: string): Promise<Collection> {
  const sentEmails = await db
    .select()
    .from(outgoingEmail)
    .where(eq(outgoingEmail.ownerId, ownerId))
    .orderBy(asc(outgoingEmail.sentAt), asc(outgoingEmail.id))
  return dataSet(
    'emails-sent',
    'Every e-mail your account sent to a client, a subscriber or an invited stylist (90 days).',
    sentEmailColumns,
    sentEmails,
  )
}
