import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expectScreenHolds } from './support/axe'
import { openClientCapsule } from './support/client-page'
import { clickUntilVisible, waitForHydration } from './support/hydration'
import { newCapsule, newClient, ok, uploadPhoto } from './support/studio'
import { newStylist } from './support/stylist'
import { expect, test } from './support/test'

// Her affiliate code, added when her client presses Shop Now: the stylist adds a rule for a shop
// on the Commissions page; her client, on her phone, reads the disclosure and presses Shop Now,
// which goes through /go/{piece} to the shop's page with the code in its address (the shop, on
// loopback, records what it was asked), then ticks the piece Bought; the stylist sees the click
// and the estimated commission, corrects it, then edits the disclosure.
// shop.test is mapped to 127.0.0.1 by the browser (playwright.config.ts).

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** A shop on loopback that answers every page and records the addresses it was asked for. */
async function startShop() {
  const asked: string[] = []
  const server = createServer((request, response) => {
    asked.push(request.url ?? '')
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end('<!doctype html><title>Camel Coat · Shop</title><h1>Camel Coat</h1>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    asked,
    origin: `http://shop.test:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

test('A stylist’s affiliate rule: her client reads the disclosure, Shop Now carries her code, Bought earns her a commission', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const shop = await startShop()
  const coatLink = `${shop.origin}/products/camel-coat?colour=camel`

  // --- The stylist, at 1280 px: a client, a capsule, a coat with its shop link.
  const stylistContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const stylist = await stylistContext.newPage()
  await newStylist(stylist, 'affiliate')
  const clientId = await newClient(stylist, 'Margot Lefèvre')
  const capsuleName = `Autumn in Lyon ${Date.now().toString(36)}`
  const capsuleId = await newCapsule(stylist, {
    clientId,
    name: capsuleName,
  })
  await ok(
    stylist.request.post(`/dashboard/capsules/${capsuleId}`, {
      form: {
        intent: 'create-item',
        name: 'Camel Coat',
        price: 'EUR 390',
        link: coatLink,
        photoUpload: await uploadPhoto(stylist, '#b08155'),
      },
    }),
    'coat',
  )

  // --- Her rule for the shop, from the Commissions page.
  await stylist.goto('/dashboard/money/commissions')
  await waitForHydration(stylist)
  await expect(stylist.getByRole('heading', { name: 'No affiliate rules yet' })).toBeVisible()
  await expectScreenHolds(stylist, 'commissions empty')
  const dialog = stylist.getByRole('dialog', { name: 'Add Rule' })
  await clickUntilVisible(stylist.getByRole('button', { name: 'New Rule' }).first(), dialog)
  await dialog.getByLabel('Shop').fill('www.shop.test')
  await dialog.getByLabel('Parameter').fill('tag')
  await dialog.getByLabel('Value').fill('claire-20')
  await dialog.getByLabel('Commission (%)').fill('8')
  await expectScreenHolds(stylist, 'add rule', '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()
  await expect(stylist.getByText('Rule added')).toBeVisible()
  const rule = stylist.getByRole('listitem').filter({ hasText: 'shop.test' })
  await expect(rule).toContainText('Adds tag=claire-20')
  await expect(rule).toContainText('About 8 % commission')

  // --- Her client, at 390 px: the disclosure beside Shop Now, and Shop Now carries the code.
  const phone = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' })
  const page = await phone.newPage()
  await openClientCapsule(page, `/capsule/${capsuleId}`)
  const list = page.getByRole('region', { name: 'Shopping list' })
  await clickUntilVisible(page.getByRole('tab', { name: 'Shopping list' }), list)
  const disclosure = 'Some links earn me a small commission at no cost to you.'
  await expect(list.getByText(disclosure)).toBeVisible()
  await expectScreenHolds(page, 'shopping list with disclosure')
  const [shopPage] = await Promise.all([
    page.waitForEvent('popup'),
    list.getByRole('link', { name: /Shop Now Camel Coat/ }).click(),
  ])
  await expect(shopPage.getByRole('heading', { name: 'Camel Coat' })).toBeVisible()
  expect(shopPage.url()).toBe(`${coatLink}&tag=claire-20`)
  expect(shop.asked).toEqual(['/products/camel-coat?colour=camel&tag=claire-20'])
  await shopPage.close()
  // Back on her list, she ticks it Bought (shown at once, saved a moment later).
  const boughtSaved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith('/feedback') &&
      (response.request().postData() ?? '').includes('bought=true'),
  )
  await list.getByRole('checkbox', { name: 'Bought Camel Coat' }).check()
  await expect(list.getByRole('list', { name: 'Bought' })).toContainText('Camel Coat')
  expect((await boughtSaved).ok()).toBe(true)

  // --- The stylist sees the click and the commission, corrects it, and writes her disclosure.
  await stylist.reload()
  await waitForHydration(stylist)
  const clicks = stylist.getByRole('list', { name: 'Clicks per piece' })
  await expect(clicks.getByRole('listitem').filter({ hasText: 'Camel Coat' })).toContainText(
    '1 click, 1 through your rules',
  )
  const purchase = stylist
    .getByRole('list', { name: 'Purchases' })
    .getByRole('listitem')
    .filter({ hasText: 'Camel Coat' })
  await expect(purchase).toContainText('Margot Lefèvre · shop.test')
  await expect(purchase).toContainText('€390 at 8 %')
  await expect(purchase).toContainText('about €31.20')
  await expectScreenHolds(stylist, 'commissions')
  const correction = stylist.getByRole('dialog', { name: 'Correct Commission' })
  await purchase.getByRole('button', { name: 'Correct the commission on Camel Coat' }).click()
  await correction.getByLabel('What the network paid (EUR)').fill('28.50')
  await expectScreenHolds(stylist, 'correct commission', '[role="dialog"]')
  await correction.getByRole('button', { name: 'Update' }).click()
  await expect(correction).toBeHidden()
  await expect(purchase).toContainText('€28.50 (corrected)')
  await expect(stylist.getByText('By shop').locator('..')).toContainText('€28.50')
  // The same page and dialog on her phone.
  await stylist.setViewportSize(PHONE.viewport)
  await stylist.reload()
  await waitForHydration(stylist)
  await expectScreenHolds(stylist, 'commissions')
  await purchase.getByRole('button', { name: 'Correct the commission on Camel Coat' }).click()
  await expect(correction.getByLabel('What the network paid (EUR)')).toHaveValue('28.50')
  await expectScreenHolds(stylist, 'correct commission', '[role="dialog"]')
  await correction.getByRole('button', { name: 'Cancel' }).click()
  await expect(correction).toBeHidden()
  await stylist.setViewportSize({ width: 1280, height: 800 })
  await stylist.getByLabel('Disclosure').fill('I may earn a commission from these links.')
  await stylist.getByRole('button', { name: 'Save disclosure' }).click()
  await expect(stylist.getByText('Disclosure saved.')).toBeVisible()

  // Her client's page follows at once (the page rendered before is not served again).
  await openClientCapsule(page, `/capsule/${capsuleId}`)
  await clickUntilVisible(page.getByRole('tab', { name: 'Shopping list' }), list)
  await expect(list.getByText('I may earn a commission from these links.')).toBeVisible()

  await phone.close()
  await stylistContext.close()
  await shop.close()
})
