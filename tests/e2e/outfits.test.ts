import { waitForHydration } from './support/hydration'
import { newCapsule, newClient, newItem } from './support/studio'
import { newStylist } from './support/stylist'
import { allowConsoleErrors, expect, type Locator, type Page, test } from './support/test'

type NewItem = { name: string; brand: string; category: string }

const ITEMS: NewItem[] = [
  { name: 'Camel Blazer', brand: 'Sézane', category: 'Outerwear' },
  { name: 'Straight Jeans', brand: 'Levi’s', category: 'Bottoms' },
  { name: 'Leather Loafers', brand: 'Jonak', category: 'Shoes' },
]

/**
 * A client, her capsule and its items, written for her (their screens have journeys of their
 * own); ends on the capsule page.
 */
async function capsuleWithItems(page: Page, items: NewItem[]) {
  const clientId = await newClient(page, 'Margot Laurent')
  const capsuleId = await newCapsule(page, { clientId, name: 'Spring in Paris' })
  for (const item of items) await newItem(page, { capsuleId, ...item })
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Spring in Paris', level: 1 })).toBeVisible()
}

/** New Outfit on the capsule page's Outfits tab; ends in the outfit editor. */
async function newOutfit(page: Page, name: string) {
  await page.getByRole('tab', { name: /Outfits/ }).click()
  await page.getByRole('button', { name: 'New Outfit' }).first().click()
  const prompt = page.getByRole('dialog', { name: 'New Outfit' })
  await prompt.getByLabel('Outfit name').fill(name)
  await prompt.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/\/dashboard\/capsules\/[^/]+\/outfits\/[^/]+$/)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
}

const currentOutfit = (page: Page) => page.getByRole('region', { name: /Current Outfit/ })
const itemNames = (page: Page) => currentOutfit(page).getByRole('listitem').getByRole('heading')

/** Adds items by clicking them in the open Add Items dialog, waiting for each to leave the list. */
async function addFromDialog(dialog: Locator, names: string[]) {
  for (const name of names) {
    const tile = dialog.getByRole('button', { name: new RegExp(name) })
    await tile.click()
    await expect(tile).toHaveCount(0)
  }
}

const center = async (locator: Locator) => {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not visible')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * Waits for the next reorder to be saved by the server and the page's data to be reloaded after
 * it, so the next drag starts on a settled grid. Answers the save's response.
 */
async function reorderSaved(page: Page) {
  const [saved] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/outfits\//.test(response.url()) &&
        (response.request().postData() ?? '').includes('intent=reorder'),
    ),
    page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && /\/outfits\/.+\.data/.test(response.url()),
    ),
  ])
  return saved
}

/**
 * Picks a piece up with the keyboard and waits until arrows move it: dnd-kit's keyboard sensor
 * starts listening for them one task after the pick-up, so an arrow pressed before that task runs
 * is lost. A task queued after the announcement runs after the sensor's.
 */
async function pickUp(page: Page, key: 'Space' | 'Enter', announcement: string) {
  await page.keyboard.press(key)
  await expect(page.getByText(announcement)).toBeAttached()
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
}

test('Stylist builds an outfit, orders its pieces by mouse and by keyboard, renames it, deletes it and undoes the delete', async ({
  page,
}) => {
  await newStylist(page, 'outfits')
  await capsuleWithItems(page, ITEMS)

  await newOutfit(page, 'Gallery Opening')

  await expect(page.getByText('For Margot Laurent')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Current Outfit (0 items)' })).toBeVisible()
  await expect(page.getByText('No items in this outfit yet')).toBeVisible()

  // Add the three pieces; the dialog stays open between clicks.
  await page.getByRole('button', { name: 'Add Your First Item' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Items to Outfit' })
  await expect(dialog).toContainText('Selecting from Spring in Paris items • 3 items available')
  await dialog.getByRole('searchbox', { name: 'Search items' }).fill('JONAK')
  await expect(dialog.getByRole('listitem')).toHaveCount(1)
  await dialog.getByRole('searchbox', { name: 'Search items' }).fill('nothing like this')
  await expect(dialog.getByText('No items match your search.')).toBeVisible()
  await dialog.getByRole('searchbox', { name: 'Search items' }).fill('')
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('Bottoms')
  await expect(dialog.getByRole('listitem')).toHaveCount(1)
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('')
  await addFromDialog(dialog, ['Camel Blazer', 'Straight Jeans', 'Leather Loafers'])
  await expect(dialog).toContainText('0 items available')
  await expect(dialog.getByText('All items are already in this outfit.')).toBeVisible()
  await expect(dialog.getByRole('searchbox', { name: 'Search items' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()

  await expect(page.getByRole('heading', { name: 'Current Outfit (3 items)' })).toBeVisible()
  await expect(itemNames(page)).toHaveText(['Camel Blazer', 'Straight Jeans', 'Leather Loafers'])

  // Drag the loafers to the front with the mouse.
  const loafersHandle = page.getByRole('button', { name: 'Move Leather Loafers', exact: true })
  const from = await center(loafersHandle)
  const to = await center(currentOutfit(page).getByRole('listitem').first())
  let saved = reorderSaved(page)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x - 12, from.y, { steps: 4 })
  await page.mouse.move(to.x, to.y, { steps: 16 })
  await page.mouse.up()
  await expect(itemNames(page)).toHaveText(['Leather Loafers', 'Camel Blazer', 'Straight Jeans'])
  expect((await saved).status()).toBe(200)

  // Then move them one place on with the keyboard alone: focus the handle, Space, arrow, Space.
  saved = reorderSaved(page)
  await loafersHandle.focus()
  await pickUp(page, 'Space', 'Picked up Leather Loafers, in position 1 of 3.')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByText('Leather Loafers moved to position 2 of 3.')).toBeAttached()
  await page.keyboard.press('Space')
  await expect(page.getByText('Leather Loafers dropped in position 2 of 3.')).toBeAttached()
  await expect(itemNames(page)).toHaveText(['Camel Blazer', 'Leather Loafers', 'Straight Jeans'])
  expect((await saved).status()).toBe(200)
  await expect(loafersHandle).toBeFocused()

  // A save that fails puts the previous order back and says so.
  const isReorder = (body: string | null) => (body ?? '').includes('intent=reorder')
  // The cut-off save, as the browser's console reports it.
  allowConsoleErrors(page, /^Failed to load resource: net::ERR_FAILED /)
  await page.route(/\/outfits\//, (route) =>
    isReorder(route.request().postData()) ? route.abort() : route.continue(),
  )
  await loafersHandle.focus()
  await pickUp(page, 'Enter', 'Picked up Leather Loafers, in position 2 of 3.')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByText('Leather Loafers moved to position 1 of 3.')).toBeAttached()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Leather Loafers dropped in position 1 of 3.')).toBeAttached()
  await expect(
    page.getByText('The new order could not be saved, so the previous order is back.'),
  ).toBeVisible()
  await expect(itemNames(page)).toHaveText(['Camel Blazer', 'Leather Loafers', 'Straight Jeans'])
  await page.unroute(/\/outfits\//)

  // The saved order is kept.
  await page.reload()
  await expect(itemNames(page)).toHaveText(['Camel Blazer', 'Leather Loafers', 'Straight Jeans'])

  // Remove one, with the keyboard: the focus stays in the grid (the page's script keeps it there,
  // so the reloaded page must have hydrated; before that, Enter would post the form as a page).
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Remove Straight Jeans from outfit' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Current Outfit (2 items)' })).toBeVisible()
  await expect(itemNames(page)).toHaveText(['Camel Blazer', 'Leather Loafers'])
  await expect(loafersHandle).toBeFocused()

  // Rename by clicking the title, saved with Enter; describe it, saved on leaving the field.
  await page.getByRole('heading', { name: 'Gallery Opening', level: 1 }).click()
  await page.getByRole('textbox', { name: 'Outfit name' }).fill('Gallery Night')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Gallery Night', level: 1 })).toBeVisible()
  await page.getByLabel('Description').fill('Vernissage at the Marais, then dinner.')
  await page.getByRole('heading', { name: 'Current Outfit (2 items)' }).click()
  await expect(page.getByText('Saved', { exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Gallery Night', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Description')).toHaveValue('Vernissage at the Marais, then dinner.')

  // Back on the capsule's Outfits tab, the card sums it up; deleting asks first.
  await page.getByRole('link', { name: 'Back to Spring in Paris' }).click()
  await expect(page).toHaveURL(/\?tab=outfits$/)
  const card = page.getByRole('listitem').filter({ hasText: 'Gallery Night' })
  await expect(card).toContainText('Vernissage at the Marais, then dinner.')
  await expect(card).toContainText('2 items selected')
  await card.getByRole('button', { name: 'Delete Gallery Night' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Gallery Night?' })
  await expect(confirm).toContainText(
    'Delete this outfit? Its 2 items stay in the capsule. You can undo this for a few seconds.',
  )
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No outfits created yet.')).toBeVisible()
  await expect(page.getByText('Gallery Night deleted')).toBeVisible()

  // Undo brings it back with its pieces in their order.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Restored')).toBeVisible()
  await expect(card).toContainText('2 items selected')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('Stylist puts an outfit together on her phone @phone', async ({ page }) => {
    await newStylist(page, 'outfits-phone')
    await capsuleWithItems(page, ITEMS.slice(0, 2))

    // An empty name creates nothing, and the question stays open saying what is missing.
    await page.getByRole('tab', { name: /Outfits/ }).click()
    await page.getByRole('button', { name: 'New Outfit' }).first().click()
    const prompt = page.getByRole('dialog', { name: 'New Outfit' })
    await prompt.getByRole('button', { name: 'Create' }).click()
    await expect(prompt.getByText('Enter an outfit name.')).toBeVisible()
    await prompt.getByRole('button', { name: 'Cancel' }).click()
    await expect(prompt).toBeHidden()
    await expect(page.getByText('No outfits created yet.')).toBeVisible()

    await newOutfit(page, 'Sunday Brunch')
    await page.getByRole('button', { name: 'Add Your First Item' }).tap()
    const dialog = page.getByRole('dialog', { name: 'Add Items to Outfit' })
    await addFromDialog(dialog, ['Straight Jeans', 'Camel Blazer'])
    await dialog.getByRole('button', { name: 'Done' }).tap()
    await expect(itemNames(page)).toHaveText(['Straight Jeans', 'Camel Blazer'])

    // Touch screens have no hover: the remove buttons and drag handles show without one.
    const remove = page.getByRole('button', { name: 'Remove Camel Blazer from outfit' })
    await expect(remove).toHaveCSS('opacity', '1')
    await expect(
      page.getByRole('button', { name: 'Move Camel Blazer', exact: true }),
    ).toBeInViewport()
    await remove.tap()
    await expect(page.getByRole('heading', { name: 'Current Outfit (1 item)' })).toBeVisible()

    // Nothing is wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })
})
