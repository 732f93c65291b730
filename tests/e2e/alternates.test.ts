import { SHOP_PAGES, type ShopFixtures, startShopFixtures } from '../support/shop-fixtures'
import { expectScreenHolds } from './support/axe'
import { openClientCapsule } from './support/client-page'
import { failSaves, NETWORK_ERROR } from './support/failures'
import { clickUntilVisible, waitForHydration } from './support/hydration'
import { newCapsule, newClient, ok, uploadPhoto } from './support/studio'
import { newStylist } from './support/stylist'
import { expect, type Page, test } from './support/test'

// Alternates (issue 29): the stylist backs up a to-buy coat with a trench of the capsule and a
// cardigan from a shop link (the fixture shop on loopback, read by the server) and gives the coat
// a fit note; her client, on her phone, opens the coat and finds "If it’s sold out:" with both,
// reacts to the cardigan and ticks it Bought under the coat on her Shopping list.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

let shop: ShopFixtures
test.beforeAll(async () => {
  shop = await startShopFixtures()
})
test.afterAll(() => shop.close())

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })

async function openAddAlternate(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Add alternate to Camel Coat' })
  await clickUntilVisible(page.getByRole('button', { name: 'Add alternate to Camel Coat' }), dialog)
  return dialog
}

test('A stylist backs up a to-buy piece with alternates; her client sees them if it sells out and buys one @phone', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const stylistContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const stylist = await stylistContext.newPage()
  await newStylist(stylist, 'alternates')
  const clientId = await newClient(stylist, 'Margot Lefèvre')
  const capsuleId = await newCapsule(stylist, {
    clientId,
    name: `Autumn in Lyon ${Date.now().toString(36)}`,
  })
  for (const [name, price, colour] of [
    ['Camel Coat', '390', '#b08155'],
    ['Stone Trench', '320', '#c9b89a'],
  ] as const) {
    await ok(
      stylist.request.post(`/dashboard/capsules/${capsuleId}`, {
        form: {
          intent: 'create-item',
          name,
          price,
          priceCurrency: 'EUR',
          ownership: 'to_buy',
          photoUpload: await uploadPhoto(stylist, colour),
        },
      }),
      name,
    )
  }

  // --- The stylist, at 1280 px: the trench from the capsule goes under the coat.
  await stylist.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(stylist)
  let dialog = await openAddAlternate(stylist)
  await expectScreenHolds(stylist, 'add alternate', '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Stone Trench' }).click()
  await dialog.getByRole('button', { name: 'Add alternate' }).click()
  await expect(dialog).toBeHidden()
  const coat = cardOf(stylist, 'Camel Coat')
  const alternates = coat.getByRole('list', { name: 'Alternates of Camel Coat' })
  await expect(alternates).toContainText('Stone Trench')
  await expect(coat).toContainText('Alternates (1)')
  await expect(cardOf(stylist, 'Stone Trench')).toHaveCount(0)
  await expect(stylist.getByText('1 piece · 1 alternate')).toBeVisible()

  // A link that is no product page is refused where she typed it, and stays; then the shop's page.
  dialog = await openAddAlternate(stylist)
  await dialog.getByText('From a shop link').click()
  const link = dialog.getByRole('textbox', { name: 'Shop link' })
  await link.fill(shop.url(SHOP_PAGES.notHtml))
  await dialog.getByRole('button', { name: 'Add alternate' }).click()
  await expect(dialog.getByRole('alert')).toContainText('product page')
  await expect(link).toHaveValue(shop.url(SHOP_PAGES.notHtml))
  await link.fill(shop.url(SHOP_PAGES.jsonLd))
  // The connection drops as she sends it: told so, the link still there to send again.
  await failSaves(stylist, (route) => route.abort('internetdisconnected'))
  await dialog.getByRole('button', { name: 'Add alternate' }).click()
  await expect(dialog.getByRole('alert')).toContainText(NETWORK_ERROR)
  await expect(link).toHaveValue(shop.url(SHOP_PAGES.jsonLd))
  await stylist.unrouteAll({ behavior: 'wait' })
  await dialog.getByRole('button', { name: 'Add alternate' }).click()
  await expect(dialog).toBeHidden()
  await expect(alternates.getByRole('listitem')).toHaveText([
    /Stone Trench/,
    /Gaspard Cardigan & Belt/,
  ])
  await expectScreenHolds(stylist, 'items tab with alternates')

  // The coat's fit note, from the item form.
  await coat.getByRole('button', { name: 'Edit Camel Coat' }).click()
  const edit = stylist.getByRole('dialog', { name: 'Edit Item' })
  await edit.getByLabel('Fit note (optional)').fill('Runs small — size up')
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(edit).toBeHidden()

  // The dialog at 390 px too.
  await stylist.setViewportSize({ width: 390, height: 844 })
  dialog = await openAddAlternate(stylist)
  await expectScreenHolds(stylist, 'add alternate', '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  // --- Her client, at 390 px.
  const phone = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' })
  const page = await phone.newPage()
  await openClientCapsule(page, `/capsule/${capsuleId}`)
  const grid = page.getByRole('region', { name: 'Items' })
  // Only the coat is in the grid: its alternates wait under it.
  await expect(grid.getByRole('listitem')).toHaveCount(1)
  await expectScreenHolds(page, 'client items with alternates')
  const detail = page.getByRole('dialog', { name: 'Camel Coat' })
  await clickUntilVisible(grid.getByRole('button', { name: /Camel Coat/ }).first(), detail)
  await expect(detail).toContainText('Runs small — size up')
  const backups = detail.getByRole('region', { name: 'If it’s sold out:' })
  await expect(backups.getByRole('button')).toHaveText([/Stone Trench/, /Gaspard Cardigan & Belt/])
  await expectScreenHolds(page, 'piece with alternates', '[role="dialog"]')

  // The cardigan's own detail, with its own reactions.
  await backups.getByRole('button', { name: /Gaspard Cardigan/ }).click()
  const cardigan = page.getByRole('dialog', { name: 'Gaspard Cardigan & Belt' })
  await expect(cardigan.getByText('An alternate to Camel Coat')).toBeVisible()
  const love = cardigan
    .getByRole('group', { name: 'Your reaction to Gaspard Cardigan & Belt' })
    .getByRole('button', { name: 'Love it' })
  await love.click()
  await expect(love).toHaveAttribute('aria-pressed', 'true')
  await cardigan.getByRole('button', { name: 'Close' }).click()
  await expect(cardigan).toBeHidden()

  // Her Shopping list: the alternates under the coat, each with its own Bought.
  const list = page.getByRole('region', { name: 'Shopping list' })
  await clickUntilVisible(page.getByRole('tab', { name: 'Shopping list' }), list)
  const under = list.getByRole('list', { name: 'Alternates of Camel Coat' })
  await expect(under.getByRole('listitem')).toHaveText([/Stone Trench/, /Gaspard Cardigan/])
  await under.getByRole('checkbox', { name: 'Bought Gaspard Cardigan & Belt' }).check()
  await expect(
    under.getByRole('checkbox', { name: 'Bought Gaspard Cardigan & Belt' }),
  ).toBeChecked()
  await expect(list.getByText('Spent', { exact: true }).locator('..')).toContainText('€165')
  await expectScreenHolds(page, 'shopping list with alternates')

  // It stays bought on her next visit.
  await openClientCapsule(page, `/capsule/${capsuleId}`)
  await clickUntilVisible(page.getByRole('tab', { name: 'Shopping list' }), list)
  await expect(
    under.getByRole('checkbox', { name: 'Bought Gaspard Cardigan & Belt' }),
  ).toBeChecked()

  await phone.close()
  await stylistContext.close()
})
