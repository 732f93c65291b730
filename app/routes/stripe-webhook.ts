import { receiveStripeWebhook } from '~/features/billing/stripe-webhook.server'
import { depositHandler } from '~/features/booking/deposits.server'
import { clientForBooking } from '~/features/clients/client-from-contact.server'

import type { Route } from './+types/stripe-webhook'

/**
 * Her Stripe webhook (`/webhooks/stripe/{account}`): public, proven by Stripe's signature with
 * her signing secret over the raw bytes of the body, which reach the check untouched (no body
 * parser runs before the routes; app.server.ts bounds the size).
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return plain(405, 'Method not allowed.')
  const payload = Buffer.from(await request.arrayBuffer())
  // A booking's deposit confirms (or gives back) her time; its e-mails go once that is committed.
  const deposits = depositHandler(clientForBooking)
  const answer = await receiveStripeWebhook(
    params.accountId,
    payload,
    request.headers.get('stripe-signature'),
    { booking: deposits.handler },
  )
  await deposits.announce()
  return plain(answer.status, answer.body)
}

function plain(status: number, body: string) {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': body.startsWith('{')
        ? 'application/json; charset=utf-8'
        : 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  })
}
