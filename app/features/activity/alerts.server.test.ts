import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, expect, test } from 'vitest'

import { startSmtpSink } from '../../../tests/support/smtp-sink'

// A real SMTP server: her alerts go out as sent.
const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url

const { db } = await import('~/server/db.server')
const { env } = await import('~/server/env.server')
const { createId } = await import('~/server/ids.server')
const { activity, client, studioSettings } = await import('~/schema.server')
const { ensureStudio } = await import('~/features/studio/studio.server')
const { createSignedInUser } = await import('../../../tests/support/users')
const { createQuestionnaire, submitQuestionnaire } =
  await import('~/features/questionnaire/questionnaire.server')
const { mailAnswered } = await import('~/features/questionnaire/answered.server')
const { DEFAULT_ALERT_MODES } = await import('./alerts')
const alerts = await import('./alerts.server')

afterAll(() => sink.close())
beforeEach(() => sink.clear())

const WINDOW_MS = env.MAIL_WINDOW_SECONDS * 1000

async function studio(name: string, zone = 'Europe/London') {
  const owner = await createSignedInUser(name)
  await ensureStudio(owner.id, { name: 'Atelier Maya', acceptLanguage: 'en-GB' })
  await db.update(studioSettings).set({ timeZone: zone }).where(eq(studioSettings.ownerId, owner.id))
  const clientOf = async (clientName: string) => {
    const id = createId()
    await db.insert(client).values({ id, ownerId: owner.id, name: clientName })
    return id
  }
  return { owner, clientOf }
}

/** An entry of Today as a feature writes it, at `at`. */
async function entry(
  ownerId: string,
  clientId: string | null,
  kind: typeof activity.$inferInsert.kind,
  summary: string,
  at: Date,
) {
  const id = createId()
  await db
    .insert(activity)
    .values({ id, ownerId, clientId, kind, subjectId: createId(), summary, createdAt: at })
  return id
}

/** What she was sent. */
const hers = (email: string) => sink.received(email, /./)

test('her alerts start as her e-mails were, and keep what she saves (hers alone)', async () => {
  const { owner } = await studio('alerts-settings')
  const other = await createSignedInUser('alerts-settings-other')
  expect(await alerts.alertSettingsOf(owner.id)).toEqual({
    modes: DEFAULT_ALERT_MODES,
    summaryHour: 8,
  })
  expect(await alerts.alertsAtOnce(owner.id, 'questionnaires')).toBe(true)
  await alerts.saveAlertSettings(owner.id, {
    modes: { ...DEFAULT_ALERT_MODES, questionnaires: 'daily', inquiries: 'off' },
    summaryHour: 18,
  })
  expect(await alerts.alertSettingsOf(owner.id)).toEqual({
    modes: { ...DEFAULT_ALERT_MODES, questionnaires: 'daily', inquiries: 'off' },
    summaryHour: 18,
  })
  expect(await alerts.alertsAtOnce(owner.id, 'questionnaires')).toBe(false)
  expect(await alerts.alertsAtOnce(other.id, 'questionnaires')).toBe(true)
})

test('what has no e-mail of its own is told once the window has passed: one e-mail for the burst, naming each client', async () => {
  const { owner, clientOf } = await studio('alerts-burst')
  const maya = await clientOf('Maya Lund')
  const clara = await clientOf('Clara Okafor')
  const start = new Date()
  await entry(owner.id, maya, 'closet_edit_opened', 'Maya Lund', start)
  await entry(owner.id, clara, 'invoice_overdue', 'ZS-2026-004: £650', new Date(+start + 1000))
  // Seen in the studio meanwhile: not news.
  const seen = await entry(owner.id, maya, 'invoice_overdue', 'ZS-2026-003', start)
  await db.update(activity).set({ seenAt: new Date() }).where(eq(activity.id, seen))
  // Told by its own feature (the questionnaire's e-mail): not told again here.
  await entry(owner.id, maya, 'questionnaire_answered', 'Style questionnaire', start)

  // Within the window, nothing yet: more may come.
  expect(await alerts.sendAlerts(new Date(+start + WINDOW_MS - 1000))).toMatchObject({ instant: 0 })
  expect(hers(owner.email)).toEqual([])

  expect(await alerts.sendAlerts(new Date(+start + WINDOW_MS))).toMatchObject({ instant: 1 })
  const [mail, ...more] = hers(owner.email)
  expect(more).toEqual([])
  expect(mail!.subject).toBe('New in your studio: Maya Lund and Clara Okafor')
  expect(mail!.text).toContain('Maya Lund\n· Closet edit opened: Maya Lund')
  expect(mail!.text).toContain('Clara Okafor\n· Invoice overdue: ZS-2026-004: £650')
  expect(mail!.text).not.toContain('ZS-2026-003')
  expect(mail!.text).not.toContain('Questionnaire answered')
  expect(mail!.text).toMatch(/Open Today: \S+\/dashboard\/today\n/)

  // Told once.
  expect(await alerts.sendAlerts(new Date(+start + 2 * WINDOW_MS))).toMatchObject({ instant: 0 })
  expect(hers(owner.email)).toHaveLength(1)
})

test('a group she turned off is never e-mailed; Today still has it', async () => {
  const { owner, clientOf } = await studio('alerts-off')
  await alerts.saveAlertSettings(owner.id, {
    modes: { ...DEFAULT_ALERT_MODES, questionnaires: 'off', stock: 'off' },
    summaryHour: 8,
  })
  const maya = await clientOf('Maya Lund')
  const start = new Date()
  await entry(owner.id, maya, 'closet_edit_opened', 'Maya Lund', start)
  await entry(owner.id, maya, 'stock_sold_out', 'Camel coat', start)
  for (let hour = 0; hour < 24; hour++) {
    await alerts.sendAlerts(new Date(+start + WINDOW_MS + hour * 60 * 60 * 1000))
  }
  expect(hers(owner.email)).toEqual([])
  const [untold] = await db.select().from(activity).where(eq(activity.ownerId, owner.id))
  expect(untold!.alertedAt).toBeNull()
})

test('her daily summary comes at her hour in her studio’s time zone, once that day, with what she has not opened', async () => {
  // Kolkata is 5½ hours ahead of UTC: her 09:00 is 03:30 UTC.
  const { owner, clientOf } = await studio('alerts-daily', 'Asia/Kolkata')
  await alerts.saveAlertSettings(owner.id, {
    modes: { ...DEFAULT_ALERT_MODES, questionnaires: 'daily' },
    summaryHour: 9,
  })
  const maya = await clientOf('Maya Lund')
  const today = new Date().toISOString().slice(0, 10)
  const at = (time: string) => new Date(`${today}T${time}Z`)
  await entry(owner.id, maya, 'stock_sold_out', 'Camel coat', at('01:00:00'))
  await entry(owner.id, maya, 'questionnaire_answered', 'Style questionnaire', at('01:10:00'))
  const opened = await entry(owner.id, maya, 'stock_price_drop', 'Silk shirt', at('01:20:00'))
  await db.update(activity).set({ seenAt: at('01:30:00') }).where(eq(activity.id, opened))

  // 08:59 in Kolkata, and the hour after 09:00 in London: not yet, not hers.
  expect(await alerts.sendAlerts(at('03:29:00'))).toMatchObject({ daily: 0 })
  expect(await alerts.sendAlerts(at('09:05:00'))).toMatchObject({ daily: 0 })
  expect(hers(owner.email)).toEqual([])

  expect(await alerts.sendAlerts(at('03:31:00'))).toMatchObject({ daily: 1 })
  const [mail, ...more] = hers(owner.email)
  expect(more).toEqual([])
  expect(mail!.subject).toBe('Your daily summary: 2 new things from Maya Lund')
  expect(mail!.text).toContain('· Sold out: Camel coat')
  expect(mail!.text).toContain('· Questionnaire answered: Style questionnaire')
  expect(mail!.text).not.toContain('Silk shirt')
  expect(mail!.text).toContain('once a day at 09:00')

  // Once that day, even with something new in the same hour.
  await entry(owner.id, maya, 'stock_sold_out', 'Wool scarf', at('03:40:00'))
  expect(await alerts.sendAlerts(at('03:45:00'))).toMatchObject({ daily: 0 })
  expect(hers(owner.email)).toHaveLength(1)
})

test('a questionnaire answered goes to her summary instead of its own e-mail when she chose the summary', async () => {
  const { owner, clientOf } = await studio('alerts-questionnaire')
  await alerts.saveAlertSettings(owner.id, {
    modes: { ...DEFAULT_ALERT_MODES, questionnaires: 'daily' },
    summaryHour: 8,
  })
  const maya = await clientOf('Maya Lund')
  const sent = (await createQuestionnaire(owner.id, maya, { dueOn: null, remind: false }))!
  expect(await submitQuestionnaire(sent.id)).toBe(true)
  expect(await mailAnswered(owner.id, sent.id)).toBe('not now: her alerts')
  expect(hers(owner.email)).toEqual([])
  const [told] = await db.select().from(activity).where(eq(activity.ownerId, owner.id))
  expect(told).toMatchObject({ kind: 'questionnaire_answered', alertedAt: null })
})
