import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { extractText, getDocumentProxy } from 'unpdf'

import { expectScreenHolds } from './support/axe'
import { openClientCapsule } from './support/client-page'
import { waitForHydration } from './support/hydration'
import { newCapsule, newClient, newItem, ok } from './support/studio'
import { newStylist } from './support/stylist'
import { expect, type Page, test } from './support/test'

// Private by default (issue 40): every note the stylist writes in a closet audit is hers unless
// she writes it in the field her client reads. Her client's closet edit, the printable list and
// its PDF carry only the notes written for her; the PDF shows each piece's photo, so the tailor
// tells two black trousers apart.

const PRIVATE = {
  'Beige Knit': 'Good label, she never wears it',
  'Black Trousers': 'Charge her for the hem',
}
const FOR_HER = {
  'Beige Knit': 'Passed on with thanks: the colour washed you out',
  'Black Trousers': 'Shorten 2 cm for flats',
}

const card = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true, level: 3 }) })
    .first()

/** Her decision for a piece, chosen as she does: a tap on its label. */
async function decide(page: Page, name: string, label: string) {
  const group = card(page, name).getByRole('group', { name: `Decision for ${name}` })
  await group.getByText(label, { exact: true }).click()
  await expect(group.getByRole('radio', { name: label })).toBeChecked()
}

async function saveNote(page: Page, name: string, field: string, text: string) {
  const box = card(page, name).getByRole('textbox', { name: `${field} ${name}` })
  await box.fill(text)
  await box.press('Enter')
  await expect(card(page, name).getByText('Saved', { exact: true }).first()).toBeVisible()
}

async function pdfOf(page: Page, href: string) {
  const answered = await ok(page.request.get(href), 'list PDF')
  const bytes = new Uint8Array(await answered.body())
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })
  const images = (await PDFDocument.load(bytes)).context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
  return { text, images: images.length }
}

test('A stylist’s closet-audit notes stay hers unless she writes them for her client @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  await newStylist(page, 'private-notes')
  const clientName = `Beatrice Hale ${Date.now().toString(36)}`
  const clientId = await newClient(page, clientName)
  const capsuleId = await newCapsule(page, { clientId, name: 'Winter in Bath' })
  for (const [name, photoColour] of [
    ['Beige Knit', '#d8c3a5'],
    ['Black Trousers', '#1b1b1b'],
    ['Black Trousers', '#2b2f3a'],
  ] as const) {
    await newItem(page, { clientId, name, photoColour })
  }

  await page.goto(`/dashboard/clients/${clientId}/audit`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Start audit' }).click()
  await expect(page.getByRole('group', { name: /^Decision for / })).toHaveCount(3)

  // Each note field says who reads it: her own note by default, the one for her client apart.
  const knit = card(page, 'Beige Knit')
  await expect(
    knit.getByRole('textbox', { name: 'Private note on Beige Knit' }),
  ).toHaveAccessibleDescription(/Only you see this/)
  await expect(
    knit.getByRole('textbox', { name: 'Note for her on Beige Knit' }),
  ).toHaveAccessibleDescription(/Your client sees this/)
  await decide(page, 'Beige Knit', 'Donate')
  await saveNote(page, 'Beige Knit', 'Private note on', PRIVATE['Beige Knit'])
  await saveNote(page, 'Beige Knit', 'Note for her on', FOR_HER['Beige Knit'])
  await decide(page, 'Black Trousers', 'Tailor')
  await saveNote(page, 'Black Trousers', 'Private note on', PRIVATE['Black Trousers'])
  await saveNote(page, 'Black Trousers', 'Note for her on', FOR_HER['Black Trousers'])
  await expectScreenHolds(page, 'audit-with-two-notes')

  // The tailor's list, on screen and as a PDF: the note for her, both photos, nothing private.
  await page.getByRole('link', { name: 'To the tailor (1)' }).click()
  await expect(page.getByText(FOR_HER['Black Trousers'])).toBeVisible()
  await expect(page.getByText(PRIVATE['Black Trousers'])).toHaveCount(0)
  const pdf = await pdfOf(
    page,
    (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!,
  )
  expect(pdf.text).toContain(FOR_HER['Black Trousers'])
  expect(pdf.text).not.toContain(PRIVATE['Black Trousers'])
  expect(pdf.images).toBe(1)
  await page.getByRole('link', { name: 'Back to the audit' }).click()
  await expect(page.getByRole('heading', { name: 'Closet audit', level: 1 })).toBeVisible()

  // Her own notes, saved, come back on the next visit; the audit is finished.
  await page.reload()
  await expect(
    card(page, 'Beige Knit').getByRole('textbox', { name: 'Private note on Beige Knit' }),
  ).toHaveValue(PRIVATE['Beige Knit'])
  await page.getByRole('button', { name: 'Finish audit' }).click()
  const edit = page.getByRole('region', { name: 'Her closet edit' })
  await expect(edit).toContainText(FOR_HER['Beige Knit'])
  await expect(edit).not.toContainText(PRIVATE['Beige Knit'])

  // Her client reads only what was written for her, in the page and in its data.
  const context = await browser.newContext({
    viewport: page.viewportSize()!,
    isMobile: test.info().project.name === 'phone',
    hasTouch: test.info().project.name === 'phone',
  })
  const her = await context.newPage()
  await openClientCapsule(her, `/capsule/${capsuleId}`)
  const closet = await her.request.get(`/capsule/${capsuleId}/closet`)
  const served = await closet.text()
  for (const note of Object.values(PRIVATE)) expect(served).not.toContain(note)
  await her.getByRole('link', { name: 'Your closet edit' }).click()
  await expect(her.getByRole('heading', { name: 'Your closet edit', level: 1 })).toBeVisible()
  await expect(her.getByRole('region', { name: 'To donate (1)' })).toContainText(
    FOR_HER['Beige Knit'],
  )
  await expect(her.getByRole('region', { name: 'To the tailor (1)' })).toContainText(
    FOR_HER['Black Trousers'],
  )
  await expect(her.locator('body')).not.toContainText(PRIVATE['Beige Knit'])
  await expect(her.locator('body')).not.toContainText(PRIVATE['Black Trousers'])
  await expectScreenHolds(her, 'closet-edit-notes-for-her')
  await context.close()
})
