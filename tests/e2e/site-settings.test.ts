import { waitForHydration } from './support/hydration'
import { signInAsOwner } from './support/owner'
import { newStylist } from './support/stylist'
import { expect, test } from './support/test'

test('The owner edits the site without code, and a booking becomes a client', async ({
  page,
  browser,
}) => {
  await signInAsOwner(page)

  // Edit texts and a link: `/` shows them at once.
  await page.goto('/dashboard/site')
  await waitForHydration(page)
  const headline = `Effortless style, ${Date.now()}`
  await page.getByLabel('Headline').fill(headline)
  await page.getByLabel('Instagram').fill('https://instagram.example/stylist')
  await page.getByLabel('Instagram').blur()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Site settings saved')).toBeVisible()

  // A javascript: link is refused next to its field, and what was typed stays.
  await page.getByLabel('TikTok').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Use a web address, like instagram.com/yourname.')).toBeVisible()
  await expect(page.getByLabel('TikTok')).toHaveValue('javascript:alert(1)')

  const visitor = await browser.newPage()
  await visitor.goto('/')
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(headline)
  await expect(visitor.getByText('Find me here')).toBeVisible()
  const instagram = visitor.getByRole('link', { name: /Instagram/ })
  await expect(instagram).toHaveAttribute('href', 'https://instagram.example/stylist')
  await expect(instagram).toHaveAttribute('target', '_blank')

  // A visitor writes through the built-in intake form (a click away under booking a time)…
  await waitForHydration(visitor)
  await visitor.getByRole('button', { name: 'Work with me' }).first().click()
  const panel = visitor.getByRole('dialog')
  await panel.getByRole('button', { name: 'Send a message instead' }).click()
  const name = `Ines Visitor ${Date.now()}`
  await panel.getByLabel(/Name/).fill(name)
  await panel.getByLabel(/Email/).fill('ines@example.com')
  await panel.getByLabel(/Phone/).fill('+33 6 00 00 00 01')
  await visitor.waitForTimeout(3500) // a person takes longer than 3 s to fill the form (spam guard)
  await panel.getByRole('button', { name: 'Send request' }).click()
  await expect(
    panel.getByText("Thank you! Your request is on its way. I'll be in touch soon."),
  ).toBeVisible()
  await visitor.close()

  // …and the owner turns the inquiry into a client.
  await page.goto('/dashboard/inquiries')
  const card = page.getByRole('listitem').filter({ hasText: name })
  await expect(card).toContainText('ines@example.com')
  await card.getByRole('button', { name: 'Convert to client' }).click()
  await expect(card.getByRole('link', { name: `Client: ${name}` })).toBeVisible()
  await card.getByRole('link', { name: `Client: ${name}` }).click()
  // The link opens the new client's page: her name heads it, with her contact details.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  const client = page.getByRole('main')
  await expect(client).toContainText('ines@example.com')
  await expect(client).toContainText('+33 6 00 00 00 01')
})

test('Another stylist cannot open Site settings or Inquiries', async ({ page }) => {
  await newStylist(page, 'not-owner')
  await page.goto('/dashboard')
  await expect(page.getByRole('link', { name: 'Site settings' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Inquiries' })).toHaveCount(0)
  for (const path of ['/dashboard/site', '/dashboard/inquiries']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  }
  expect((await page.request.get('/dashboard/subscribers.csv')).status()).toBe(404)
})
