// A booking's deposit, paid by card before the time is hers (decision 046): the payments feature
// makes the Checkout Session and tells us what Stripe says, through the shapes below (the routes
// pass its functions in). Until then her time stays held; paid, it is confirmed and the e-mails
// go out; expired or failed, it is given back.
import { and, eq, sql } from 'drizzle-orm'

import { formatMoney } from '~/lib/money'
import { db, type Tx } from '~/server/db.server'
import { logger } from '~/server/logger.server'

import { type Appointment, appointmentColumns } from './appointment.server'
import { announceBooked, type ClientFor } from './book.server'
import { recordBookingEvent } from './booking-events.server'
import { manageUrl } from './manage-link.server'
import { appointment } from './tables.server'

/** How long the visitor has to pay on Stripe's page (Stripe's shortest). */
export const PAY_MINUTES = 30
/** Her time stays held a little past the page's end, for a payment made at its last moment. */
export const PAY_HOLD_MINUTES = PAY_MINUTES + 5

export const DEPOSIT_MESSAGES = {
  notStarted:
    'The card payment could not be started just now, so the time was not booked. Please try again in a moment.',
  gone: 'The time of this deposit was given up before the payment arrived: please offer her another time, or refund the deposit.',
} as const

/** The payments feature's card checkout, as booking uses it (`startCheckout` and her key). */
export type DepositCheckout = {
  connected: (ownerId: string) => Promise<boolean>
  start: (
    ownerId: string,
    reference: string,
    start: {
      amount: number
      currency: string
      description: string
      customerEmail: string
      successUrl: string
      cancelUrl: string
      expiresInMinutes: number
    },
  ) => Promise<{ ok: true; url: string } | { ok: false; status: number }>
}

/** What the payments feature says of a deposit's checkout (its `CheckoutOutcome`). */
type DepositOutcome = {
  ownerId: string
  reference: string
  outcome: 'paid' | 'failed' | 'expired'
}

/** Whether `type` takes a deposit by card for her now (else it is paid at the appointment). */
export async function takesDeposit(
  ownerId: string,
  type: { depositAmount: number | null; currency: string | null },
  checkout: DepositCheckout | null,
): Promise<boolean> {
  if (!checkout || !type.depositAmount || type.depositAmount <= 0 || !type.currency) return false
  return checkout.connected(ownerId)
}

/**
 * What the visitor reads of a type's deposit: by card when she books once the stylist takes
 * cards, else at the appointment (decision 046); null without one.
 */
export async function depositLine(
  ownerId: string,
  type: { depositAmount: number | null; currency: string | null },
  checkout: DepositCheckout | null,
): Promise<string | null> {
  if (!type.depositAmount || !type.currency) return null
  const amount = formatMoney({ amount: type.depositAmount, currency: type.currency })
  return (await takesDeposit(ownerId, type, checkout))
    ? `Deposit ${amount}, paid by card when you book.`
    : `Deposit ${amount}, to pay at the appointment.`
}

/**
 * Sends the visitor of `held` (her time held for the deposit) to pay `amount`: answers Stripe's
 * page, or null when it could not be made, and then her time is given back at once.
 */
export async function startDeposit(
  held: Appointment,
  deposit: { amount: number; currency: string },
  checkout: DepositCheckout,
): Promise<string | null> {
  const link = manageUrl(held.id)
  const started = await checkout.start(held.ownerId, held.id, {
    ...deposit,
    description: `Deposit: ${held.typeName}`,
    customerEmail: held.email ?? '',
    successUrl: `${link}?paid`,
    cancelUrl: `${link}?unpaid`,
    expiresInMinutes: PAY_MINUTES,
  })
  if (started.ok) return started.url
  await db.transaction((tx) => release(tx, held.ownerId, held.id))
  return null
}

async function release(tx: Tx, ownerId: string, id: string) {
  await tx
    .update(appointment)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(eq(appointment.ownerId, ownerId), eq(appointment.id, id), eq(appointment.status, 'held')),
    )
}

/**
 * The payments feature's handler for deposits, run in the transaction that records what Stripe
 * said, and `announce`, to call once it is committed: the e-mails and reminders of each booking
 * the deposit confirmed (read again, so a transaction that did not commit announces nothing).
 */
export function depositHandler(clientFor: ClientFor) {
  const confirmed: string[] = []
  async function handler(
    tx: Tx,
    outcome: DepositOutcome,
  ): Promise<{ ok: true } | { ok: false; reason: string }> {
    const { ownerId, reference } = outcome
    const [held] = await tx
      .select(appointmentColumns)
      .from(appointment)
      .where(and(eq(appointment.ownerId, ownerId), eq(appointment.id, reference)))
      .for('update')
    if (outcome.outcome !== 'paid') {
      if (held?.status === 'held') await release(tx, ownerId, held.id)
      return { ok: true }
    }
    // Still held (nobody can take a held time, and an expired hold is marked so first): hers.
    if (!held || held.status !== 'held') return { ok: false, reason: DEPOSIT_MESSAGES.gone }
    const clientId = await clientFor(tx, ownerId, {
      name: held.name ?? '',
      email: held.email ?? '',
      phone: held.phone,
      servicePackage: held.servicePackage,
      note: held.note,
      cameFrom: `Booking: ${held.typeName}`,
    })
    await tx
      .update(appointment)
      .set({ status: 'confirmed', holdExpiresAt: null, clientId, updatedAt: sql`now()` })
      .where(eq(appointment.id, held.id))
    await recordBookingEvent(tx, { ownerId, appointmentId: held.id, kind: 'booked', by: 'visitor' })
    confirmed.push(held.id)
    return { ok: true }
  }
  async function announce(): Promise<void> {
    for (const id of confirmed.splice(0)) {
      const [row] = await db
        .select(appointmentColumns)
        .from(appointment)
        .where(eq(appointment.id, id))
      if (row?.status !== 'confirmed') continue
      try {
        await announceBooked(row, 'visitor')
      } catch (error) {
        logger.error({ err: error, appointmentId: id }, 'booking announcement failed')
      }
    }
  }
  return { handler, announce }
}
