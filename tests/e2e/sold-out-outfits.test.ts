import { startStockShop } from '../support/stock-shop'
import { expectScreenHolds } from './support/axe'
import { openClientCapsule } from './support/client-page'
import { clickUntilVisible, waitForHydration } from './support/hydration'
import { newCapsule, newCheatSheet, newClient, newItem, newOutfit, ok } from './support/studio'
import { newStylist } from './support/stylist'
import { expect, test } from './support/test'

// A sold-out piece never stands in an outfit unmarked (issue 40): after a stock check finds the
// navy blazer sold out, her client's outfit and cheat sheet show its alternate in its place, as
// the Items tab does, the sold-out boots (no alternate) marked "Sold out"; her outfit editor and
// her outfit cards say which outfits hold a sold-out piece.

test('A sold-out piece in an outfit shows its alternate to her client, and her outfit editor flags it @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  // Each page takes a moment: the check's progress shows while it runs.
  const shop = await startStockShop('127.0.0.1', 1500)
  await newStylist(page, 'sold-out-outfits')
  const clientName = `Beatrice Hale ${Date.now().toString(36)}`
  const clientId = await newClient(page, clientName)
  const capsuleId = await newCapsule(page, { clientId, name: 'Office in Bath' })
  const ids: Record<string, string> = {}
  for (const [name, slug, photoColour] of [
    ['Navy Blazer', 'blazer', '#1f2a44'],
    ['Linen Blazer', 'linen', '#d8cdb8'],
    ['Black Boots', 'boots', '#1b1b1b'],
    ['White Tee', 'tee', '#f4f1ea'],
  ] as const) {
    shop.set(slug, { availability: 'InStock', price: '120.00', currency: 'EUR' })
    ids[name] = await newItem(page, {
      capsuleId,
      name,
      price: 'EUR 120',
      link: shop.url(slug),
      photoColour,
    })
  }
  await ok(
    page.request.post(`/dashboard/capsules/${capsuleId}`, {
      form: {
        intent: 'add-alternate-from-capsule',
        pieceId: ids['Navy Blazer']!,
        itemId: ids['Linen Blazer']!,
      },
    }),
    'alternate',
  )
  const outfitPath = async (name: string, pieces: string[]) =>
    `/dashboard/capsules/${capsuleId}/outfits/${await newOutfit(
      page,
      capsuleId,
      name,
      pieces.map((piece) => ids[piece]!),
    )}`
  const outfits = {
    'Office Monday': await outfitPath('Office Monday', ['Navy Blazer', 'White Tee']),
    'Weekend walk': await outfitPath('Weekend walk', ['Black Boots', 'White Tee']),
  }
  // An outfit she has not filled yet: flagged for her, left out of her client's page.
  await newOutfit(page, capsuleId, 'Evening out')
  await newCheatSheet(page, capsuleId, 'Week one', [ids['Navy Blazer']!, ids['White Tee']!])

  // The shop sells out the navy blazer and the boots; her check finds it.
  shop.set('blazer', { availability: 'OutOfStock', price: '120.00', currency: 'EUR' })
  shop.set('boots', { availability: 'OutOfStock', price: '120.00', currency: 'EUR' })
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  const panel = page.getByRole('region', { name: 'Stock and prices' })
  await panel.getByRole('button', { name: 'Check stock and prices' }).click()
  // Everything it reads is counted, the alternate too; the result comes without a reload.
  await expect(panel).toContainText(/Checking 4 shop links… \d read so far/)
  await expect(panel).toContainText('2 sold out', { timeout: 30_000 })

  // Her outfit cards and editor say which outfits hold a sold-out piece, and what her client sees.
  await page.goto(`/dashboard/capsules/${capsuleId}?tab=outfits`)
  const card = (name: string) => page.getByRole('listitem').filter({ hasText: name })
  await expect(card('Office Monday')).toContainText('Navy Blazer sold out')
  await expect(card('Weekend walk')).toContainText('Black Boots sold out')
  await expect(card('Evening out')).toContainText('No pieces yet: not on her page')
  await expectScreenHolds(page, 'outfits-tab-flags')
  await page.goto(`/dashboard/capsules/${capsuleId}?tab=cheat-sheets`)
  await expect(card('Week one')).toContainText('Navy Blazer sold out')
  await page.goto(outfits['Office Monday'])
  await waitForHydration(page)
  await expect(page.getByRole('status').filter({ hasText: 'sold out' })).toContainText(
    `Navy Blazer is sold out: ${clientName} sees Linen Blazer in its place.`,
  )
  await expectScreenHolds(page, 'outfit-editor-sold-out')
  await page.goto(outfits['Weekend walk'])
  await expect(page.getByRole('status').filter({ hasText: 'sold out' })).toContainText(
    'Black Boots is sold out, with no alternate: add one, or change the outfit.',
  )

  // Her client, on her phone: the outfit shows the linen blazer in the navy one's place.
  const context = await browser.newContext({
    viewport: page.viewportSize()!,
    isMobile: test.info().project.name === 'phone',
    hasTouch: test.info().project.name === 'phone',
    reducedMotion: 'reduce',
  })
  const her = await context.newPage()
  await openClientCapsule(her, `/capsule/${capsuleId}`)
  await her.getByRole('tab', { name: 'Outfits' }).click()
  const office = her.getByRole('dialog', { name: 'Office Monday' })
  await expect(her.getByText('Evening out')).toHaveCount(0)
  await clickUntilVisible(her.getByRole('button', { name: /Office Monday/ }), office)
  // It opens at its top: nothing scrolls the sheet down to its reactions.
  await expect(office.getByRole('heading', { name: 'Office Monday' })).toBeInViewport()
  const pieces = office.getByRole('list', { name: 'Pieces' }).getByRole('listitem')
  await expect(pieces).toHaveCount(2)
  await expect(pieces.first()).toContainText('Linen Blazer')
  await expect(pieces.first()).toContainText('Instead of Navy Blazer — sold out')
  await expectScreenHolds(her, 'client-outfit-stand-in', '[role="dialog"]')
  // The sold-out piece is one tap away.
  await pieces.first().getByRole('button', { name: 'Instead of Navy Blazer — sold out' }).click()
  await expect(her.getByRole('dialog', { name: 'Navy Blazer' })).toContainText('Sold out')
  // Closing it brings her back to the outfit, where she was.
  await her.keyboard.press('Escape')
  await expect(her.getByRole('dialog', { name: 'Navy Blazer' })).toHaveCount(0)
  await expect(office).toBeVisible()
  await her.keyboard.press('Escape')

  await her.getByRole('tab', { name: 'Outfits' }).click()
  const weekend = her.getByRole('dialog', { name: 'Weekend walk' })
  await clickUntilVisible(her.getByRole('button', { name: /Weekend walk/ }), weekend)
  await expect(
    weekend.getByRole('list', { name: 'Pieces' }).getByRole('listitem').first(),
  ).toContainText('Sold out')
  await her.keyboard.press('Escape')

  // Her cheat sheet does the same.
  await her.getByRole('tab', { name: 'Cheat Sheets' }).click()
  const week = her.getByRole('dialog', { name: 'Week one' })
  await clickUntilVisible(her.getByRole('button', { name: /Week one/ }), week)
  await expect(week).toContainText('Linen Blazer')
  await expect(week).toContainText('Instead of Navy Blazer — sold out')
  await context.close()
  await shop.close()
})
