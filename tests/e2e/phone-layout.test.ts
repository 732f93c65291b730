import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { currentEntriesOutOfView } from './support/axe'
import { waitForHydration } from './support/hydration'
import { signInAsOwner } from './support/owner'
import { expect, type Locator, type Page, test } from './support/test'

// Long names, as real clients and pieces have them: nothing may push the page sideways.
// The site owner is shared by both projects of a run and by repeated runs of the test: each
// project and repetition names its own.
const names = (project: string) => ({
  CLIENT: `Chloé Park-Whitfield de la Rochefoucauld-Montmorency ${project}`,
  CAPSULE: `Riviera Summer for the Long Weekend in Saint-Tropez ${project}`,
  ITEM: `Cashmere double-breasted wrap coat with horn buttons and belt ${project}`,
})

let photoDir: string
test.beforeAll(async () => {
  photoDir = mkdtempSync(path.join(os.tmpdir(), 'capsule-e2e-layout-'))
  await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#b08968' } })
    .jpeg()
    .toFile(path.join(photoDir, 'coat.jpg'))
})
test.afterAll(() => rmSync(photoDir, { recursive: true, force: true }))

/**
 * The page is exactly as wide as the screen (no sideways scroll), the current section and tab
 * are in view, and each given element shows its whole text (not cut with an ellipsis).
 */
async function holds(page: Page, screen: string, ...texts: Locator[]) {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), {
      message: `${screen} scrolls sideways`,
    })
    .toBeLessThanOrEqual(0)
  await expect
    .poll(() => currentEntriesOutOfView(page), { message: `${screen}: current tab cut` })
    .toEqual([])
  for (const text of texts) {
    await text.scrollIntoViewIfNeeded()
    await expect(text).toBeVisible()
    const cut = await text.evaluate((element) => element.scrollWidth > element.clientWidth + 1)
    expect(cut, `${screen}: "${await text.textContent()}" is cut`).toBe(false)
  }
  if (process.env.LAYOUT_SHOTS) {
    const width = page.viewportSize()?.width
    await page.screenshot({
      path: path.join(process.env.LAYOUT_SHOTS, `${screen}-${width}.png`),
      fullPage: true,
    })
  }
}

test('Every screen fits the phone: no sideways scroll, long names shown whole @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const { CLIENT, CAPSULE, ITEM } = names(
    `${testInfo.project.name}${testInfo.repeatEachIndex || ''}`,
  )
  await page.goto('/')
  await waitForHydration(page)
  await holds(page, 'landing', page.getByRole('banner').getByRole('link').first())

  await signInAsOwner(page)
  await page.goto('/dashboard')
  await waitForHydration(page)
  await holds(page, 'clients')
  await page.getByRole('button', { name: 'Add Client' }).first().click()
  const clientDialog = page.getByRole('dialog', { name: 'Add Client' })
  await holds(page, 'client-dialog')
  await clientDialog.getByLabel('Name').fill(CLIENT)
  await clientDialog.getByRole('button', { name: 'Create' }).click()
  await expect(clientDialog).toBeHidden()
  const clientCard = page.getByRole('listitem').filter({ hasText: CLIENT })
  await holds(page, 'clients-long-name', clientCard.getByRole('heading', { name: CLIENT }))

  await page.getByRole('link', { name: /^Capsules\b/ }).click()
  await page.getByRole('button', { name: 'New Capsule' }).first().click()
  const capsuleDialog = page.getByRole('dialog', { name: 'New Capsule' })
  await capsuleDialog.getByRole('combobox', { name: /Client/ }).selectOption({ label: CLIENT })
  await capsuleDialog.getByLabel('Capsule Name').fill(CAPSULE)
  await capsuleDialog.getByLabel('Published (visible to client)').check()
  await holds(page, 'capsule-dialog')
  await capsuleDialog.getByRole('button', { name: 'Create' }).click()
  await expect(capsuleDialog).toBeHidden()
  await holds(page, 'capsules')

  await page
    .getByRole('listitem')
    .filter({ hasText: CAPSULE })
    .getByRole('link', { name: CAPSULE })
    .click()
  await expect(page.getByRole('heading', { name: CAPSULE, level: 1 })).toBeVisible()
  await holds(page, 'capsule')
  // Its five buttons: one row on a wide screen; on a phone they tile two by two, Send to client
  // across the last row (not a ragged wrap over three rows).
  const box = async (name: string) =>
    (await page.getByRole('main').getByRole('button', { name, exact: true }).boundingBox())!
  const preview = (await page.getByRole('link', { name: 'Preview' }).boundingBox())!
  const [copy, duplicate, edit, send] = [
    await box('Copy Link'),
    await box('Duplicate'),
    await box('Edit Capsule'),
    await box('Send to client'),
  ]
  if (page.viewportSize()!.width < 640) {
    expect([copy.y, copy.width]).toEqual([preview.y, preview.width])
    expect([edit.y, edit.width, duplicate.x]).toEqual([duplicate.y, duplicate.width, preview.x])
    expect(send.width).toBeGreaterThan(preview.width * 2)
  } else {
    expect([copy.y, duplicate.y, edit.y, send.y]).toEqual(Array(4).fill(preview.y))
  }
  await page.getByRole('button', { name: 'Add Item' }).click()
  const itemDialog = page.getByRole('dialog', { name: 'Add New Item' })
  await itemDialog.getByLabel('Item Name').fill(ITEM)
  await itemDialog.locator('input[type="file"]').setInputFiles(path.join(photoDir, 'coat.jpg'))
  await expect(itemDialog.getByRole('progressbar')).toHaveCount(0)
  await holds(page, 'item-dialog')
  await itemDialog.getByRole('button', { name: 'Create' }).click()
  await expect(itemDialog).toBeHidden()
  await holds(page, 'capsule-items')
  const capsuleUrl = page.url()

  // The client's page (the owner's preview of it): her piece's name whole in the grid.
  await page.goto(`/capsule/${new URL(capsuleUrl).pathname.split('/').at(-1)}?preview`)
  await holds(page, 'client-capsule', page.getByRole('listitem').getByText(ITEM))
  await page.goto(capsuleUrl)
  await waitForHydration(page)

  // Editing keeps the photo, and says so in full.
  await page.getByRole('button', { name: `Edit ${ITEM}` }).click()
  const editDialog = page.getByRole('dialog', { name: 'Edit Item' })
  await holds(page, 'item-edit-dialog', editDialog.getByText('Current photo will be kept'))
  await editDialog.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('tab', { name: /Outfits/ }).click()
  await page.getByRole('button', { name: 'New Outfit' }).first().click()
  await page.getByRole('dialog', { name: 'New Outfit' }).getByLabel(/name/i).fill('Sunset dinner')
  await page
    .getByRole('dialog', { name: 'New Outfit' })
    .getByRole('button', { name: 'Create' })
    .click()
  await expect(page.getByRole('heading', { name: 'Sunset dinner', level: 1 })).toBeVisible()
  await holds(page, 'outfit')

  await page.getByRole('link', { name: 'Items', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Items', level: 1 })).toBeVisible()
  await holds(page, 'items')
  await page.getByRole('link', { name: /^Inquiries\b/ }).click()
  await expect(page.getByRole('heading', { name: 'Inquiries', level: 1 })).toBeVisible()
  await holds(page, 'inquiries')
  // Opened afresh (as after a reload), not by a click that would scroll its link into view.
  await page.goto('/dashboard/site')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible()
  await holds(page, 'site-settings', page.getByLabel('Brand name'))
})
