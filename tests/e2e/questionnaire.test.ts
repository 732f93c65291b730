import sharp from 'sharp'

import { axeViolations } from './support/axe'
import { waitForHydration } from './support/hydration'
import { firstLink, waitForEmail } from './support/mail'
import { keepScreenshot } from './support/screenshot'
import { newClient } from './support/studio'
import { newStylist, uniqueEmail } from './support/stylist'
import { expect, type Page, test } from './support/test'

const photo = (background: string) =>
  sharp({ create: { width: 600, height: 750, channels: 3, background } })
    .jpeg()
    .toBuffer()

/** axe finds nothing on the screen (or the dialog), kept as a screenshot for a person to see. */
async function expectTidy(page: Page, screen: string, selector?: string) {
  expect(await axeViolations(page, selector)).toEqual([])
  await keepScreenshot(page, screen, { fullPage: !selector })
}

test('Stylist sends her questionnaire; her client fills it on her phone over two visits, and the answers fill her profile and a capsule @phone', async ({
  page,
  browser,
}) => {
  // Two people, three screens and a dozen saves: a long journey.
  test.setTimeout(180_000)
  await newStylist(page, 'questionnaire')
  const clientEmail = uniqueEmail('maya')
  const clientId = await newClient(page, 'Maya Lund', clientEmail)

  // She adds a choice question to the default questionnaire.
  await page.goto('/dashboard/questionnaire')
  await waitForHydration(page)
  await expectTidy(page, 'editor')
  await page.getByRole('button', { name: 'Add a question' }).click()
  const added = page.getByRole('listitem').last()
  await added.getByLabel('Question', { exact: true }).fill('Which neckline do you prefer?')
  await added.getByLabel('Kind').selectOption('one')
  await added.getByLabel('Choices').fill('V-neck\nCrew neck\nHigh neck')
  await page.getByRole('button', { name: 'Save questionnaire' }).click()
  await expect(page.getByText('Questionnaire saved')).toBeVisible()

  // …and sends it from Maya's page.
  await page.goto(`/dashboard/clients/${clientId}`)
  await waitForHydration(page)
  await expectTidy(page, 'client-page')
  await page.getByRole('button', { name: 'Send questionnaire' }).click()
  const send = page.getByRole('dialog', { name: 'Send questionnaire' })
  await expect(send).toBeVisible()
  await expectTidy(page, 'send-dialog', '[role="dialog"]')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Questionnaire sent to Maya Lund')).toBeVisible()
  const mail = await waitForEmail(clientEmail, 'Your style questionnaire')
  const link = firstLink(mail.text)
  expect(link).toMatch(/\/q\/[\w-]{22}$/)

  // Maya, on her phone, fills half of it and closes the page.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  let client = await phone.newPage()
  await client.goto(link)
  await waitForHydration(client)
  await expect(client.getByRole('heading', { name: 'Your style questionnaire' })).toBeVisible()
  await expectTidy(client, 'link-step-1')
  await client.getByLabel('Your size in tops').fill('UK 12')
  await client.getByLabel('Your shoe size').fill('39')
  await client.getByLabel('Your shoe size').blur()
  await expect(client.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  await client.getByRole('button', { name: 'Next' }).click()
  await client.getByLabel('Colours you love').fill('Navy, camel, cream')
  await client.getByLabel('Colours you avoid').fill('Orange')
  await client.getByLabel('Colours you avoid').blur()
  await expect(client.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  await client.close()

  // She comes back on the same link and finds her answers.
  client = await phone.newPage()
  await client.goto(link)
  await waitForHydration(client)
  await expect(client.getByLabel('Your size in tops')).toHaveValue('UK 12')
  await client.getByRole('button', { name: 'Next' }).click()
  await expect(client.getByLabel('Colours you love')).toHaveValue('Navy, camel, cream')
  await client.getByRole('button', { name: 'Next' }).click()
  await client.getByLabel('Your budget per season').fill('2000')
  await client.getByLabel('Three words for the style you want').fill('Relaxed, polished, warm')
  await client.getByRole('button', { name: 'Next' }).click()

  // Two photos, through the photo pipeline.
  await client
    .getByLabel('Add a photo')
    .first()
    .setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: await photo('#d9b99b') })
  await expect(client.getByRole('img', { name: /natural light.*photo 1/ })).toBeVisible()
  await client
    .getByLabel('Add a photo')
    .first()
    .setInputFiles({ name: 'full.jpg', mimeType: 'image/jpeg', buffer: await photo('#334455') })
  await expect(client.getByRole('img', { name: /full-length photo of you, photo 1/ })).toBeVisible()
  await expectTidy(client, 'link-photos')
  await client.getByRole('button', { name: 'Next' }).click()
  await client.getByRole('radio', { name: 'V-neck' }).check()
  await expect(client.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  await client.getByRole('button', { name: 'Review my answers' }).click()
  await expect(client.getByRole('heading', { name: 'Review your answers' })).toBeVisible()
  await expectTidy(client, 'link-review')
  await client.getByRole('button', { name: 'Submit' }).click()
  await expect(client.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  await expect(client.getByText('Navy, camel, cream')).toBeVisible()
  await expectTidy(client, 'link-thank-you')
  await phone.close()

  // The stylist sees her answers and photos.
  await page.reload()
  await waitForHydration(page)
  const section = page.getByRole('region', { name: 'Questionnaire' })
  await expect(section.getByText('Submitted', { exact: true })).toBeVisible()
  await expect(section.getByText('V-neck')).toBeVisible()
  const herPhotos = page.getByRole('region', { name: 'Her photos' })
  await expect(herPhotos.getByRole('img')).toHaveCount(2)
  await expectTidy(page, 'client-answers')

  // Her answers filled the empty fields of her profile when she sent them.
  const profile = page.getByRole('region', { name: 'Colours and style' })
  await expect(profile.getByText('Navy, camel, cream')).toBeVisible()
  await expect(profile.getByText('Relaxed, polished, warm')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Sizes' }).getByText('UK 12')).toBeVisible()
  await expect(section.getByText('In her profile')).toHaveCount(6)
  await expect(section.getByRole('button', { name: /^Copy to profile/ })).toHaveCount(0)

  // A capsule from it: her budget and colours filled in.
  await section.getByRole('button', { name: 'Create capsule from questionnaire' }).click()
  const capsule = page.getByRole('dialog', { name: 'New Capsule' })
  // Her welcome letter starts from her colours, written to her (she reads it).
  await expect(capsule.getByLabel('Description')).toHaveValue(
    'Maya, this capsule starts from the colours you love: Navy, camel, cream. It leaves out the ones you would rather not wear: Orange.',
  )
  await expect(capsule.getByLabel('Description')).toHaveAccessibleDescription(
    /Your client sees this/,
  )
  await expect(capsule.getByLabel('Budget')).toHaveValue(/2,?000/)
  await expectTidy(page, 'capsule-dialog', '[role="dialog"]')
  await capsule.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/\/dashboard\/capsules\/[\w-]+$/)
  await expect(page.getByRole('heading', { name: "Maya's capsule", level: 1 })).toBeVisible()
})
