import { expectScreenHolds } from './support/axe'
import { sentInvoice, stubStripeAccount } from './support/card-payments'
import { waitForHydration } from './support/hydration'
import { waitForEmail } from './support/mail'
import { keepScreenshot } from './support/screenshot'
import { newClient, ok } from './support/studio'
import { newStylist, uniqueEmail } from './support/stylist'
import { expect, type Page, test } from './support/test'

// Card payments through Stripe, as a stylist and her client live them: she connects her Stripe
// keys in Billing settings; her client opens the invoice's link on her phone, leaves Stripe's
// page once (nothing changes), then pays by card and comes back to "Payment received"; the
// webhook has told the studio, so the stylist sees the invoice paid on the Money page and has the
// e-mail. Stripe is the stub of tests/support/stripe-stub.ts (STRIPE_STUB_URL).

/** The Money page's figure `key` ("paid", "outstanding"…) in its one currency block. */
const total = (page: Page, key: string) => page.locator(`[data-total="${key}"] dd`)

/**
 * The screen at 390 px then at 1280 px (axe, no sideways scroll, a screenshot); `reload`: opened
 * again at each width, as she would on that screen (the dashboard's tabs scroll to the current one
 * when a page opens).
 */
async function atBothWidths(page: Page, screen: string, { reload = false } = {}) {
  const height = page.viewportSize()?.height ?? 844
  const width = page.viewportSize()?.width ?? 1280
  for (const each of [390, 1280]) {
    await page.setViewportSize({ width: each, height })
    if (reload) {
      await page.reload()
      await waitForHydration(page)
    }
    await expectScreenHolds(page, screen)
  }
  await page.setViewportSize({ width, height })
}

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
  const { secretKey, webhookSecret } = await stubStripeAccount(webhookUrl, 'Atelier Clara')
  await atBothWidths(page, 'stripe-settings', { reload: true })
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
  await atBothWidths(page, 'stripe-connected', { reload: true })

  // An invoice of £650 for Clara, issued and sent.
  const { number, link } = await sentInvoice(page, clientId, clientEmail, '650')

  // Her client, on her phone: Stripe's page, back once, then paid.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const client = await phone.newPage()
  await client.goto(link)
  const pay = client.getByRole('button', { name: 'Pay £650 by card' })
  await expect(pay).toBeVisible()
  await atBothWidths(client, 'client-invoice-card')
  await pay.click()
  await expect(client.getByRole('button', { name: 'Pay £650.00' })).toBeVisible()
  await keepScreenshot(client, 'stub-checkout-page')
  await client.getByRole('link', { name: 'Back' }).click()
  await expect(client.getByText('Card payment cancelled: nothing was charged.')).toBeVisible()
  await expect(client.getByRole('button', { name: 'Pay £650 by card' })).toBeVisible()
  await atBothWidths(client, 'client-invoice-cancelled')

  await client.getByRole('button', { name: 'Pay £650 by card' }).click()
  await client.getByRole('button', { name: 'Pay £650.00' }).click()
  await expect(client.getByText('Payment received.')).toBeVisible()
  await expect(client.getByText('Card via Stripe •••• 4242')).toBeVisible()
  await expect(client.getByRole('button', { name: /by card/ })).toHaveCount(0)
  await atBothWidths(client, 'client-invoice-received')
  const receipt = await waitForEmail(clientEmail, 'Receipt')
  expect(receipt.subject).toBe(`Receipt for invoice ${number} from Atelier Clara`)
  expect(receipt.from).toContain('Atelier Clara')

  // A second invoice, paid twice: by bank transfer, which she records, and then by card, which
  // the client had already opened. The card payment is kept for the stylist's look.
  const second = await sentInvoice(page, clientId, clientEmail, '120')
  await client.goto(second.link)
  await client.getByRole('button', { name: 'Pay £120 by card' }).click()
  await expect(client.getByRole('button', { name: 'Pay £120.00' })).toBeVisible()
  await ok(
    page.request.post(`/dashboard/money/invoices/${second.invoiceId}`, {
      form: {
        intent: 'record-payment',
        paidOn: new Date().toISOString().slice(0, 10),
        amount: '120',
        method: 'bank_transfer',
        note: '',
      },
    }),
    'bank transfer',
  )
  await client.getByRole('button', { name: 'Pay £120.00' }).click()
  await expect(client.getByText('Payment received.')).toBeVisible()
  await phone.close()

  // The stylist, at her desk: the e-mail, and the invoice paid on the Money page.
  const mail = await waitForEmail(stylistEmail, 'paid')
  expect(mail.subject).toBe(`Clara paid £650 (invoice ${number})`)
  await page.goto('/dashboard/money')
  await waitForHydration(page)
  // £650 by card, and the second invoice's £120 by bank transfer.
  await expect(total(page, 'paid')).toHaveText('£770')
  await expect(total(page, 'outstanding')).toHaveText('£0')
  await expect(page.getByText('A card payment needs a look')).toBeVisible()
  await atBothWidths(page, 'money-card-paid', { reload: true })
  await page.getByRole('link', { name: number }).first().click()
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Recorded by Stripe')).toBeVisible()
  await atBothWidths(page, 'invoice-card-paid', { reload: true })

  // The £120 paid twice: she refunds the card payment in Stripe, and marks it handled.
  const look = await waitForEmail(stylistEmail, 'needs a look')
  expect(look.subject).toBe(`A card payment needs a look (invoice ${second.number})`)
  await page.goto(`/dashboard/money/invoices/${second.invoiceId}`)
  await waitForHydration(page)
  const looks = page.getByRole('region', { name: 'A card payment needs a look' })
  await expect(
    looks.getByText('The invoice was already paid in full when £120 arrived.'),
  ).toBeVisible()
  await atBothWidths(page, 'invoice-card-needs-look', { reload: true })
  await looks.getByRole('button', { name: 'Apply to invoice' }).click()
  await expect(looks.getByRole('alert')).toHaveText(
    'The invoice was already paid in full when £120 arrived.',
  )
  await looks.getByRole('button', { name: 'Mark as handled' }).click()
  await expect(looks).toBeHidden()
  await page.goto('/dashboard/money')
  await expect(page.getByText('A card payment needs a look')).toBeHidden()
})
