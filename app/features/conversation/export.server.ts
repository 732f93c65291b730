// The conversation in "Export my data": one row per message, with what its thread is about.
import { asc, eq } from 'drizzle-orm'

import { type Collection, type Column, dataSet, type Lookups } from '~/lib/data-set'
import { db } from '~/server/db.server'

import { message, thread } from './tables.server'

/** A message of a thread, with what its thread is about. */
type MessageRow = {
  id: string
  capsuleId: string
  target: string
  itemId: string | null
  outfitId: string | null
  author: 'client' | 'stylist'
  body: string
  createdAt: Date
  editedAt: Date | null
  deletedAt: Date | null
}

const messageColumns = ({ capsuleName }: Pick<Lookups, 'capsuleName'>): Column<MessageRow>[] => [
  ['id', 'The message’s id.', (r) => r.id],
  ['capsule_id', 'The capsule (capsules.csv).', (r) => r.capsuleId],
  ['capsule_name', 'The capsule’s name.', (r) => capsuleName(r.capsuleId)],
  [
    'about',
    'What its thread is about: item, outfit or the capsule as a whole.',
    (r) => (r.itemId ? 'item' : r.outfitId ? 'outfit' : 'capsule'),
  ],
  ['item_id', 'The item the thread is about (items.csv), if an item.', (r) => r.itemId],
  ['outfit_id', 'The outfit the thread is about (outfits.csv), if an outfit.', (r) => r.outfitId],
  ['from', 'Who wrote it: client or you.', (r) => (r.author === 'client' ? 'client' : 'you')],
  ['text', 'What was written (empty once deleted).', (r) => (r.deletedAt ? '' : r.body)],
  ['written_at', 'When it was written (UTC).', (r) => r.createdAt],
  ['edited_at', 'When you last corrected it (UTC), if you did.', (r) => r.editedAt],
  ['deleted_at', 'When it was deleted (UTC), if it was.', (r) => r.deletedAt],
]

export async function messageDataSet(
  ownerId: string,
  lookups: Pick<Lookups, 'capsuleName'>,
): Promise<Collection> {
  const messages: MessageRow[] = await db
    .select({
      id: message.id,
      capsuleId: message.capsuleId,
      target: thread.target,
      itemId: thread.itemId,
      outfitId: thread.outfitId,
      author: message.author,
      body: message.body,
      createdAt: message.createdAt,
      editedAt: message.editedAt,
      deletedAt: message.deletedAt,
    })
    .from(message)
    .innerJoin(thread, eq(thread.id, message.threadId))
    .where(eq(message.ownerId, ownerId))
    .orderBy(asc(message.capsuleId), asc(thread.target), asc(message.createdAt))
  return dataSet(
    'messages',
    'The conversations on your capsules: your clients’ notes and answers, and your replies.',
    messageColumns(lookups),
    messages,
  )
}
