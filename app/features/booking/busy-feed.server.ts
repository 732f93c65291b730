// Her own calendar's feed, read for busy times so her dentist appointment blocks a slot: fetched
// with the rules of shop links (app/server/safe-fetch.server.ts: public addresses only, bounded
// size and time), parsed by node-ical (recurring events expanded, time zones applied), and kept in
// her settings row until the next read. A feed that fails keeps the last busy times it gave and
// says why to her; booking never waits on it.
import ical, { type VEvent } from 'node-ical'

import { studioTimeZone } from '~/features/studio/index.server'
import { env } from '~/server/env.server'
import { defineJob, sendJob } from '~/server/jobs.server'
import { logger } from '~/server/logger.server'
import { LinkImportError, safeFetch } from '~/server/safe-fetch.server'

import type { BusyInterval } from './availability'
import { getBookingSettings, ownersWithBusyFeeds, saveBookingSettings } from './settings.server'
import { instantAt } from './slots'

const DAY = 86_400_000
/** The most a feed may weigh, and the most busy times kept from it. */
const MAX_BYTES = 2 * 1024 * 1024
const MAX_BUSY = 2000

export const FEED_PROBLEMS = {
  invalid: 'That is not a calendar address. Paste the feed’s address (https://… or webcal://…).',
  refused: 'That address points to a private network, so it can’t be read.',
  unreachable: 'Your calendar could not be reached.',
  unreadable: 'Your calendar’s feed could not be read as a calendar.',
} as const

/** A whole-day event's date (node-ical gives it as local midnight of this process). */
const dateOf = (value: Date) =>
  `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`

/** The busy times of an iCalendar text within [from, to): events not marked free or cancelled. */
export function busyTimesOf(text: string, window: { from: number; to: number; zone: string }) {
  const parsed = ical.sync.parseICS(text)
  const events = Object.values(parsed).filter((entry): entry is VEvent => entry?.type === 'VEVENT')
  if (events.length === 0 && !/BEGIN:VCALENDAR/i.test(text)) throw new Error('not a calendar')
  const busy: BusyInterval[] = []
  for (const event of events) {
    if (event.transparency === 'TRANSPARENT' || event.status === 'CANCELLED') continue
    const instances = ical.expandRecurringEvent(event, {
      from: new Date(window.from),
      to: new Date(window.to),
      expandOngoing: true,
    })
    for (const instance of instances) {
      const [start, end] = instance.isFullDay
        ? [
            instantAt(dateOf(instance.start), '00:00', window.zone),
            instantAt(dateOf(instance.end), '00:00', window.zone),
          ]
        : [instance.start.getTime(), instance.end.getTime()]
      if (end > window.from && start < window.to) busy.push({ start, end: Math.max(end, start) })
    }
  }
  return busy.sort((a, b) => a.start - b.start).slice(0, MAX_BUSY)
}

/**
 * Reads her feed again (when she has one) and keeps its busy times, or its problem beside the last
 * busy times it gave. Answers the problem, or null.
 */
export async function readBusyFeed(ownerId: string, now = Date.now()): Promise<string | null> {
  const settings = await getBookingSettings(ownerId)
  if (!settings.busyFeedUrl) return null
  let problem: string | null = null
  let busyTimes = settings.busyTimes
  try {
    const fetched = await safeFetch(settings.busyFeedUrl, {
      maxBytes: MAX_BYTES,
      accept: 'text/calendar, */*;q=0.5',
      allowPrivate: env.LINK_IMPORT_ALLOW_PRIVATE,
      userAgent: 'CapsuleStudio-Booking/1.0',
    })
    busyTimes = busyTimesOf(fetched.body.toString('utf8'), {
      from: now - DAY,
      to: now + (settings.horizonDays + 2) * DAY,
      zone: await studioTimeZone(ownerId),
    })
  } catch (error) {
    problem =
      error instanceof LinkImportError
        ? error.problem === 'invalid' || error.problem === 'refused'
          ? FEED_PROBLEMS[error.problem]
          : FEED_PROBLEMS.unreachable
        : FEED_PROBLEMS.unreadable
    logger.warn({ ownerId, err: error }, 'busy feed not read')
  }
  await saveBookingSettings(ownerId, {
    busyTimes,
    busyFeedReadAt: new Date(now),
    busyFeedError: problem,
  })
  return problem
}

/** One stylist's feed read again (sent by the schedule below, or when she saves it). */
export const busyFeedRead = defineJob<{ ownerId: string }>({
  name: 'busy-feed-read',
  title: 'Reading your calendar’s busy times',
  scope: 'owner',
  run: async ({ ownerId }) => ({ problem: await readBusyFeed(ownerId) }),
})

/** Every 15 minutes, each feed is read again, one job per stylist who has one. */
export const busyFeedsSchedule = defineJob({
  name: 'busy-feeds',
  title: 'Reading the calendars’ busy times',
  scope: 'app',
  cron: '*/15 * * * *',
  run: async () => {
    const owners = await ownersWithBusyFeeds()
    for (const ownerId of owners) await sendJob(busyFeedRead, { ownerId }, { key: ownerId })
    return { feeds: owners.length }
  },
})
