import { waitForHydration } from './support/hydration'
import { signInAsOwner } from './support/owner'
import { newCapsule, newClient, newStudio, ok } from './support/studio'
import { newStylist } from './support/stylist'
import { expect, type Locator, type Page, test } from './support/test'

// What a new stylist's walkthrough (issue 16) found, each shown to hold now: an item delete that
// says what goes and can be undone, a half-filled item form that asks before it is thrown away,
// accent-blind search, a cheat sheet whose collage fell behind, inquiry times in her own time
// zone, and the client's empty capsule with its footer at the bottom.

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })

async function openCapsule(page: Page, capsuleId: string, tab?: RegExp) {
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Riviera Summer', level: 1 })).toBeVisible()
  if (tab) await page.getByRole('tab', { name: tab }).click()
}

test('Deleting an item names it and what it leaves, and Undo puts it back in its outfit with its photo; a half-filled item form asks first @phone', async ({
  page,
}) => {
  await newStylist(page, 'item-undo')
  const { capsuleId, outfitPath } = await newStudio(page)

  // The Linen Shirt goes into the outfit.
  await page.goto(outfitPath)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add Your First Item' }).click()
  const picker = page.getByRole('dialog', { name: 'Add Items to Outfit' })
  await picker.getByRole('button', { name: /Linen Shirt/ }).click()
  // Added, it leaves the list.
  await expect(picker.getByRole('button', { name: /Linen Shirt/ })).toHaveCount(0)
  await picker.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('heading', { name: 'Current Outfit (1 item)' })).toBeVisible()

  await openCapsule(page, capsuleId)
  // Search ignores accents: "hermes" finds the Hermès pieces.
  await page.getByRole('searchbox', { name: 'Search items' }).fill('hermes')
  await expect(cardOf(page, 'Linen Shirt')).toBeVisible()
  await expect(cardOf(page, 'Wide Trousers')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search items' }).fill('')

  // Escape on a half-filled item form asks before throwing it away.
  await page.getByRole('button', { name: 'Add Item', exact: true }).click()
  const form = page.getByRole('dialog', { name: 'Add New Item' })
  await form.getByLabel('Item Name').fill('Straw Hat')
  await page.keyboard.press('Escape')
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' })
  await expect(discard).toBeVisible()
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  await expect(form.getByLabel('Item Name')).toHaveValue('Straw Hat')
  await page.keyboard.press('Escape')
  await discard.getByRole('button', { name: 'Discard' }).click()
  await expect(form).toBeHidden()
  await expect(cardOf(page, 'Straw Hat')).toHaveCount(0)

  // The delete names the item and says what it leaves and what goes.
  const shirt = cardOf(page, 'Linen Shirt')
  const photo = shirt.getByRole('img', { name: 'Linen Shirt' })
  const src = await photo.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)
  await shirt.getByRole('button', { name: 'Delete Linen Shirt' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Linen Shirt?' })
  await expect(confirm).toContainText(
    'Are you sure you want to delete this item? It will be taken out of 1 outfit. ' +
      'Its photo will be deleted too. You can undo this for a few seconds.',
  )
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(shirt).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'Items (1)' })).toBeVisible()
  await expect(page.getByText('Linen Shirt deleted')).toBeVisible()

  // Undo: the item, its photo and its place in the outfit are back.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Restored')).toBeVisible()
  await expect(shirt).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Items (2)' })).toBeVisible()
  expect((await page.request.get(src)).status()).toBe(200)
  await page.goto(outfitPath)
  await expect(page.getByRole('heading', { name: 'Current Outfit (1 item)' })).toBeVisible()
  // Its photo (drawn without a name: the piece's name is printed under it).
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Linen Shirt' }).locator('img').first(),
  ).toBeVisible()
})

/** The card's image and its buttons: no button lies on the image. */
async function buttonsBesideImage(card: Locator) {
  const image = (await card.getByRole('img').first().boundingBox())!
  for (const button of await card.getByRole('button').or(card.getByRole('link')).all()) {
    const box = (await button.boundingBox())!
    const overlaps =
      box.x < image.x + image.width &&
      box.x + box.width > image.x &&
      box.y < image.y + image.height &&
      box.y + box.height > image.y
    expect(overlaps, `${await button.getAttribute('aria-label')} lies on the collage`).toBe(false)
  }
}

test('A cheat sheet whose pieces changed since its collage says so and regenerates it; its buttons never cover the collage @phone', async ({
  page,
}) => {
  await newStylist(page, 'stale-collage')
  const { capsuleId } = await newStudio(page)
  await openCapsule(page, capsuleId, /Cheat Sheets/)

  await page.getByRole('button', { name: 'New Cheat Sheet' }).click()
  const create = page.getByRole('dialog', { name: 'New Cheat Sheet' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('Weekend looks')
  await create.getByRole('button', { name: /Linen Shirt/ }).click()
  await create.getByRole('button', { name: 'Generate collage' }).click()
  await expect(create.getByText('Collage', { exact: true })).toBeVisible()
  await create.getByRole('button', { name: 'Create' }).click()
  await expect(create).toBeHidden()

  const card = page.getByRole('listitem').filter({ hasText: 'Weekend looks' })
  const notice = card.getByRole('status').filter({
    hasText: 'The pieces changed since this collage was made.',
  })
  await expect(card.getByRole('img', { name: 'Weekend looks collage' })).toBeVisible()
  await expect(notice).toHaveCount(0)
  await buttonsBesideImage(card)

  // A piece added without a new collage: the card says the collage is behind.
  await card.getByRole('button', { name: 'Edit Weekend looks' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Cheat Sheet' })
  await edit.getByRole('button', { name: /Wide Trousers/ }).click()
  await expect(edit.getByText('(2 selected)')).toBeVisible()
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(edit).toBeHidden()
  await expect(card).toContainText('2 items selected')
  await expect(notice).toBeVisible()
  await buttonsBesideImage(card)

  // Regenerate opens the sheet; a new collage of both pieces ends the notice.
  await notice.getByRole('button', { name: 'Regenerate' }).click()
  await expect(edit).toBeVisible()
  await edit.getByRole('button', { name: /Generate (collage|again)/ }).click()
  await expect(
    edit.getByText('Made from the current picks, and placed in the image field below.'),
  ).toBeVisible()
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(edit).toBeHidden()
  await expect(notice).toHaveCount(0)
  await expect(card.getByRole('img', { name: 'Weekend looks collage' })).toBeVisible()
})

test.describe('Far from UTC', () => {
  // UTC+14: a time shown in UTC would be a different hour and usually a different day.
  const ZONE = 'Pacific/Kiritimati'
  test.use({ timezoneId: ZONE })

  test('Inquiry times are shown in the viewer’s own time zone', async ({ page, baseURL }) => {
    await signInAsOwner(page)
    const name = `Zoe Tanaka ${Date.now().toString(36)}`
    // The landing page's intake form, as a visitor who took her time sends it.
    await ok(
      page.request.post('/inquiry', {
        headers: { origin: baseURL! },
        form: {
          name,
          email: 'zoe@example.com',
          message: 'A wardrobe for a move to Wellington.',
          website: '',
          startedAt: Date.now() - 60_000,
        },
      }),
      'inquiry',
    )
    await page.goto('/dashboard/inquiries')
    await waitForHydration(page)
    const time = page.getByRole('listitem').filter({ hasText: name }).locator('time')
    const sent = new Date((await time.getAttribute('datetime'))!)
    // The date and time as the browser writes it in that zone (one format on every screen).
    const local = await page.evaluate(
      ([iso, zone]) =>
        new Intl.DateTimeFormat(undefined, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: zone,
        }).format(new Date(iso)),
      [sent.toISOString(), ZONE] as const,
    )
    await expect(time).toHaveText(local)
  })
})

test('An empty capsule keeps its footer at the bottom of the client’s screen @phone', async ({
  page,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
  userAgent,
}) => {
  await newStylist(page, 'empty-capsule')
  const clientId = await newClient(page, 'Ines Moreau')
  const capsuleId = await newCapsule(page, { clientId, name: 'Nothing yet' })

  // The client opens it in her own browser.
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent })
  try {
    const client = await context.newPage()
    await client.goto(`/capsule/${capsuleId}`)
    await expect(client.getByRole('heading', { name: 'Nothing yet', level: 1 })).toBeVisible()
    const footer = client.getByRole('contentinfo')
    await expect(footer).toContainText('Curated by')
    // Its lower edge at the screen's bottom edge (or below, on a screen the page outgrows).
    const box = (await footer.boundingBox())!
    expect(box.y + box.height).toBeGreaterThanOrEqual(viewport!.height - 1)
  } finally {
    await context.close()
  }
})
