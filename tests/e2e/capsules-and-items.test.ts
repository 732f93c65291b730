import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { expectScreenHolds } from './support/axe'
import { newStylist } from './support/stylist'
import { expect, type Locator, type Page, test } from './support/test'

// Real JPEG photos, made for this run (one colour each, so a replaced photo is a new file).
let photoDir: string
const photo = (name: string) => path.join(photoDir, name)

test.beforeAll(async () => {
  photoDir = mkdtempSync(path.join(os.tmpdir(), 'capsule-e2e-photos-'))
  const photos: Record<string, string> = {
    'silk-blouse.jpg': '#e8dcc8',
    'wide-trousers.jpg': '#2f4858',
    'loafers.jpg': '#5a3825',
    'trousers-new.jpg': '#8a4b36',
  }
  for (const [name, colour] of Object.entries(photos)) {
    await sharp({ create: { width: 1200, height: 1500, channels: 3, background: colour } })
      .jpeg({ quality: 85 })
      .toFile(photo(name))
  }
})

test.afterAll(() => {
  rmSync(photoDir, { recursive: true, force: true })
})

type NewItem = {
  name: string
  brand: string
  category: string
  price: string
  photo: string
  color?: string
  size?: string
  fitNote?: string
  link?: string
  description?: string
}

/** Picks a photo in the item form and waits until it is uploaded (the form can then be saved). */
async function pickPhoto(
  dialog: Locator,
  file: string,
  label: 'New photo' | 'Will replace the current photo',
) {
  await dialog.locator('input[type="file"]').setInputFiles(file)
  await expect(dialog.getByText(path.basename(file))).toBeVisible()
  await expect(dialog.getByText(label)).toBeVisible()
  await expect(dialog.getByRole('progressbar')).toHaveCount(0)
}

async function addItem(page: Page, item: NewItem) {
  await page.getByRole('button', { name: 'Add Item' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Item' })
  await expect(dialog.getByText('For Margot Laurent')).toBeVisible()
  await dialog.getByLabel('Item Name').fill(item.name)
  await dialog.getByLabel('Brand').fill(item.brand)
  await dialog.getByLabel('Category').selectOption(item.category)
  if (item.color) await dialog.getByLabel('Color').fill(item.color)
  if (item.size) await dialog.getByLabel('Size').fill(item.size)
  if (item.fitNote) await dialog.getByLabel('Fit note (optional)').fill(item.fitNote)
  await dialog.getByLabel('Price').fill(item.price)
  if (item.link) await dialog.getByLabel('Shopping Link').fill(item.link)
  if (item.description) await dialog.getByLabel('Description (optional)').fill(item.description)
  await pickPhoto(dialog, photo(item.photo), 'New photo')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()
}

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })

const visibleNames = (page: Page) =>
  page.getByRole('region', { name: 'Items' }).getByRole('listitem').getByRole('heading')

test('Stylist builds a password-protected capsule with photographed items and shares its link @phone', async ({
  page,
  context,
  baseURL,
}) => {
  // A long journey (sign-up, a dozen saves, four photo uploads): more than the default minute on
  // a busy 2-core machine. This is headroom, not a speed requirement.
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await newStylist(page, 'capsules')
  await page.goto('/dashboard')

  // A client first.
  await page.getByRole('button', { name: 'Add Client' }).first().click()
  const clientDialog = page.getByRole('dialog', { name: 'Add Client' })
  await clientDialog.getByLabel('Name').fill('Margot Laurent')
  await clientDialog.getByRole('button', { name: 'Create' }).click()
  await expect(clientDialog).toBeHidden()

  // Her capsule, published and behind a password.
  await page
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Capsules' })
    .click()
  await expect(page.getByRole('heading', { name: 'Capsules', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'New Capsule' }).first().click()
  const capsuleDialog = page.getByRole('dialog', { name: 'New Capsule' })
  await capsuleDialog
    .getByRole('combobox', { name: /Client/ })
    .selectOption({ label: 'Margot Laurent' })
  await capsuleDialog.getByLabel('Capsule Name').fill('Spring in Paris')
  await capsuleDialog.getByLabel('Description').fill('Dear Margot, here is your spring wardrobe.')
  const capsulePassword = capsuleDialog.getByLabel('Password for client access')
  await capsuleDialog.getByLabel('Published (visible to client)').check()
  // A short password is refused, said next to the field, and what she typed stays.
  await capsulePassword.fill('tulips')
  await capsuleDialog.getByRole('button', { name: 'Create' }).click()
  await expect(capsuleDialog.getByRole('alert')).toContainText(
    'Use at least 8 characters. “Suggest one” makes a strong one for you.',
  )
  await expect(capsuleDialog.getByLabel('Capsule Name')).toHaveValue('Spring in Paris')
  await expect(capsulePassword).toHaveValue('tulips')
  await expectScreenHolds(page, 'capsule-form-short-password', '[role="dialog"]')
  // "Suggest one" fills in three words, shown so she can note them for Margot.
  await capsuleDialog.getByRole('button', { name: 'Suggest one' }).click()
  await expect(capsulePassword).toHaveValue(/^[a-z-]{3,}-[a-z-]{3,}-[a-z-]{3,}$/)
  await expect(capsulePassword).toHaveAttribute('type', 'text')
  await expect(capsuleDialog.getByText('Note it down for your client')).toBeVisible()
  await expect(capsuleDialog.getByRole('alert')).toBeHidden()
  await expectScreenHolds(page, 'capsule-form-suggested', '[role="dialog"]')
  // She prefers one of her own, long enough.
  await capsulePassword.fill('tulips-2025')
  await capsuleDialog.getByRole('button', { name: 'Create' }).click()
  await expect(capsuleDialog).toBeHidden()

  const capsuleCard = page.getByRole('listitem').filter({ hasText: 'Spring in Paris' })
  await expect(capsuleCard).toContainText('Margot Laurent')
  await expect(capsuleCard.getByText('Published', { exact: true })).toBeVisible()
  await expect(capsuleCard.getByText('Password Protected')).toBeVisible()
  await expect(capsuleCard).toContainText('0 items')
  await expect(capsuleCard).toContainText('0 outfits')

  // Open it.
  await capsuleCard.getByRole('link', { name: 'Spring in Paris' }).click()
  await expect(page).toHaveURL(/\/dashboard\/capsules\/[A-Za-z0-9_-]+$/)
  const capsuleId = new URL(page.url()).pathname.split('/').at(-1)!
  await expect(page.getByRole('heading', { name: 'Spring in Paris', level: 1 })).toBeVisible()
  await expect(page.getByText('For Margot Laurent')).toBeVisible()
  await expect(page.getByText('No items in this capsule yet.')).toBeVisible()

  // Three items, each with a photo.
  await addItem(page, {
    name: 'Silk Blouse',
    brand: 'Equipment',
    category: 'Tops',
    color: 'Ivory',
    size: 'S',
    fitNote: 'runs small — size up',
    price: '$280',
    link: 'https://shop.example.com/silk-blouse',
    description: 'Tuck it into the wide trousers.',
    photo: 'silk-blouse.jpg',
  })
  await addItem(page, {
    name: 'Wide Trousers',
    brand: 'COS',
    category: 'Bottoms',
    price: '$120',
    photo: 'wide-trousers.jpg',
  })
  await addItem(page, {
    name: 'Loafers',
    brand: 'Gucci',
    category: 'Shoes',
    price: '$890',
    photo: 'loafers.jpg',
  })
  await expect(page.getByRole('tab', { name: 'Items (3)' })).toBeVisible()
  // In the order she added them: a new piece goes last.
  await expect(visibleNames(page)).toHaveText(['Silk Blouse', 'Wide Trousers', 'Loafers'])

  const blouse = cardOf(page, 'Silk Blouse')
  await expect(blouse).toContainText('Equipment')
  await expect(blouse).toContainText('Tops · Ivory · S')
  await expect(blouse).toContainText('$280')
  await expect(blouse).toContainText('Tuck it into the wide trousers.')
  await expect(blouse.getByRole('link', { name: /Shop Now/ })).toHaveAttribute(
    'href',
    'https://shop.example.com/silk-blouse',
  )
  // Each card shows its uploaded photo (served, decoded, not a broken image).
  for (const name of ['Silk Blouse', 'Wide Trousers', 'Loafers']) {
    const image = cardOf(page, name).getByRole('img', { name })
    await expect(image).toHaveAttribute('src', /^\/media\/[A-Za-z0-9_-]{22}\/\d+\.webp$/)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
  }

  // Search (name, brand) and the category filter.
  const search = page.getByPlaceholder('Search items...')
  await search.fill('SILK')
  await expect(visibleNames(page)).toHaveText(['Silk Blouse'])
  await search.fill('cos')
  await expect(visibleNames(page)).toHaveText(['Wide Trousers'])
  await search.fill('cashmere')
  await expect(page.getByText('No items match your search.')).toBeVisible()
  await search.fill('')
  const category = page.getByRole('combobox', { name: 'Category' })
  await expect(category.locator('option').first()).toHaveText('All Categories')
  await category.selectOption('Shoes')
  await expect(visibleNames(page)).toHaveText(['Loafers'])
  await category.selectOption('Dresses')
  await expect(page.getByText('No items match your search.')).toBeVisible()
  await category.selectOption({ label: 'All Categories' })
  await expect(visibleNames(page)).toHaveCount(3)

  // Edit an item and keep its photo.
  const blouseImage = blouse.getByRole('img', { name: 'Silk Blouse' })
  const blouseSrc = await blouseImage.getAttribute('src')
  await blouse.getByRole('button', { name: 'Edit Silk Blouse' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Item' })
  await expect(edit.getByLabel('Item Name')).toHaveValue('Silk Blouse')
  await expect(edit.getByLabel('Fit note (optional)')).toHaveValue('runs small — size up')
  await expect(edit.getByText('Current photo will be kept')).toBeVisible()
  await edit.getByLabel('Price').fill('$240 on sale')
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(edit).toBeHidden()
  await expect(blouse).toContainText('$240 on sale')
  await expect(blouseImage).toHaveAttribute('src', blouseSrc!)

  // Replace another item's photo.
  const trousers = cardOf(page, 'Wide Trousers')
  const trousersImage = trousers.getByRole('img', { name: 'Wide Trousers' })
  const trousersSrc = await trousersImage.getAttribute('src')
  await trousers.getByRole('button', { name: 'Edit Wide Trousers' }).click()
  const replace = page.getByRole('dialog', { name: 'Edit Item' })
  await pickPhoto(replace, photo('trousers-new.jpg'), 'Will replace the current photo')
  await replace.getByRole('button', { name: 'Update' }).click()
  await expect(replace).toBeHidden()
  await expect(trousersImage).toHaveAttribute('src', /^\/media\//)
  await expect(trousersImage).not.toHaveAttribute('src', trousersSrc!)
  // The old photo's files are gone, the new one is served.
  expect((await page.request.get(trousersSrc!)).status()).toBe(404)
  const newTrousersSrc = (await trousersImage.getAttribute('src'))!
  expect((await page.request.get(newTrousersSrc)).status()).toBe(200)

  // Delete one, after the confirmation.
  await cardOf(page, 'Loafers').getByRole('button', { name: 'Delete Loafers' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Loafers?' })
  await expect(confirm).toContainText('Are you sure you want to delete this item?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(cardOf(page, 'Loafers')).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'Items (2)' })).toBeVisible()

  // Copy the link the client will open.
  await page.getByRole('button', { name: 'Copy Link' }).click()
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/capsule/${capsuleId}`,
  )

  // The capsule list counts what is left.
  await page.getByRole('link', { name: 'Back to Capsules' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Spring in Paris' })).toContainText(
    '2 items',
  )

  // All items: choose the client, see her wardrobe; add a piece outside any capsule.
  await page
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Items' })
    .click()
  await expect(page.getByText('Select a client to view and manage their items.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Item' })).toBeDisabled()
  const clientSelect = page.getByRole('combobox', { name: 'Client' })
  await expect(clientSelect.locator('option').first()).toHaveText('Choose a client...')
  await clientSelect.selectOption({ label: 'Margot Laurent' })
  await expect(page).toHaveURL(/\/dashboard\/items\?client=[A-Za-z0-9_-]+$/)
  await expect(visibleNames(page)).toHaveText(['Wide Trousers', 'Silk Blouse'])

  await page.getByRole('button', { name: 'Add Item' }).click()
  const wardrobeDialog = page.getByRole('dialog', { name: 'Add New Item' })
  await expect(wardrobeDialog.getByText('For Margot Laurent')).toBeVisible()
  await expect(wardrobeDialog.getByLabel('Capsule')).toHaveValue('')
  await wardrobeDialog.getByLabel('Item Name').fill('Old Denim Jacket')
  await wardrobeDialog.getByRole('button', { name: 'Create' }).click()
  await expect(wardrobeDialog).toBeHidden()
  await expect(visibleNames(page)).toHaveText(['Old Denim Jacket', 'Wide Trousers', 'Silk Blouse'])

  // A reload keeps the chosen client: it is in the URL.
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Client' }).locator('option:checked')).toHaveText(
    'Margot Laurent',
  )
  await expect(visibleNames(page)).toHaveText(['Old Denim Jacket', 'Wide Trousers', 'Silk Blouse'])
  await expect(
    cardOf(page, 'Wide Trousers').getByRole('img', { name: 'Wide Trousers' }),
  ).toHaveAttribute('src', newTrousersSrc)
})

test('A capsule that does not exist shows "Capsule not found" with a way back', async ({
  page,
}) => {
  await newStylist(page, 'lost')
  const response = await page.goto('/dashboard/capsules/no-such-capsule')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Capsule not found')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Capsules' }).click()
  await expect(page).toHaveURL(/\/dashboard\/capsules$/)
  await expect(page.getByRole('heading', { name: 'Capsules', level: 1 })).toBeVisible()
})
