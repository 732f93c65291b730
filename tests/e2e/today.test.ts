import { expectScreenHolds } from './support/axe'
import { sentInvoice, stubStripeAccount } from './support/card-payments'
import { openClientCapsule } from './support/client-page'
import { waitForHydration } from './support/hydration'
import { firstLink, waitForEmail } from './support/mail'
import { answerAndSubmit } from './support/questionnaire'
import { newAppointment, newCapsule, newClient, newItem, ok } from './support/studio'
import { newStylist, uniqueEmail } from './support/stylist'
import { type Browser, expect, type Page, test } from './support/test'

// Her Today (issue 44): her client reacts to a piece, writes a note, submits her questionnaire and
// pays an invoice by card; her Today shows each, newest first under her client's name, with one
// unread count beside Today in the navigation and a line on her Clients page; each entry opens the
// exact place, and the count drops as she opens them. Done entries leave; then nothing needs her.
// Her studio (client, capsule, piece, invoice) comes from the database; Stripe is the stub of
// tests/support/stripe-stub.ts (STRIPE_STUB_URL).

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const NOTE = 'Could it come in navy?'

/** Today's accessible name with `count` unread (none: "Today" alone). */
const withUnread = (count: number) =>
  count === 0 ? 'Today' : new RegExp(`^Today\\s*,\\s*${count}\\s*unread$`)

const todayLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: /^Today\b/ })

/** Her Stripe keys, registered with the stub and connected (not this journey's screen). */
async function connectStripe(page: Page) {
  await page.goto('/dashboard/money/settings')
  const section = page.getByRole('region', { name: 'Card payments with Stripe' })
  const webhookUrl = (await section.locator('code').first().textContent()) ?? ''
  const keys = await stubStripeAccount(webhookUrl, 'Atelier Clara')
  await ok(
    page.request.post('/dashboard/money/settings', { form: { intent: 'connect-stripe', ...keys } }),
    'connect Stripe',
  )
}

/** Her client, on her phone, reacts to the piece and writes a note about it. */
async function reactAndWrite(browser: Browser, capsuleId: string, piece: string) {
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' })
  const her = await context.newPage()
  await openClientCapsule(her, `/capsule/${capsuleId}`)
  const tile = her
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .filter({ hasText: piece })
  const love = tile
    .getByRole('group', { name: `Your reaction to ${piece}` })
    .getByRole('button', { name: 'Love it' })
  await love.click()
  await expect(love).toHaveAttribute('aria-pressed', 'true')
  await tile.getByRole('button').first().click()
  const detail = her.getByRole('dialog', { name: piece })
  await detail.getByLabel('Note to your stylist').fill(NOTE)
  await detail.getByRole('button', { name: 'Send' }).click()
  await expect(detail.getByRole('status').filter({ hasText: 'Sent' })).toBeVisible()
  return { context, her }
}

/** Today's entries under her client's name, as read: "<kind> <summary>", newest first. */
const entriesOf = (page: Page, clientName: string) =>
  page.getByRole('region', { name: clientName }).getByRole('listitem')

test('Her Today shows what her client did, in order, with one unread count, and each entry opens its place', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await newStylist(page, 'today')
  await ok(
    page.request.post('/dashboard/account', {
      form: { intent: 'save-studio', name: 'Atelier Clara', currency: 'GBP' },
    }),
    'studio',
  )
  const clientEmail = uniqueEmail('clara-today')
  const clientName = 'Clara Jones'
  const clientId = await newClient(page, clientName, clientEmail)
  const capsuleId = await newCapsule(page, { clientId, name: 'Winter Edit' })
  const pieceId = await newItem(page, { capsuleId, name: 'Camel Coat', photoColour: '#b08155' })
  await connectStripe(page)
  await ok(
    page.request.post(`/dashboard/clients/${clientId}`, {
      form: { intent: 'send-questionnaire', dueOn: '', remind: '' },
    }),
    'send questionnaire',
  )
  const questionnaireLink = firstLink(
    (await waitForEmail(clientEmail, 'Your style questionnaire')).text,
  )
  const invoice = await sentInvoice(page, clientId, clientEmail, '250')
  const appointmentId = await newAppointment(page, clientId, 'Style consultation')

  // Nothing came back yet: no count, no line, and Today says nothing needs her.
  await page.goto('/dashboard')
  await waitForHydration(page)
  await expect(todayLink(page)).toHaveAccessibleName(withUnread(0))
  await expect(page.getByRole('link', { name: /new since yesterday/ })).toHaveCount(0)
  await todayLink(page).click()
  await expect(page.getByRole('heading', { name: 'Nothing needs you' })).toBeVisible()
  // Her day's appointments sit on top, and each opens on her Appointments page.
  const appointments = page.getByRole('region', { name: 'Today’s appointments' })
  await expect(appointments.getByRole('listitem')).toHaveCount(1)
  await expect(appointments).toContainText('Video call')
  await expectScreenHolds(page, 'today-empty')
  await appointments.getByRole('link', { name: `${clientName} · Style consultation` }).click()
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/appointments\\?show=today#appointment-${appointmentId}$`),
  )
  await expect(page.locator(`#appointment-${appointmentId}`)).toContainText(clientName)
  await page.goBack()

  // Her client: a reaction and a note on her phone, her questionnaire, her invoice paid by card.
  const { context, her } = await reactAndWrite(browser, capsuleId, 'Camel Coat')
  await answerAndSubmit(her, questionnaireLink, { 'size-tops': 'UK 12' })
  await her.goto(invoice.link)
  await her.getByRole('button', { name: 'Pay £250 by card' }).click()
  await her.getByRole('button', { name: 'Pay £250.00' }).click()
  await expect(her.getByText('Payment received.')).toBeVisible()
  await context.close()

  // Her Clients page says so on top; Today is first in the navigation with the count.
  await page.goto('/dashboard')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
  const line = page.getByRole('link', { name: '4 new since yesterday' })
  await expect(line).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Studio' }).getByRole('link')
  await expect(nav.first()).toHaveAccessibleName(withUnread(4))
  await line.click()
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
  const entries = entriesOf(page, clientName)
  await expect(entries).toHaveCount(4)
  const order = [
    ['Payment received', `£250 by card for invoice ${invoice.number}`],
    ['Questionnaire answered', 'She sent her answers to your style questionnaire.'],
    ['Note', `Camel Coat: “${NOTE}”`],
    ['Reaction', 'Love it: Camel Coat'],
  ]
  for (const [index, [kind, summary]] of order.entries()) {
    await expect(entries.nth(index)).toContainText(kind!)
    await expect(entries.nth(index).getByRole('link', { name: summary })).toBeVisible()
  }
  await expectScreenHolds(page, 'today')

  // Each entry opens its place, and the count drops by one each time.
  await entries.nth(0).getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/money/invoices/${invoice.invoiceId}$`))
  await expect(page.getByText(invoice.number).first()).toBeVisible()
  await expect(todayLink(page)).toHaveAccessibleName(withUnread(3))

  await todayLink(page).click()
  await expect(entries.nth(0)).not.toContainText('Unread')
  await entries.nth(1).getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/clients/${clientId}#client-questionnaire$`))
  await expect(
    page.getByRole('region', { name: 'Questionnaire' }).getByText('Submitted', { exact: true }),
  ).toBeVisible()
  await expect(todayLink(page)).toHaveAccessibleName(withUnread(2))

  for (const [index, left] of [
    [2, 1],
    [3, 0],
  ] as const) {
    await todayLink(page).click()
    await entries.nth(index).getByRole('link').click()
    await expect(page).toHaveURL(
      new RegExp(`/dashboard/capsules/${capsuleId}\\?tab=feedback#piece-item-${pieceId}$`),
    )
    await expect(page.locator(`#piece-item-${pieceId}`)).toContainText('Camel Coat')
    await expect(page.locator(`#piece-item-${pieceId}`)).toBeInViewport()
    await expect(todayLink(page)).toHaveAccessibleName(withUnread(left))
  }

  // Seen, the line on her Clients page is gone; the entries stay until she marks them done.
  await page.goto('/dashboard')
  await expect(page.getByRole('link', { name: /new since yesterday/ })).toHaveCount(0)
  await todayLink(page).click()
  await waitForHydration(page)
  await expect(entries).toHaveCount(4)
  for (const [, summary] of order) {
    await page.getByRole('button', { name: `Mark done: ${summary}` }).click()
    await expect(page.getByRole('link', { name: summary })).toHaveCount(0)
  }
  await expect(page.getByRole('heading', { name: 'Nothing needs you' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Nothing needs you' })).toBeVisible()

  // An entry that is not hers, or not there, is a missing page.
  const missing = await page.request.get('/dashboard/today/not-an-entry', { maxRedirects: 0 })
  expect(missing.status()).toBe(404)
})

test('Her Today on her phone: a client’s reaction and note, by client, tidy at 390 px @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await newStylist(page, 'today-phone')
  const clientId = await newClient(page, 'Ines Moreau-Castellane', uniqueEmail('ines-today'))
  const capsuleId = await newCapsule(page, { clientId, name: 'Spring in Lisbon' })
  await newItem(page, { capsuleId, name: 'Linen Trench Coat', photoColour: '#c9b79c' })
  const { context } = await reactAndWrite(browser, capsuleId, 'Linen Trench Coat')
  await context.close()

  await page.goto('/dashboard/today')
  await waitForHydration(page)
  await expect(todayLink(page)).toHaveAccessibleName(withUnread(2))
  await expect(entriesOf(page, 'Ines Moreau-Castellane')).toHaveCount(2)
  await expectScreenHolds(page, 'today-phone')
})

test('Her e-mail alerts: a daily summary for payments at her hour, no e-mail for inquiries, kept as she set them @phone', async ({
  page,
}) => {
  await newStylist(page, 'alerts')
  await page.goto('/dashboard/account')
  await waitForHydration(page)
  const alerts = page.getByRole('region', { name: 'E-mail alerts' })
  await expect(alerts.getByLabel('Payments and invoices')).toHaveValue('instant')
  await expect(alerts.getByLabel('Stock news')).toHaveValue('daily')
  await alerts.getByLabel('Payments and invoices').selectOption('In my daily summary')
  await alerts.getByLabel('Inquiries').selectOption('No e-mail')
  await alerts.getByLabel('Daily summary at').selectOption('19:00')
  await alerts.getByRole('button', { name: 'Save alerts' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'E-mail alerts saved.' })).toBeVisible()
  await expectScreenHolds(page, 'account-alerts', 'section[aria-labelledby="alerts-title"]')

  await page.reload()
  await expect(alerts.getByLabel('Payments and invoices')).toHaveValue('daily')
  await expect(alerts.getByLabel('Inquiries')).toHaveValue('off')
  await expect(alerts.getByLabel('Daily summary at')).toHaveValue('19')
  await expect(alerts.getByLabel('Feedback')).toHaveValue('instant')
})
