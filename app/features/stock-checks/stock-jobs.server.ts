// The stock checks as jobs (decision 024): one capsule's check, sent when she asks for it or by
// the morning schedule, which sends one for each capsule of every stylist whose checks are on.
import { and, inArray, isNotNull } from 'drizzle-orm'

import { pieceView as item } from '~/features/items/index.server'
import { ownersCheckingStock } from '~/features/studio/index.server'
import { db } from '~/server/db.server'
import { defineJob, sendJob } from '~/server/jobs.server'

import { toCheck } from './capsule-stock.server'
import { checkCapsule, markRequested } from './stock-check.server'

/** One capsule's check: a few pages a minute per shop, so a long list takes a while. */
export const stockCheckJob = defineJob<{ ownerId: string; capsuleId: string }>({
  name: 'stock-check',
  title: 'Checking stock and prices',
  scope: 'owner',
  retries: 2,
  retryDelaySeconds: 5 * 60,
  timeoutSeconds: 60 * 60,
  run: ({ ownerId, capsuleId }, { signal }) => checkCapsule(ownerId, capsuleId, { signal }),
})

/** Asks for a capsule's check: at most one waits per capsule. */
export async function requestCheck(ownerId: string, capsuleId: string): Promise<void> {
  await markRequested(ownerId, capsuleId)
  await sendJob(stockCheckJob, { ownerId, capsuleId }, { key: capsuleId })
}

/** Monday, in UTC: the day a weekly check runs. */
const WEEKLY_DAY = 1

/**
 * Every capsule with a piece to check, of every stylist whose checks run today (daily ones
 * every day, weekly ones on Mondays): a check sent for each. Answers how many.
 */
export async function sendScheduledChecks(now = new Date()): Promise<{ capsules: number }> {
  const schedules: ('daily' | 'weekly')[] =
    now.getUTCDay() === WEEKLY_DAY ? ['daily', 'weekly'] : ['daily']
  const capsules = await db
    .selectDistinct({ ownerId: item.ownerId, capsuleId: item.capsuleId })
    .from(item)
    .where(
      and(
        isNotNull(item.capsuleId),
        toCheck,
        inArray(item.ownerId, ownersCheckingStock(schedules)),
      ),
    )
  for (const { ownerId, capsuleId } of capsules) {
    if (capsuleId) await requestCheck(ownerId, capsuleId)
  }
  return { capsules: capsules.length }
}

/** Each morning at 05:00 UTC. */
export const scheduledStockChecks = defineJob({
  name: 'stock-checks',
  title: 'Scheduling stock and price checks',
  scope: 'app',
  cron: '0 5 * * *',
  run: () => sendScheduledChecks(),
})
