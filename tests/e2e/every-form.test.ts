import sharp from 'sharp'

import { axeViolations } from './support/axe'
import { failSaves, NETWORK_ERROR, SERVER_ERROR } from './support/failures'
import { waitForHydration } from './support/hydration'
import { listEmails, waitForEmail } from './support/mail'
import { OWNER_EMAIL, signInAsOwner } from './support/owner'
import { newStudio, ok } from './support/studio'
import { newStylist, PASSWORD, uniqueEmail } from './support/stylist'
import { expect, type Locator, type Page, test } from './support/test'

// Nothing typed is lost, form by form: each dashboard form — the dialogs, the inline edits,
// the outfit's title and description, Site settings — meets a lost connection, a server error,
// an ended session and an answer lost on its way back. Each time the form stays with everything
// typed and says what happened; signed out, she signs in over the page; saving again saves once.

const SIGNED_OUT = 'You were signed out — sign in to continue'

type TypedForm = {
  /** Where the form shows its message (the dialog, the field's block, the page). */
  says: Locator
  /** Sends the form as she would (its button, Enter). */
  save: () => Promise<void>
  /** The fields and what she typed in them: still there after each failure. */
  typed: [Locator, string][]
}

async function stillTyped(form: TypedForm) {
  for (const [field, value] of form.typed) await expect(field).toHaveValue(value)
}

/**
 * The four failures, one after the other, on an open form with something typed in it; ends
 * online and signed in, with the form unsaved and still as typed. Saving it is the caller's.
 */
async function survivesEveryFailure(page: Page, email: string, form: TypedForm) {
  await failSaves(page, (route) => route.abort('internetdisconnected'))
  await form.save()
  await expect(form.says).toContainText(NETWORK_ERROR)
  await stillTyped(form)

  await failSaves(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
  await form.save()
  await expect(form.says).toContainText(SERVER_ERROR)
  await stillTyped(form)

  // The session ends: she is told, and signs in over the page.
  await page.unrouteAll({ behavior: 'wait' })
  await page.context().clearCookies()
  await form.save()
  await expect(form.says).toContainText(SIGNED_OUT)
  const signIn = page.getByRole('dialog', { name: 'You were signed out' })
  await expect(signIn).toBeVisible()
  await expect(signIn.getByLabel('Email')).toHaveValue(email)
  const password = signIn.getByLabel('Password', { exact: true })
  await password.fill(PASSWORD)
  // Sent from the keyboard, as from a phone's Go key: at 390 px, after the owner journeys before
  // it, a tap at the button's centre landed on the password field above it (the window panned).
  await password.press('Enter')
  await expect(signIn).toBeHidden()
  await stillTyped(form)

  // The save reaches the studio but its answer is lost on the way back.
  await failSaves(page, async (route) => {
    await route.fetch()
    await route.abort('connectionreset')
  })
  await form.save()
  await expect(form.says).toContainText(NETWORK_ERROR)
  await stillTyped(form)
  await page.unrouteAll({ behavior: 'wait' })
}

test('Every dialog keeps what was typed through a lost connection, a server error and an ended session, and saves once @phone', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const email = await newStylist(page, 'every-dialog')
  const { capsuleId } = await newStudio(page)
  // A client of her own address, to count the e-mails she is sent.
  const margot = uniqueEmail('margot')
  await ok(
    page.request.post('/dashboard?index', {
      form: { intent: 'create-client', name: 'Margot Laurent', email: margot },
    }),
    'client',
  )

  // New Capsule.
  await page.goto('/dashboard/capsules')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'New Capsule' }).first().click()
  const capsule = page.getByRole('dialog', { name: 'New Capsule' })
  await capsule.getByRole('combobox', { name: /Client/ }).selectOption({ label: 'Margot Laurent' })
  await capsule.getByLabel('Capsule Name').fill('Alpine Winter')
  await capsule.getByLabel('Published (visible to client)').check()
  await capsule.getByLabel('Description').fill('Dear Bianca, warm layers for the mountains.')
  await survivesEveryFailure(page, email, {
    says: capsule,
    save: () => capsule.getByRole('button', { name: 'Create' }).click(),
    typed: [
      [capsule.getByLabel('Capsule Name'), 'Alpine Winter'],
      [capsule.getByLabel('Description'), 'Dear Bianca, warm layers for the mountains.'],
    ],
  })
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
  await capsule.getByRole('button', { name: 'Create' }).click()
  await expect(capsule).toBeHidden()
  await page.reload()
  const alpine = page.getByRole('listitem').filter({ hasText: 'Alpine Winter' })
  await expect(alpine).toHaveCount(1)

  // Send to client: her message survives, and she gets one e-mail whatever answer got through.
  await alpine.getByRole('button', { name: 'Send to client' }).click()
  const send = page.getByRole('dialog', { name: 'Send to client' })
  const note = 'Hi Margot,\nwarm layers for your week in Chamonix.'
  await send.getByLabel('Message').fill(note)
  await survivesEveryFailure(page, email, {
    says: send,
    save: () => send.getByRole('button', { name: 'Send' }).click(),
    typed: [[send.getByLabel('Message'), note]],
  })
  await send.getByRole('button', { name: 'Send' }).click()
  await expect(send).toBeHidden()
  await waitForEmail(margot, 'Your style capsule: Alpine Winter')
  // A second e-mail would have come with the first (both sends are done by now).
  expect(await listEmails(margot)).toHaveLength(1)

  // Duplicate capsule: made once, and the copy opens, whichever answer got through.
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Alpine Winter' })
    .getByRole('button', { name: 'Duplicate capsule' })
    .click()
  const duplicate = page.getByRole('dialog', { name: 'Duplicate capsule' })
  await survivesEveryFailure(page, email, {
    says: duplicate,
    save: () => duplicate.getByRole('button', { name: 'Duplicate' }).click(),
    typed: [
      [duplicate.getByLabel('For client'), await duplicate.getByLabel('For client').inputValue()],
    ],
  })
  await duplicate.getByRole('button', { name: 'Duplicate' }).click()
  await expect(page.getByRole('heading', { name: 'Alpine Winter (copy)', level: 1 })).toBeVisible()
  await page.goto('/dashboard/capsules')
  await expect(page.getByRole('listitem').filter({ hasText: 'Alpine Winter (copy)' })).toHaveCount(
    1,
  )

  // Add New Item: the form the stylist lost when her session ended mid-save.
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add Item', exact: true }).click()
  const item = page.getByRole('dialog', { name: 'Add New Item' })
  await item.getByLabel('Item Name').fill('Cashmere Scarf')
  await item.getByLabel('Brand').fill('Loro Piana')
  await item.getByLabel('Category').selectOption('Accessories')
  await item.getByLabel('Price').fill('€450')
  await survivesEveryFailure(page, email, {
    says: item,
    save: () => item.getByRole('button', { name: 'Create' }).click(),
    typed: [
      [item.getByLabel('Item Name'), 'Cashmere Scarf'],
      [item.getByLabel('Brand'), 'Loro Piana'],
      [item.getByLabel('Category'), 'Accessories'],
      [item.getByLabel('Price'), '€450'],
    ],
  })
  await item.getByRole('button', { name: 'Create' }).click()
  await expect(item).toBeHidden()
  await expect(page.getByRole('tab', { name: 'Items (3)' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Cashmere Scarf', exact: true })).toHaveCount(1)

  // New Cheat Sheet.
  await page.getByRole('tab', { name: /Cheat Sheets/ }).click()
  await page.getByRole('button', { name: 'New Cheat Sheet' }).click()
  const sheet = page.getByRole('dialog', { name: 'New Cheat Sheet' })
  const sheetName = sheet.getByRole('textbox', { name: 'Name', exact: true })
  await sheetName.fill('Ski week')
  await survivesEveryFailure(page, email, {
    says: sheet,
    save: () => sheet.getByRole('button', { name: 'Create' }).click(),
    typed: [[sheetName, 'Ski week']],
  })
  await sheet.getByRole('button', { name: 'Create' }).click()
  await expect(sheet).toBeHidden()
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: 'Ski week' })).toHaveCount(1)

  // New Outfit: saved, its editor opens.
  await page.getByRole('tab', { name: /Outfits/ }).click()
  await page.getByRole('button', { name: 'New Outfit' }).first().click()
  const outfit = page.getByRole('dialog', { name: 'New Outfit' })
  await outfit.getByLabel('Outfit name').fill('Après-ski')
  await survivesEveryFailure(page, email, {
    says: outfit,
    save: () => outfit.getByRole('button', { name: 'Create' }).click(),
    typed: [[outfit.getByLabel('Outfit name'), 'Après-ski']],
  })
  await outfit.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { name: 'Après-ski', level: 1 })).toBeVisible()
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  await page.getByRole('tab', { name: /Outfits/ }).click()
  await expect(page.getByRole('link', { name: /Après-ski/ })).toHaveCount(1)
})

test('The outfit’s title and description keep what was typed through every failure, and save once @phone', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const email = await newStylist(page, 'inline-edits')
  const { outfitPath } = await newStudio(page)
  await page.goto(outfitPath)
  await waitForHydration(page)

  // The title, click to edit.
  await page.getByRole('button', { name: 'Rename outfit' }).click()
  const title = page.getByRole('textbox', { name: 'Outfit name' })
  await title.fill('Sunset dinner in Portofino')
  await survivesEveryFailure(page, email, {
    says: page.locator('form', { has: title }),
    save: async () => {
      await title.click()
      await title.press('Enter')
    },
    typed: [[title, 'Sunset dinner in Portofino']],
  })
  await title.click()
  await title.press('Enter')
  await expect(
    page.getByRole('heading', { name: 'Sunset dinner in Portofino', level: 1 }),
  ).toBeVisible()

  // The description, saved with its button.
  const description = page.getByRole('textbox', { name: 'Description' })
  const block = page.locator('div', { has: description }).filter({ hasText: 'Description' }).last()
  await description.fill('Linen, gold sandals, the straw bag.')
  await survivesEveryFailure(page, email, {
    says: block,
    save: () => block.getByRole('button', { name: 'Save' }).click(),
    typed: [[description, 'Linen, gold sandals, the straw bag.']],
  })
  await block.getByRole('button', { name: 'Save' }).click()
  await expect(block.getByText('Saved')).toBeVisible()
  await page.reload()
  // Typed before the page has hydrated, the field would not yet save when left.
  await waitForHydration(page)
  await expect(
    page.getByRole('heading', { name: 'Sunset dinner in Portofino', level: 1 }),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Linen, gold sandals, the straw bag.',
  )

  // Leaving the field for a link saves it on the way: no question, and nothing lost.
  await page.getByRole('textbox', { name: 'Description' }).fill('Linen and the straw bag.')
  await page.getByRole('link', { name: 'Riviera Summer', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Riviera Summer', level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0)
  await page.goto(outfitPath)
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Linen and the straw bag.',
  )
})

test('A new item’s row in the photo grid keeps what was typed through every failure @phone', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const email = await newStylist(page, 'quick-edit')
  const { capsuleId } = await newStudio(page)
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add from photos' }).click()
  const panel = page.getByRole('region', { name: 'Add from photos' })
  const photo = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#8a6d4f' },
  })
    .jpeg()
    .toBuffer()
  await panel
    .locator('input[type="file"]')
    .setInputFiles({ name: 'wool-coat.jpg', mimeType: 'image/jpeg', buffer: photo })
  const row = panel.getByRole('list', { name: 'New items' }).getByRole('listitem').first()
  await expect(row).toContainText('Saved')
  await row.getByLabel('Name').fill('Camel wool coat')
  await row.getByLabel('Brand').fill('Max Mara')
  // Not saved yet: leaving the page asks first (the browser's own prompt), and she stays.
  const asked = page.waitForEvent('dialog', { timeout: 10_000 }).then(async (prompt) => {
    const type = prompt.type()
    await prompt.dismiss()
    return type
  })
  await page.evaluate(() => location.reload())
  expect(await asked).toBe('beforeunload')
  await expect(row.getByLabel('Name')).toHaveValue('Camel wool coat')
  await survivesEveryFailure(page, email, {
    says: row,
    save: () => row.getByRole('button', { name: 'Save' }).click(),
    typed: [
      [row.getByLabel('Name'), 'Camel wool coat'],
      [row.getByLabel('Brand'), 'Max Mara'],
    ],
  })
  await row.getByRole('button', { name: 'Save' }).click()
  await expect(row).toContainText('Saved')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Camel wool coat', exact: true })).toHaveCount(1)
})

test('Site settings keep what was typed through every failure, and save once @phone', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInAsOwner(page)
  await page.goto('/dashboard/site')
  await waitForHydration(page)
  const brand = page.getByLabel('Brand name')
  const kept = await brand.inputValue()
  const tagline = page.getByLabel('Tagline')
  const keptTagline = await tagline.inputValue()
  try {
    await brand.fill('Maison Élise')
    await tagline.fill('Personal styling in Lyon, in person and online.')
    const save = page.getByRole('button', { name: 'Save settings' })
    await survivesEveryFailure(page, OWNER_EMAIL, {
      says: page.getByRole('main'),
      save: () => save.click(),
      typed: [
        [brand, 'Maison Élise'],
        [tagline, 'Personal styling in Lyon, in person and online.'],
      ],
    })
    await save.click()
    await expect(page.getByText('Site settings saved')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Brand name')).toHaveValue('Maison Élise')
  } finally {
    // The landing journeys expect the site as it was.
    await page.unrouteAll({ behavior: 'wait' })
    await page.goto('/dashboard/site')
    await waitForHydration(page)
    await page.getByLabel('Brand name').fill(kept)
    await page.getByLabel('Tagline').fill(keptTagline)
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Site settings saved')).toBeVisible()
  }
})
