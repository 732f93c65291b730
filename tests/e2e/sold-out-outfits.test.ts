import { startStockShop } from '../support/stock-shop'
import { expectScreenHolds } from './support/axe'
import { openClientCapsule } from './support/client-page'
import { clickUntilVisible, waitForHydration } from './support/hydration'
import { newCapsule, newClient, ok, uploadPhoto } from './support/studio'
import { signUpAndConfirm } from './support/stylist'
import { expect, type Page, test } from './support/test'

// A sold-out piece never stands in an outfit unmarked (issue 40): after a stock check finds the
// navy blazer sold out, her client's outfit and cheat sheet show its alternate in its place, as
// the Items tab does, the sold-out boots (no alternate) marked "Sold out"; her outfit editor and
// her outfit cards say which outfits hold a sold-out piece.

/** The capsule's pieces by name (the Duplicate dialog's own list). */
async function pieceIds(page: Page, capsuleId: string) {
  const answered = await ok(page.request.get(`/dashboard/capsules/${capsuleId}/pieces`), 'pieces')
  const { pieces } = (await answered.json()) as { pieces: { id: string; name: string }[] }
  return Object.fromEntries(pieces.map((piece) => [piece.name, piece.id]))
}

test('A sold-out piece in an outfit shows its alternate to her client, and her outfit editor flags it @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  // Each page takes a moment: the check's progress shows while it runs.
  const shop = await startStockShop('127.0.0.1', 1500)
  await signUpAndConfirm(page, 'sold-out-outfits')
  const clientName = `Beatrice Hale ${Date.now().toString(36)}`
  const clientId = await newClient(page, clientName)
  const capsuleId = await newCapsule(page, { clientId, name: 'Office in Bath' })
  for (const [name, slug, colour] of [
    ['Navy Blazer', 'blazer', '#1f2a44'],
    ['Linen Blazer', 'linen', '#d8cdb8'],
    ['Black Boots', 'boots', '#1b1b1b'],
    ['White Tee', 'tee', '#f4f1ea'],
  ] as const) {
    shop.set(slug, { availability: 'InStock', price: '120.00', currency: 'EUR' })
    await ok(
      page.request.post(`/dashboard/capsules/${capsuleId}`, {
        form: {
          intent: 'create-item',
          name,
          price: 'EUR 120',
          link: shop.url(slug),
          photoUpload: await uploadPhoto(page, colour),
        },
      }),
      name,
    )
  }
  const ids = await pieceIds(page, capsuleId)
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
  const outfits: Record<string, string> = {}
  for (const [name, pieces] of [
    ['Office Monday', ['Navy Blazer', 'White Tee']],
    ['Weekend walk', ['Black Boots', 'White Tee']],
  ] as const) {
    const created = await ok(
      page.request.post(`/dashboard/capsules/${capsuleId}`, {
        form: { intent: 'create-outfit', name },
      }),
      name,
    )
    outfits[name] = new URL(created.url()).pathname
    for (const piece of pieces) {
      await ok(
        page.request.post(outfits[name]!, { form: { intent: 'add-item', itemId: ids[piece]! } }),
        `${name}: ${piece}`,
      )
    }
  }
  // An outfit she has not filled yet: flagged for her, left out of her client's page.
  await ok(
    page.request.post(`/dashboard/capsules/${capsuleId}`, {
      form: { intent: 'create-outfit', name: 'Evening out' },
    }),
    'empty outfit',
  )
  const sheet = new URLSearchParams({ intent: 'create-cheat-sheet', name: 'Week one' })
  for (const piece of ['Navy Blazer', 'White Tee']) sheet.append('itemIds', ids[piece]!)
  await ok(
    page.request.post(`/dashboard/capsules/${capsuleId}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: sheet.toString(),
    }),
    'cheat sheet',
  )

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
  await page.goto(outfits['Office Monday']!)
  await waitForHydration(page)
  await expect(page.getByRole('status').filter({ hasText: 'sold out' })).toContainText(
    `Navy Blazer is sold out: ${clientName} sees Linen Blazer in its place.`,
  )
  await expectScreenHolds(page, 'outfit-editor-sold-out')
  await page.goto(outfits['Weekend walk']!)
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
