import { randomBytes } from 'node:crypto'

import { firstLink, waitForEmail } from './mail'
import { ok } from './studio'
import { expect, type Page } from './test'

// Card payments' fixtures: a Stripe account on the stub of tests/support/stripe-stub.ts
// (STRIPE_STUB_URL), and a sent invoice to pay.

const stubUrl = () => process.env.STRIPE_STUB_URL ?? 'http://127.0.0.1:3107'

/**
 * A Stripe account on the stub, named `name`, sending its events to `webhookUrl` (the address
 * her Billing settings show); answers the two keys she would paste.
 */
export async function stubStripeAccount(webhookUrl: string, name: string) {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`
  const registered = await fetch(`${stubUrl()}/__stub/accounts`, {
    method: 'POST',
    body: JSON.stringify({
      secretKey,
      webhookSecret,
      name,
      webhookUrl: webhookUrl.replace('//localhost:', '//127.0.0.1:'),
    }),
  })
  expect(registered.ok).toBe(true)
  return { secretKey, webhookSecret }
}

/** A sent invoice of £`amount` for her client; answers its id, number and the e-mail's link. */
export async function sentInvoice(
  page: Page,
  clientId: string,
  clientEmail: string,
  amount: string,
) {
  const made = await page.request.post('/dashboard/money', {
    form: { intent: 'create-invoice', clientId, what: 'custom' },
    maxRedirects: 0,
  })
  const invoiceId = made.headers()['location']!.split('/').pop()!
  await ok(
    page.request.post(`/dashboard/money/invoices/${invoiceId}`, {
      form: {
        intent: 'save-invoice',
        clientId,
        currency: 'GBP',
        'lines.0.description': 'Wardrobe edit',
        'lines.0.quantity': '1',
        'lines.0.unitPrice': amount,
        'lines.0.tax': '',
      },
    }),
    'draft',
  )
  await ok(
    page.request.post(`/dashboard/money/invoices/${invoiceId}`, {
      form: { intent: 'issue-invoice', send: '1' },
    }),
    'issue',
  )
  const sent = await waitForEmail(clientEmail, /Invoice \S+ from/)
  const number = /Invoice (\S+) from/.exec(sent.subject)![1]!
  return { invoiceId, number, link: firstLink(sent.text) }
}
