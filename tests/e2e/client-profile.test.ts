import { axeViolations } from './support/axe'
import { waitForHydration } from './support/hydration'
import { firstLink, waitForEmail } from './support/mail'
import { signInAsOwner } from './support/owner'
import { newClient } from './support/studio'
import { newStylist, uniqueEmail } from './support/stylist'
import { type APIResponse, expect, type Page, test } from './support/test'

async function ok(response: Promise<APIResponse>, what: string): Promise<APIResponse> {
  const answered = await response
  expect(answered.ok(), `${what}: ${answered.status()} ${await answered.text()}`).toBe(true)
  return answered
}

/** axe finds nothing and the page does not scroll sideways (390 px on the phone project). */
async function expectTidy(page: Page, selector?: string) {
  expect(await axeViolations(page, selector)).toEqual([])
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('The owner converts an inquiry and finds its package and message on the new client’s page', async ({
  page,
}) => {
  await signInAsOwner(page)
  const name = `Nora Visitor ${Date.now().toString(36)}`
  const message = 'I start a new job in March and need a work wardrobe.'
  // The intake form, as the landing page posts it (started well over 3 s ago: a person).
  await ok(
    page.request.post('/inquiry', {
      form: {
        name,
        email: uniqueEmail('nora'),
        phone: '+1 555 0101',
        servicePackage: 'Clean Slate',
        message,
        website: '',
        startedAt: String(Date.now() - 60_000),
      },
    }),
    'inquiry',
  )

  await page.goto('/dashboard/inquiries')
  await waitForHydration(page)
  const card = page.getByRole('listitem').filter({ hasText: name })
  await card.getByRole('button', { name: 'Convert to client' }).click()
  await card.getByRole('link', { name: `Client: ${name}` }).click()

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByText('+1 555 0101')).toBeVisible()
  const notes = page.getByRole('region', { name: 'Budget and notes' })
  await expect(notes).toContainText('Inquiry: Clean Slate')
  await expect(notes).toContainText(message)
  const inquiries = page.getByRole('region', { name: 'Inquiries' })
  await expect(inquiries).toContainText('Package: Clean Slate')
  await expectTidy(page)
})

test('A stylist fills a client’s profile and sees her sizes beside the Size field @phone', async ({
  page,
}) => {
  await newStylist(page, 'profile')
  await page.goto('/dashboard')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add Client' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Client' })
  await dialog.getByLabel('Name').fill('Margot Laurent')
  await dialog.getByLabel('Tops').fill('M')
  await dialog.getByLabel('Bottoms').fill('28')
  await dialog.getByLabel('Shoes').fill('39')
  await dialog.getByLabel('Colours she loves').fill('Camel, navy')
  await dialog.getByLabel('Budget per season').fill('$1,500')
  // A bound checked on the server keeps the dialog open with everything typed.
  await dialog.getByLabel('Dress').evaluate((input: HTMLInputElement) => {
    input.removeAttribute('maxlength')
  })
  await dialog.getByLabel('Dress').fill('x'.repeat(41))
  await expectTidy(page, '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Use at most 40 characters.')).toBeVisible()
  await expect(dialog.getByLabel('Colours she loves')).toHaveValue('Camel, navy')
  await dialog.getByLabel('Dress').fill('8')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()

  // Her card opens her page, with her profile.
  await page.getByRole('link', { name: 'Margot Laurent', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Margot Laurent', level: 1 })).toBeVisible()
  const sizes = page.getByRole('region', { name: 'Sizes' })
  await expect(sizes).toContainText('Tops')
  await expect(sizes).toContainText('28')
  await expect(page.getByRole('region', { name: 'Colours and style' })).toContainText('Camel, navy')
  await expectTidy(page)

  // The item form shows her sizes beside the Size field.
  await page.getByRole('link', { name: /items in her wardrobe/ }).click()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add Item' }).click()
  const item = page.getByRole('dialog', { name: 'Add New Item' })
  await expect(item.getByRole('textbox', { name: 'Size' })).toHaveAccessibleDescription(
    'Her sizes: Tops M · Bottoms 28 · Dress 8 · Shoes 39',
  )
})

test('A stylist sends a capsule; the e-mail has the link but not the password, and she sees it opened @phone', async ({
  page,
  browser,
}) => {
  const stylistEmail = await newStylist(page, 'sender')
  const clientEmail = uniqueEmail('margot')
  const password = `velvet-${Date.now().toString(36)}`
  const clientId = await newClient(page, 'Margot Laurent', clientEmail)
  await ok(
    page.request.post('/dashboard/capsules', {
      form: {
        intent: 'create-capsule',
        clientId,
        name: 'Spring in Paris',
        passwordAction: 'set',
        password,
        isPublished: 'on',
      },
    }),
    'capsule',
  )

  await page.goto('/dashboard/capsules')
  await waitForHydration(page)
  const card = page.getByRole('listitem').filter({ hasText: 'Spring in Paris' })
  await card.getByRole('button', { name: 'Send to client' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send to client' })
  await expect(dialog).toContainText(clientEmail)
  await expect(dialog).toContainText('Her password is never put in the e-mail')
  await expect(dialog.getByLabel('Message')).toHaveValue(/Hi Margot,/)
  await expectTidy(page, '[role="dialog"]')
  await dialog.getByLabel('Message').fill('Hi Margot,\nyour spring capsule is ready!')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()
  await expect(card).toContainText(/Sent [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/)

  const mail = await waitForEmail(clientEmail, 'Your style capsule: Spring in Paris')
  expect(mail.text).toContain('your spring capsule is ready!')
  // Under her own studio's name, and a plain reply reaches her.
  expect(mail.replyTo).toBe(stylistEmail)
  const link = firstLink(mail.text)
  // The capsule's link, with the key that keeps her own place at its password page.
  expect(link).toMatch(/\/capsule\/[\w-]+\?k=[\w-]+$/)
  expect(mail.html).toContain(link)
  expect(mail.text).not.toContain(password)
  expect(mail.html).not.toContain(password)

  // The client opens the link in a browser of her own and gives the password.
  const context = await browser.newContext()
  const client = await context.newPage()
  await client.goto(link)
  await waitForHydration(client)
  await client.getByRole('textbox', { name: 'Password' }).fill(password)
  const visit = client.waitForResponse((response) => response.url().endsWith('/visit'))
  await client.getByRole('button', { name: 'View Capsule' }).click()
  await expect(client.getByRole('heading', { name: 'Spring in Paris', level: 1 })).toBeVisible()
  expect((await visit).status()).toBe(204)
  await context.close()

  await page.goto('/dashboard/capsules')
  await expect(card).toContainText(
    /Opened once, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/,
  )
  await expectTidy(page)
  await card.getByRole('link', { name: 'Spring in Paris' }).click()
  await expect(page.getByRole('heading', { name: 'Spring in Paris', level: 1 })).toBeVisible()
  await expect(page.getByText(/Opened once/)).toBeVisible()
  await expect(page.getByText(/^Sent /)).toBeVisible()
  await expectTidy(page)

  // Her page lists the capsule as opened too, and leads to the Capsules page filtered to her.
  await page.goto(`/dashboard/clients/${clientId}`)
  await expect(page.getByRole('listitem').filter({ hasText: 'Spring in Paris' })).toContainText(
    'Opened once',
  )
  await page.getByRole('link', { name: 'See them on the Capsules page' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/capsules\\?client=${clientId}$`))
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(clientId)
  await expect(card).toBeVisible()
})

test('A stylist searches and sorts her clients, and the choice survives a reload @phone', async ({
  page,
}) => {
  await newStylist(page, 'search')
  const clients: [string, string][] = [
    ['Zoë Martin', 'zoe@example.com'],
    ['Ana Lima', 'ana@studio.test'],
    ['Béatrice Roy', ''],
  ]
  for (const [name, email] of clients) {
    await ok(
      page.request.post('/dashboard?index', { form: { intent: 'create-client', name, email } }),
      name,
    )
  }
  await page.goto('/dashboard')
  await waitForHydration(page)
  const names = page.getByRole('listitem').getByRole('heading', { level: 2 })
  await expect(names).toHaveText(['Béatrice Roy', 'Ana Lima', 'Zoë Martin'])
  await expect(page.getByRole('listitem').first()).toContainText('0 capsules')
  await expect(page.getByRole('listitem').first()).toContainText('Last activity')

  await page.getByLabel('Sort by').selectOption('Name')
  await expect(page).toHaveURL(/sort=name/)
  await expect(names).toHaveText(['Ana Lima', 'Béatrice Roy', 'Zoë Martin'])

  // Accents do not matter, and e-mails are searched too.
  await page.getByRole('searchbox', { name: 'Search clients by name or e-mail' }).fill('zoe')
  await expect(names).toHaveText(['Zoë Martin'])
  await page.getByRole('searchbox', { name: 'Search clients by name or e-mail' }).fill('STUDIO')
  await expect(names).toHaveText(['Ana Lima'])
  await expect(page).toHaveURL(/q=STUDIO/)

  await page.reload()
  await expect(names).toHaveText(['Ana Lima'])
  await expect(page.getByLabel('Sort by')).toHaveValue('name')
  await page.getByRole('searchbox', { name: 'Search clients by name or e-mail' }).fill('nobody')
  await expect(page.getByText('No clients match your search.')).toBeVisible()
  await expectTidy(page)
})
