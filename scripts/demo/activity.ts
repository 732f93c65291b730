// Her Today in the demo studio (docs/decisions/052-today-one-feed.md): `count` events over the
// past year across her clients, written straight into the activity table so they can be dated
// (the app's writer stamps them now). The oldest nine in ten are done, the newest few unseen.
import { activity } from '~/features/activity/tables.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

const KINDS = [
  ['questionnaire_answered', 'She sent her answers to your style questionnaire.'],
  ['payment_received', '£250 by card for an invoice'],
  ['booking_made', 'She booked a Wardrobe edit'],
  ['invoice_overdue', 'An invoice is overdue: the reminder went out'],
] as const

const BATCH = 1000
const YEAR = 365 * 24 * 60 * 60 * 1000

export async function seedActivity(ownerId: string, clientIds: string[], count: number) {
  const now = Date.now()
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const index = start + offset
      const [kind, summary] = KINDS[index % KINDS.length]!
      const createdAt = new Date(now - YEAR + Math.floor((index * YEAR) / count))
      const age = count - index
      return {
        id: createId(),
        ownerId,
        clientId: index % 20 === 0 ? null : clientIds[index % clientIds.length]!,
        kind: index % 20 === 0 ? 'inquiry' : kind,
        subjectId: createId(),
        summary,
        createdAt,
        seenAt: age > 50 ? createdAt : null,
        doneAt: age > count / 10 ? createdAt : null,
      }
    })
    await db.insert(activity).values(rows)
  }
}
