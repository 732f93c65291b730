import type { APIResponse, Page } from '@playwright/test'
import sharp from 'sharp'

import { axeViolations } from './support/axe'
import { waitForHydration } from './support/hydration'
import { newCapsule, newClient } from './support/studio'
import { newStylist } from './support/stylist'
import { expect, test } from './support/test'

// A stylist with many capsules finds one in seconds: a page at a time, a search box that
// ignores accents, the client filter, and cards that show the capsule's newest pieces.

async function ok(response: Promise<APIResponse>, what: string): Promise<APIResponse> {
  const answered = await response
  expect(answered.ok(), `${what}: ${answered.status()} ${await answered.text()}`).toBe(true)
  return answered
}

async function newItem(page: Page, capsuleId: string, name: string, colour: string) {
  const photo = await sharp({
    create: { width: 600, height: 800, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer()
  const upload = await ok(
    page.request.post('/dashboard/uploads', {
      multipart: { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } },
    }),
    `upload for ${name}`,
  )
  const { id } = (await upload.json()) as { id: string }
  await ok(
    page.request.post(`/dashboard/capsules/${capsuleId}`, {
      form: { intent: 'create-item', name, photoUpload: id },
    }),
    `item ${name}`,
  )
}

const cards = (page: Page) => page.locator('main ul > li')

test('a stylist with many capsules pages through them, searches without accents and sees their pieces @phone', async ({
  page,
}) => {
  await newStylist(page, 'capsules-list')
  const ines = await newClient(page, 'Inès Moreau')
  const odile = await newClient(page, 'Odile Marchand')
  // 20 capsules: one more page than the 18 shown at once.
  for (let index = 1; index <= 19; index++) {
    await newCapsule(page, {
      clientId: odile,
      name: `Workwear ${String(index).padStart(2, '0')}`,
      published: false,
    })
  }
  await newCapsule(page, { clientId: ines, name: 'Été à Nice', published: false })

  await page.goto('/dashboard/capsules')
  await waitForHydration(page)
  await expect(cards(page)).toHaveCount(18)
  await expect(page.getByText('Page 1 of 2')).toBeVisible()
  // Newest first: the last one made opens the list.
  await expect(cards(page).first().getByRole('link', { name: 'Été à Nice' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(
    page.viewportSize()!.width,
  )

  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText('Page 2 of 2')).toBeVisible()
  await expect(cards(page)).toHaveCount(2)
  await expect(page.getByRole('link', { name: 'Workwear 01' })).toBeVisible()
  await page.getByRole('link', { name: 'Previous' }).click()
  await expect(page.getByText('Page 1 of 2')).toBeVisible()

  // Typing searches as she goes, ignoring case and accents; the URL keeps the search.
  const search = page.getByRole('searchbox', { name: 'Search capsules by name or client' })
  await search.fill('ete a')
  await expect(cards(page)).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Été à Nice' })).toBeVisible()
  await expect(page).toHaveURL(/q=ete\+a/)
  await expect(page.getByText('Page 1 of 2')).toHaveCount(0)
  await search.fill('INES')
  await expect(cards(page)).toHaveCount(1)
  await search.fill('nobody here')
  await expect(page.getByRole('heading', { name: 'No capsules match “nobody here”' })).toBeVisible()
  await search.fill('')
  await expect(cards(page)).toHaveCount(18)

  // The client filter still narrows the list, and the search works within it.
  await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Inès Moreau' })
  await expect(cards(page)).toHaveCount(1)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(ines)
  await expect(cards(page)).toHaveCount(1)

  // A card shows its newest pieces: the capsule's photos, each with its size set beforehand.
  const href = await page.getByRole('link', { name: 'Été à Nice' }).getAttribute('href')
  const capsuleId = href!.split('/').pop()!
  await newItem(page, capsuleId, 'Linen shirt', '#e8dcc8')
  await newItem(page, capsuleId, 'Straw bag', '#c8a165')
  await page.reload()
  const photos = cards(page).first().locator('img[src^="/media/"]')
  await expect(photos).toHaveCount(2)
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toHaveAttribute('width', '600')
    await expect(photo).toHaveAttribute('height', '800')
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
  }
  await expect(cards(page).first().getByText('2 items')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
