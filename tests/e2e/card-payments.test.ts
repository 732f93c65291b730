import { randomBytes } from 'node:crypto'

import { expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { firstLink, waitForEmail } from './support/mail'
import { newClient, ok } from './support/studio'
import { newStylist, uniqueEmail } from './support/stylist'
import { expect, type Page, test } from './support/test'

// Card payments through Stripe, as a stylist and her client live them: she connects her Stripe
// keys in Billing settings; her client opens the invoice's link on her phone, leaves Stripe's
// page once (nothing changes), then pays by card and comes back to "Payment received"; the
// webhook has told the studio, so the stylist sees the invoice paid on the Money page and has the
// e-mail. Stripe is the stub of tests/support/stripe-stub.ts (STRIPE_STUB_URL).

const stubUrl = () => process.env.STRIPE_STUB_URL ?? 'http://127.0.0.1:3107'

/** The Money page's figure `key` ("paid", "outstanding"…) in its one currency block. */
const total = (page: Page, key: string) => page.locator(`[data-total="${key}"] dd`)

test('A client pays her invoice by card through Stripe, and her stylist sees it paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const stylistEmail = await newStylist(page, 'stripe')
  await ok(
    page.request.post('/dashboard/account', {
      form: { intent: 'save-studio', name: 'Atelier Clara', currency: 'GBP' },
    }),
    'studio',
  )
  const clientEmail = uniqueEmail('clara')
  const clientId = await newClient(page, 'Clara Jones', clientEmail)

  // Her Stripe account: the webhook address she pastes into Stripe, then her two keys.
  await page.goto('/dashboard/money/settings')
  await waitForHydration(page)
  const section = page.getByRole('region', { name: 'Card payments with Stripe' })
  const webhookUrl = (await section.locator('code').first().textContent()) ?? ''
  expect(webhookUrl).toMatch(/\/webhooks\/stripe\/[\w-]+$/)
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`
  const registered = await fetch(`${stubUrl()}/__stub/accounts`, {
    method: 'POST',
    body: JSON.stringify({
      secretKey,
      webhookSecret,
      name: 'Atelier Clara',
      webhookUrl: webhookUrl.replace('//localhost:', '//127.0.0.1:'),
    }),
  })
  expect(registered.ok).toBe(true)
  await expectScreenHolds(page, 'stripe-settings')
  await section.getByLabel('Secret key').fill(secretKey)
  await section.getByLabel('Webhook signing secret').fill(webhookSecret)
  await section.getByRole('button', { name: 'Connect Stripe' }).click()
  await expect(section.getByText('Connected to Atelier Clara (test mode).')).toBeVisible()
  await expect(section.getByLabel('Secret key')).toHaveValue('')
  await section.getByRole('button', { name: 'Test connection' }).click()
  await expect(section.getByRole('button', { name: 'Test connection' })).not.toHaveAttribute(
    'aria-busy',
  )
  await expect(section.getByText(/key sk_test_…\w{4}/)).toBeVisible()
  expect(await page.content()).not.toContain(secretKey)
  await expectScreenHolds(page, 'stripe-connected')

  // An invoice of £650 for Clara, issued and sent.
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
        'lines.0.unitPrice': '650',
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
  const sent = await waitForEmail(clientEmail, 'Invoice')
  const number = /Invoice (\S+) from/.exec(sent.subject)![1]!

  // Her client, on her phone: Stripe's page, back once, then paid.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const client = await phone.newPage()
  await client.goto(firstLink(sent.text))
  const pay = client.getByRole('button', { name: 'Pay £650 by card' })
  await expect(pay).toBeVisible()
  await expectScreenHolds(client, 'client-invoice-card')
  await pay.click()
  await expect(client.getByRole('button', { name: 'Pay £650.00' })).toBeVisible()
  await client.getByRole('link', { name: 'Back' }).click()
  await expect(client.getByText('Card payment cancelled: nothing was charged.')).toBeVisible()
  await expect(client.getByRole('button', { name: 'Pay £650 by card' })).toBeVisible()
  await expectScreenHolds(client, 'client-invoice-cancelled')

  await client.getByRole('button', { name: 'Pay £650 by card' }).click()
  await client.getByRole('button', { name: 'Pay £650.00' }).click()
  await expect(client.getByText('Payment received.')).toBeVisible()
  await expect(client.getByText('Card via Stripe •••• 4242')).toBeVisible()
  await expect(client.getByRole('button', { name: /by card/ })).toHaveCount(0)
  await expectScreenHolds(client, 'client-invoice-received')
  const receipt = await waitForEmail(clientEmail, 'Receipt')
  expect(receipt.subject).toBe(`Receipt for invoice ${number} from Atelier Clara`)
  expect(receipt.from).toContain('Atelier Clara')
  await phone.close()

  // The stylist, at her desk: the e-mail, and the invoice paid on the Money page.
  const mail = await waitForEmail(stylistEmail, 'paid')
  expect(mail.subject).toBe(`Clara paid £650 (invoice ${number})`)
  await page.goto('/dashboard/money')
  await waitForHydration(page)
  await expect(total(page, 'paid')).toHaveText('£650')
  await expect(total(page, 'outstanding')).toHaveText('£0')
  await expectScreenHolds(page, 'money-card-paid')
  await page.getByRole('link', { name: number }).first().click()
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Recorded by Stripe')).toBeVisible()
  await expectScreenHolds(page, 'invoice-card-paid')
})
