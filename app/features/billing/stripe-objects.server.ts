// The few fields the studio reads of Stripe's objects, read with care: an event is signed by her
// own secret, so she (or anyone holding it) could sign anything; what does not read is refused,
// never half-applied.
import { z } from '~/lib/zod'
import { logger } from '~/server/logger.server'
import { stripeClient, stripeFailure } from '~/server/stripe.server'

import type { SessionFacts } from './checkout-settle.server'
import type { RefundFacts } from './stripe-events.server'

const id = z.string().min(1).max(255)
/** An expandable field: its id, or the object itself. */
const idOf = z
  .union([id, z.object({ id })])
  .transform((value) => (typeof value === 'string' ? value : value.id))

const SessionSchema = z.object({
  object: z.literal('checkout.session'),
  id: id.regex(/^cs_\w+$/),
  status: z.enum(['open', 'complete', 'expired']),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
  currency: z
    .string()
    .regex(/^[a-z]{3}$/)
    .nullable(),
  payment_intent: idOf.nullable().optional(),
})

const ChargeSchema = z.object({
  object: z.literal('charge'),
  payment_intent: idOf.nullable().optional(),
  amount_refunded: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
})

/** A Checkout Session's facts, or null when the object is not one. */
export function sessionFactsOf(object: unknown): SessionFacts | null {
  const parsed = SessionSchema.safeParse(object)
  if (!parsed.success) return null
  const session = parsed.data
  return {
    sessionId: session.id,
    status: session.status,
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total,
    currency: session.currency,
    paymentIntent: session.payment_intent ?? null,
  }
}

/** A refunded charge's facts, or null when the object is not one. */
export function refundFactsOf(object: unknown): RefundFacts | null {
  const parsed = ChargeSchema.safeParse(object)
  if (!parsed.success) return null
  return {
    paymentIntent: parsed.data.payment_intent ?? null,
    amountRefunded: parsed.data.amount_refunded,
  }
}

const CardSchema = z.object({
  latest_charge: z
    .object({
      payment_method_details: z
        .object({ card: z.object({ last4: z.string().regex(/^\d{4}$/) }).nullish() })
        .nullish(),
    })
    .nullish(),
})

/** The last four digits of the card that paid, when Stripe gives them (else null). */
export async function cardLast4Of(
  secretKey: string,
  paymentIntent: string | null,
): Promise<string | null> {
  if (!paymentIntent) return null
  try {
    const stripe = await stripeClient(secretKey)
    const intent = await stripe.paymentIntents.retrieve(paymentIntent, {
      expand: ['latest_charge'],
    })
    const parsed = CardSchema.safeParse(intent)
    return parsed.success
      ? (parsed.data.latest_charge?.payment_method_details?.card?.last4 ?? null)
      : null
  } catch (error) {
    // A restricted key without "PaymentIntents: Read": the payment is recorded all the same.
    logger.info({ stripe: stripeFailure(error) }, 'Card digits not read')
    return null
  }
}
