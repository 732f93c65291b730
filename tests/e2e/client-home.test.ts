import { expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { firstLink, waitForEmail } from './support/mail'
import { newCapsule, newClient, newInvoice, newQuestionnaire } from './support/studio'
import { newStylist, uniqueEmail } from './support/stylist'
import { type Browser, expect, type Page, test } from './support/test'

const PASSWORD = 'lilac-harbour-31'

/** Her client's own browser, at a phone's width or a desk's. */
async function clientPage(browser: Browser, width: 390 | 1280) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
  })
  return context.newPage()
}

/** From her client's profile: her home link made (or a new one), as the card shows it. */
async function makeHomeLink(page: Page, clientId: string): Promise<string> {
  await page.goto(`/dashboard/clients/${clientId}`)
  await waitForHydration(page)
  const card = page.getByRole('region', { name: 'Her home' })
  await card.getByRole('button', { name: 'Make her home link' }).click()
  await expect(page.getByText('New home link made')).toBeVisible()
  const link = card.getByLabel('Her home link')
  await expect(link).toHaveValue(/\/c\/[\w-]{22}$/)
  return link.inputValue()
}

test('Her client opens her home from the latest e-mail on her phone: two capsules, her questionnaire and her invoice, each one tap away @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await newStylist(page, 'home')
  const clientEmail = uniqueEmail('ines')
  const clientId = await newClient(page, 'Inès Caron', clientEmail)
  await newCapsule(page, { clientId, name: 'Riviera Summer' })
  await newCapsule(page, { clientId, name: 'City Autumn', password: PASSWORD })
  await newCapsule(page, { clientId, name: 'Not yet', published: false })
  await newQuestionnaire(page, clientId)
  await newInvoice(page, clientId)

  // Her stylist makes her home link on her profile and e-mails it.
  await makeHomeLink(page, clientId)
  await expectScreenHolds(page, 'client-profile-home-link')
  await page
    .getByRole('region', { name: 'Her home' })
    .getByRole('button', { name: 'E-mail it to her' })
    .click()
  await expect(page.getByText('Home link e-mailed')).toBeVisible()
  const mail = await waitForEmail(clientEmail, 'in one place')
  const link = firstLink(mail.text)
  expect(link).toMatch(/\/c\/[\w-]{22}$/)

  const client = await clientPage(browser, 390)
  await client.goto(link)
  await waitForHydration(client)
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Hello Inès')
  const given = client.getByRole('region', { name: 'For you' })
  await expect(given.getByRole('link')).toHaveCount(4)
  await expect(given.getByRole('link', { name: /Riviera Summer/ })).toBeVisible()
  await expect(given.getByRole('link', { name: /City Autumn.*Locked/ })).toBeVisible()
  await expect(given.getByRole('link', { name: /Not yet/ })).toHaveCount(0)
  await expectScreenHolds(client, 'client-home')

  // Each opens where it lives, and she comes back.
  await given.getByRole('link', { name: /Riviera Summer/ }).click()
  await expect(client.getByRole('heading', { level: 1, name: 'Riviera Summer' })).toBeVisible()
  // Opened from her home on this phone, her capsule shows the way back (in her browser only).
  const back = client
    .getByRole('navigation', { name: 'Your page' })
    .getByRole('link', { name: 'Everything from your stylist' })
  await expect(back).toBeVisible()
  await expectScreenHolds(client, 'capsule-with-home')
  await back.click()
  await expect(client).toHaveURL(link)
  await given.getByRole('link', { name: /Your style questionnaire/ }).click()
  await expect(client).toHaveURL(/\/q\/[\w-]{22}$/)
  await expect(client.getByRole('heading', { name: 'Your style questionnaire' })).toBeVisible()
  // Each of her pages shows the way back to her home.
  await expect(client.getByRole('link', { name: 'Everything from your stylist' })).toBeVisible()
  await client.goBack()
  await given.getByRole('link', { name: /Invoice/ }).click()
  await expect(client).toHaveURL(/\/invoice\/[\w-]{22}\?t=/)
  await expect(client.getByText('Wardrobe edit').filter({ visible: true })).toBeVisible()
  await expectScreenHolds(client, 'invoice-with-home')
  await client.getByRole('link', { name: 'Everything from your stylist' }).click()
  await expect(client).toHaveURL(link)

  // The locked one asks its password once on this phone; then her home shows it open.
  await given.getByRole('link', { name: /City Autumn/ }).click()
  const password = client.getByLabel('Password', { exact: true })
  await password.fill(PASSWORD)
  await client.getByRole('button', { name: 'View Capsule' }).click()
  await expect(password).toHaveCount(0)
  await expect(client.getByRole('heading', { level: 1, name: 'City Autumn' })).toBeVisible()
  await client.goto(link)
  await expect(
    client.getByRole('region', { name: 'For you' }).getByRole('link', { name: /City Autumn/ }),
  ).not.toContainText('Locked')
})

test('A revoked home link answers exactly like a link that never existed', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await newStylist(page, 'home-revoked')
  const clientEmail = uniqueEmail('lea')
  const clientId = await newClient(page, 'Léa Martin', clientEmail)
  await newCapsule(page, { clientId, name: 'Weekend Edit' })
  const link = await makeHomeLink(page, clientId)

  const client = await clientPage(browser, 1280)
  await client.goto(link)
  await expect(client.getByRole('link', { name: /Weekend Edit/ })).toBeVisible()
  await expectScreenHolds(client, 'client-home')

  await page
    .getByRole('region', { name: 'Her home' })
    .getByRole('button', { name: 'Revoke' })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Revoke her home link?' })
  await expectScreenHolds(page, 'revoke-home-link', '[role="dialog"]')
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText('Home link revoked')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Her home' }).getByLabel('Her home link'),
  ).toHaveCount(0)

  const revoked = await client.goto(link)
  const revokedText = await client.locator('main').innerText()
  const never = await client.goto(link.replace(/[\w-]{22}$/, 'A'.repeat(22)))
  expect(revoked?.status()).toBe(404)
  expect(never?.status()).toBe(404)
  expect(await client.locator('main').innerText()).toBe(revokedText)
  await expect(client.getByRole('heading', { name: 'Link not found' })).toBeVisible()
  await expectScreenHolds(client, 'client-home-not-found')
  const phone = await clientPage(browser, 390)
  expect((await phone.goto(link))?.status()).toBe(404)
  await expectScreenHolds(phone, 'client-home-not-found')

  // Her stylist makes her a new one; from the old link's page she asks for it by e-mail, and the
  // page answers the same for an address it does not know.
  const fresh = await makeHomeLink(page, clientId)
  await waitForHydration(phone)
  for (const address of [uniqueEmail('nobody'), clientEmail]) {
    await phone.getByLabel('Your e-mail address').fill(address)
    const answered = phone.waitForResponse((response) => response.url().includes('/home-link'))
    await phone.getByRole('button', { name: 'Send me my link' }).click()
    expect((await answered).status()).toBe(200)
    await expect(phone.getByText(/^If this address has a home with us/)).toBeVisible()
  }
  await expectScreenHolds(phone, 'client-home-link-asked')
  await phone.getByLabel('Your e-mail address').fill('not an address')
  await phone.getByRole('button', { name: 'Send me my link' }).click()
  await expect(phone.getByText('Enter a valid e-mail address.')).toBeVisible()
  await expect(phone.getByLabel('Your e-mail address')).toHaveValue('not an address')
  await expectScreenHolds(phone, 'client-home-link-invalid')
  const mail = await waitForEmail(clientEmail, 'in one place')
  expect(firstLink(mail.text)).toBe(fresh)
})
