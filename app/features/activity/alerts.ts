// Her e-mail alerts (docs/decisions/055-her-alerts.md): for each group of what comes back, an
// e-mail as it happens, one summary a day at her hour in her studio's time zone, or none. Today
// shows everything either way.
import { z } from 'zod'

import type { ActivityKind } from './kinds'

export const ALERT_MODES = ['instant', 'daily', 'off'] as const
export type AlertMode = (typeof ALERT_MODES)[number]

export const ALERT_MODE_LABELS: Record<AlertMode, string> = {
  instant: 'E-mail me as it happens',
  daily: 'In my daily summary',
  off: 'No e-mail',
}

/** The groups she sets, each with the kinds of Today it covers, in the order the form lists them. */
export const ALERT_GROUPS = {
  feedback: {
    label: 'Feedback',
    hint: 'Reactions, notes, messages and Bought ticks',
    kinds: ['reaction', 'bought', 'message'],
  },
  questionnaires: {
    label: 'Questionnaires and closet edits',
    hint: 'A questionnaire answered, a closet edit opened',
    kinds: ['questionnaire_answered', 'closet_edit_opened'],
  },
  bookings: {
    label: 'Bookings',
    hint: 'Made, moved or cancelled by a visitor',
    kinds: ['booking_made', 'booking_moved', 'booking_cancelled'],
  },
  payments: {
    label: 'Payments and invoices',
    hint: 'Received, failed, needing a look, or overdue',
    kinds: ['payment_received', 'payment_failed', 'payment_needs_look', 'invoice_overdue'],
  },
  stock: {
    label: 'Stock news',
    hint: 'A piece sold out or its price dropped',
    kinds: ['stock_sold_out', 'stock_price_drop'],
  },
  inquiries: {
    label: 'Inquiries',
    hint: 'A visitor’s booking request',
    kinds: ['inquiry'],
  },
} as const satisfies Record<string, { label: string; hint: string; kinds: ActivityKind[] }>

export type AlertGroup = keyof typeof ALERT_GROUPS
export const ALERT_GROUP_NAMES = Object.keys(ALERT_GROUPS) as AlertGroup[]

/** Until she says otherwise: every e-mail she had before her alerts, stock news once a day. */
export const DEFAULT_ALERT_MODES: Record<AlertGroup, AlertMode> = {
  feedback: 'instant',
  questionnaires: 'instant',
  bookings: 'instant',
  payments: 'instant',
  stock: 'daily',
  inquiries: 'instant',
}
export const DEFAULT_SUMMARY_HOUR = 8

export type AlertSettings = { modes: Record<AlertGroup, AlertMode>; summaryHour: number }

/** "08:00", an hour of her day as the form lists it. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`

const mode = z.enum(ALERT_MODES, { error: 'Choose how you hear of it.' })

export const AlertSettingsSchema = z.object({
  ...(Object.fromEntries(ALERT_GROUP_NAMES.map((group) => [group, mode])) as Record<
    AlertGroup,
    typeof mode
  >),
  summaryHour: z.coerce
    .number({ error: 'Choose the hour of your daily summary.' })
    .int('Choose the hour of your daily summary.')
    .min(0, 'Choose the hour of your daily summary.')
    .max(23, 'Choose the hour of your daily summary.'),
})

/** The group a kind of Today belongs to. */
export function alertGroupOf(kind: ActivityKind): AlertGroup {
  return ALERT_GROUP_NAMES.find((group) =>
    (ALERT_GROUPS[group].kinds as readonly ActivityKind[]).includes(kind),
  )!
}
