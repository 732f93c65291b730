// Her capsules in "Export my data": the capsules, the ones she e-mailed, and how often each was
// opened. Passwords never leave the database (only whether one is set).
import { asc, eq } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import {
  type Collection,
  type Column,
  CREATED,
  dataSet,
  type Lookups,
  priceColumns,
  UPDATED,
} from '~/lib/data-set'
import { db } from '~/server/db.server'

import { capsule, capsuleSend, capsuleVisit } from './tables.server'

type Capsule = typeof capsule.$inferSelect

const capsuleColumns = ({
  clientName,
  shareUrl,
}: Pick<Lookups, 'clientName' | 'shareUrl'>): Column<Capsule>[] => [
  ['id', 'The capsule’s id.', (r) => r.id],
  ['client_id', 'Its client (clients.csv).', (r) => r.clientId],
  ['client_name', 'Its client’s name.', (r) => clientName(r.clientId)],
  ['name', 'Name.', (r) => r.name],
  ['description', 'Description.', (r) => r.description],
  ['published', 'true when clients can open its link.', (r) => r.isPublished],
  [
    'password_protected',
    'true when a password is set (passwords are not exported).',
    (r) => r.passwordHash !== null,
  ],
  ['link', 'The link you share with the client.', (r) => shareUrl(r.id)],
  ...priceColumns<Capsule>('budget', 'Budget', (r) => ({
    text: r.budgetText,
    amount: r.budgetAmount,
    currency: r.budgetCurrency,
  })),
  CREATED,
  UPDATED,
]

const sendColumns = ({
  capsuleName,
}: Pick<Lookups, 'capsuleName'>): Column<typeof capsuleSend.$inferSelect>[] => [
  ['id', 'The send’s id.', (r) => r.id],
  ['capsule_id', 'The capsule sent (capsules.csv).', (r) => r.capsuleId],
  ['capsule_name', 'Its name.', (r) => capsuleName(r.capsuleId)],
  ['to_email', 'The address it was sent to.', (r) => r.toEmail],
  ['message', 'Your message.', (r) => r.message],
  ['sent_at', 'Sent (UTC).', (r) => r.sentAt],
]

const visitColumns = ({
  capsuleName,
}: Pick<Lookups, 'capsuleName'>): Column<typeof capsuleVisit.$inferSelect>[] => [
  ['capsule_id', 'The capsule (capsules.csv).', (r) => r.capsuleId],
  ['capsule_name', 'Its name.', (r) => capsuleName(r.capsuleId)],
  ['first_opened_at', 'First opened (UTC).', (r) => r.firstAt],
  ['last_opened_at', 'Last opened (UTC).', (r) => r.lastAt],
  ['times', 'How many times.', (r) => r.count],
]

export async function capsuleDataSet(
  ownerId: string,
  lookups: Pick<Lookups, 'clientName' | 'shareUrl'>,
): Promise<Collection> {
  const capsules = await db
    .select()
    .from(capsule)
    .where(mine(capsule, ownerId))
    .orderBy(asc(capsule.createdAt), asc(capsule.id))
  return dataSet(
    'capsules',
    'Capsules: the curated wardrobes you build for each client.',
    capsuleColumns(lookups),
    capsules,
  )
}

export async function capsuleSendDataSet(
  ownerId: string,
  lookups: Pick<Lookups, 'capsuleName'>,
): Promise<Collection> {
  const sends = await db
    .select()
    .from(capsuleSend)
    .where(eq(capsuleSend.ownerId, ownerId))
    .orderBy(asc(capsuleSend.sentAt), asc(capsuleSend.id))
  return dataSet(
    'capsule-sends',
    'Capsules you e-mailed to your clients from the studio.',
    sendColumns(lookups),
    sends,
  )
}

export async function capsuleOpenDataSet(
  ownerId: string,
  lookups: Pick<Lookups, 'capsuleName'>,
): Promise<Collection> {
  const visits = await db
    .select()
    .from(capsuleVisit)
    .where(eq(capsuleVisit.ownerId, ownerId))
    .orderBy(asc(capsuleVisit.firstAt))
  return dataSet(
    'capsule-opens',
    'How often each capsule’s page was opened by someone other than you.',
    visitColumns(lookups),
    visits,
  )
}
