// Every job of the app, and the one place that starts them (the composition root, beside
// app.server.ts): infrastructure and features define their jobs where their work lives; this list
// is what the workers and schedules are made from, and what the account page's Jobs section shows.
import { herAlerts } from '~/features/activity/alerts.server'
import { purgeExpiredSignUps } from '~/features/auth/expired-sign-ups.server'
import { invoiceReminder } from '~/features/billing/invoice-mail.server'
import { paymentNotice } from '~/features/billing/payment-events.server'
import { busyFeedRead, busyFeedsSchedule } from '~/features/booking/busy-feed.server'
import { bookingReminder } from '~/features/booking/reminders.server'
import { replyMail } from '~/features/conversation/reply-mail.server'
import { feedbackDigest } from '~/features/feedback/feedback-mail.server'
import { conversationMailCatchUp } from '~/features/feedback/mail-catch-up.server'
import { answeredMail } from '~/features/questionnaire/answered.server'
import { questionnaireReminder } from '~/features/questionnaire/mail.server'
import { scheduledStockChecks, stockCheckJob } from '~/features/stock-checks/stock-jobs.server'
import { database } from '~/server/db.server'
import { maintainDatabase } from '~/server/db-maintenance.server'
import { purgeExpiredRows } from '~/server/expired-rows.server'
import { type AnyJob, defineJob, startJobs } from '~/server/jobs.server'
import { savedRequestPurge } from '~/server/once.server'
import { purgeTrash } from '~/server/trash.server'

/** Deletes past their undo window, and their photo files (decision 012). */
export const trashPurge = defineJob({
  name: 'trash-purge',
  title: 'Emptying the trash',
  scope: 'app',
  cron: '* * * * *',
  runAtStart: true,
  run: async () => ({ purged: await purgeTrash() }),
})

/**
 * What expired and can never be used again: closed rate-limit windows, sign-in challenges and
 * reset tokens, invitations, and the log of client e-mails past 90 days (decisions 026, 027).
 */
export const expiredRowsPurge = defineJob({
  name: 'expired-rows-purge',
  title: 'Clearing expired limits, codes and invitations',
  scope: 'app',
  cron: '*/5 * * * *',
  runAtStart: true,
  run: async () => ({ ...(await purgeExpiredRows()), ...(await purgeExpiredSignUps()) }),
})

/** The embedded database's statistics and dead rows (PostgreSQL's autovacuum does it there). */
export const databaseUpkeep = defineJob({
  name: 'database-upkeep',
  title: 'Database upkeep',
  scope: 'app',
  cron: '*/5 * * * *',
  runAtStart: true,
  run: () => maintainDatabase(database.db),
})

export const appJobs: AnyJob[] = [
  trashPurge,
  savedRequestPurge,
  expiredRowsPurge,
  feedbackDigest,
  replyMail,
  conversationMailCatchUp,
  invoiceReminder,
  paymentNotice,
  questionnaireReminder,
  answeredMail,
  herAlerts,
  bookingReminder,
  busyFeedsSchedule,
  busyFeedRead,
  scheduledStockChecks,
  stockCheckJob,
  ...(database.kind === 'pglite' ? [databaseUpkeep] : []),
]

/** Starts this instance's workers and the schedules of every job above. */
export const startAppJobs = () => startJobs(appJobs)
