// Her e-mail alerts (./alerts.ts, docs/decisions/055-her-alerts.md). A group set to "as it
// happens" keeps its feature's own e-mail (the feedback digest, the questionnaire answered, the
// booking, the payment, the inquiry), which asks `alertsAtOnce` first; the kinds that have none
// (a closet edit opened, an invoice overdue, stock news) are told here, one e-mail for a burst,
// once the mail window has passed since the first. A group set to "daily" is told in one summary
// at her hour in her studio's time zone. Only what she has not seen, not done and not been told of.
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'

import { clientView as client } from '~/features/clients/index.server'
import { studioNameOf } from '~/features/site/index.server'
import { studioTimeZone } from '~/features/studio/index.server'
import { plural } from '~/lib/plural'
import { baseUrl } from '~/server/auth.server'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { actionEmail, sendEmail } from '~/server/email.server'
import { env } from '~/server/env.server'
import { defineJob } from '~/server/jobs.server'

import {
  type AlertGroup,
  alertGroupOf,
  type AlertMode,
  type AlertSettings,
  DEFAULT_ALERT_MODES,
  DEFAULT_SUMMARY_HOUR,
  hourLabel,
} from './alerts'
import { ACTIVITY_KINDS, type ActivityKind } from './kinds'
import { activity, alertSetting } from './tables.server'

/** Kinds whose feature sends its own e-mail as it happens (asking `alertsAtOnce`). */
const TOLD_BY_THEIR_FEATURE: ReadonlySet<ActivityKind> = new Set([
  'reaction',
  'bought',
  'message',
  'questionnaire_answered',
  'payment_received',
  'payment_failed',
  'payment_needs_look',
  'booking_made',
  'booking_moved',
  'booking_cancelled',
  'inquiry',
])

/** Lines of one alert; what is past them is counted ("… and 12 more on Today"). */
export const ALERT_LINES = 30
/** What is older is no longer news for an e-mail (Today still shows it). */
const NEWS_MS = 3 * 24 * 60 * 60 * 1000

function settingsFrom(
  row: Pick<typeof alertSetting.$inferSelect, 'modes' | 'summaryHour'> | undefined,
): AlertSettings {
  return {
    modes: { ...DEFAULT_ALERT_MODES, ...row?.modes },
    summaryHour: row?.summaryHour ?? DEFAULT_SUMMARY_HOUR,
  }
}

/** How she hears of each group, and the hour of her daily summary. */
export async function alertSettingsOf(ownerId: string): Promise<AlertSettings> {
  const [row] = await db.select().from(alertSetting).where(eq(alertSetting.ownerId, ownerId))
  return settingsFrom(row)
}

export async function saveAlertSettings(ownerId: string, settings: AlertSettings): Promise<void> {
  const values = { modes: settings.modes, summaryHour: settings.summaryHour }
  await db
    .insert(alertSetting)
    .values({ ownerId, ...values })
    .onConflictDoUpdate({ target: alertSetting.ownerId, set: values })
}

/** Whether her feature's own e-mail about this group goes out now (false: daily, or none). */
export async function alertsAtOnce(ownerId: string, group: AlertGroup): Promise<boolean> {
  return (await alertSettingsOf(ownerId)).modes[group] === 'instant'
}

type Untold = {
  id: string
  ownerId: string
  kind: ActivityKind
  summary: string
  createdAt: Date
  clientName: string | null
}

/** A client's lines, then the next client's: "Maya Lund" and her entries, newest last. */
function linesOf(entries: Untold[]): string {
  const byClient = new Map<string, Untold[]>()
  for (const entry of entries) {
    const who = entry.clientName ?? 'Visitors'
    byClient.set(who, [...(byClient.get(who) ?? []), entry])
  }
  const shown = [...byClient].flatMap(([who, list]) => [
    who,
    ...list.map((entry) => `· ${ACTIVITY_KINDS[entry.kind].label}: ${entry.summary}`),
    '',
  ])
  return shown.join('\n').trimEnd()
}

/** "Maya Lund", "Maya Lund and Clara Okafor", "Maya Lund, Clara Okafor and 2 more". */
function namesOf(entries: Untold[]): string {
  const names = [...new Set(entries.map((entry) => entry.clientName ?? 'a visitor'))]
  if (names.length === 1) return names[0]!
  if (names.length === 2) return `${names[0]} and ${names[1]}`
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`
}

async function mailHer(ownerId: string, entries: Untold[], how: 'instant' | 'daily', hour: number) {
  const [to] = await db.select({ email: user.email }).from(user).where(eq(user.id, ownerId))
  if (!to) return
  const shown = entries.slice(0, ALERT_LINES)
  const more = entries.length - shown.length
  const count = plural(entries.length, 'new thing', 'new things')
  await sendEmail(
    actionEmail({
      to: to.email,
      subject:
        how === 'daily'
          ? `Your daily summary: ${count} from ${namesOf(entries)}`
          : `New in your studio: ${namesOf(entries)}`,
      intro: `${linesOf(shown)}${more > 0 ? `\n\n… and ${more} more on Today.` : ''}`,
      action: 'Open Today',
      url: `${baseUrl}/dashboard/today`,
      outro:
        how === 'daily'
          ? `Your summary comes once a day at ${hourLabel(hour)}, with what you have not opened yet. Choose what you hear of, and when, on your Account page.`
          : 'You hear of this as it happens. Choose what you hear of, and when, on your Account page.',
      brand: await studioNameOf(ownerId),
    }),
  )
  await db
    .update(activity)
    .set({ alertedAt: new Date() })
    .where(
      inArray(
        activity.id,
        entries.map((entry) => entry.id),
      ),
    )
}

/** Her studio's date and hour now. */
function localNow(now: Date, zone: string): { date: string; hour: number } {
  const zoned = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone)
  return { date: zoned.toPlainDate().toString(), hour: zoned.hour }
}

/**
 * The job's work, each minute: every studio's e-mails as things happen (a burst whose first entry
 * is a mail window old) and the daily summaries whose hour it is. Answers how many went out.
 */
export async function sendAlerts(now = new Date()): Promise<{ instant: number; daily: number }> {
  const rows = await db
    .select({
      id: activity.id,
      ownerId: activity.ownerId,
      kind: activity.kind,
      summary: activity.summary,
      createdAt: activity.createdAt,
      clientName: client.name,
    })
    .from(activity)
    .leftJoin(client, eq(client.id, activity.clientId))
    .where(
      and(
        isNull(activity.alertedAt),
        isNull(activity.seenAt),
        isNull(activity.doneAt),
        gt(activity.createdAt, new Date(now.getTime() - NEWS_MS)),
      ),
    )
    .orderBy(asc(activity.createdAt), asc(activity.id))
  const untold = rows.filter((row): row is Untold => Object.hasOwn(ACTIVITY_KINDS, row.kind))
  const owners = [...new Set(untold.map((row) => row.ownerId))]
  if (owners.length === 0) return { instant: 0, daily: 0 }
  const settings = new Map(
    (await db.select().from(alertSetting).where(inArray(alertSetting.ownerId, owners))).map(
      (row) => [row.ownerId, row],
    ),
  )
  const sent = { instant: 0, daily: 0 }
  for (const ownerId of owners) {
    const row = settings.get(ownerId)
    const { modes, summaryHour } = settingsFrom(row)
    const hers = untold.filter((entry) => entry.ownerId === ownerId)
    const modeOf = (entry: Untold): AlertMode => modes[alertGroupOf(entry.kind)]

    const atOnce = hers.filter(
      (entry) => modeOf(entry) === 'instant' && !TOLD_BY_THEIR_FEATURE.has(entry.kind),
    )
    const windowOpen = now.getTime() - (atOnce[0]?.createdAt.getTime() ?? now.getTime())
    if (atOnce.length > 0 && windowOpen >= env.MAIL_WINDOW_SECONDS * 1000) {
      await mailHer(ownerId, atOnce, 'instant', summaryHour)
      sent.instant += 1
    }

    const daily = hers.filter((entry) => modeOf(entry) === 'daily')
    if (daily.length === 0) continue
    const local = localNow(now, await studioTimeZone(ownerId))
    if (local.hour !== summaryHour || row?.summarySentOn === local.date) continue
    await mailHer(ownerId, daily, 'daily', summaryHour)
    await db
      .insert(alertSetting)
      .values({ ownerId, summarySentOn: local.date })
      .onConflictDoUpdate({ target: alertSetting.ownerId, set: { summarySentOn: local.date } })
    sent.daily += 1
  }
  return sent
}

/** Each minute: what is due of her alerts, in every studio. */
export const herAlerts = defineJob({
  name: 'her-alerts',
  title: 'E-mail alerts and daily summaries',
  scope: 'app',
  cron: '* * * * *',
  run: () => sendAlerts(),
})
