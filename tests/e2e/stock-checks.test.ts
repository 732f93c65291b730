import { startStockShop } from '../support/stock-shop'
import { expectScreenHolds } from './support/axe'
import { openClientCapsule } from './support/client-page'
import { clickUntilVisible, waitForHydration } from './support/hydration'
import { firstLink, listEmails, waitForEmail } from './support/mail'
import { keepScreenshot } from './support/screenshot'
import { newCapsule, newClient, ok, uploadPhoto } from './support/studio'
import { newStylist, uniqueEmail } from './support/stylist'
import { expect, test } from './support/test'

// Her client's shopping list survives a sell-out: the stylist's pieces have shop links on a
// shop (on loopback) whose pages change; she gives the dress an alternate and a fit note, checks
// stock and prices from the capsule's page, sees the dress sold out and the coat cheaper, tells
// her client by e-mail in one click, sees the same on the capsule's card, and sets her checks to
// weekly. Her client, at 390 px, finds the alternate in the dress's place and the coat's price
// drop.

test('Check stock and prices: a sell-out and a price drop found, told to her client, shown on her phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const shop = await startStockShop()
  shop.set('dress', { availability: 'InStock', price: '240.00', currency: 'EUR' })
  shop.set('coat', { availability: 'InStock', price: '120.00', currency: 'EUR' })
  shop.set('linen', { availability: 'InStock', price: '180.00', currency: 'EUR' })

  await newStylist(page, 'stock')
  const clientEmail = uniqueEmail('margot-stock')
  const clientId = await newClient(page, 'Margot Lefèvre', clientEmail)
  const capsuleName = `Spring in Paris ${Date.now().toString(36)}`
  const capsuleId = await newCapsule(page, {
    clientId,
    name: capsuleName,
  })
  for (const [name, slug, price, colour] of [
    ['Silk Dress', 'dress', 'EUR 240', '#8a5a6b'],
    ['Trench Coat', 'coat', 'EUR 120', '#b59b72'],
    ['Linen Dress', 'linen', 'EUR 180', '#d8cdb8'],
  ] as const) {
    await ok(
      page.request.post(`/dashboard/capsules/${capsuleId}`, {
        form: {
          intent: 'create-item',
          name,
          price,
          link: shop.url(slug),
          photoUpload: await uploadPhoto(page, colour),
        },
      }),
      name,
    )
  }

  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  const panel = page.getByRole('region', { name: 'Stock and prices' })
  await expect(panel).toContainText('Not checked yet: 3 pieces with a shop link.')

  // The linen dress backs up the silk one; the silk one runs small.
  const addAlternate = page.getByRole('dialog', { name: 'Add alternate to Silk Dress' })
  await clickUntilVisible(
    page.getByRole('button', { name: 'Add alternate to Silk Dress' }),
    addAlternate,
  )
  await addAlternate.getByRole('button', { name: 'Linen Dress' }).click()
  await addAlternate.getByRole('button', { name: 'Add alternate' }).click()
  await expect(addAlternate).toBeHidden()
  const silk = page
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Silk Dress', exact: true }) })
  await expect(silk.getByRole('list', { name: 'Alternates of Silk Dress' })).toContainText(
    'Linen Dress',
  )
  await silk.getByRole('button', { name: 'Edit Silk Dress' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Item' })
  await edit.getByLabel('Fit note (optional)').fill('Runs small — size up')
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(edit).toBeHidden()

  // The shop sells out the dress and lowers the coat.
  shop.set('dress', { availability: 'OutOfStock', price: '240.00', currency: 'EUR' })
  shop.set('coat', { availability: 'InStock', price: '89.00', currency: 'EUR' })
  await panel.getByRole('button', { name: 'Check stock and prices' }).click()
  await expect(panel).toContainText('1 sold out · 1 price drop', { timeout: 30_000 })
  await expect(panel).toContainText(
    'Silk Dress is sold out. Margot Lefèvre sees Linen Dress in its place.',
  )
  await expect(panel).toContainText('Trench Coat: price drop from €120 to €89.')
  expect(shop.requests.map((request) => request.userAgent)).toEqual(
    Array.from({ length: 3 }, () => expect.stringMatching(/^CapsuleStudio\//)),
  )
  // Her cards say it too.
  await expect(silk).toContainText('Sold out')
  await expect(
    page
      .getByRole('region', { name: 'Items' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Trench Coat', exact: true }) }),
  ).toContainText('Price drop: now €89')
  // What is left to buy follows: the linen dress in the silk one's place, the coat at €89.
  await expect(
    page.getByRole('region', { name: 'Margot Lefèvre at a glance' }).getByRole('definition'),
  ).toHaveText(['€269'])
  await expectScreenHolds(page, 'capsule with stock found')
  await keepScreenshot(page, 'capsule-stock')

  // "Tell her" shows the e-mail first; Cancel sends nothing, Send sends what she read.
  await panel.getByRole('button', { name: 'Tell Margot Lefèvre' }).click()
  const preview = page.getByRole('dialog', { name: 'Tell Margot Lefèvre' })
  await expect(preview).toContainText(clientEmail)
  await expect(preview).toContainText('news about the pieces of')
  const body = preview.getByLabel('The e-mail’s text')
  await expect(body).toContainText('Silk Dress is sold out: Linen Dress is in its place.')
  await expect(body).toContainText('Trench Coat is now €89 (was €120).')
  await expectScreenHolds(page, 'stock e-mail preview', '[role="dialog"]')
  await keepScreenshot(page, 'stock-email-preview', { fullPage: false })
  await preview.getByRole('button', { name: 'Cancel' }).click()
  await expect(preview).toBeHidden()
  expect(await listEmails(clientEmail)).toEqual([])
  await panel.getByRole('button', { name: 'Tell Margot Lefèvre' }).click()
  await preview.getByRole('button', { name: 'Send' }).click()
  await expect(panel).toContainText('Told Margot Lefèvre')
  const mail = await waitForEmail(clientEmail, 'news about the pieces of')
  expect(mail.text).toContain('Silk Dress is sold out: Linen Dress is in its place.')
  expect(mail.text).toContain('Trench Coat is now €89 (was €120).')

  // The capsule's card says it too.
  await page.goto('/dashboard/capsules')
  const card = page.getByRole('listitem').filter({ hasText: capsuleName })
  await expect(card).toContainText('1 sold out · 1 price drop')
  await keepScreenshot(page, 'capsule-card-stock')

  // Her checks, weekly from now on.
  await page.goto('/dashboard/account')
  await waitForHydration(page)
  await page.getByLabel('Stock and price checks').selectOption({ label: 'Every Monday morning' })
  await page.getByRole('button', { name: 'Save studio' }).click()
  await expect(page.getByText('Studio settings saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Stock and price checks')).toHaveValue('weekly')

  // The same capsule page on her phone.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  await expect(panel).toContainText('Told Margot Lefèvre')
  await expectScreenHolds(page, 'capsule with stock found')
  await keepScreenshot(page, 'capsule-stock')

  // --- Her client, at 390 px: the linen dress stands in for the sold-out silk one, whose
  // detail still says how it fits; the coat shows its price drop.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  })
  const client = await phone.newPage()
  await openClientCapsule(client, `/capsule/${capsuleId}`)
  const grid = client.getByRole('region', { name: 'Items' })
  const tiles = grid.getByRole('listitem')
  await expect(tiles).toHaveCount(2)
  await expect(tiles.first()).toContainText('Instead of Silk Dress — sold out')
  await expect(tiles.first()).toContainText('Linen Dress')
  await expect(tiles.nth(1)).toContainText('Price drop: was €120, now €89')
  await expectScreenHolds(client, 'capsule with a stand-in and a price drop')
  await keepScreenshot(client, 'client-stand-in')
  const linen = client.getByRole('dialog', { name: 'Linen Dress' })
  await clickUntilVisible(grid.getByRole('button', { name: /Linen Dress/ }).first(), linen)
  await linen.getByRole('button', { name: /Silk Dress/ }).click()
  const silkDetail = client.getByRole('dialog', { name: 'Silk Dress' })
  await expect(silkDetail).toContainText('Sold out')
  await expect(silkDetail).toContainText('Runs small — size up')
  await keepScreenshot(client, 'client-sold-out-detail', { fullPage: false })

  // The e-mail's link opens her Shopping list, the linen dress in the silk one's place.
  await openClientCapsule(client, firstLink(mail.text).replace(/^https?:\/\/[^/]+/, ''))
  const list = client.getByRole('region', { name: 'Shopping list' })
  await expect(list).toBeVisible()
  await expect(list.getByRole('list', { name: 'Alternates of Silk Dress' })).toContainText(
    'Instead of Silk Dress — sold out',
  )
  await expect(list.getByText(/^To buy €/)).toHaveText('To buy €269')
  await expectScreenHolds(client, 'shopping list after a stock check')

  await phone.close()
  await shop.close()
})
