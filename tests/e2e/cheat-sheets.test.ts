import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { waitForHydration } from './support/hydration'
import { newCapsule, newClient, newItem } from './support/studio'
import { newStylist } from './support/stylist'
import { expect, test } from './support/test'

const ITEMS = [
  { name: 'Camel Blazer', brand: 'Sézane', colour: '#b08155' },
  { name: 'Straight Jeans', brand: 'Levi’s', colour: '#3b5b8c' },
  { name: 'Leather Loafers', brand: 'Jonak', colour: '#2e2a27' },
] as const

let photoDir: string

test.beforeAll(async () => {
  photoDir = mkdtempSync(path.join(os.tmpdir(), 'capsule-e2e-photos-'))
  await Promise.all(
    ITEMS.map((item, index) =>
      sharp({
        create: { width: 480, height: 600, channels: 3, background: item.colour },
      })
        .jpeg()
        .toFile(path.join(photoDir, `item-${index + 1}.jpg`)),
    ),
  )
})

test.afterAll(() => {
  rmSync(photoDir, { recursive: true, force: true })
})

test('Stylist builds a cheat sheet with a generated collage, edits its picks, deletes it and undoes the delete', async ({
  page,
}) => {
  await newStylist(page, 'cheatsheets')

  // A client, a capsule and three items with photos, written for her (their screens have
  // journeys of their own).
  const clientId = await newClient(page, 'Margot Laurent')
  const capsuleId = await newCapsule(page, { clientId, name: 'Spring in Paris' })
  for (const item of ITEMS) {
    await newItem(page, { capsuleId, name: item.name, brand: item.brand, photoColour: item.colour })
  }
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Spring in Paris', level: 1 })).toBeVisible()

  // The Cheat Sheets tab starts empty.
  await page.getByRole('tab', { name: /Cheat Sheets/ }).click()
  await expect(page.getByText('No cheat sheets created yet.')).toBeVisible()

  // New Cheat Sheet: pick the three items (numbered in pick order) and generate the collage.
  await page.getByRole('button', { name: 'New Cheat Sheet' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Cheat Sheet' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Weekend looks')
  await dialog.getByLabel('Description').fill('Three pieces for a city weekend.')
  await expect(dialog.getByText('(0 selected)')).toBeVisible()

  // The picker searches by name or brand.
  const search = dialog.getByRole('searchbox', { name: 'Search items by name or brand' })
  await search.fill('jonak')
  await expect(dialog.getByRole('button', { name: /Leather Loafers/ })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Camel Blazer/ })).toHaveCount(0)
  await search.fill('')

  for (const item of [ITEMS[2], ITEMS[0], ITEMS[1]]) {
    await dialog.getByRole('button', { name: new RegExp(item.name) }).click()
  }
  await expect(dialog.getByText('(3 selected)')).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Leather Loafers/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(
    dialog.getByRole('button', { name: 'Leather Loafers, Jonak, picked 1' }),
  ).toBeVisible()

  await dialog.getByRole('button', { name: 'Generate collage' }).click()
  await expect(
    dialog.getByText('Made from the current picks, and placed in the image field below.'),
  ).toBeVisible()
  const download = dialog.getByRole('link', { name: 'Download collage' })
  await expect(download).toHaveAttribute('download', 'weekend-looks-collage.webp')
  // The image field now holds the collage, with its preview.
  const href = (await download.getAttribute('href')) ?? ''
  const key = /\/media\/([^/]+)\/large\.webp$/.exec(href)?.[1]
  expect(key).toBeTruthy()
  await expect(dialog.getByText('Collage', { exact: true })).toBeVisible()
  const preview = dialog.locator(`img[src*="${key}"]`)
  await expect(preview).toBeVisible()
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)

  // A file chosen afterwards wins over the collage; generating again brings the collage back.
  await dialog.locator('input[type="file"]').setInputFiles(path.join(photoDir, 'item-1.jpg'))
  await expect(dialog.getByText('item-1.jpg')).toBeVisible()
  await expect(dialog.getByText('Collage', { exact: true })).toHaveCount(0)
  await expect(dialog.getByRole('progressbar')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Generate again' }).click()
  await expect(dialog.getByText('Collage', { exact: true })).toBeVisible()
  await expect(dialog.getByText('item-1.jpg')).toHaveCount(0)

  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()
  const card = page.getByRole('listitem').filter({ hasText: 'Weekend looks' })
  await expect(card).toContainText('Three pieces for a city weekend.')
  await expect(card).toContainText('3 items selected')
  const image = card.getByRole('img', { name: 'Weekend looks collage' })
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0)
  await expect(page.getByRole('tab', { name: /Cheat Sheets/ })).toContainText('(1)')

  // Edit: the picks come back; deselecting one leaves two.
  await card.getByRole('button', { name: 'Edit Weekend looks' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Cheat Sheet' })
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Weekend looks',
  )
  await expect(edit.getByText('(3 selected)')).toBeVisible()
  await expect(edit.getByText('Current photo will be kept')).toBeVisible()
  await edit.getByRole('button', { name: /Camel Blazer/ }).click()
  await expect(edit.getByText('(2 selected)')).toBeVisible()
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(edit).toBeHidden()
  await expect(card).toContainText('2 items selected')
  await expect(card.getByRole('img', { name: 'Weekend looks collage' })).toBeVisible()

  // Delete, after the confirmation.
  await card.getByRole('button', { name: 'Delete Weekend looks' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Weekend looks?' })
  await expect(confirm).toContainText(
    'Are you sure you want to delete this cheat sheet? Its image will be deleted too. ' +
      'Its 2 items stay in the capsule. You can undo this for a few seconds.',
  )
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No cheat sheets created yet.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Weekend looks' })).toHaveCount(0)

  // Undo brings it back with its picks and its collage.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Restored')).toBeVisible()
  await expect(card).toContainText('2 items selected')
  await expect(card.getByRole('img', { name: 'Weekend looks collage' })).toBeVisible()
})
