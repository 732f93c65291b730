import { expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { firstLink, waitForEmail } from './support/mail'
import { answerAndSubmit } from './support/questionnaire'
import { newClient, ok } from './support/studio'
import { newStylist, uniqueEmail } from './support/stylist'
import { expect, test } from './support/test'

// A questionnaire comes back (issue 40): her client submits it on her phone, and the stylist is
// told: an e-mail naming her client, "Questionnaire answered" on the client's card and a count
// beside Clients in her navigation, until she opens the client's page.

test('A submitted questionnaire is announced: an e-mail naming her client, a mark on her card and a count in the navigation until she opens it @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const stylistEmail = await newStylist(page, 'answered')
  const clientEmail = uniqueEmail('maya-answered')
  const clientName = `Maya Lund ${Date.now().toString(36)}`
  const clientId = await newClient(page, clientName, clientEmail)
  await ok(
    page.request.post(`/dashboard/clients/${clientId}`, {
      form: { intent: 'send-questionnaire', dueOn: '', remind: '' },
    }),
    'send questionnaire',
  )
  const link = firstLink((await waitForEmail(clientEmail, 'Your style questionnaire')).text)

  // Nothing yet while she has not submitted.
  await page.goto('/dashboard')
  await waitForHydration(page)
  const card = page.getByRole('listitem').filter({ hasText: clientName })
  await expect(card).toBeVisible()
  await expect(card.getByText('Questionnaire answered')).toHaveCount(0)

  // Her client, on her phone, answers and submits.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const her = await phone.newPage()
  await answerAndSubmit(her, link, { 'size-tops': 'UK 12', 'colours-loved': 'Navy, camel' })
  await phone.close()

  // An e-mail names her client and leads to her answers.
  const mail = await waitForEmail(stylistEmail, `${clientName} answered your questionnaire`)
  expect(mail.text).toContain(clientName)
  expect(firstLink(mail.text)).toContain(`/dashboard/clients/${clientId}`)

  // Her card says so, and the navigation counts it, on whatever page she is.
  await page.goto('/dashboard/capsules')
  await waitForHydration(page)
  const clients = page.getByRole('navigation', { name: 'Studio' }).getByRole('link', {
    name: /^Clients\s*, 1 new$/,
  })
  await expect(clients).toBeVisible()
  await clients.click()
  await expect(card.getByText('Questionnaire answered')).toBeVisible()
  await expectScreenHolds(page, 'clients-with-answered-questionnaire')

  // She opens her page: her answers are there, and the marks are gone.
  await card.getByRole('link', { name: clientName }).click()
  await expect(page.getByRole('heading', { name: clientName, level: 1 })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Questionnaire' }).getByText('Submitted', { exact: true }),
  ).toBeVisible()
  await expect(
    page
      .getByRole('navigation', { name: 'Studio' })
      .getByRole('link', { name: 'Clients', exact: true }),
  ).toBeVisible()
  await page.goto('/dashboard')
  await expect(card).toBeVisible()
  await expect(card.getByText('Questionnaire answered')).toHaveCount(0)
})
