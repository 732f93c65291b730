import { extractText, getDocumentProxy } from 'unpdf'

import { expectScreenHolds } from './support/axe'
import { openClientCapsule } from './support/client-page'
import { waitForHydration } from './support/hydration'
import { newCapsule, newClient, ok, uploadPhoto } from './support/studio'
import { newStylist } from './support/stylist'
import { expect, type Page, test } from './support/test'

// The closet audit (issue 30): the stylist goes through twelve pieces of her client's wardrobe,
// sends four to the tailor and three to a charity shop in two bulk steps, notes what the tailor
// should do, prints the tailor's list (as a PDF here), finishes the audit; her client finds "Your
// closet edit" on her capsule page; the donated pieces are archived from the wardrobe, then Undo
// brings them back.

const TAILOR = ['Navy Blazer', 'Pleated Skirt', 'Wool Trousers', 'Linen Dress']
const DONATE = ['Striped Tee', 'Denim Jacket', 'Red Cardigan']
const OTHERS = ['White Shirt', 'Black Boots', 'Silk Scarf', 'Trench Coat', 'Ankle Jeans']
const NOTES: Record<string, string> = {
  'Navy Blazer': 'Shorten the sleeves 2 cm',
  'Pleated Skirt': 'Take in the waist',
}
const COLOURS = ['#1f2a44', '#8a4b36', '#c9b79c', '#3d4a5c', '#b08155', '#6b705c']

const card = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true, level: 3 }) })
const decision = (page: Page, name: string, label: string) =>
  page.getByRole('group', { name: `Decision for ${name}` }).getByRole('radio', { name: label })

async function selectAndSet(page: Page, names: string[], label: string) {
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check()
  const bar = page.getByRole('group', { name: 'Set the selected pieces' })
  await expect(bar).toContainText(`Set ${names.length} selected to`)
  await bar.getByRole('button', { name: label, exact: true }).click()
  await expect(bar).toBeHidden()
  for (const name of names) await expect(decision(page, name, label)).toBeChecked()
}

test('A stylist audits a wardrobe of twelve pieces, prints the tailor’s list and archives the donated pieces; her client sees her closet edit @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await newStylist(page, 'closet-audit')
  const clientName = `Margot Audit ${Date.now().toString(36)}`
  const clientId = await newClient(page, clientName)
  const capsuleId = await newCapsule(page, { clientId, name: 'Autumn in Lyon' })
  const pieces = [...TAILOR, ...DONATE, ...OTHERS]
  for (const [index, name] of pieces.entries()) {
    await ok(
      page.request.post(`/dashboard/items?client=${clientId}`, {
        form: {
          intent: 'create-item',
          name,
          brand: 'Sézane',
          size: 'M',
          capsuleId: '',
          photoUpload: await uploadPhoto(page, COLOURS[index % COLOURS.length]!),
        },
      }),
      name,
    )
  }

  // From her page into the audit, started by one press.
  await page.goto(`/dashboard/clients/${clientId}`)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Closet audit' }).click()
  await expect(page.getByRole('heading', { name: 'Closet audit', level: 1 })).toBeVisible()
  await expect(page.getByText('No audit yet')).toBeVisible()
  await expectScreenHolds(page, 'closet-audit-empty')
  await page.getByRole('button', { name: 'Start audit' }).click()
  await expect(page.getByRole('group', { name: /^Decision for / })).toHaveCount(12)

  // Two bulk steps: four to the tailor, three to donate.
  await selectAndSet(page, TAILOR, 'Tailor')
  await selectAndSet(page, DONATE, 'Donate')
  await expect(page.getByRole('button', { name: 'Archive 3 donated or sold pieces' })).toBeVisible()

  // One piece by keyboard: the arrow keys move within its decisions (Undecided → Keep).
  await decision(page, 'White Shirt', 'Undecided').focus()
  await page.keyboard.press('ArrowRight')
  await expect(decision(page, 'White Shirt', 'Keep')).toBeChecked()

  // Notes: saved on Enter, or on leaving the field, and said so.
  const blazer = card(page, 'Navy Blazer')
  await blazer
    .getByRole('textbox', { name: 'Note for her on Navy Blazer' })
    .fill(NOTES['Navy Blazer']!)
  await blazer.getByRole('textbox', { name: 'Note for her on Navy Blazer' }).press('Enter')
  await expect(blazer.getByText('Saved', { exact: true })).toBeVisible()
  const skirt = card(page, 'Pleated Skirt')
  await skirt
    .getByRole('textbox', { name: 'Note for her on Pleated Skirt' })
    .fill(NOTES['Pleated Skirt']!)
  await skirt.getByRole('textbox', { name: 'Note for her on Pleated Skirt' }).press('Tab')
  await expect(skirt.getByText('Saved', { exact: true })).toBeVisible()
  await page.getByRole('checkbox', { name: 'Select Trench Coat' }).check()
  await expectScreenHolds(page, 'closet-audit-grid')
  await page.getByRole('button', { name: 'Clear selection' }).click()

  // Everything was saved: a reload shows it as it was left.
  await page.reload()
  for (const name of TAILOR) await expect(decision(page, name, 'Tailor')).toBeChecked()
  for (const name of DONATE) await expect(decision(page, name, 'Donate')).toBeChecked()
  await expect(decision(page, 'White Shirt', 'Keep')).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Note for her on Navy Blazer' })).toHaveValue(
    NOTES['Navy Blazer']!,
  )

  // The tailor's list: one piece a row with its photo and note, printed without the screen's
  // buttons.
  await page.getByRole('link', { name: 'To the tailor (4)' }).click()
  await expect(
    page.getByRole('heading', { name: `To the tailor · ${clientName}`, level: 1 }),
  ).toBeVisible()
  const rows = page.getByRole('listitem')
  await expect(rows).toHaveCount(4)
  for (const name of TAILOR) {
    const photo = page.getByRole('img', { name, exact: true })
    await expect(photo).toBeVisible()
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
  }
  await expect(page.getByText(NOTES['Pleated Skirt']!)).toBeVisible()
  await expectScreenHolds(page, 'closet-audit-tailor-list')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  const printed = await page.pdf({ format: 'A4', printBackground: true })
  await page.emulateMedia({ media: 'screen' })
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(printed)), {
    mergePages: true,
  })
  for (const name of TAILOR) expect(text).toContain(name)
  expect(text).toContain(NOTES['Navy Blazer'])
  expect(text).toContain(NOTES['Pleated Skirt'])
  expect(text).not.toContain('Download PDF')
  const images = printed.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []
  expect(images.length).toBeGreaterThanOrEqual(4)

  // The same list as the app's own PDF.
  const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')
  const download = await ok(page.request.get(pdfHref!), 'list PDF')
  expect(download.headers()['content-type']).toBe('application/pdf')
  const pdfText = (
    await extractText(await getDocumentProxy(new Uint8Array(await download.body())), {
      mergePages: true,
    })
  ).text
  expect(pdfText).toContain(NOTES['Navy Blazer'])
  expect(pdfText).toContain('Wool Trousers')

  // Finished: History says when, and how many pieces got each decision.
  await page.getByRole('link', { name: 'Back to the audit' }).click()
  await page.getByRole('button', { name: 'Finish audit' }).click()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history).toContainText('Keep 1 · Tailor 4 · Donate 3 · Undecided 4')
  await expect(page.getByRole('heading', { name: 'Her closet edit' })).toBeVisible()
  await expectScreenHolds(page, 'closet-audit-done')

  // Her client, on her capsule page, finds her closet edit.
  const client = await browser.newContext({
    viewport: page.viewportSize()!,
    isMobile: test.info().project.name === 'phone',
    hasTouch: test.info().project.name === 'phone',
  })
  const her = await client.newPage()
  await openClientCapsule(her, `/capsule/${capsuleId}`)
  await expect(her.getByRole('link', { name: 'Your closet edit' })).toBeVisible()
  await expectScreenHolds(her, 'capsule-with-closet-edit')
  await her.getByRole('link', { name: 'Your closet edit' }).click()
  await expect(her.getByRole('heading', { name: 'Your closet edit', level: 1 })).toBeVisible()
  const tailorList = her.getByRole('region', { name: 'To the tailor (4)' })
  await expect(tailorList).toContainText(NOTES['Navy Blazer']!)
  await expect(her.getByRole('region', { name: 'To donate (3)' })).toContainText('Red Cardigan')
  await expect(her.getByRole('region', { name: 'What stays (1)' })).toContainText('White Shirt')
  await expectScreenHolds(her, 'closet-edit')
  await client.close()

  // The donated pieces leave her wardrobe in one step…
  await page.getByRole('button', { name: 'Archive 3 donated or sold pieces' }).click()
  const dialog = page.getByRole('dialog', { name: 'Archive 3 donated or sold pieces?' })
  await expect(dialog).toBeVisible()
  await expectScreenHolds(page, 'closet-audit-archive', '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Archive' }).click()
  const undo = page
    .getByRole('status')
    .filter({ hasText: '3 pieces archived from her wardrobe' })
    .getByRole('button', { name: 'Undo' })
  await expect(undo).toBeVisible()
  // (Focused, the toast waits while her wardrobe is looked at in another tab.)
  await undo.focus()
  const wardrobe = await page.context().newPage()
  await wardrobe.goto(`/dashboard/items?client=${clientId}`)
  await expect(wardrobe.getByText(`${clientName} · 9 items`)).toBeVisible()
  await expect(wardrobe.getByText('Red Cardigan')).toHaveCount(0)

  // …and Undo brings them back.
  await undo.click()
  await expect(page.getByText('Back in her wardrobe')).toBeVisible()
  await wardrobe.reload()
  await expect(wardrobe.getByText(`${clientName} · 12 items`)).toBeVisible()
  await expect(wardrobe.getByText('Red Cardigan').first()).toBeVisible()
  await wardrobe.close()
})
