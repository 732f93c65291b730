// Card payments on her Today (docs/decisions/052-today-one-feed.md): what a Stripe event
// recorded, written in the transaction that recorded it.
import { eq } from 'drizzle-orm'

import { recordActivity } from '~/features/activity/index.server'
import { formatMoney } from '~/lib/money'
import type { Tx } from '~/server/db.server'

import type { PaymentNotice } from './payment-mail.server'
import { stripeCheckout } from './stripe-tables.server'
import { invoice } from './tables.server'

const KINDS = {
  received: 'payment_received',
  failed: 'payment_failed',
  needs_look: 'payment_needs_look',
} as const

/** Records the payments `notices` tell of (a refund is hers already: she made it in Stripe). */
export async function recordPaymentActivity(tx: Tx, notices: readonly PaymentNotice[]) {
  for (const notice of notices) {
    if (notice.kind === 'refunded') continue
    const [row] = await tx
      .select({
        amount: stripeCheckout.amount,
        amountReceived: stripeCheckout.amountReceived,
        currency: stripeCheckout.currency,
        invoiceId: stripeCheckout.invoiceId,
        clientId: invoice.clientId,
        number: invoice.number,
      })
      .from(stripeCheckout)
      .leftJoin(invoice, eq(invoice.id, stripeCheckout.invoiceId))
      .where(eq(stripeCheckout.id, notice.checkoutId))
    // Another feature's payment (a booking's deposit) is that feature's to tell, unless it needs her.
    if (!row || (!row.invoiceId && notice.kind !== 'needs_look')) continue
    const amount = formatMoney({ amount: row.amountReceived ?? row.amount, currency: row.currency })
    const what = row.number ? `invoice ${row.number}` : 'a booking'
    await recordActivity(tx, {
      ownerId: notice.ownerId,
      clientId: row.clientId,
      kind: KINDS[notice.kind],
      subjectId: row.invoiceId ?? notice.checkoutId,
      summary:
        notice.kind === 'received'
          ? `${amount} by card for ${what}`
          : notice.kind === 'failed'
            ? `${amount} by card did not go through (${what})`
            : `${amount} arrived for ${what} and was not put on it`,
    })
  }
}
