import sharp from 'sharp'

import { SHOP_PAGES, type ShopFixtures, startShopFixtures } from '../support/shop-fixtures'
import { axeViolations, expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { keepScreenshot } from './support/screenshot'
import { newCapsule, newClient } from './support/studio'
import { newStylist } from './support/stylist'
import { type APIResponse, type BrowserContext, expect, type Page, test } from './support/test'

// Capture in seconds: many photos at once, a pasted shop link, duplicating a capsule and
// moving wardrobe pieces into a capsule. One stylist per run (signed up once: sign-ups are
// rate limited per address), with clients and capsules named uniquely per journey.

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
let stylist: StorageState

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext()
  await newStylist(await context.newPage(), 'capture')
  stylist = await context.storageState()
  await context.close()
})

test.beforeEach(async ({ context }) => {
  await context.addCookies(stylist.cookies)
})

/** A suffix that keeps this journey's names apart from the others' (and from repeats). */
const unique = () => `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 4)}`

async function ok(response: Promise<APIResponse>, what: string): Promise<APIResponse> {
  const answered = await response
  expect(answered.ok(), `${what}: ${answered.status()} ${await answered.text()}`).toBe(true)
  return answered
}

/** A capsule of that client (published, no password), with a welcome letter; returns its id. */
const capsuleFor = (page: Page, clientId: string, name: string) =>
  newCapsule(page, { clientId, name, description: 'Dear Margot, your pieces.' })

async function jpeg(colour: string, width = 600, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

type DroppedFile = { name: string; type: string; base64: string }

/** Drops these files on the element, as a drag and drop from the desktop would. */
async function dropFiles(page: Page, selector: string, files: DroppedFile[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer()
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
      transfer.items.add(new File([bytes], file.name, { type: file.type }))
    }
    return transfer
  }, files)
  await page.locator(selector).dispatchEvent('drop', { dataTransfer })
}

const PHOTO_NAMES = [
  'camel-coat.jpg',
  'silk_blouse.jpg',
  'IMG_0042.JPG',
  'wide-leg-trousers.jpg',
  'loafers.jpg',
  'striped-tee.jpg',
  'trench.jpg',
  'cashmere-knit.jpg',
  'ankle-boots.jpg',
  'tote-bag.jpg',
]
const COLOURS = ['#b08155', '#efe6da', '#3b5b8c', '#2f4858', '#5a3825']

test('Stylist drops ten photos on a capsule, renames three in the grid and her client sees them @phone', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const run = unique()
  const clientId = await newClient(page, `Margot Laurent ${run}`)
  const capsuleId = await capsuleFor(page, clientId, `Autumn Capture ${run}`)

  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add from photos' }).click()
  const panel = page.getByRole('region', { name: 'Add from photos' })
  await expect(panel.getByRole('button', { name: /Choose photos/ })).toBeFocused()

  const files: DroppedFile[] = []
  for (const [index, name] of PHOTO_NAMES.entries()) {
    const bytes = await jpeg(COLOURS[index % COLOURS.length]!)
    files.push({ name, type: 'image/jpeg', base64: bytes.toString('base64') })
  }
  // Two that fail: a file that only claims to be a photo (refused by the server, with Retry)
  // and a text file (refused at once).
  files.push({ name: 'broken.jpg', type: 'image/jpeg', base64: btoa('not a photo at all') })
  files.push({ name: 'notes.txt', type: 'text/plain', base64: btoa('shopping list') })
  await dropFiles(page, '[data-testid="batch-drop-zone"]', files)

  const rows = panel.getByRole('list', { name: 'New items' })
  await expect(panel.getByText('10 of 12 added, 2 failed')).toBeVisible({ timeout: 60_000 })
  const broken = rows.getByRole('listitem').filter({ hasText: 'broken.jpg' })
  await expect(broken).toContainText('This file is not an image we can read.')
  await expect(broken.getByRole('button', { name: 'Retry broken.jpg' })).toBeVisible()
  const notes = rows.getByRole('listitem').filter({ hasText: 'notes.txt' })
  await expect(notes).toContainText('This file is not an image we can read.')
  await expect(notes.getByRole('button', { name: /Retry/ })).toHaveCount(0)

  // Nine items with their photos, named after their files; the phone's IMG_0042 waits for hers.
  await expect(page.getByRole('tab', { name: 'Items (9)' })).toBeVisible()
  for (const name of ['Camel coat', 'Silk blouse', 'Wide leg trousers', 'Tote bag']) {
    const row = rows.getByRole('listitem', { name })
    await expect(row.getByLabel('Name')).toHaveValue(name)
    await expect(row).toContainText('Saved')
  }
  const unnamed = rows.getByRole('listitem', { name: 'IMG_0042.JPG' })
  await expect(unnamed.getByLabel('Name')).toHaveValue('')
  await expect(unnamed).toContainText('Needs a name')
  const cards = page
    .getByRole('region', { name: 'Items' })
    .locator(':is(ul, ol):not([aria-label]) > li')
  await expect(cards).toHaveCount(9)
  await expect(cards.locator('img[src^="/media/"]')).toHaveCount(9)

  // (The item cards below are scanned by their own journeys.)
  expect(await axeViolations(page, '[data-testid="batch-capture"]')).toEqual([])
  await broken.scrollIntoViewIfNeeded()
  await keepScreenshot(page, 'capture-grid', { fullPage: false })

  // Rename three in the grid, typing across the fields with Tab.
  const renames = [
    { from: 'IMG_0042.JPG', name: 'Indigo jeans', brand: 'Levi’s', size: 'W27' },
    { from: 'Camel coat', name: 'Camel wrap coat', brand: 'Max Mara', size: '38' },
    { from: 'Tote bag', name: 'Leather tote', brand: 'Polène', size: 'One size' },
  ]
  for (const rename of renames) {
    const row = rows.getByRole('listitem', { name: rename.from })
    await row.getByLabel('Name').fill(rename.name)
    const renamed = rows.getByRole('listitem', { name: rename.name })
    await expect(renamed).toContainText('Not saved yet')
    await page.keyboard.press('Tab')
    await expect(renamed.getByLabel('Brand')).toBeFocused()
    await page.keyboard.type(rename.brand)
    await page.keyboard.press('Tab') // category
    await page.keyboard.press('Tab')
    await expect(renamed.getByLabel('Color')).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.type(rename.size)
    await page.keyboard.press('Tab')
    await page.keyboard.type('€250')
    // Leaving the row saves it.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(renamed).toContainText('Saved')
  }
  await expect(page.getByRole('tab', { name: 'Items (10)' })).toBeVisible()

  // A failed save keeps what was typed and says so.
  const tee = rows.getByRole('listitem', { name: 'Striped tee' })
  await tee.getByLabel('Name').fill('')
  await tee.getByLabel('Brand').fill('Armor Lux')
  await tee.getByRole('button', { name: 'Save' }).click()
  await expect(tee.getByText('Enter the item name.')).toBeVisible()
  await expect(tee.getByLabel('Brand')).toHaveValue('Armor Lux')

  // Done asks before leaving a row unsaved.
  await panel.getByRole('button', { name: 'Done' }).click()
  const closing = page.getByRole('dialog', { name: 'Close the photo grid?' })
  await expect(closing).toContainText('1 row is not saved.')
  await closing.getByRole('button', { name: 'Keep editing' }).click()
  await tee.getByLabel('Name').fill('Striped tee')
  await tee.getByRole('button', { name: 'Save' }).click()
  await expect(tee).toContainText('Saved')
  await panel.getByRole('button', { name: 'Done' }).click()
  await expect(panel).toBeHidden()
  await expect(page.getByRole('button', { name: 'Add from photos' })).toBeFocused()

  // Her client sees the new names.
  await page.goto(`/capsule/${capsuleId}`)
  for (const rename of renames) {
    await expect(page.getByText(rename.name, { exact: true }).first()).toBeVisible()
  }
  await expect(page.getByText('Wide leg trousers', { exact: true }).first()).toBeVisible()
})

test.describe('Fill from a shop link', () => {
  let shop: ShopFixtures
  test.beforeAll(async () => {
    shop = await startShopFixtures()
  })
  test.afterAll(() => shop.close())

  test('Stylist fills items from product pages of each kind and sees why other links are refused @phone', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const run = unique()
    const clientId = await newClient(page, `Inès Moreau ${run}`)
    const capsuleId = await capsuleFor(page, clientId, `City Break ${run}`)
    await page.goto(`/dashboard/capsules/${capsuleId}`)
    await waitForHydration(page)

    await page.getByRole('button', { name: 'Add from link' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Item' })
    const link = dialog.getByLabel('Fill from a shop link')
    await expect(link).toBeFocused()

    // JSON-LD with offers and a brand object: everything, photo included; saved by Create only.
    await link.fill(shop.url(SHOP_PAGES.jsonLd))
    await dialog.getByRole('button', { name: 'Fill' }).click()
    await expect(dialog.getByText(/Filled from 127\.0\.0\.1:\d+\. Check the details/)).toBeVisible()
    await expect(dialog.getByLabel('Item Name')).toHaveValue('Gaspard Cardigan & Belt')
    await expect(dialog.getByLabel('Brand')).toHaveValue('Maison Sauvage')
    // The euro shop's price: the amount, in its own currency.
    await expect(dialog.getByLabel('Price')).toHaveValue('165')
    await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR')
    await expect(dialog.getByLabel('Color')).toHaveValue('Écru')
    await expect(dialog.getByLabel('Size')).toHaveValue('S')
    await expect(dialog.getByLabel('Shopping Link')).toHaveValue(shop.url(SHOP_PAGES.jsonLd))
    await expect(dialog.getByLabel('Description (optional)')).toHaveValue(/chunky cardigan/)
    await expect(dialog.getByText('Photo from the shop')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Items (0)' })).toBeVisible()
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
    await dialog.getByLabel('Category').selectOption('Tops')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('tab', { name: 'Items (1)' })).toBeVisible()
    const card = page
      .getByRole('region', { name: 'Items' })
      .getByRole('listitem')
      .filter({ hasText: 'Gaspard Cardigan & Belt' })
    await expect(card).toContainText('Maison Sauvage')
    await expect(card.locator('img[src^="/media/"]')).toHaveCount(1)

    // Open Graph only, microdata only, and a redirect chain to the JSON-LD page.
    await page.getByRole('button', { name: 'Add from link' }).click()
    const cases = [
      {
        path: SHOP_PAGES.openGraph,
        name: 'Harbour Trench Coat',
        brand: 'Northfield',
        price: ['1250', 'GBP'],
      },
      {
        path: SHOP_PAGES.microdata,
        name: 'Alma Loafers',
        brand: 'Atelier Corvo',
        price: ['345', 'USD'],
      },
      {
        path: SHOP_PAGES.redirectChain,
        name: 'Gaspard Cardigan & Belt',
        brand: 'Maison Sauvage',
        price: ['165', 'EUR'],
      },
    ]
    for (const expected of cases) {
      await link.fill(shop.url(expected.path))
      await link.press('Enter')
      await expect(dialog.getByLabel('Item Name')).toHaveValue(expected.name)
      await expect(dialog.getByLabel('Brand')).toHaveValue(expected.brand)
      await expect(dialog.getByLabel('Price')).toHaveValue(expected.price[0]!)
      await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue(
        expected.price[1]!,
      )
    }
    await expect(dialog.getByLabel('Shopping Link')).toHaveValue(shop.url(SHOP_PAGES.jsonLd))

    // No product data: the title, and a word about it.
    await link.fill(shop.url(SHOP_PAGES.noProduct))
    await link.press('Enter')
    await expect(dialog.getByLabel('Item Name')).toHaveValue(
      'Ten ways to wear a white shirt – The Style Journal',
    )
    await expect(dialog.getByText('We found no product details on this page')).toBeVisible()
    // What the previous page filled and this one does not say is taken back.
    await expect(dialog.getByLabel('Brand')).toHaveValue('')

    // Refusals, each with its reason; what was filled stays.
    const refusals = [
      [shop.url(SHOP_PAGES.notHtml), 'This link isn’t a product page we can read.'],
      [shop.url(SHOP_PAGES.redirectLoop), 'That link redirects too many times.'],
      [shop.url(SHOP_PAGES.missing), 'That shop answered with an error.'],
      [
        'ftp://files.example.com/coat',
        'Paste the web address of a product page, like www.shop.com/dress.',
      ],
      [shop.url(SHOP_PAGES.slow), 'That shop didn’t answer in time.'],
    ]
    for (const [url, message] of refusals) {
      await link.fill(url!)
      await link.press('Enter')
      await expect(dialog.getByRole('alert')).toContainText(message!)
    }
    await expect(dialog.getByLabel('Item Name')).toHaveValue(
      'Ten ways to wear a white shirt – The Style Journal',
    )
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
    await keepScreenshot(page, 'capture-link', { fullPage: false })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('tab', { name: 'Items (1)' })).toBeVisible()
  })
})

/** An item with a photo, made through the capsule page's action (null: the client's wardrobe). */
async function newItem(
  page: Page,
  where: { capsuleId: string } | { clientId: string },
  name: string,
  colour: string,
  fields: Record<string, string> = {},
) {
  const upload = await ok(
    page.request.post('/dashboard/uploads', {
      multipart: {
        photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await jpeg(colour) },
      },
    }),
    `upload for ${name}`,
  )
  const { id } = (await upload.json()) as { id: string }
  const url =
    'capsuleId' in where
      ? `/dashboard/capsules/${where.capsuleId}`
      : `/dashboard/items?client=${where.clientId}`
  await ok(
    page.request.post(url, {
      form: { intent: 'create-item', name, photoUpload: id, ...fields },
    }),
    `item ${name}`,
  )
}

/** Every image in `scope` is loaded and decoded (none broken). */
async function expectPhotosShown(scope: ReturnType<Page['locator']>, count: number) {
  const images = scope.locator('img[src^="/media/"]')
  await expect(images).toHaveCount(count)
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
  }
}

test('Stylist duplicates Zoë’s capsule for Chloé without Zoë’s letter or her own pieces as Owned, deletes the original, and the copy keeps its photos and outfits @phone', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const run = unique()
  const zoe = `Zoë Martin ${run}`
  const chloe = `Chloé Bernard ${run}`
  const riviera = `Riviera Summer ${run}`
  const zoeId = await newClient(page, zoe)
  await newClient(page, chloe)
  const capsuleId = await newCapsule(page, {
    clientId: zoeId,
    name: riviera,
    description: 'Dear Zoë, your pieces for the Riviera.',
  })
  await newItem(page, { capsuleId }, 'Linen shirt', '#efe6da', {
    link: 'https://shop.example.com/linen-shirt',
  })
  // Zoë's own espadrilles, and a hat Chloé will not need.
  await newItem(page, { capsuleId }, 'Espadrilles', '#b08155', { ownership: 'owned' })
  await newItem(page, { capsuleId }, 'Straw hat', '#c9b79c', { ownership: 'to_buy' })

  // An outfit of both, espadrilles first.
  await page.goto(`/dashboard/capsules/${capsuleId}?tab=outfits`)
  await waitForHydration(page)
  const created = await page.request.post(`/dashboard/capsules/${capsuleId}`, {
    form: { intent: 'create-outfit', name: 'Harbour lunch' },
    maxRedirects: 0,
  })
  const outfitPath = created.headers().location!
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  const itemIds: Record<string, string> = {}
  for (const name of ['Linen shirt', 'Espadrilles']) {
    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const form = page.getByRole('dialog', { name: 'Edit Item' })
    itemIds[name] = await form.locator('input[name="id"]').inputValue()
    await page.keyboard.press('Escape')
    await expect(form).toBeHidden()
  }
  for (const name of ['Espadrilles', 'Linen shirt']) {
    await ok(
      page.request.post(outfitPath, { form: { intent: 'add-item', itemId: itemIds[name]! } }),
      `outfit piece ${name}`,
    )
  }

  // Duplicate from the capsule card: its name and client first, as they are.
  await page.goto('/dashboard/capsules')
  await waitForHydration(page)
  const card = page.getByRole('listitem').filter({ hasText: riviera })
  await card.getByRole('button', { name: 'Duplicate capsule' }).click()
  const dialog = page.getByRole('dialog', { name: 'Duplicate capsule' })
  const name = dialog.getByLabel('Name of the copy')
  await expect(name).toBeFocused()
  await expect(name).toHaveValue(`${riviera} (copy)`)
  await expect(dialog.getByLabel('For client')).toHaveValue(zoeId)
  await expect(dialog).not.toContainText('welcome letter names')

  // Which pieces: all, only those to buy, or one by one.
  const pieces = dialog.getByRole('list', { name: 'Pieces to copy' })
  const piece = (piece: string) => pieces.getByRole('button', { name: new RegExp(piece) })
  await expect(pieces.getByRole('button', { pressed: true })).toHaveCount(3)
  await dialog.getByRole('button', { name: 'Only pieces to buy' }).click()
  await expect(piece('Espadrilles')).toHaveAttribute('aria-pressed', 'false')
  await expect(piece('Linen shirt')).toHaveAttribute('aria-pressed', 'true')
  await dialog.getByRole('button', { name: 'All pieces' }).click()
  await piece('Straw hat').click()
  await expect(dialog).toContainText('2 of 3 pieces')

  // For Chloé: the letter that names Zoë can go, and Zoë's own pieces never come in as Owned.
  await dialog.getByLabel('For client').selectOption({ label: chloe })
  await expect(dialog).toContainText('The welcome letter names Zoë')
  await expect(dialog.getByRole('checkbox', { name: 'Clear the welcome letter' })).toBeChecked()
  const owned = dialog.getByRole('radiogroup', { name: /own pieces/ })
  await expect(owned.getByRole('radio', { name: 'Leave them out' })).toBeChecked()
  await owned.getByRole('radio', { name: 'Copy them as To buy' }).check()
  await name.fill(`Riviera for Chloé ${run}`)
  await expectScreenHolds(page, 'duplicate-for-another-client', '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Duplicate' }).click()

  const copyName = `Riviera for Chloé ${run}`
  await expect(page.getByRole('heading', { name: copyName, level: 1 })).toBeVisible()
  const copyId = new URL(page.url()).pathname.split('/').pop()!
  expect(copyId).not.toBe(capsuleId)
  await expect(page.getByText(`For ${chloe}`)).toBeVisible()
  await expect(page.getByText('Draft', { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Items (2)' })).toBeVisible()
  const copied = (piece: string) =>
    page
      .getByRole('region', { name: 'Items' })
      .locator(':is(ul, ol):not([aria-label]) > li')
      .filter({ has: page.getByRole('heading', { name: piece, exact: true }) })
  await expect(copied('Espadrilles')).toContainText('To buy')
  await expect(copied('Straw hat')).toHaveCount(0)
  await page.getByRole('button', { name: 'Edit Capsule' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Capsule' })
  await expect(edit.getByLabel('Description')).toHaveValue('')
  await edit.getByRole('button', { name: 'Cancel' }).click()

  // Delete the original capsule, then Zoë herself (with her items and their photos).
  await page.goto('/dashboard/capsules')
  await waitForHydration(page)
  const original = page.getByRole('listitem').filter({ hasText: riviera })
  await original.getByRole('button', { name: 'Delete capsule' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(original).toHaveCount(0)
  await ok(
    page.request.post('/dashboard?index', { form: { intent: 'delete-client', id: zoeId } }),
    'delete',
  )

  // The copy is whole: items with photos, the outfit with its pieces in order.
  await page.goto(`/dashboard/capsules/${copyId}`)
  await expect(page.getByRole('tab', { name: 'Items (2)' })).toBeVisible()
  await expectPhotosShown(page.getByRole('region', { name: 'Items' }), 2)
  await page.getByRole('tab', { name: 'Outfits (1)' }).click()
  await page
    .getByRole('link', { name: /Harbour lunch/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Harbour lunch' }).first()).toBeVisible()
  await expect(page.locator('main').getByText('Espadrilles').first()).toBeVisible()
  await expectPhotosShown(page.locator('main'), 2)
})

test('Stylist moves two wardrobe pieces into a capsule in one step @phone', async ({ page }) => {
  test.setTimeout(90_000)
  const run = unique()
  const clientId = await newClient(page, `Jeanne Dupont ${run}`)
  const capsuleId = await capsuleFor(page, clientId, `Weekend Away ${run}`)
  for (const [name, colour] of [
    ['Cashmere scarf', '#b08155'],
    ['Denim jacket', '#3b5b8c'],
    ['White sneakers', '#efe6da'],
  ] as const) {
    await newItem(page, { clientId }, name, colour)
  }
  await newItem(page, { capsuleId }, 'Silk dress', '#5a3825')

  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  await expect(page.getByRole('tab', { name: 'Items (1)' })).toBeVisible()
  await page.getByRole('button', { name: 'Add from wardrobe (3)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add from wardrobe' })
  await expect(dialog.getByRole('searchbox', { name: 'Search the wardrobe' })).toBeFocused()
  await expect(dialog.getByText('0 of 3 items selected')).toBeVisible()
  await expectPhotosShown(dialog, 3)
  await expect(dialog.getByRole('button', { name: 'Move 0 items in' })).toBeDisabled()

  await dialog.getByRole('searchbox').fill('scarf')
  await expect(
    dialog.getByRole('list', { name: 'Wardrobe items' }).getByRole('listitem'),
  ).toHaveCount(1)
  await dialog.getByRole('button', { name: 'Cashmere scarf' }).click()
  await dialog.getByRole('searchbox').fill('')
  await dialog.getByRole('button', { name: 'Denim jacket' }).click()
  await expect(dialog.getByRole('button', { name: 'Denim jacket' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(dialog.getByText('2 of 3 items selected')).toBeVisible()
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
  await keepScreenshot(page, 'capture-wardrobe', { fullPage: false })
  await dialog.getByRole('button', { name: 'Move 2 items in' }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByText('2 items moved into this capsule')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Items (3)' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add from wardrobe (1)' })).toBeVisible()
  const names = page
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .getByRole('heading')
  // Newest first, as ever: the moved pieces keep their dates.
  await expect(names).toHaveText(['Silk dress', 'Denim jacket', 'Cashmere scarf'])
})
