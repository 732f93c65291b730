import sharp from 'sharp'

import { axeViolations, expectScreenHolds } from './support/axe'
import { clickUntilVisible, waitForHydration } from './support/hydration'
import { listEmails, waitForEmail } from './support/mail'
import { keepScreenshot } from './support/screenshot'
import { newStylist } from './support/stylist'
import {
  type APIResponse,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from './support/test'

// The client answers back: on her phone she sees the outfits her stylist built, reacts to pieces,
// writes a note and ticks what she bought; the stylist sees it all in the Feedback view and on the
// capsule card, and gets one e-mail for the whole burst. Another browser sees the same answers.
// The studio counts in CHF; one piece comes from a euro shop: totals are given per currency, and
// what she passed on ("Not for me") is listed apart, out of the totals.

const PASSWORD = 'peony-garden-4'
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** Made oldest first; the page shows the newest first. */
const ITEMS = [
  {
    name: 'Straight Jeans',
    price: 'CHF 110',
    link: 'https://example.com/jeans',
    colour: '#3b5b8c',
  },
  { name: 'Silk Blouse', price: 'CHF 150', link: 'https://example.com/blouse', colour: '#efe6da' },
  {
    name: 'Camel Blazer',
    price: 'CHF 1,290',
    link: 'https://example.com/blazer',
    colour: '#b08155',
  },
  { name: 'Ballet Flats', price: 'on request', link: 'https://example.com/flats', colour: '#222' },
  // As link import fills it from a euro shop.
  { name: 'Striped Tee', price: '€165', link: 'https://shop.example.eu/tee', colour: '#d9dde8' },
] as const

const OUTFITS = [
  { name: 'Gallery Saturday', items: ['Silk Blouse', 'Straight Jeans', 'Ballet Flats'] },
  { name: 'Office Monday', items: ['Camel Blazer', 'Striped Tee'] },
] as const

const NOTE = 'Too low-rise for me — is there a high-waisted cut?'

async function ok(response: Promise<APIResponse>, what: string): Promise<APIResponse> {
  const answered = await response
  expect(answered.ok(), `${what}: ${answered.status()} ${await answered.text()}`).toBe(true)
  return answered
}

const tileOf = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Items' }).getByRole('listitem').filter({ hasText: name })
const reactionsOf = (scope: Page | Locator, name: string) =>
  scope.getByRole('group', { name: `Your reaction to ${name}` })

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Opens the capsule in a fresh browser: the gate, the password, past the opening animation. */
async function openAsClient(
  browser: Browser,
  capsuleId: string,
  name: string,
  device: object = PHONE,
) {
  const context = await browser.newContext({ ...device, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto(`/capsule/${capsuleId}`)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await waitForHydration(page)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'View Capsule' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toBeHidden()
  const intro = page.getByTestId('opening-animation')
  await expect(async () => {
    if (await intro.isVisible()) {
      await intro.getByRole('button', { name: 'Skip Animation' }).click({ timeout: 2000 })
    }
    await expect(intro).toBeHidden({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByRole('tab', { name: 'Items' })).toBeVisible()
  return { context, page }
}

test('A client answers on her phone and her stylist sees it, with one e-mail', async ({
  browser,
}) => {
  // One long journey: a stylist, two client browsers and a mail sink.
  test.setTimeout(300_000)
  // --- The stylist builds a capsule with two outfits and publishes it with a password.
  const stylistContext = await browser.newContext()
  const stylist = await stylistContext.newPage()
  const email = await newStylist(stylist, 'feedback')
  const api = stylist.request

  // Her studio counts in Swiss francs (her browser said en-US: USD by default).
  await stylist.goto('/dashboard/account')
  await waitForHydration(stylist)
  const studio = stylist.getByRole('region', { name: 'Studio' })
  const studioCurrency = studio.getByRole('combobox', { name: 'Currency' })
  await expect(studioCurrency).toHaveValue('USD')
  await studioCurrency.selectOption('CHF')
  await studio.getByRole('button', { name: 'Save studio' }).click()
  await expect(stylist.getByText('Studio settings saved.')).toBeVisible()
  await expectScreenHolds(stylist, 'account-studio')

  await ok(
    api.post('/dashboard?index', {
      form: {
        intent: 'create-client',
        name: 'Odile Marchand',
        budget: '2,000',
        budgetCurrency: 'CHF',
      },
    }),
    'client',
  )

  const capsuleName = `Autumn in Lyon ${Date.now().toString(36)}`
  await stylist.goto('/dashboard/capsules')
  await waitForHydration(stylist)
  const form = stylist.getByRole('dialog', { name: 'New Capsule' })
  await clickUntilVisible(stylist.getByRole('button', { name: 'New Capsule' }).first(), form)
  await form.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Odile Marchand' })
  await form.getByLabel('Capsule Name').fill(capsuleName)
  // The capsule's own budget, in the studio's currency unless she names another.
  await expect(form.getByRole('combobox', { name: 'Currency' })).toHaveValue('CHF')
  await form.getByLabel('Budget', { exact: true }).fill('1,500')
  await form.getByLabel('Password for client access').fill(PASSWORD)
  await form.getByText('Published (visible to client)').click()
  await form.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(form).toBeHidden()
  const href = await stylist
    .locator('a[href^="/dashboard/capsules/"]', { hasText: capsuleName })
    .getAttribute('href')
  const capsuleId = href!.split('/').pop()!

  for (const item of ITEMS) {
    const photo = await sharp({
      create: { width: 480, height: 600, channels: 3, background: item.colour },
    })
      .jpeg()
      .toBuffer()
    const upload = await ok(
      api.post('/dashboard/uploads', {
        multipart: { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } },
      }),
      `upload for ${item.name}`,
    )
    const { id: photoUpload } = (await upload.json()) as { id: string }
    await ok(
      api.post(`/dashboard/capsules/${capsuleId}`, {
        form: {
          intent: 'create-item',
          name: item.name,
          price: item.price,
          link: item.link,
          photoUpload,
        },
      }),
      `item ${item.name}`,
    )
  }
  // The capsule's header: its own budget, and hers per season, each labelled.
  await stylist.goto(`/dashboard/capsules/${capsuleId}`)
  const clientGlance = stylist.getByRole('region', { name: 'Odile Marchand at a glance' })
  await expect(clientGlance).toContainText(/Capsule budget\s*CHF\s1,500/)
  await expect(clientGlance).toContainText(/Her budget per season\s*CHF\s2,000/)
  // …and her Shopping list per currency, as she will see it.
  await expect(clientGlance).toContainText(/To buy\s*CHF\s1,550 · €165/)
  await expectScreenHolds(stylist, 'capsule-header')
  // The items' ids, from their edit forms; the euro piece keeps its currency.
  const itemIds: Record<string, string> = {}
  for (const item of ITEMS) {
    const edit = stylist.getByRole('dialog', { name: 'Edit Item' })
    await clickUntilVisible(stylist.getByRole('button', { name: `Edit ${item.name}` }), edit)
    itemIds[item.name] = await edit.locator('input[name="id"]').inputValue()
    if (item.name === 'Striped Tee') {
      await expect(edit.getByLabel('Price', { exact: true })).toHaveValue('165')
      await expect(edit.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR')
      await expectScreenHolds(stylist, 'item-form', '[role="dialog"]')
    }
    await stylist.keyboard.press('Escape')
    await expect(edit).toBeHidden()
  }
  for (const outfit of OUTFITS) {
    const created = await ok(
      api.post(`/dashboard/capsules/${capsuleId}`, {
        form: { intent: 'create-outfit', name: outfit.name },
      }),
      `outfit ${outfit.name}`,
    )
    const editor = new URL(created.url()).pathname
    for (const name of outfit.items) {
      await ok(
        api.post(editor, { form: { intent: 'add-item', itemId: itemIds[name]! } }),
        `${name} in ${outfit.name}`,
      )
    }
  }

  // --- The client, on a phone, in a fresh browser.
  const { context: phoneContext, page } = await openAsClient(browser, capsuleId, capsuleName)
  const tabs = page.getByRole('tablist')
  await expect(tabs.getByRole('tab')).toHaveText(['Items', 'Outfits', 'Shopping list', 'Messages'])
  const items = await axeViolations(page)
  await noSidewaysScroll(page)

  // Her outfits: cards with the pieces' photos, name and count; opening shows pieces in order.
  await tabs.getByRole('tab', { name: 'Outfits' }).click()
  const cards = page.getByRole('region', { name: 'Outfits' }).getByRole('listitem')
  await expect(cards).toHaveCount(2)
  await expect(cards.first()).toContainText('Gallery Saturday')
  await expect(cards.first()).toContainText('3 pieces')
  await expect(cards.nth(1)).toContainText('2 pieces')
  const outfitsTab = await axeViolations(page)
  await noSidewaysScroll(page)
  await cards
    .first()
    .getByRole('button', { name: /Gallery Saturday/ })
    .click()
  const outfitDialog = page.getByRole('dialog', { name: 'Gallery Saturday' })
  await expect(outfitDialog.getByRole('list', { name: 'Pieces' }).getByRole('listitem')).toHaveText(
    [...OUTFITS[0].items],
  )
  const outfitView = await axeViolations(page)
  // A piece opens its detail; "Featured in" opens the other outfit it is in.
  await outfitDialog.getByRole('button', { name: 'Silk Blouse' }).click()
  const detail = page.getByRole('dialog', { name: 'Silk Blouse' })
  await expect(detail).toBeVisible()
  await detail.getByRole('button', { name: 'Gallery Saturday' }).click()
  await expect(page.getByRole('dialog', { name: 'Gallery Saturday' })).toBeVisible()
  // She loves this outfit, from the keyboard.
  const outfitLove = reactionsOf(outfitDialog, 'Gallery Saturday').getByRole('button', {
    name: 'Love it',
  })
  await outfitLove.focus()
  await page.keyboard.press('Enter')
  await expect(outfitLove).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Escape')
  await expect(outfitDialog).toBeHidden()

  // She loves two items from their tiles; a second tap on Maybe clears it.
  await tabs.getByRole('tab', { name: 'Items' }).click()
  for (const name of ['Camel Blazer', 'Silk Blouse']) {
    const love = reactionsOf(tileOf(page, name), name).getByRole('button', { name: 'Love it' })
    await love.click()
    await expect(love).toHaveAttribute('aria-pressed', 'true')
  }
  const maybe = reactionsOf(tileOf(page, 'Striped Tee'), 'Striped Tee').getByRole('button', {
    name: 'Maybe',
  })
  await maybe.click()
  await expect(maybe).toHaveAttribute('aria-pressed', 'true')
  await maybe.click()
  await expect(maybe).toHaveAttribute('aria-pressed', 'false')

  // Not for me, with a note (the first message of the piece's thread), in the item's detail.
  await tileOf(page, 'Straight Jeans').getByRole('button').first().click()
  const jeans = page.getByRole('dialog', { name: 'Straight Jeans' })
  const notForMe = reactionsOf(jeans, 'Straight Jeans').getByRole('button', { name: 'Not for me' })
  await notForMe.click()
  await expect(notForMe).toHaveAttribute('aria-pressed', 'true')
  await jeans.getByLabel('Note to your stylist').fill(NOTE)
  await jeans.getByRole('button', { name: 'Send' }).click()
  await expect(jeans.getByRole('status').filter({ hasText: 'Sent' })).toBeVisible()
  await expect(jeans.getByText(NOTE)).toBeVisible()
  const itemDetail = await axeViolations(page)
  await page.keyboard.press('Escape')
  await expect(jeans).toBeHidden()

  // The Shopping list: to-buy items (those with a shop link), totals per currency, a Bought
  // tick; the jeans she passed on are listed apart, out of the totals.
  await tabs.getByRole('tab', { name: 'Shopping list' }).click()
  const list = page.getByRole('region', { name: 'Shopping list' })
  const figure = (label: string) => list.getByText(label, { exact: true }).locator('..')
  await expect(list.getByText(/^To buy [^(]/)).toHaveText('To buy CHF 1,440 · €165')
  await expect(figure('Budget')).toContainText('CHF 1,500')
  await expect(list).toContainText('1 price not counted: on request.')
  await expect(list).not.toContainText(/mixed/i)
  await expect(list.getByRole('list', { name: 'You passed on' })).toContainText('Straight Jeans')
  await expect(list.getByRole('list', { name: 'To buy' })).not.toContainText('Straight Jeans')
  await list.getByRole('checkbox', { name: 'Bought Silk Blouse' }).check()
  const bought = list.getByRole('list', { name: 'Bought' })
  await expect(bought).toContainText('Silk Blouse')
  await expect(list.getByText(/^To buy [^(]/)).toHaveText('To buy CHF 1,290 · €165')
  await expect(figure('Spent')).toContainText('CHF 150')
  await expect(figure('Total')).toContainText('CHF 1,440 · €165')
  await keepScreenshot(page, 'shopping-list')
  const shopping = await axeViolations(page)
  await noSidewaysScroll(page)

  expect({ items, outfitsTab, outfitView, itemDetail, shopping }).toEqual({
    items: [],
    outfitsTab: [],
    outfitView: [],
    itemDetail: [],
    shopping: [],
  })

  // --- The stylist: the capsule card at a glance, then the Feedback view.
  await stylist.goto('/dashboard/capsules')
  const card = stylist.getByRole('listitem').filter({ hasText: capsuleName })
  const glance = card.getByRole('link', { name: /Feedback:/ })
  await expect(glance).toHaveText(/3 loved · 1 not for me · 1 note · 1 bought/)
  await expect(card.getByText(/^\d+ new$/)).toBeVisible()
  await glance.click()
  const feedback = stylist.getByRole('region', { name: 'Feedback' })
  // The pieces (each card holds its thread's messages as a list of its own).
  const entries = feedback.getByRole('list', { name: 'Pieces' }).locator('> li')
  await expect(entries).toHaveCount(4)
  // Newest first.
  await expect(entries.first()).toContainText('Silk Blouse')
  await expect(entries.first()).toContainText('Bought')
  await expect(feedback).toContainText(NOTE)
  const dashboard = await axeViolations(stylist)
  await feedback.getByRole('button', { name: 'Not for me' }).click()
  await expect(entries).toHaveCount(1)
  await expect(entries.first()).toContainText('Straight Jeans')
  await feedback.getByRole('button', { name: 'Love it' }).click()
  await expect(entries).toHaveText([/Silk Blouse/, /Camel Blazer/, /Gallery Saturday/])
  await stylist.setViewportSize({ width: 390, height: 844 })
  const dashboardPhone = await axeViolations(stylist)
  await noSidewaysScroll(stylist)
  expect({ dashboard, dashboardPhone }).toEqual({ dashboard: [], dashboardPhone: [] })
  // The capsule's header, an item's form and the Studio section on her phone.
  await stylist.getByRole('tab', { name: /Items/ }).click()
  await expect(clientGlance).toContainText(/Capsule budget\s*CHF\s1,500/)
  // What she bought and passed on has left To buy.
  await expect(clientGlance).toContainText(/To buy\s*CHF\s1,290 · €165/)
  await expect(clientGlance).toContainText(/Bought\s*CHF\s150/)
  await expectScreenHolds(stylist, 'capsule-header')
  const teeForm = stylist.getByRole('dialog', { name: 'Edit Item' })
  await clickUntilVisible(stylist.getByRole('button', { name: 'Edit Striped Tee' }), teeForm)
  await expectScreenHolds(stylist, 'item-form', '[role="dialog"]')
  await stylist.keyboard.press('Escape')
  await stylist.goto('/dashboard/account')
  await expect(studioCurrency).toHaveValue('CHF')
  await expectScreenHolds(stylist, 'account-studio')
  await stylist.setViewportSize({ width: 1280, height: 800 })
  await stylist.goto('/dashboard/capsules')
  await expect(card.getByRole('link', { name: /Feedback:/ })).toBeVisible()
  await expect(card.getByText(/^\d+ new$/)).toHaveCount(0)

  // Exactly one e-mail for the whole burst, linking to the Feedback view.
  // (The window is 40 s in the suite, so the wait is longer than the default.)
  const mail = await waitForEmail(email, `New feedback on ${capsuleName}`, 120_000)
  expect(mail.text).toContain(`/dashboard/capsules/${capsuleId}?tab=feedback`)
  // Everything of the window, not only the first tap.
  expect(mail.text).toContain('Gallery Saturday: Love it')
  expect(mail.text).toContain('Silk Blouse: Love it · Bought')
  expect(mail.text).toContain(`Straight Jeans: “${NOTE}”`)
  const feedbackMails = (await listEmails(email)).filter((message) =>
    message.subject.startsWith('New feedback'),
  )
  expect(feedbackMails).toHaveLength(1)

  // --- Another browser that unlocked the capsule shows the same answers after a reload.
  const other = await openAsClient(browser, capsuleId, capsuleName, {
    viewport: { width: 1280, height: 800 },
  })
  await other.page.reload()
  await waitForHydration(other.page)
  const wide = await axeViolations(other.page)
  for (const name of ['Camel Blazer', 'Silk Blouse']) {
    await expect(
      reactionsOf(tileOf(other.page, name), name).getByRole('button', { name: 'Love it' }),
    ).toHaveAttribute('aria-pressed', 'true')
  }
  await expect(
    reactionsOf(tileOf(other.page, 'Straight Jeans'), 'Straight Jeans').getByRole('button', {
      name: 'Not for me',
    }),
  ).toHaveAttribute('aria-pressed', 'true')
  await tileOf(other.page, 'Straight Jeans').getByRole('button').first().click()
  await expect(other.page.getByRole('dialog', { name: 'Straight Jeans' })).toContainText(NOTE)
  await other.page.keyboard.press('Escape')
  await other.page.getByRole('tab', { name: 'Shopping list' }).click()
  await expect(
    other.page.getByRole('list', { name: 'Bought' }).getByRole('checkbox', {
      name: 'Bought Silk Blouse',
    }),
  ).toBeChecked()
  await keepScreenshot(other.page, 'shopping-list')
  expect({ wide, wideShopping: await axeViolations(other.page) }).toEqual({
    wide: [],
    wideShopping: [],
  })

  // --- The stylist filters her Items tab by the client's reaction and marks the loved ones
  // Owned: they leave the client's Shopping list (a stylist edit: a new version of the page).
  await stylist.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(stylist)
  const itemsTab = stylist.getByRole('region', { name: 'Items' })
  await stylist.getByRole('combobox', { name: "Client's reaction" }).selectOption('Love it')
  await expect(itemsTab.getByRole('listitem')).toHaveCount(2)
  for (const name of ['Silk Blouse', 'Camel Blazer']) {
    await stylist.getByRole('checkbox', { name: `Select ${name}` }).check()
  }
  await stylist
    .getByRole('toolbar', { name: 'Selected items' })
    .getByRole('button', { name: 'Mark Owned' })
    .click()
  await expect(stylist.getByText('2 items marked Owned')).toBeVisible()
  expect(await axeViolations(stylist)).toEqual([])
  await other.page.reload()
  await other.page.getByRole('tab', { name: 'Shopping list' }).click()
  const otherList = other.page.getByRole('region', { name: 'Shopping list' })
  await expect(otherList.getByRole('list', { name: 'You passed on' })).toContainText(
    'Straight Jeans',
  )
  await expect(otherList).not.toContainText('Silk Blouse')
  await expect(otherList).not.toContainText('Camel Blazer')
  await expect(otherList.getByText(/^To buy [^(]/)).toHaveText('To buy €165')
  // She buys the rest: nothing left to buy, in the budget's currency.
  for (const name of ['Striped Tee', 'Ballet Flats']) {
    await otherList.getByRole('checkbox', { name: `Bought ${name}` }).check()
    await expect(otherList.getByRole('list', { name: 'Bought' })).toContainText(name)
  }
  await expect(otherList.getByText(/^To buy [^(]/)).toHaveText('To buy CHF 0')
  await expect(otherList.getByText('Still to buy', { exact: true }).locator('..')).toContainText(
    'CHF 0',
  )
  await expect(otherList).toContainText('Everything on your list is bought.')

  // --- Her own Preview (no password typed in her browser) shows what the client answered,
  // read-only, and no error.
  const [preview] = await Promise.all([
    stylistContext.waitForEvent('page'),
    stylist.getByRole('link', { name: 'Preview' }).click(),
  ])
  await expect(preview.getByRole('heading', { name: capsuleName, level: 1 })).toBeVisible()
  await waitForHydration(preview)
  const jeansReaction = reactionsOf(tileOf(preview, 'Straight Jeans'), 'Straight Jeans')
  await expect(jeansReaction.getByRole('button', { name: 'Not for me' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(jeansReaction.getByRole('button', { name: 'Not for me' })).toBeDisabled()
  await expect(preview.getByText(/could not be loaded/)).toHaveCount(0)
  await preview.close()

  await Promise.all([stylistContext.close(), phoneContext.close(), other.context.close()])
})
