// Booking (features/booking, decision 046): her availability, what can be booked, and the
// appointments. Every row carries its owner; every query filters on it. Instants are stored as
// timestamptz, with the time zone an appointment was booked in beside them.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { servicePackage } from '~/features/billing/tables.server'
import { client } from '~/features/clients/tables.server'
import { user } from '~/server/auth-tables.server'
import { belongsTo, createdAt, updatedAt } from '~/server/columns.server'

import type { BusyInterval, WeeklyHours } from './availability'
import { PLACES } from './places'

/**
 * One row per stylist (made with the defaults on first use): her bookable hours, in her studio's
 * time zone. The row is also what a booking locks (`for update`) while it checks and inserts.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    ownerId: text('owner_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Seven lists of ranges, Monday first: `[[{ start: '10:00', end: '17:00' }], …]`. */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    /** Her days off, `YYYY-MM-DD` in her time zone. */
    datesOff: jsonb('dates_off').$type<string[]>().notNull().default([]),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    noticeMinutes: integer('notice_minutes')
      .notNull()
      .default(24 * 60),
    horizonDays: integer('horizon_days').notNull().default(60),
    /** At most this many appointments a day; null: no limit. */
    maxPerDay: integer('max_per_day'),
    /** Her private calendar feed's secret (`/calendar/{token}.ics`); null: none or revoked. */
    feedToken: text('feed_token'),
    /** Her own calendar's feed, read for busy times; null: none. */
    busyFeedUrl: text('busy_feed_url'),
    /** What it said at the last read (instants in ms), and when; the error when it failed. */
    busyTimes: jsonb('busy_times').$type<BusyInterval[]>().notNull().default([]),
    busyFeedReadAt: timestamp('busy_feed_read_at', { withTimezone: true }),
    busyFeedError: text('busy_feed_error'),
    /** When she first saved her hours (her first-run checklist's "Check your booking hours"). */
    hoursCheckedAt: timestamp('hours_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('booking_settings_feed_token_idx').on(table.feedToken)],
)

/**
 * Something a visitor can book: a duration, a place, an optional price or deposit (minor units
 * of `currency`), and, when it is the first session of one of her packages, that package.
 */
export const appointmentType = pgTable(
  'appointment_type',
  {
    id: text('id').primaryKey(),
    ownerId: belongsTo('owner_id', () => user.id),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    place: text('place', { enum: PLACES }).notNull(),
    /** The address, the video link she pastes, or a note on the call. */
    placeDetail: text('place_detail'),
    priceAmount: integer('price_amount'),
    depositAmount: integer('deposit_amount'),
    currency: text('currency'),
    packageId: text('package_id').references(() => servicePackage.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('appointment_type_owner_idx').on(table.ownerId, table.position),
    uniqueIndex('appointment_type_package_idx').on(table.packageId),
  ],
)

/**
 * `held`: a visitor is filling the form (until `holdExpiresAt`); `confirmed`; `cancelled`;
 * `no_show`; `expired`: a hold nobody confirmed.
 */
export const APPOINTMENT_STATUSES = [
  'held',
  'confirmed',
  'cancelled',
  'no_show',
  'expired',
] as const
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]

export const appointment = pgTable(
  'appointment',
  {
    id: text('id').primaryKey(),
    ownerId: belongsTo('owner_id', () => user.id),
    typeId: text('type_id').references(() => appointmentType.id, { onDelete: 'set null' }),
    /** What was booked, as it was then. */
    typeName: text('type_name').notNull(),
    place: text('place', { enum: PLACES }).notNull(),
    placeDetail: text('place_detail'),
    clientId: text('client_id').references(() => client.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The zone it was booked in (the visitor's), for her e-mails. */
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    servicePackage: text('service_package'),
    note: text('note'),
    /** Raised at each move or cancellation: the iCalendar SEQUENCE her calendar updates by. */
    sequence: integer('sequence').notNull().default(0),
    bookedBy: text('booked_by', { enum: ['visitor', 'stylist'] }).notNull(),
    remindedDayAt: timestamp('reminded_day_at', { withTimezone: true }),
    remindedHoursAt: timestamp('reminded_hours_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // No two active appointments (or holds) of one stylist start at the same instant.
    uniqueIndex('appointment_owner_start_active_idx')
      .on(table.ownerId, table.startsAt)
      .where(sql`${table.status} in ('held', 'confirmed')`),
    index('appointment_owner_start_idx').on(table.ownerId, table.startsAt),
    index('appointment_client_idx').on(table.clientId),
  ],
)
