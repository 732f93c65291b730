import sharp from 'sharp'

import { expectScreenHolds } from './support/axe'
import { clickUntilVisible, waitForHydration } from './support/hydration'
import { OWNER_EMAIL, signInAsOwner } from './support/owner'
import { newStudio, ok } from './support/studio'
import { newStylist } from './support/stylist'
import { expect, type Page, test } from './support/test'

// The details a stylist notices (issue 25): dates and times in her own zone and language, names
// sorted as she reads them, and the small things of the dashboard and the client's page.

/**
 * Every `<time>` on the page reads as the browser's own language and zone give it, in one of the
 * two formats (a date; a date and time), and nothing says UTC. Answers how many there were.
 */
async function expectLocalTimes(page: Page, screen: string): Promise<number> {
  const wrong = await page.locator('time').evaluateAll((elements) => {
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
    const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    return elements
      .map((element) => {
        const moment = new Date(element.getAttribute('datetime') ?? '')
        const text = element.textContent ?? ''
        const expected = [date.format(moment), dateTime.format(moment)]
        return expected.includes(text) ? null : `${text} (expected one of ${expected.join(' | ')})`
      })
      .filter((entry) => entry !== null)
  })
  expect(wrong, `${screen}: times not in the viewer's zone and language`).toEqual([])
  // (A time zone picker may offer UTC among the zones: its options are not times.)
  const text = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('*')]
      .filter((element) => !element.closest('select') && element.childNodes.length > 0)
      .flatMap((element) => [...element.childNodes])
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join(' '),
  )
  expect(text, `${screen}: a time says UTC`).not.toContain('UTC')
  return page.locator('time').count()
}

test.describe('In Paris time and in French', () => {
  // Far from UTC, so a time shown in UTC (or on the wrong day) cannot pass for local.
  test.use({ locale: 'fr-FR', timezoneId: 'Pacific/Auckland' })

  test('Every date and time on her screens reads in her own time zone and language @phone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const hydrationErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) {
        hydrationErrors.push(message.text())
      }
    })
    await newStylist(page, 'times')
    const { capsuleId } = await newStudio(page)
    await ok(
      page.request.post(`/dashboard/capsules/${capsuleId}`, {
        form: { intent: 'send-capsule', message: 'Hi Bianca, your capsule is ready.' },
      }),
      'send',
    )

    // The client opens it and loves a piece (without the opening animation).
    const client = await browser.newContext({ reducedMotion: 'reduce' })
    const visitor = await client.newPage()
    await visitor.goto(`/capsule/${capsuleId}`)
    await waitForHydration(visitor)
    const love = visitor
      .getByRole('region', { name: 'Items' })
      .getByRole('listitem')
      .filter({ hasText: 'Linen Shirt' })
      .getByRole('group', { name: 'Your reaction to Linen Shirt' })
      .getByRole('button', { name: 'Love it' })
    await love.click()
    await expect(love).toHaveAttribute('aria-pressed', 'true')
    await client.close()

    await page.goto('/dashboard')
    await waitForHydration(page)
    expect(await expectLocalTimes(page, 'Clients')).toBeGreaterThanOrEqual(2)
    await page.goto('/dashboard/capsules')
    await waitForHydration(page)
    expect(await expectLocalTimes(page, 'Capsules')).toBeGreaterThanOrEqual(2)
    await page.goto(`/dashboard/capsules/${capsuleId}?tab=feedback`)
    await waitForHydration(page)
    await expect(page.getByText('Linen Shirt').first()).toBeVisible()
    expect(await expectLocalTimes(page, 'Feedback')).toBeGreaterThanOrEqual(2)
    await expectScreenHolds(page, 'feedback-times')
    await page.goto('/dashboard/account')
    await waitForHydration(page)
    expect(await expectLocalTimes(page, 'Account')).toBeGreaterThanOrEqual(1)
    expect(hydrationErrors).toEqual([])
  })
})

test('Names sort as she reads them: Émilie before Zoë, in the list and in every client picker @phone', async ({
  page,
}) => {
  await newStylist(page, 'collation')
  // Made in this order, so newest first is not the order by name.
  for (const name of ['Zoë Laurent', 'Émilie Roux', 'adèle Martin', 'Chloé Petit']) {
    await ok(
      page.request.post('/dashboard?index', { form: { intent: 'create-client', name } }),
      name,
    )
  }
  const byName = ['adèle Martin', 'Chloé Petit', 'Émilie Roux', 'Zoë Laurent']

  await page.goto('/dashboard?sort=name')
  await waitForHydration(page)
  await expect(page.locator('main li h2')).toHaveText(byName)
  await expectScreenHolds(page, 'clients-by-name')

  await page.goto('/dashboard/capsules')
  await waitForHydration(page)
  const dialog = page.getByRole('dialog', { name: 'New Capsule' })
  await clickUntilVisible(page.getByRole('button', { name: 'New Capsule' }).first(), dialog)
  await expect(
    dialog.getByRole('combobox', { name: 'Client' }).locator('option[value]:not([value=""])'),
  ).toHaveText(byName)

  await page.goto('/dashboard/items')
  await waitForHydration(page)
  await expect(
    page
      .getByRole('combobox', { name: /client/i })
      .first()
      .locator('option[value]:not([value=""])'),
  ).toHaveText(byName)
})

test('The small things: a quiet search clear, a one-row header, a visible drag handle, and the opening animation once per capsule @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await signInAsOwner(page)
  const { capsuleId, outfitPath } = await newStudio(page)

  // The search box's clear button is the studio's, not the browser's blue.
  await page.goto('/dashboard')
  await waitForHydration(page)
  const search = page.getByRole('searchbox', { name: 'Search clients by name or e-mail' })
  await search.fill('Bianca')
  const box = (await search.boundingBox())!
  const shot = await page.screenshot({
    clip: { x: box.x + box.width - 40, y: box.y, width: 40, height: box.height },
  })
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true })
  let blue = 0
  let drawn = 0
  for (let at = 0; at < data.length; at += info.channels) {
    const [red, green, bluePart] = [data[at]!, data[at + 1]!, data[at + 2]!]
    if (bluePart > red + 50 && bluePart > green + 20) blue++
    if (red < 180 && green < 180 && bluePart < 180) drawn++
  }
  expect(blue, 'blue pixels in the clear button').toBe(0)
  expect(drawn, 'the clear button is drawn').toBeGreaterThan(0)

  // At 1280 px the owner's whole header (seven sections, her account, Export, Sign Out) is one
  // row: nothing in it sits below the first 64 px.
  if (page.viewportSize()!.width >= 1280) {
    const bottoms = await page
      .getByRole('banner')
      .locator('a, button')
      .evaluateAll((elements) =>
        elements
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 1 && box.height > 1)
          .map(({ element, box }) => `${Math.round(box.bottom)} ${element.textContent}`),
      )
    const lowest = Math.max(...bottoms.map((entry) => Number(entry.split(' ')[0])))
    expect(lowest, `header: ${bottoms.join(', ')}`).toBeLessThanOrEqual(64)
    await expect(page.getByRole('banner').getByText(OWNER_EMAIL)).toBeVisible()
  }

  // The handle of a piece being dragged keeps its icon visible.
  await page.goto(outfitPath)
  await waitForHydration(page)
  const add = page.getByRole('dialog', { name: 'Add Items to Outfit' })
  await clickUntilVisible(page.getByRole('button', { name: 'Add Your First Item' }), add)
  for (const name of ['Linen Shirt', 'Wide Trousers']) {
    const tile = add.getByRole('button', { name: new RegExp(name) })
    await tile.click()
    await expect(tile).toHaveCount(0)
  }
  await add.getByRole('button', { name: 'Done' }).click()
  const handle = page.getByRole('button', { name: 'Move Wide Trousers', exact: true })
  const grip = (await handle.boundingBox())!
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2)
  await page.mouse.down()
  await page.mouse.move(grip.x + grip.width / 2 - 20, grip.y + grip.height / 2, { steps: 4 })
  await expect(handle).toHaveClass(/cursor-grabbing/)
  const colours = await handle.evaluate((element) => ({
    background: getComputedStyle(element).backgroundColor,
    icon: getComputedStyle(element.querySelector('svg')!).stroke,
  }))
  expect(colours.icon, 'the dragged handle draws its icon in its own background colour').not.toBe(
    colours.background,
  )
  await page.keyboard.press('Escape')
  await page.mouse.up()

  // The opening animation plays once per capsule per device, even when she leaves before it
  // ends (held on screen here: its CSS end and its timers stopped).
  const client = await browser.newContext()
  const visitor = await client.newPage()
  await visitor.addInitScript(() => {
    const hold = () => {
      const style = document.createElement('style')
      style.textContent = ".intro:not([data-phase='complete']) { animation: none !important; }"
      document.head.append(style)
    }
    if (document.head) hold()
    else document.addEventListener('DOMContentLoaded', hold, { once: true })
  })
  await visitor.clock.install()
  await visitor.clock.pauseAt(new Date(Date.now() + 60_000))
  await visitor.goto(`/capsule/${capsuleId}`)
  await expect(visitor.getByTestId('opening-animation')).toBeVisible()
  await waitForHydration(visitor)
  await visitor.goto('about:blank')
  await visitor.goto(`/capsule/${capsuleId}`)
  await waitForHydration(visitor)
  await expect(visitor.getByRole('heading', { name: 'Riviera Summer', level: 1 })).toBeVisible()
  await expect(visitor.getByTestId('opening-animation')).toBeHidden()
  await client.close()
})
