// The one place where the studio learns that money moved through Stripe: a payment received, one
// that failed, one that needs her look, a refund. Each is announced here once, after the
// transaction that recorded it: her e-mail, her client's receipt, and (issue 44) her Today feed.
// Another feature that takes a payment through Checkout (a booking's deposit) is told through
// its handler, in that transaction (see checkout.server.ts).
import type { Tx } from '~/server/db.server'
import { defineJob, sendJob } from '~/server/jobs.server'
import { logger } from '~/server/logger.server'

import { mailPaymentNotice, type PaymentNotice } from './payment-mail.server'

export type { PaymentNotice }

/** What Stripe said of a Checkout Session another feature started (`startCheckout`). */
export type CheckoutOutcome = {
  ownerId: string
  checkoutId: string
  /** What the feature gave `startCheckout` (its booking hold's id). */
  reference: string
  outcome: 'paid' | 'failed' | 'expired'
  /** Minor units: what Stripe took (paid), or what was asked. */
  amount: number
  currency: string
}

/**
 * A feature's answer to its checkout's outcome, in the transaction that records it: `ok: false`
 * (a paid deposit whose slot is gone) keeps the payment as needing her look, with the reason.
 */
export type CheckoutHandler = (
  tx: Tx,
  outcome: CheckoutOutcome,
) => Promise<{ ok: true } | { ok: false; reason: string }>

/** The features that take payments through Checkout, by purpose. */
export type CheckoutHandlers = Partial<Record<'booking', CheckoutHandler>>

/** Her e-mail and her client's receipt about one payment event, retried until sent. */
export const paymentNotice = defineJob<PaymentNotice>({
  name: 'payment-notice',
  title: 'E-mails about card payments',
  scope: 'owner',
  run: (notice) => mailPaymentNotice(notice),
})

/** Announces what a transaction recorded, once it is committed. */
export async function announcePayments(notices: readonly PaymentNotice[]): Promise<void> {
  for (const notice of notices) {
    const key = `${notice.checkoutId}:${notice.kind}${notice.kind === 'refunded' ? `:${notice.refunded}` : ''}`
    try {
      await sendJob(paymentNotice, notice, { key })
    } catch (error) {
      // Recorded all the same: the payment shows on her invoice and the Money page.
      logger.error({ err: error, ...notice }, 'payment notice not queued')
    }
  }
}
