import { expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { listEmails, waitForEmail } from './support/mail'
import { keepScreenshot } from './support/screenshot'
import { newCapsule, newClient, newItem } from './support/studio'
import { newStylist } from './support/stylist'
import { type Browser, expect, type Locator, test } from './support/test'

// The conversation lives on the capsule: the client, on her phone, writes a note on a piece;
// her stylist, at her desk, sees the unread count and answers; the client reads the answer on the
// piece and in Messages and answers back. Each side gets one e-mail for the window (the server's
// MAIL_WINDOW_SECONDS, shortened for the suite in playwright.config.ts), the client's from the
// studio with Reply-To her stylist; once she turns them off from that e-mail, the next reply is
// not e-mailed.

const PASSWORD = 'harbour-lilac-27'
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const NOTE = 'Is there a petite size?\nThe sleeves look long on me.'
const REPLY = 'Yes, in the petite line: https://shop.example/petite-blouse'
const ANSWER = 'Perfect, I will order the petite one <3'
const JEANS_NOTE = 'Too long for me.'
/** Longer than one e-mail window (40 s in the suite), on a busy machine. */
const WINDOW_WAIT = 120_000

/** Clicks `target` until `then` is visible (a click before hydration is lost). */
async function clickUntilVisible(target: Locator, then: Locator) {
  await expect(async () => {
    if (!(await then.isVisible())) await target.click({ timeout: 2000 })
    await expect(then).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
}

/** Opens the capsule on her phone: the gate, the password, past the opening animation. */
async function openAsClient(browser: Browser, capsuleId: string, name: string) {
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' })
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

test('A client notes on a piece, her stylist answers, both hear of it once, and she can stop the e-mails', async ({
  browser,
}) => {
  test.setTimeout(420_000)
  // --- The stylist: her studio's name, a client with an address, a published capsule.
  const stylistContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const stylist = await stylistContext.newPage()
  const email = await newStylist(stylist, 'conversation')
  const studioName = `Atelier Odile ${Date.now().toString(36)}`
  await stylist.goto('/dashboard/account')
  await waitForHydration(stylist)
  const studio = stylist.getByRole('region', { name: 'Studio' })
  await studio.getByLabel('Studio name').fill(studioName)
  await studio.getByRole('button', { name: 'Save studio' }).click()
  await expect(stylist.getByText('Studio settings saved.')).toBeVisible()

  const clientEmail = email.replace('@', '+client@')
  const clientId = await newClient(stylist, 'Margot Lefèvre', clientEmail)
  const capsuleName = `Spring in Lisbon ${Date.now().toString(36)}`
  const capsuleId = await newCapsule(stylist, { clientId, name: capsuleName, password: PASSWORD })
  for (const [name, photoColour] of [
    ['Silk Blouse', '#efe6da'],
    ['Straight Jeans', '#3b5b8c'],
  ] as const) {
    await newItem(stylist, { capsuleId, name, price: 'USD 120', photoColour })
  }

  // --- The client, at 390 px, writes a note on the blouse from its detail.
  const { context: phoneContext, page } = await openAsClient(browser, capsuleId, capsuleName)
  const tile = page
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .filter({ hasText: 'Silk Blouse' })
  const blouse = page.getByRole('dialog', { name: 'Silk Blouse' })
  await clickUntilVisible(tile.getByRole('button').first(), blouse)
  await blouse.getByLabel('Note to your stylist').fill(NOTE)
  await blouse.getByRole('button', { name: 'Send' }).click()
  await expect(blouse.getByRole('status').filter({ hasText: 'Sent' })).toBeVisible()
  await expect(blouse.getByText('The sleeves look long on me.')).toBeVisible()
  await expectScreenHolds(page, 'client item thread', '[role="dialog"]')
  await page.keyboard.press('Escape')
  await expect(blouse).toBeHidden()
  // …and one on the jeans.
  const jeans = page.getByRole('dialog', { name: 'Straight Jeans' })
  await clickUntilVisible(
    page
      .getByRole('region', { name: 'Items' })
      .getByRole('listitem')
      .filter({ hasText: 'Straight Jeans' })
      .getByRole('button')
      .first(),
    jeans,
  )
  await jeans.getByLabel('Note to your stylist').fill(JEANS_NOTE)
  await jeans.getByRole('button', { name: 'Send' }).click()
  await expect(jeans.getByRole('status').filter({ hasText: 'Sent' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(jeans).toBeHidden()

  // --- The stylist, at 1280 px: the unread count in her navigation, then the Feedback view.
  await stylist.goto('/dashboard/capsules')
  const capsulesLink = stylist.getByRole('navigation').getByRole('link', { name: /^Capsules/ })
  await expect(capsulesLink).toHaveAccessibleName(/^Capsules\s*,\s*2\s*new$/)
  // The bar keeps to one row at her width.
  const barHeight = await stylist
    .locator('header')
    .first()
    .evaluate((bar) => bar.clientHeight)
  expect(barHeight).toBeLessThanOrEqual(80)
  await stylist.goto(`/dashboard/capsules/${capsuleId}?tab=feedback`)
  await waitForHydration(stylist)
  const feedback = stylist.getByRole('region', { name: 'Feedback' })
  const piece = feedback.getByRole('listitem').filter({ hasText: 'Silk Blouse' }).first()
  await expect(piece).toContainText('The sleeves look long on me.')
  await expect(piece.getByText('New', { exact: true })).toBeVisible()
  // Seen by its explicit request: the count is gone at her next page.
  await expect(async () => {
    await stylist.reload()
    await expect(
      stylist.getByRole('navigation').getByRole('link', { name: /^Capsules/ }),
    ).toHaveAccessibleName('Capsules', { timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await waitForHydration(stylist)
  // One Reply per thread: its box opens when she chooses to answer.
  await expect(feedback.getByLabel(/^Reply to Margot/).filter({ visible: true })).toHaveCount(0)
  await piece.getByRole('button', { name: 'Reply', exact: true }).click()
  await expect(piece.getByLabel('Reply to Margot')).toBeFocused()
  await expect(piece.getByLabel('Reply to Margot')).toHaveAccessibleDescription(
    /Your client sees this/,
  )
  await piece.getByLabel('Reply to Margot').fill(REPLY)
  await piece.getByRole('button', { name: 'Send' }).click()
  await expect(
    piece.getByRole('link', { name: 'https://shop.example/petite-blouse' }),
  ).toBeVisible()
  await expect(piece).toContainText('Margot gets an e-mail about it')
  await expectScreenHolds(stylist, 'stylist feedback view')
  await keepScreenshot(stylist, 'feedback')

  // --- The client sees the answer on the piece, new, and in Messages; she answers there. The
  // tab's count of new replies goes as soon as she has read it.
  await page.reload()
  await waitForHydration(page)
  const messagesTab = page.getByRole('tab', { name: /Messages/ })
  await expect(messagesTab).toHaveAccessibleName(/^Messages\s*1 new$/)
  await clickUntilVisible(tile.getByRole('button').first(), blouse)
  const reply = blouse.getByRole('listitem').filter({ hasText: 'petite line' })
  await expect(reply).toContainText(studioName)
  await expect(reply.getByText('New', { exact: true })).toBeVisible()
  const link = reply.getByRole('link', { name: 'https://shop.example/petite-blouse' })
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')
  await page.keyboard.press('Escape')
  await expect(blouse).toBeHidden()
  await expect(messagesTab).toHaveAccessibleName('Messages')
  await page.getByRole('tab', { name: /Messages/ }).click()
  const messages = page.getByRole('region', { name: 'Messages' })
  await expect(messages).toContainText('The sleeves look long on me.')
  await expect(messages).toContainText('Yes, in the petite line')
  const blouseThread = messages.getByRole('article').filter({ hasText: 'Silk Blouse' })
  await blouseThread.getByLabel('Your reply').fill(ANSWER)
  await blouseThread.getByRole('button', { name: 'Send' }).click()
  // HTML typed is shown as typed.
  await expect(blouseThread.getByText(ANSWER)).toBeVisible()
  await expectScreenHolds(page, 'client messages')
  await keepScreenshot(page, 'messages')

  // --- One e-mail each way within the window.
  // Hers names her client (what she answered before it went is left out: see
  // feedback-mail.server.test.ts; here the window may close before she answers).
  const digest = await waitForEmail(email, `New feedback on ${capsuleName}`, WINDOW_WAIT)
  expect(digest.text).toContain(`Margot Lefèvre left feedback on ${capsuleName}:`)
  expect(digest.text).toContain(JEANS_NOTE)
  const replyMail = await waitForEmail(
    clientEmail,
    `replied to you about ${capsuleName}`,
    WINDOW_WAIT,
  )
  expect(replyMail.from).toContain(studioName)
  expect(replyMail.replyTo).toContain(email)
  expect(replyMail.subject).toBe(`${studioName} replied to you about ${capsuleName}`)
  expect(replyMail.text).toMatch(new RegExp(`/capsule/${capsuleId}\\?k=[\\w-]{32}#thread=item:`))
  expect(replyMail.text + replyMail.html).not.toContain(PASSWORD)
  expect(replyMail.text + replyMail.html).not.toContain('petite line')
  const digests = (await listEmails(email)).filter((mail) =>
    mail.subject.startsWith('New feedback'),
  )
  expect(digests).toHaveLength(1)
  expect(await listEmails(clientEmail)).toHaveLength(1)

  // --- From the e-mail, one click turns them off (no account, no password): a fresh browser.
  const offLink = /(http\S+\/emails-off\?t=\S+)/.exec(replyMail.text)![1]!
  const mailContext = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' })
  const mailPage = await mailContext.newPage()
  await mailPage.goto(offLink)
  await waitForHydration(mailPage)
  await expectScreenHolds(mailPage, 'e-mails off')
  await mailPage.getByRole('button', { name: 'Turn e-mails off' }).click()
  await expect(mailPage.getByText(/turned off/i).first()).toBeVisible()
  await keepScreenshot(mailPage, 'emails-off')

  // The stylist answers again: the reply is not e-mailed, and she is told why.
  await stylist.reload()
  await waitForHydration(stylist)
  await expect(feedback).toContainText('Margot turned off e-mails about your replies')
  await piece.getByRole('button', { name: 'Reply', exact: true }).click()
  await piece.getByLabel('Reply to Margot').fill('The petite line ships next week.')
  await piece.getByRole('button', { name: 'Send' }).click()
  await expect(piece).toContainText('ships next week')
  await expect(async () => {
    await stylist.reload()
    await expect(feedback.getByText('Not e-mailed: Margot turned these e-mails off')).toBeVisible({
      timeout: 2000,
    })
  }).toPass({ timeout: WINDOW_WAIT })
  expect(await listEmails(clientEmail)).toHaveLength(1)

  // Each side's screen at the other width: the stylist on her phone (the navigation with its
  // counts), the client at a desk.
  await stylist.setViewportSize({ width: 390, height: 844 })
  await stylist.reload()
  await waitForHydration(stylist)
  await expect(feedback).toContainText('ships next week')
  await expectScreenHolds(stylist, 'stylist feedback view')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.reload()
  await waitForHydration(page)
  await page.getByRole('tab', { name: /Messages/ }).click()
  await expect(messages).toContainText('E-mails are off')
  await expect(messages).toContainText('ships next week')
  await expectScreenHolds(page, 'client messages')

  await Promise.all([phoneContext.close(), mailContext.close(), stylistContext.close()])
})
