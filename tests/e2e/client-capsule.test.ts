import sharp from 'sharp'

import { expectScreenHolds } from './support/axe'
import { clickUntilVisible } from './support/hydration'
import { newCapsule, newClient, newItem } from './support/studio'
import { newStylist } from './support/stylist'
import {
  type APIResponse,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from './support/test'

// The client's side of a capsule: the password gate, the capsule itself, the opening animation
// and drafts. The stylist's data is made once per run (per project) through the app's own
// endpoints, signed in as a real account; every journey then visits as a client, in a browser
// context of its own without any cookie.

const CAPSULE_PASSWORD = 'tulip-garden-7'
const LETTER_LINES = ['Dear Margot,', 'Your spring wardrobe is ready.', 'See you in Paris!']
const MARKUP = '<b>bold</b><script>window.__letterScript = true</script>'
const DESCRIPTION = `${LETTER_LINES.join('\n')}\n${MARKUP}`

/** Made oldest first; the page shows the newest first. */
const ITEMS = [
  {
    name: 'Straight Jeans',
    category: 'Bottoms',
    brand: 'Levi’s',
    price: '€110',
    colour: '#3b5b8c',
  },
  { name: 'Silk Blouse', category: 'Tops', brand: 'Sézane', price: '€150', colour: '#efe6da' },
  { name: 'Striped Tee', category: 'Tops', brand: 'Armor Lux', price: '€45', colour: '#d9dde8' },
  {
    name: 'Camel Blazer',
    category: 'Outerwear',
    brand: 'Maje',
    price: '€240',
    colour: '#b08155',
    color: 'Camel',
    size: '38',
    fitNote: 'runs small — size up',
    description: 'Single-breasted, in a soft wool.',
    link: 'https://example.com/camel-blazer',
  },
] as const
const SHOWN = ITEMS.map((item) => item.name).reverse()

/** Made in this order; the page shows the newest first. Items in the order they were picked. */
const SHEETS = [
  {
    name: 'Weekend Edit',
    description: 'Easy pieces for Saturday.',
    image: '#c9b8a4',
    items: ['Straight Jeans', 'Silk Blouse'],
  },
  { name: 'Office Basics', description: 'Monday to Friday.', image: null, items: ['Camel Blazer'] },
] as const

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
let studio: {
  clientId: string
  capsuleId: string
  capsuleName: string
  draftId: string
  draftName: string
  ownerState: StorageState
}

async function ok(response: Promise<APIResponse>, what: string): Promise<APIResponse> {
  const answered = await response
  expect(answered.ok(), `${what}: ${answered.status()} ${await answered.text()}`).toBe(true)
  return answered
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const api = page.request
  await newStylist(page, 'client-capsule')

  // Her client, the capsule and a draft, and its pieces with photos, written for her.
  const clientId = await newClient(page, 'Margot Laurent')
  const suffix = Date.now().toString(36)
  const capsuleName = `Spring in Paris ${suffix}`
  const draftName = `Autumn Draft ${suffix}`
  const capsuleId = await newCapsule(page, {
    clientId,
    name: capsuleName,
    description: DESCRIPTION,
    password: CAPSULE_PASSWORD,
  })
  // A draft, with a password too: unpublished, nobody but its owner sees it.
  const draftId = await newCapsule(page, {
    clientId,
    name: draftName,
    password: CAPSULE_PASSWORD,
    published: false,
  })
  // Added last one first: a new piece goes last, so the page shows them as SHOWN.
  const itemIds: Record<string, string> = {}
  for (const { colour, ...item } of [...ITEMS].reverse()) {
    itemIds[item.name] = await newItem(page, { capsuleId, ...item, photoColour: colour })
  }

  // Cheat sheets with an image of their own, through the capsule page's form post.
  const uploadPhoto = async (colour: string, what: string) => {
    const photo = await sharp({
      create: { width: 480, height: 600, channels: 3, background: colour },
    })
      .jpeg()
      .toBuffer()
    const upload = await ok(
      api.post('/dashboard/uploads', {
        multipart: { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } },
      }),
      `upload for ${what}`,
    )
    return ((await upload.json()) as { id: string }).id
  }
  for (const sheet of SHEETS) {
    const body = new URLSearchParams({
      intent: 'create-cheat-sheet',
      name: sheet.name,
      description: sheet.description,
      imageUpload: sheet.image ? await uploadPhoto(sheet.image, sheet.name) : '',
    })
    for (const name of sheet.items) body.append('itemIds', itemIds[name]!)
    await ok(
      api.post(`/dashboard/capsules/${capsuleId}`, {
        data: body.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      `cheat sheet ${sheet.name}`,
    )
  }

  studio = {
    clientId,
    capsuleId,
    capsuleName,
    draftId,
    draftName,
    ownerState: await context.storageState(),
  }
  await context.close()
})

// ---------------------------------------------------------------------------------------------

const gateField = (page: Page) => page.getByLabel('Password', { exact: true })
const intro = (page: Page) => page.getByTestId('opening-animation')
const itemTiles = (page: Page) => page.getByRole('region', { name: 'Items' }).getByRole('listitem')
const tile = (page: Page, name: string) =>
  itemTiles(page).filter({ hasText: name }).getByRole('button').first()

/** The capsule's link, as the client opens it: the gate, and the capsule once the password is right. */
async function openGate(page: Page) {
  await page.goto(`/capsule/${studio.capsuleId}`)
  await expect(page.getByRole('heading', { name: studio.capsuleName, level: 1 })).toBeVisible()
  await expect(
    page.getByText('Enter your password to view your personalized style capsule'),
  ).toBeVisible()
}

async function enterPassword(page: Page, password = CAPSULE_PASSWORD) {
  await gateField(page).fill(password)
  await page.getByRole('button', { name: 'View Capsule' }).click()
}

/**
 * Through the gate, then past the opening animation with its Skip button (clicked again if it
 * came before hydration; not needed if the animation has ended on its own meanwhile).
 */
async function unlockAndSkip(page: Page) {
  await openGate(page)
  await enterPassword(page)
  await expect(intro(page)).toBeVisible()
  await expect(async () => {
    if (await intro(page).isVisible()) {
      await intro(page).getByRole('button', { name: 'Skip Animation' }).click({ timeout: 2000 })
    }
    await expect(intro(page)).toBeHidden({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await expect(itemTiles(page)).toHaveCount(ITEMS.length)
}

/**
 * Makes the opening animation end only by Skip Animation: stops the page's timers (its phases
 * and the 5 s end) and its CSS fallback end. So an overlay that should not be there stays
 * visible and fails the check, rather than going away on its own before the check gives up.
 * Install before the first navigation.
 */
async function holdOpeningAnimation(page: Page) {
  await page.addInitScript(() => {
    const hold = () => {
      const style = document.createElement('style')
      style.textContent = ".intro:not([data-phase='complete']) { animation: none !important; }"
      document.head.append(style)
    }
    if (document.head) hold()
    else document.addEventListener('DOMContentLoaded', hold, { once: true })
  })
  const start = new Date('2026-03-02T09:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}

async function visitorPage(browser: Browser, options: { reducedMotion?: 'reduce' } = {}) {
  const context = await browser.newContext(options)
  return context.newPage()
}

// ---------------------------------------------------------------------------------------------

test('A client enters a wrong then the right password, and stays in after a reload @phone', async ({
  page,
  request,
}) => {
  // The gate as a first visit receives it: no content of the capsule in the document.
  const response = await request.get(`/capsule/${studio.capsuleId}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['x-robots-tag']).toContain('noindex')
  expect(response.headers()['cache-control']).toContain('no-store')
  const html = await response.text()
  expect(html).toContain(studio.capsuleName)
  expect(html).toContain('noindex')
  for (const secret of [
    ...ITEMS.map((item) => item.name),
    '/media/',
    ...LETTER_LINES,
    'bold',
    CAPSULE_PASSWORD,
  ]) {
    expect(html, `the gate's HTML contains ${secret}`).not.toContain(secret)
  }

  await openGate(page)
  const footer = page.getByText(/^Curated by ./)
  await expect(footer).toBeVisible()
  // Her studio's name (the footer's first line; "Made with Capsule Studio" may follow).
  const brand = (await footer.innerText()).replace('Curated by', '').trim().split('\n')[0]!
  await enterPassword(page, 'tulip-garden-8')
  await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible()
  await expect(itemTiles(page)).toHaveCount(0)

  // The show/hide toggle, then Enter submits.
  await gateField(page).fill(CAPSULE_PASSWORD)
  await clickUntilVisible(
    page.getByRole('button', { name: 'Show password' }),
    page.getByRole('button', { name: 'Hide password' }),
  )
  await expect(gateField(page)).toHaveAttribute('type', 'text')
  await gateField(page).press('Enter')
  await expect(page.getByRole('heading', { name: studio.capsuleName, level: 1 })).toBeVisible()
  await expect(page.getByRole('banner')).toContainText(brand)
  await expect(itemTiles(page)).toHaveCount(ITEMS.length)
  await expect(page.getByText('Incorrect password. Please try again.')).toHaveCount(0)

  await page.reload()
  await expect(itemTiles(page)).toHaveCount(ITEMS.length)
  await expect(gateField(page)).toHaveCount(0)
})

test('The client reads the welcome letter, line by line and with any markup as plain text @phone', async ({
  page,
}) => {
  await unlockAndSkip(page)
  const button = page.getByRole('button', { name: 'Welcome Letter' })
  await button.click()
  const letter = page.getByRole('dialog', { name: 'Welcome Letter' })
  await expect(letter).toBeVisible()
  await expect(letter).toHaveClass(/paper/)
  const text = await letter.innerText()
  expect(text).toContain(LETTER_LINES.join('\n'))
  expect(text).toContain(MARKUP)
  await expect(letter.locator('b, script')).toHaveCount(0)
  expect(await page.evaluate(() => '__letterScript' in window)).toBe(false)

  await page.keyboard.press('Escape')
  await expect(letter).toBeHidden()
  await expect(button).toBeFocused()
})

test('The client filters the items by category @phone', async ({ page }) => {
  await unlockAndSkip(page)
  const categories = page.getByRole('group', { name: 'Categories' }).getByRole('button')
  await expect(categories).toHaveText(['All Items', 'Bottoms', 'Outerwear', 'Tops'])
  const all = categories.filter({ hasText: 'All Items' })
  await expect(all).toHaveAttribute('aria-pressed', 'true')
  await expect(itemTiles(page)).toHaveText(SHOWN.map((name) => new RegExp(`^${name}`)))
  await expect(tile(page, 'Camel Blazer')).toContainText('€240')
  await expect(tile(page, 'Camel Blazer').getByRole('img', { name: 'Camel Blazer' })).toBeVisible()

  await categories.filter({ hasText: 'Tops' }).click()
  await expect(categories.filter({ hasText: 'Tops' })).toHaveAttribute('aria-pressed', 'true')
  await expect(all).toHaveAttribute('aria-pressed', 'false')
  await expect(itemTiles(page)).toHaveText([/^Striped Tee/, /^Silk Blouse/])

  await categories.filter({ hasText: 'Outerwear' }).click()
  await expect(itemTiles(page)).toHaveText([/^Camel Blazer/])

  await all.click()
  await expect(itemTiles(page)).toHaveCount(ITEMS.length)
})

test('The client browses the item details with buttons, arrow keys and thumbnails @phone', async ({
  page,
}) => {
  await unlockAndSkip(page)
  await tile(page, 'Camel Blazer').click()
  const dialog = page.getByRole('dialog')
  const title = dialog.getByRole('heading', { level: 2 })
  const showing = async (name: string, position: number) => {
    await expect(title).toHaveText(name)
    await expect(dialog.getByText(`${position} of ${ITEMS.length}`, { exact: true })).toBeVisible()
  }

  await showing('Camel Blazer', 1)
  await expect(dialog.getByText('€240')).toBeVisible()
  await expect(dialog.getByText('Single-breasted, in a soft wool.')).toBeVisible()
  for (const [label, value] of [
    ['Category', 'Outerwear'],
    ['Brand', 'Maje'],
    ['Color', 'Camel'],
    ['Size', '38'],
    ['Fit', 'runs small — size up'],
  ]) {
    await expect(
      dialog.locator('dl > div').filter({ has: page.getByText(label!, { exact: true }) }),
    ).toContainText(value!)
  }
  // Shop Now goes through her stylist's site (/go/{piece}) to the shop link as saved.
  const shopNow = dialog.getByRole('link', { name: /Shop Now/ })
  await expect(shopNow).toHaveAttribute('href', /^\/go\//)
  const through = await page.request.get((await shopNow.getAttribute('href'))!, {
    maxRedirects: 0,
  })
  expect(through.status()).toBe(302)
  expect(through.headers().location).toBe('https://example.com/camel-blazer')

  // Buttons wrap around: first → last, last → first.
  await dialog.getByRole('button', { name: 'Previous item' }).click()
  await showing('Straight Jeans', 4)
  await dialog.getByRole('button', { name: 'Next item' }).click()
  await showing('Camel Blazer', 1)
  await dialog.getByRole('button', { name: 'Next item' }).click()
  await showing('Striped Tee', 2)

  // Arrow keys.
  await page.keyboard.press('ArrowRight')
  await showing('Silk Blouse', 3)
  await page.keyboard.press('ArrowLeft')
  await showing('Striped Tee', 2)
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await showing('Straight Jeans', 4)

  // A thumbnail jumps to its item.
  await dialog.getByRole('button', { name: 'Silk Blouse (3 of 4)' }).click()
  await showing('Silk Blouse', 3)
  await expect(dialog.getByRole('button', { name: 'Silk Blouse (3 of 4)' })).toHaveAttribute(
    'aria-current',
    'true',
  )

  // Escape closes it; focus is back on the tile it was opened from.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(tile(page, 'Camel Blazer')).toBeFocused()
})

test('The client opens a cheat sheet and goes from it to its items @phone', async ({ page }) => {
  await unlockAndSkip(page)
  await expect(page.getByRole('tab')).toHaveText([
    'Items',
    'Cheat Sheets',
    'Shopping list',
    'Messages',
  ])
  await page.getByRole('tab', { name: 'Cheat Sheets' }).click()
  const sheets = page.getByRole('region', { name: 'Cheat Sheets' }).getByRole('listitem')
  await expect(sheets).toHaveText([/^Office Basics/, /^Weekend Edit/])
  await expect(sheets.nth(0)).toContainText('Monday to Friday.')
  await expect(sheets.nth(0)).toContainText(/1 piece$/i)
  await expect(sheets.nth(1)).toContainText('Easy pieces for Saturday.')
  await expect(sheets.nth(1)).toContainText(/2 pieces$/i)
  await expect(sheets.nth(1).getByRole('img', { name: 'Weekend Edit' })).toBeVisible()
  await expect(sheets.nth(0).getByRole('img')).toHaveCount(0)

  const card = sheets.nth(1).getByRole('button')
  await card.click()
  const sheet = page.getByRole('dialog', { name: 'Weekend Edit' })
  await expect(sheet.getByRole('heading', { name: 'Featured Items' })).toBeVisible()
  await expect(sheet.getByRole('img', { name: 'Weekend Edit' })).toBeVisible()
  const featured = sheet.getByRole('listitem')
  await expect(featured).toHaveText([/^Straight Jeans/, /^Silk Blouse/])

  // An item opens its detail, browsing the sheet's pieces only.
  await featured.filter({ hasText: 'Silk Blouse' }).getByRole('button').click()
  const detail = page.getByRole('dialog')
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText('Silk Blouse')
  await expect(detail.getByText('2 of 2', { exact: true })).toBeVisible()
  await detail.getByRole('button', { name: 'Next item' }).click()
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText('Straight Jeans')
  await expect(detail.getByText('1 of 2', { exact: true })).toBeVisible()

  // Escape goes back to the sheet, then to the grid, focus on the sheet it was opened from.
  await page.keyboard.press('Escape')
  await expect(sheet).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(card).toBeFocused()
})

test('The opening animation plays once per visit and Skip Animation ends it @phone', async ({
  page,
}) => {
  await holdOpeningAnimation(page)
  await openGate(page)
  await enterPassword(page)
  const overlay = intro(page)
  await expect(overlay).toBeVisible()
  await expect(overlay).toContainText(studio.capsuleName)
  // (Clicked again if the first click came before hydration: the overlay waits for it.)
  await expect(async () => {
    await overlay.getByRole('button', { name: 'Skip Animation' }).click({ timeout: 2000 })
    await expect(overlay).toBeHidden({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await expect(tile(page, 'Camel Blazer')).toBeVisible()

  // Same visit (same tab): not again.
  await page.reload()
  await expect(page.getByRole('heading', { name: studio.capsuleName, level: 1 })).toBeVisible()
  await expect(overlay).toBeHidden()
  await clickUntilVisible(
    tile(page, 'Silk Blouse'),
    page.getByRole('dialog', { name: 'Silk Blouse' }),
  )
})

test('A client who prefers reduced motion never sees the opening animation', async ({
  browser,
}) => {
  const page = await visitorPage(browser, { reducedMotion: 'reduce' })
  await holdOpeningAnimation(page)
  await openGate(page)
  await enterPassword(page)
  await expect(page.getByRole('heading', { name: studio.capsuleName, level: 1 })).toBeVisible()
  await expect(itemTiles(page)).toHaveCount(ITEMS.length)
  await expect(intro(page)).toBeHidden()
  // Nothing covers the capsule: an item opens at once.
  await clickUntilVisible(
    tile(page, 'Straight Jeans'),
    page.getByRole('dialog', { name: 'Straight Jeans' }),
  )
  await page.context().close()
})

test("The open capsule shows the stylist's changes at the client's next visit, and is gone when unpublished", async ({
  browser,
  page,
}) => {
  // The open page is rendered once and shared by its visitors: it must follow every change.
  const owner = await browser.newContext({ storageState: studio.ownerState })
  const api = owner.request
  const name = `Weekend Away ${Date.now().toString(36)}`
  const capsuleForm = { clientId: studio.clientId, name, description: 'Pack light.' }
  const ownerPage = await owner.newPage()
  const capsuleId = await newCapsule(ownerPage, capsuleForm)
  const itemForm = { name: 'Linen Shirt', category: 'Tops', price: '€90' }
  const itemId = await newItem(ownerPage, { capsuleId, ...itemForm })

  const items = page.getByRole('region', { name: 'Items' })
  await page.goto(`/capsule/${capsuleId}`)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(items.getByText('Linen Shirt')).toBeVisible()
  await expect(items.getByText('€90')).toBeVisible()

  // The stylist renames and reprices the piece, and adds another.
  await ok(
    api.post(`/dashboard/capsules/${capsuleId}`, {
      form: {
        intent: 'update-item',
        id: itemId,
        ...itemForm,
        name: 'Linen Overshirt',
        price: '€95',
      },
    }),
    'item edit',
  )
  await ok(
    api.post(`/dashboard/capsules/${capsuleId}`, {
      form: { intent: 'create-item', name: 'Espadrilles', category: 'Shoes' },
    }),
    'second item',
  )
  await page.reload()
  await expect(items.getByText('Linen Overshirt')).toBeVisible()
  await expect(items.getByText('€95')).toBeVisible()
  await expect(items.getByText('Espadrilles')).toBeVisible()
  await expect(items.getByText('Linen Shirt', { exact: true })).toHaveCount(0)

  // Unpublished: the same link is not found any more.
  await ok(
    api.post('/dashboard/capsules', {
      form: { intent: 'update-capsule', id: capsuleId, ...capsuleForm, passwordAction: 'keep' },
    }),
    'unpublish',
  )
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Capsule not found' })).toBeVisible()
  await owner.close()
})

test("A draft's link is not found for a visitor, and its owner previews it with a banner", async ({
  browser,
  page,
}) => {
  const response = await page.goto(`/capsule/${studio.draftId}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Capsule not found' })).toBeVisible()
  await expect(page.getByText(studio.draftName)).toHaveCount(0)

  const owner = await browser.newContext({ storageState: studio.ownerState })
  const preview = await owner.newPage()
  await preview.goto(`/capsule/${studio.draftId}`)
  await expect(preview.getByRole('heading', { name: studio.draftName, level: 1 })).toBeVisible()
  await expect(preview.getByText(/Draft preview/)).toBeVisible()
  // No gate for the owner, though the draft has a password.
  await expect(gateField(preview)).toHaveCount(0)
  await expect(preview.getByText('This capsule is still being prepared for you.')).toBeVisible()
  await owner.close()
})

test('The password gate and the open capsule pass axe and fit the window, every screen of it @phone', async ({
  page,
}) => {
  // Each screen: axe, no sideways scroll, and a screenshot in test-results/ to look at.
  await openGate(page)
  await expectScreenHolds(page, 'client-gate')
  await unlockAndSkip(page)
  await expectScreenHolds(page, 'client-capsule')
  await tile(page, 'Camel Blazer').click()
  await expect(page.getByRole('dialog', { name: 'Camel Blazer' })).toBeVisible()
  await expectScreenHolds(page, 'client-item', '[role="dialog"]')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Welcome Letter' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome Letter' })).toBeVisible()
  await expectScreenHolds(page, 'client-welcome-letter', '[role="dialog"]')
  await page.keyboard.press('Escape')
  await page.getByRole('tab', { name: 'Cheat Sheets' }).click()
  await expectScreenHolds(page, 'client-cheat-sheets')
  await page.getByRole('button', { name: /Weekend Edit/ }).click()
  await expect(page.getByRole('dialog', { name: 'Weekend Edit' })).toBeVisible()
  await expectScreenHolds(page, 'client-cheat-sheet', '[role="dialog"]')
})
