import sharp from 'sharp'

import { expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { newCapsule, newClient, ok, uploadPhoto } from './support/studio'
import { newStylist } from './support/stylist'
import { type BrowserContext, expect, type Locator, type Page, test } from './support/test'

// What a stylist expects of her studio and did not find (issue 25): a capsule started from her
// client's page, her own order of a capsule's pieces, naming and saving a batch of phone photos
// at once, bulk actions on the Items tab, Owned / To buy on every card, and a five-piece outfit
// on one desktop screen. One stylist per run (sign-ups are rate limited per address), names
// unique per journey.

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
let stylist: StorageState

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext()
  await newStylist(await context.newPage(), 'expectations')
  stylist = await context.storageState()
  await context.close()
})

test.beforeEach(async ({ context }) => {
  await context.addCookies(stylist.cookies)
})

const unique = () => `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 4)}`

/** An item of the capsule, made with the capsule page's own form post. */
async function newItem(page: Page, capsuleId: string, fields: Record<string, string>) {
  await ok(
    page.request.post(`/dashboard/capsules/${capsuleId}`, {
      form: { intent: 'create-item', ...fields },
    }),
    `item ${fields.name}`,
  )
}

const itemsRegion = (page: Page) => page.getByRole('region', { name: 'Items' })
/** The item cards of the Items tab (not the rows of the photo grid, a list of its own). */
const cards = (page: Page) => itemsRegion(page).locator(':is(ul, ol):not([aria-label]) > li')
const cardNames = (page: Page) => cards(page).getByRole('heading')
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })

const isPhone = () => test.info().project.name === 'phone'

const center = async (locator: Locator) => {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not visible')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * Drags `handle` onto `target` as she would: with the mouse on a desktop; on a phone with her
 * finger, pressing and holding first (a quick swipe scrolls the page instead).
 */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = await center(handle)
  const to = await center(target)
  if (!isPhone()) {
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move(from.x - 12, from.y, { steps: 4 })
    await page.mouse.move(to.x, to.y, { steps: 16 })
    await page.mouse.up()
    return
  }
  const cdp = await page.context().newCDPSession(page)
  const touch = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    points: { x: number; y: number }[],
  ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points })
  await touch('touchStart', [from])
  // Press and hold (the sensor's delay is 150 ms).
  await page.waitForTimeout(400)
  for (let step = 1; step <= 16; step++) {
    await touch('touchMove', [
      { x: from.x + ((to.x - from.x) * step) / 16, y: from.y + ((to.y - from.y) * step) / 16 },
    ])
  }
  await touch('touchEnd', [])
  await cdp.detach()
}

/** Her client's page shows these pieces in this order (seen as a visitor, without animation). */
async function clientSees(page: Page, capsuleId: string, names: string[]) {
  const context = await page.context().browser()!.newContext({ reducedMotion: 'reduce' })
  const visitor = await context.newPage()
  await visitor.goto(`/capsule/${capsuleId}`)
  const tiles = visitor.getByRole('region', { name: 'Items' }).getByRole('listitem')
  await expect(tiles).toHaveText(names.map((name) => new RegExp(name)))
  await context.close()
}

test('Stylist starts a capsule from her client’s page and lands inside it @phone', async ({
  page,
}) => {
  const run = unique()
  const chloe = `Chloé Bernard ${run}`
  const clientId = await newClient(page, chloe)
  await page.goto(`/dashboard/clients/${clientId}`)
  await waitForHydration(page)

  await page.getByRole('button', { name: 'New Capsule' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Capsule' })
  await expect(dialog.getByRole('combobox', { name: /Client/ })).toHaveValue(clientId)
  await expect(dialog.getByLabel('Capsule Name')).toBeFocused()
  await page.keyboard.type(`Autumn in Lyon ${run}`)
  await expectScreenHolds(page, 'client-new-capsule', '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Create' }).click()

  await expect(page.getByRole('heading', { name: `Autumn in Lyon ${run}`, level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/capsules\/[A-Za-z0-9_-]+$/)
  await expect(page.getByText(`For ${chloe}`)).toBeVisible()
  await expect(page.getByText('No items in this capsule yet.')).toBeVisible()
})

test('Stylist puts a capsule’s pieces in her own order and her client’s page follows it @phone', async ({
  page,
}) => {
  const run = unique()
  const clientId = await newClient(page, `Zoë Martin ${run}`)
  const capsuleId = await newCapsule(page, { clientId, name: `Riviera ${run}` })
  for (const name of ['Camel coat', 'Silk blouse', 'Wide trousers']) {
    await newItem(page, capsuleId, { name })
  }

  // A new piece goes last, on her client's page as on hers.
  await clientSees(page, capsuleId, ['Camel coat', 'Silk blouse', 'Wide trousers'])
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  await expect(cardNames(page)).toHaveText(['Camel coat', 'Silk blouse', 'Wide trousers'])
  await expect(itemsRegion(page)).toContainText('Drag a handle to reorder')

  // One place on with the keyboard alone: focus the handle, Space, arrow, Space.
  const coat = page.getByRole('button', { name: 'Move Camel coat', exact: true })
  await coat.focus()
  await page.keyboard.press('Space')
  await expect(page.getByText('Picked up Camel coat, in position 1 of 3.')).toBeAttached()
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
  await page.keyboard.press('ArrowRight')
  await expect(page.getByText('Camel coat moved to position 2 of 3.')).toBeAttached()
  await page.keyboard.press('Space')
  await expect(page.getByText('Camel coat dropped in position 2 of 3.')).toBeAttached()
  await expect(cardNames(page)).toHaveText(['Silk blouse', 'Camel coat', 'Wide trousers'])
  await expect(coat).toBeFocused()

  // The trousers to the front, by mouse or by touch.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes('intent=reorder-capsule-items'),
  )
  await drag(
    page,
    page.getByRole('button', { name: 'Move Wide trousers', exact: true }),
    cards(page).first(),
  )
  await expect(cardNames(page)).toHaveText(['Wide trousers', 'Silk blouse', 'Camel coat'])
  expect((await saved).status()).toBe(200)
  await expectScreenHolds(page, 'items-in-her-order')

  // Kept, and a piece added now goes last.
  await newItem(page, capsuleId, { name: 'Loafers' })
  await page.reload()
  await expect(cardNames(page)).toHaveText([
    'Wide trousers',
    'Silk blouse',
    'Camel coat',
    'Loafers',
  ])
  // Her client's page follows (rendered anew: the order is part of what it shows).
  await clientSees(page, capsuleId, ['Wide trousers', 'Silk blouse', 'Camel coat', 'Loafers'])
})

const PHOTOS = ['silk-blouse.jpg', 'IMG_0042.jpg', 'PXL_20250912_101500123.jpg']

async function dropPhotos(page: Page, names: string[]) {
  const files = []
  for (const [index, name] of names.entries()) {
    const bytes = await sharp({
      create: {
        width: 600,
        height: 800,
        channels: 3,
        background: ['#efe6da', '#3b5b8c', '#5a3825'][index % 3]!,
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer()
    files.push({ name, base64: bytes.toString('base64') })
  }
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer()
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
      data.items.add(new File([bytes], file.name, { type: 'image/jpeg' }))
    }
    return data
  }, files)
  await page
    .locator('[data-testid="batch-drop-zone"]')
    .dispatchEvent('drop', { dataTransfer: transfer })
}

test('Stylist names the phone photos that came without a name, saves them all, and the grid survives a reload @phone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const run = unique()
  const clientId = await newClient(page, `Inès Moreau ${run}`)
  const capsuleId = await newCapsule(page, { clientId, name: `City Break ${run}` })
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add from photos' }).click()
  const panel = page.getByRole('region', { name: 'Add from photos' })
  await dropPhotos(page, PHOTOS)

  // A named file becomes an item at once; a camera's file name is no name: hers to give.
  const rows = panel.getByRole('list', { name: 'New items' })
  const blouse = rows.getByRole('listitem', { name: 'Silk blouse' })
  await expect(blouse).toContainText('Saved', { timeout: 30_000 })
  const jeans = rows.getByRole('listitem', { name: 'IMG_0042.jpg' })
  const loafers = rows.getByRole('listitem', { name: 'PXL_20250912_101500123.jpg' })
  for (const row of [jeans, loafers]) {
    await expect(row.getByLabel('Name')).toHaveValue('', { timeout: 30_000 })
    await expect(row).toContainText('Needs a name')
  }
  await expect(page.getByRole('tab', { name: 'Items (1)' })).toBeVisible()

  // She types, then the page reloads: the grid and what she typed are still there.
  await jeans.getByLabel('Name').fill('Indigo jeans')
  await blouse.getByLabel('Brand').fill('Sézane')
  page.on('dialog', (dialog) => void dialog.accept())
  await page.reload()
  await waitForHydration(page)
  await expect(panel).toBeVisible()
  await expect(rows.getByRole('listitem', { name: 'Indigo jeans' }).getByLabel('Name')).toHaveValue(
    'Indigo jeans',
  )
  await expect(blouse.getByLabel('Brand')).toHaveValue('Sézane')
  await expect(blouse).toContainText('Not saved yet')

  // Save all: the photo still without a name is pointed out, in view, its field focused.
  await panel.getByRole('button', { name: 'Save all' }).click()
  await expect(panel.getByRole('alert')).toContainText(
    '1 photo needs a name: PXL_20250912_101500123.jpg',
  )
  await expect(loafers.getByLabel('Name')).toBeFocused()
  await expect(loafers.getByLabel('Name')).toBeInViewport()
  await expect(loafers).toContainText('Enter the item name.')
  await expect(rows.getByRole('listitem', { name: 'Indigo jeans' })).toContainText('Saved')
  await expect(blouse).toContainText('Saved')
  await expectScreenHolds(page, 'photo-grid-needs-a-name', '[data-testid="batch-capture"]')

  await page.keyboard.type('Suede loafers')
  await panel.getByRole('button', { name: 'Save all' }).click()
  await expect(rows.getByRole('listitem', { name: 'Suede loafers' })).toContainText('Saved')
  await expect(panel.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'Items (3)' })).toBeVisible()
  await expect(cardNames(page)).toHaveText(['Silk blouse', 'Indigo jeans', 'Suede loafers'])

  // Until she dismisses it, the grid comes back after a reload, as saved.
  await page.reload()
  await waitForHydration(page)
  await expect(rows.getByRole('listitem')).toHaveCount(3)
  await expect(blouse.getByLabel('Brand')).toHaveValue('Sézane')
  await expect(blouse).toContainText('Saved')
  await panel.getByRole('button', { name: 'Done' }).click()
  await expect(panel).toBeHidden()
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: 'Add from photos' })).toBeVisible()
  await expect(panel).toHaveCount(0)
})

test('Stylist selects pieces on the Items tab to mark, move and delete them, and undoes the delete @phone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const run = unique()
  const clientId = await newClient(page, `Margot Laurent ${run}`)
  const riviera = `Riviera ${run}`
  const winter = `Winter ${run}`
  const capsuleId = await newCapsule(page, { clientId, name: riviera })
  const winterId = await newCapsule(page, { clientId, name: winter })
  await newItem(page, capsuleId, {
    name: 'Linen shirt',
    link: 'https://shop.example.com/linen-shirt',
    photoUpload: await uploadPhoto(page, '#efe6da'),
  })
  await newItem(page, capsuleId, { name: 'Straw hat' })
  await newItem(page, capsuleId, { name: 'Espadrilles', ownership: 'to_buy' })
  await newItem(page, capsuleId, { name: 'Sunglasses', ownership: 'owned' })

  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  // Owned / To buy at a glance, and why: a piece added to a capsule is to buy until she says
  // it is hers.
  await expect(card(page, 'Linen shirt')).toContainText('To buy · new in the capsule')
  await expect(card(page, 'Straw hat')).toContainText('To buy · new in the capsule')
  await expect(card(page, 'Espadrilles')).toContainText('To buy · you said so')
  await expect(card(page, 'Sunglasses')).toContainText('Owned · you said so')

  const bar = page.getByRole('toolbar', { name: 'Selected items' })
  await expect(bar).toHaveCount(0)
  await page.getByRole('checkbox', { name: 'Select Linen shirt' }).check()
  await page.getByRole('checkbox', { name: 'Select Espadrilles' }).check()
  await expect(bar).toContainText('2 selected')
  await expectScreenHolds(page, 'items-selected')
  await bar.getByRole('button', { name: 'Mark Owned' }).click()
  await expect(page.getByText('2 items marked Owned')).toBeVisible()
  await expect(card(page, 'Linen shirt')).toContainText('Owned · you said so')
  await expect(card(page, 'Espadrilles')).toContainText('Owned · you said so')
  await expect(bar).toHaveCount(0)

  await page.getByRole('checkbox', { name: 'Select Straw hat' }).check()
  await bar.getByRole('button', { name: 'Mark To buy' }).click()
  await expect(card(page, 'Straw hat')).toContainText('To buy · you said so')

  await page.getByRole('checkbox', { name: 'Select Straw hat' }).check()
  await bar.getByRole('combobox', { name: 'Move to' }).selectOption({ label: winter })
  await bar.getByRole('button', { name: 'Move' }).click()
  await expect(page.getByText(`1 item moved to ${winter}`)).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Items (3)' })).toBeVisible()
  await expect(card(page, 'Straw hat')).toHaveCount(0)

  await page.getByRole('checkbox', { name: 'Select Linen shirt' }).check()
  await page.getByRole('checkbox', { name: 'Select Sunglasses' }).check()
  await bar.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete 2 items?' })
  await expect(confirm).toContainText('Linen shirt and Sunglasses')
  await expectScreenHolds(page, 'delete-selected-items', '[role="dialog"]')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('2 items deleted')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Items (1)' })).toBeVisible()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Restored')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Items (3)' })).toBeVisible()
  await expect(cardNames(page)).toHaveText(['Linen shirt', 'Espadrilles', 'Sunglasses'])

  // The moved piece is in the other capsule, last, still To buy.
  await page.goto(`/dashboard/capsules/${winterId}`)
  await expect(card(page, 'Straw hat')).toContainText('To buy')
})

test('A five-piece outfit fits one desktop screen in the outfit editor @phone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const run = unique()
  const clientId = await newClient(page, `Jeanne Dupont ${run}`)
  const capsuleId = await newCapsule(page, { clientId, name: `Gallery Week ${run}` })
  const pieces = ['Camel blazer', 'Silk camisole', 'Straight jeans', 'Leather loafers', 'Tote bag']
  const colours = ['#b08155', '#efe6da', '#3b5b8c', '#5a3825', '#2f4858']
  for (const [index, name] of pieces.entries()) {
    await newItem(page, capsuleId, {
      name,
      brand: 'Sézane',
      category: 'Tops',
      price: '€120',
      photoUpload: await uploadPhoto(page, colours[index]!),
    })
  }
  const created = await ok(
    page.request.post(`/dashboard/capsules/${capsuleId}`, {
      form: { intent: 'create-outfit', name: 'Vernissage' },
    }),
    'outfit',
  )
  await page.goto(new URL(created.url()).pathname)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add Your First Item' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Items to Outfit' })
  for (const name of pieces) {
    const tile = dialog.getByRole('button', { name: new RegExp(name) })
    await tile.click()
    await expect(tile).toHaveCount(0)
  }
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  await page.getByLabel('Description').fill('Vernissage at the Marais, then dinner.')
  await page.getByRole('heading', { name: 'Current Outfit (5 items)' }).click()
  await page.evaluate(() => window.scrollTo(0, 0))

  const outfit = page.getByRole('region', { name: /Current Outfit/ }).getByRole('listitem')
  await expect(outfit).toHaveCount(5)
  const viewport = page.viewportSize()!
  if (isPhone()) {
    // Two to a row on a phone, each whole within the screen's width.
    const [first, second] = [await outfit.nth(0).boundingBox(), await outfit.nth(1).boundingBox()]
    expect(Math.round(first!.y)).toBe(Math.round(second!.y))
    expect(second!.x + second!.width).toBeLessThanOrEqual(viewport.width)
  } else {
    // All five, whole, on the first screen: no scrolling to see the look.
    for (const piece of await outfit.all()) {
      const box = (await piece.boundingBox())!
      expect(box.y + box.height, `${await piece.textContent()}`).toBeLessThanOrEqual(
        viewport.height,
      )
    }
  }
  await expectScreenHolds(page, 'five-piece-outfit')
})
