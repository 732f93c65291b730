import { startStockShop } from '../support/stock-shop'
import { expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { waitForEmail } from './support/mail'
import { keepScreenshot } from './support/screenshot'
import { newCapsule, ok, uploadPhoto } from './support/studio'
import { signUpAndConfirm, uniqueEmail } from './support/stylist'
import { expect, test } from './support/test'

// Her client's shopping list survives a sell-out: the stylist's pieces have shop links on a
// shop (on loopback) whose pages change; she checks stock and prices from the capsule's page,
// sees the dress sold out and the coat cheaper, tells her client by e-mail in one click, sees
// the same on the capsule's card, and sets her checks to weekly.

test('Check stock and prices: a sell-out and a price drop found, told to her client, on the card', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const shop = await startStockShop()
  shop.set('dress', { availability: 'InStock', price: '240.00', currency: 'EUR' })
  shop.set('coat', { availability: 'InStock', price: '120.00', currency: 'EUR' })

  await signUpAndConfirm(page, 'stock')
  const clientEmail = uniqueEmail('margot-stock')
  await ok(
    page.request.post('/dashboard?index', {
      form: { intent: 'create-client', name: 'Margot Lefèvre', email: clientEmail },
    }),
    'client',
  )
  await page.goto('/dashboard')
  const clientHref = await page
    .locator('a[href^="/dashboard/clients/"]', { hasText: 'Margot Lefèvre' })
    .first()
    .getAttribute('href')
  const capsuleName = `Spring in Paris ${Date.now().toString(36)}`
  const capsuleId = await newCapsule(page, {
    clientId: clientHref!.split('/').pop()!,
    name: capsuleName,
  })
  for (const [name, slug, price, colour] of [
    ['Silk Dress', 'dress', 'EUR 240', '#8a5a6b'],
    ['Trench Coat', 'coat', 'EUR 120', '#b59b72'],
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
  await expect(panel).toContainText('Not checked yet: 2 pieces with a shop link.')

  // The shop sells out the dress and lowers the coat.
  shop.set('dress', { availability: 'OutOfStock', price: '240.00', currency: 'EUR' })
  shop.set('coat', { availability: 'InStock', price: '89.00', currency: 'EUR' })
  await panel.getByRole('button', { name: 'Check stock and prices' }).click()
  await expect(panel).toContainText('1 sold out · 1 price drop', { timeout: 30_000 })
  await expect(panel).toContainText('Silk Dress is sold out. No alternate left to stand in.')
  await expect(panel).toContainText('Trench Coat: price drop from €120 to €89.')
  expect(shop.requests.map((request) => request.userAgent)).toEqual([
    expect.stringMatching(/^CapsuleStudio\//),
    expect.stringMatching(/^CapsuleStudio\//),
  ])
  await expectScreenHolds(page, 'capsule with stock found')
  await keepScreenshot(page, 'capsule-stock')

  // One click tells her client; the e-mail names both.
  await panel.getByRole('button', { name: 'Tell Margot Lefèvre' }).click()
  await expect(panel).toContainText('Told Margot Lefèvre')
  const mail = await waitForEmail(clientEmail, 'news about the pieces of')
  expect(mail.text).toContain('Silk Dress is sold out.')
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

  await shop.close()
})
