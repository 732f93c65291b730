// The intents of the Stripe part of her billing settings: connect (her keys, tested with Stripe
// before they are kept), test the connection again, disconnect. Her keys never come back in an
// answer, not even when a field is wrong.
import { type Intents, parseForm, saved } from '~/server/forms.server'

import { applyCardPayment, markCardPaymentHandled } from './checkout-looks.server'
import { answerRefusal } from './invoice-intents.server'
import { StripeKeysSchema } from './schema'
import {
  connectStripe,
  disconnectStripe,
  type StripeFound,
  testStripeConnection,
} from './stripe-connection.server'

/** "Connected to Atelier Zoë (test mode)." */
export function foundText(found: StripeFound): string {
  const mode = found.livemode ? 'live mode' : 'test mode'
  return found.accountName
    ? `Connected to ${found.accountName} (${mode}).`
    : `Connected (${mode}); this restricted key may not read the account’s name.`
}

export const stripeIntents = {
  'connect-stripe': async (input, { ownerId }) => {
    const parsed = parseForm(input, StripeKeysSchema)
    if (!parsed.success) return parsed.reply
    const outcome = await connectStripe(ownerId, parsed.data)
    return outcome.ok ? saved({ message: foundText(outcome.found) }) : answerRefusal(outcome)
  },
  'test-stripe': async (_input, { ownerId }) => {
    const outcome = await testStripeConnection(ownerId)
    return outcome.ok ? saved({ message: foundText(outcome.found) }) : answerRefusal(outcome)
  },
  'disconnect-stripe': async (_input, { ownerId }) => {
    await disconnectStripe(ownerId)
    return saved({ message: 'Stripe disconnected: your clients pay as before.' })
  },
} satisfies Intents

/** A card payment that needed her look, on her invoice's page: applied, or handled. */
export const cardPaymentIntents = {
  'apply-card-payment': async (input, { ownerId }) => {
    const outcome = await applyCardPayment(ownerId, input.fields.id ?? '')
    return outcome.ok ? saved() : answerRefusal(outcome)
  },
  'handle-card-payment': async (input, { ownerId }) => {
    const outcome = await markCardPaymentHandled(ownerId, input.fields.id ?? '')
    return outcome.ok ? saved() : answerRefusal(outcome)
  },
} satisfies Intents
