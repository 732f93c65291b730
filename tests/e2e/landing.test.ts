import { createServer, type Server } from 'node:http'

import { axeViolations } from './support/axe'
import { waitForHydration } from './support/hydration'
import { waitForEmail } from './support/mail'
import { signInAsOwner } from './support/owner'
import { expect, type Locator, type Page, test } from './support/test'

// The public landing page, as a visitor sees it with the default site settings (a fresh
// database), plus the booking slide-in with the built-in intake form (a click away under booking
// a time: tests/e2e/booking.test.ts) and with an external booking provider (a fake one served by
// this file).

const THANKS = "Thank you! Your request is on its way. I'll be in touch soon."
const PROVIDER_PORT = 3177
const PROVIDER_URL = `http://127.0.0.1:${PROVIDER_PORT}/form`
/** A provider nobody answers for (no server listens on this port). */
const UNREACHABLE_PROVIDER_URL = `http://127.0.0.1:${PROVIDER_PORT + 1}/form`

/** Saves one field of the owner's Site settings; returns what it was. */
async function setSetting(page: Page, label: string, value: string): Promise<string> {
  await page.goto('/dashboard/site')
  await waitForHydration(page)
  const field = page.getByRole('textbox', { name: label, exact: true })
  const was = await field.inputValue()
  await field.fill(value)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Site settings saved').first()).toBeVisible()
  return was
}

/**
 * Books through a provider at `url` (the panel embeds its form), or, with '', books a time in her
 * calendar again.
 */
async function setBookingFormUrl(page: Page, url: string) {
  await page.goto('/dashboard/site')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Booking form provider URL', exact: true }).fill(url)
  await page.getByLabel('How visitors book').selectOption(url ? 'provider' : 'slots')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Site settings saved').first()).toBeVisible()
}

/**
 * The built-in intake form, a click away under booking a time (shown once the free times have
 * loaded, or have said bookings are not open yet).
 */
async function writeInstead(panel: Locator) {
  await panel.getByRole('button', { name: 'Send a message instead' }).click()
  await expect(panel.getByRole('button', { name: 'Send request' })).toBeVisible()
}

function packageCard(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, level: 3, exact: true }) })
}

async function openLanding(page: Page, path = '/') {
  await page.goto(path)
  await waitForHydration(page)
}

function heroButton(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: 'Work with me' })
}

test('A visitor finds every section of the landing page, server-rendered', async ({
  page,
  request,
}) => {
  // Above-the-fold content and the packages are in the HTML itself, not added by scripts.
  const html = await (await request.get('/')).text()
  expect(html).toContain('Dress like the best version of you')
  expect(html).toContain('Services &amp; Packages')

  await openLanding(page)
  await expect(page).toHaveTitle('Capsule Studio — personal styling')
  const tagline =
    'Personal styling services and wardrobe building, perfectly curated for your life.'
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', tagline)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Capsule Studio — personal styling',
  )

  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Capsule Studio' })).toBeVisible()
  const sections = [
    ['About', '#about'],
    ['Services', '#services'],
    ['Contact', '#contact'],
  ] as const
  for (const [name, anchor] of sections) {
    await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', anchor)
    await expect(page.locator(anchor)).toBeAttached()
  }
  await expect(header.getByRole('button', { name: 'Work with me' })).toBeVisible()

  await expect(page.locator('h1')).toHaveCount(1)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dress like the best version of you' }),
  ).toBeVisible()
  await expect(page.getByText(tagline, { exact: true })).toBeVisible()
  await expect(heroButton(page)).toBeVisible()

  // No social link is set on a fresh site, so the block is not there at all.
  await expect(page.getByRole('heading', { name: 'Find me here' })).toHaveCount(0)

  const about = page.locator('#about')
  await expect(about.getByRole('heading', { name: 'About' })).toBeVisible()
  await expect(about).toContainText('I help busy women build wardrobes that feel effortless.')

  await expect(page.getByRole('heading', { level: 2, name: 'Services & Packages' })).toBeVisible()
  const snack = packageCard(page, 'Style Snack')
  await expect(snack).toContainText('$75')
  await expect(snack).toContainText('one-time')
  await expect(snack).toContainText('One outfit for a specific event.')
  await expect(snack.getByRole('button', { name: 'Book Style Snack' })).toBeVisible()
  const slate = packageCard(page, 'Clean Slate')
  await expect(slate).toContainText('$359')
  await expect(slate).toContainText('+$50')
  const seasonal = packageCard(page, 'Seasonal Set Up')
  await expect(seasonal).toContainText('$849')
  await expect(seasonal).toContainText('+$100')

  // Testimonials exist as data but are hidden by default.
  await expect(page.getByText('Jessica M.')).toHaveCount(0)

  await expect(page.getByRole('heading', { level: 2, name: 'Stay In Style' })).toBeVisible()
  await expect(
    page.locator('#contact').getByRole('button', { name: 'Schedule Your Free Consultation' }),
  ).toBeVisible()

  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Capsule Studio`)
  await expect(footer.getByRole('link', { name: 'Stylist sign in' })).toHaveAttribute(
    'href',
    '/dashboard',
  )

  // Structured data for search engines: the business and its three packages with prices.
  const json = await page.locator('script[type="application/ld+json"]').textContent()
  const data = JSON.parse(json ?? '{}') as {
    '@type': string
    name: string
    makesOffer: { name: string; price?: string; priceCurrency?: string }[]
  }
  expect(data['@type']).toBe('ProfessionalService')
  expect(data.name).toBe('Capsule Studio')
  expect(data.makesOffer.map(({ name, price }) => [name, price])).toEqual([
    ['Style Snack', '75'],
    ['Clean Slate', '359'],
    ['Seasonal Set Up', '849'],
  ])
})

test('Only one service card shows what is included at a time', async ({ page }) => {
  await openLanding(page)
  const toggle = (name: string) =>
    packageCard(page, name).getByRole('button', { name: "What's included" })
  const snackItem = page.getByText('One complete outfit, head to toe, with shopping links')
  const slateItem = page.getByText('A virtual closet review and style consultation')

  await expect(toggle('Style Snack')).toHaveAttribute('aria-expanded', 'false')
  await expect(snackItem).toBeHidden()
  const height = (name: string) =>
    packageCard(page, name).evaluate((card) => card.getBoundingClientRect().height)
  const closedHeights = [await height('Clean Slate'), await height('Seasonal Set Up')]

  await toggle('Style Snack').click()
  await expect(toggle('Style Snack')).toHaveAttribute('aria-expanded', 'true')
  await expect(snackItem).toBeVisible()
  const controls = await toggle('Style Snack').getAttribute('aria-controls')
  await expect(page.locator(`[id="${controls}"]`)).toContainText('Styling notes')
  // The open card grows on its own: the others keep their height (no stretched empty space).
  expect([await height('Clean Slate'), await height('Seasonal Set Up')]).toEqual(closedHeights)

  // Opening another card closes the first.
  await toggle('Clean Slate').click()
  await expect(toggle('Clean Slate')).toHaveAttribute('aria-expanded', 'true')
  await expect(slateItem).toBeVisible()
  await expect(toggle('Style Snack')).toHaveAttribute('aria-expanded', 'false')
  await expect(snackItem).toBeHidden()

  // Clicking the open one closes it.
  await toggle('Clean Slate').click()
  await expect(toggle('Clean Slate')).toHaveAttribute('aria-expanded', 'false')
  await expect(slateItem).toBeHidden()
})

test('The booking slide-in opens from every call to action and gives the focus back when it closes', async ({
  page,
}) => {
  await openLanding(page)

  // "Work with me", closed with Escape.
  await heroButton(page).click()
  const panel = page.getByRole('dialog', { name: 'Work with me' })
  await expect(panel).toBeVisible()
  await expect(panel).toHaveAttribute('aria-modal', 'true')
  await writeInstead(panel)
  await expect(panel.getByLabel('Package of interest')).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(heroButton(page)).toBeFocused()

  // "Schedule Your Free Consultation", closed with the close button; Tab stays inside.
  const consultation = page.getByRole('button', { name: 'Schedule Your Free Consultation' })
  await consultation.click()
  await expect(panel).toBeVisible()
  await writeInstead(panel)
  await panel.getByRole('button', { name: 'Close' }).focus()
  await page.keyboard.press('Shift+Tab')
  await expect(panel.getByRole('button', { name: 'Send request' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused()
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toBeHidden()
  await expect(consultation).toBeFocused()

  // A package's own button preselects it.
  await packageCard(page, 'Clean Slate').getByRole('button', { name: 'Book Clean Slate' }).click()
  const booking = page.getByRole('dialog', { name: 'Book Clean Slate' })
  await writeInstead(booking)
  await expect(booking.getByLabel('Package of interest')).toHaveValue('Clean Slate')
  await expect(booking.getByRole('option')).toHaveText([
    'Style Snack',
    'Clean Slate',
    'Seasonal Set Up',
    'Not sure yet',
  ])
  await page.keyboard.press('Escape')
  await expect(booking).toBeHidden()
})

test('A visitor books through the built-in intake form; a form sent too fast is refused and says so', async ({
  page,
}) => {
  await signInAsOwner(page) // bookings open once the site has an owner; she reads them below
  await openLanding(page)

  // Sent faster than a person could type: refused, and the visitor is told (never thanked).
  await packageCard(page, 'Style Snack').getByRole('button', { name: 'Book Style Snack' }).click()
  const quick = page.getByRole('dialog', { name: 'Book Style Snack' })
  await writeInstead(quick)
  await quick.getByLabel('Name').fill('Speedy Bot')
  await quick.getByLabel('Email').fill('speedy-bot@example.com')
  await quick.getByRole('button', { name: 'Send request' }).click()
  await expect(
    quick.getByText('That was quick! Please check your details, then send your request again.'),
  ).toBeVisible()
  await expect(quick.getByText(THANKS)).toHaveCount(0)
  await expect(quick.getByLabel('Name')).toHaveValue('Speedy Bot')
  await quick.getByRole('button', { name: 'Close' }).click()
  await expect(quick).toBeHidden()

  await page.getByRole('button', { name: 'Schedule Your Free Consultation' }).click()
  const panel = page.getByRole('dialog', { name: 'Work with me' })
  await writeInstead(panel)
  await panel.getByRole('button', { name: 'Send request' }).click()
  await expect(panel.getByText('Enter your name.')).toBeVisible()
  await expect(panel.getByText('Enter your e-mail address.')).toBeVisible()
  await expect(panel.getByLabel('Name')).toBeFocused()

  await panel.getByLabel('Name').fill('Margot Laurent')
  await panel.getByLabel('Email').fill('margot@example.com')
  await panel.getByLabel('Phone').fill('call me maybe')
  await panel.getByLabel('Package of interest').selectOption('Seasonal Set Up')
  await panel.getByLabel('Message').fill('A capsule for my new job in the autumn.')
  await panel.getByRole('button', { name: 'Send request' }).click()
  await expect(panel.getByText('Enter a valid phone number.')).toBeVisible()
  // Nothing typed is lost.
  await expect(panel.getByLabel('Name')).toHaveValue('Margot Laurent')
  await expect(panel.getByLabel('Message')).toHaveValue('A capsule for my new job in the autumn.')
  await expect(panel.getByLabel('Package of interest')).toHaveValue('Seasonal Set Up')

  await panel.getByLabel('Phone').fill('+33 6 12 34 56 78')
  // A precondition, not a timing assertion: the server drops forms completed in under 3 s.
  await page.waitForTimeout(3500)
  await panel.getByRole('button', { name: 'Send request' }).click()
  await expect(panel.getByText(THANKS)).toBeVisible()

  // The owner finds the real inquiry, and not the one sent too fast.
  await page.goto('/dashboard/inquiries')
  await expect(page.getByText('Margot Laurent').first()).toBeVisible()
  await expect(page.getByText('Seasonal Set Up').first()).toBeVisible()
  await expect(page.getByText('Speedy Bot')).toHaveCount(0)
})

test('A visitor signs up for the newsletter', async ({ page }) => {
  await signInAsOwner(page) // the newsletter opens once the site has an owner
  await openLanding(page)
  const section = page.getByRole('region', { name: 'Stay In Style' })
  await section.getByLabel('Email').fill('not-an-address')
  await section.getByRole('button', { name: 'Subscribe' }).click()
  await expect(section.getByText('Enter a valid e-mail address.')).toBeVisible()
  await expect(section.getByLabel('Email')).toHaveValue('not-an-address')

  const reader = `reader-${Date.now()}@example.com`
  await section.getByLabel('Email').fill(reader)
  await section.getByRole('button', { name: 'Subscribe' }).click()
  await expect(
    section.getByText('Almost there! Check your email to confirm your subscription.'),
  ).toBeVisible()
  await waitForEmail(reader, /./)
})

test('The landing page and its slide-in pass an axe-core accessibility scan', async ({ page }) => {
  await openLanding(page)
  expect(await axeViolations(page)).toEqual([])

  await heroButton(page).click()
  const panel = page.getByRole('dialog', { name: 'Work with me' })
  await expect(panel.getByRole('button', { name: 'Send a message instead' })).toBeVisible()
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
  await writeInstead(panel)
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
})

test('On a phone the page fits the screen and the slide-in covers it @phone', async ({ page }) => {
  await openLanding(page)
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('no viewport')
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)
  expect(scrollWidth).toBeLessThanOrEqual(viewport.width)

  await heroButton(page).click()
  const panel = page.getByRole('dialog', { name: 'Work with me' })
  await expect(panel).toBeVisible()
  const phone = viewport.width < 640
  // Measured once the slide-in has come to rest.
  await expect
    .poll(async () => {
      const box = await panel.boundingBox()
      return box && [box.x + box.width, box.y, box.height, phone ? box.x : 0].map(Math.round)
    })
    .toEqual([viewport.width, 0, viewport.height, 0])
  const box = await panel.boundingBox()
  if (phone) expect(Math.round(box?.width ?? 0)).toBe(viewport.width)
  else expect(box?.width ?? 0).toBeLessThan(viewport.width / 2)
})

test('Her brand is shown whole in the bar, however long, and the bar hides nothing of the page @phone', async ({
  page,
}) => {
  const brand = 'Élise Beaumont · Personal Styling & Wardrobe Edits'
  await signInAsOwner(page)
  const kept = await setSetting(page, 'Brand name', brand)
  try {
    await openLanding(page)
    const bar = page.getByRole('banner')
    const wordmark = bar.getByRole('link', { name: brand })
    await expect(wordmark).toBeVisible()
    const cut = await wordmark.evaluate(
      (link) =>
        link.scrollHeight > link.clientHeight + 1 || link.scrollWidth > link.clientWidth + 1,
    )
    expect(cut, 'the brand is cut').toBe(false)
    const width = page.viewportSize()!.width
    const box = (await wordmark.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(
      await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
    // The section links are still there, and the headline starts below the bar.
    await expect(bar.getByRole('link', { name: 'Services' })).toBeVisible()
    const barBox = (await bar.boundingBox())!
    const headline = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    expect(headline.y).toBeGreaterThanOrEqual(barBox.y + barBox.height)
  } finally {
    await setSetting(page, 'Brand name', kept)
  }
})

// ---------------------------------------------------------------------------------------------
// An external booking provider: a fake one on another loopback origin. Its form page reports
// form_init, then a form_submit with a wrong embed id (to be ignored), and on "Next page" a
// page_change and the real form_submit. It shows the query string it was given.

const PROVIDER_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Fake booking form</title></head>
  <body>
    <h1>Fake booking form</h1>
    <p id="query"></p>
    <p id="sent"></p>
    <button type="button" id="next">Next page</button>
    <img src="/slow.png" alt="" width="1" height="1">
    <script>
      const params = new URLSearchParams(location.search)
      const embedId = params.get('embedId')
      params.delete('embedId')
      document.getElementById('query').textContent = 'Received query: ' + params.toString()
      parent.postMessage({ type: 'form_init', embedId }, '*')
      parent.postMessage(JSON.stringify({ type: 'form_submit', embedId: '10000000000000' }), '*')
      document.getElementById('sent').textContent = 'Sent a form_submit with a wrong embed id'
      document.getElementById('next').addEventListener('click', () => {
        parent.postMessage(JSON.stringify({ type: 'page_change', embedId }), '*')
        parent.postMessage({ type: 'form_submit', embedId }, '*')
      })
    </script>
  </body>
</html>`

test.describe('With a booking provider', () => {
  let provider: Server

  test.beforeAll(async () => {
    provider = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
      if (path === '/form') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(PROVIDER_PAGE)
      } else if (path === '/slow.png') {
        // Holds the frame's load event back, so only form_init can hide the spinner in time.
        setTimeout(() => res.writeHead(404).end(), 30_000).unref()
      } else {
        res.writeHead(404).end()
      }
    })
    await new Promise<void>((resolve, reject) => {
      provider.once('error', reject)
      provider.listen(PROVIDER_PORT, '127.0.0.1', resolve)
    })
  })

  test.afterAll(async () => {
    provider.closeAllConnections()
    await new Promise((resolve) => provider.close(resolve))
  })

  test('The slide-in embeds the provider form and trusts only its own messages', async ({
    page,
  }) => {
    await signInAsOwner(page)
    await setBookingFormUrl(page, PROVIDER_URL)
    try {
      await openLanding(page, '/?utm_source=test')
      await heroButton(page).click()
      const panel = page.getByRole('dialog', { name: 'Work with me' })
      const frameElement = panel.locator('iframe[title="Booking form"]')
      const frame = frameElement.contentFrame()

      await expect(frame.getByText('Received query: utm_source=test')).toBeVisible()
      await expect(panel.getByText('Loading the booking form')).toBeHidden()
      await expect(frame.getByText('Sent a form_submit with a wrong embed id')).toBeVisible()
      await expect(panel.getByText(THANKS)).toBeHidden()

      const src = new URL((await frameElement.getAttribute('src')) ?? '')
      expect(`${src.origin}${src.pathname}`).toBe(PROVIDER_URL)
      const embedId = src.searchParams.get('embedId') ?? ''
      expect(embedId).toMatch(/^[1-9]\d{13}$/)

      // The right embed id from the wrong origin (the page itself) is ignored too. A marker
      // message sent after it tells when it has been delivered.
      await page.evaluate(
        (id) =>
          new Promise<void>((resolve) => {
            const marker = `delivered-${Math.random()}`
            window.addEventListener('message', function done(event) {
              if (event.data !== marker) return
              window.removeEventListener('message', done)
              requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
            })
            window.postMessage({ type: 'form_submit', embedId: id }, '*')
            window.postMessage(marker, '*')
          }),
        embedId,
      )
      await expect(panel.getByText(THANKS)).toBeHidden()
      await expect(frameElement).toBeVisible()

      await frame.getByRole('button', { name: 'Next page' }).click()
      await expect(panel.getByText(THANKS)).toBeVisible()
      await expect(frameElement).toHaveCount(0)
    } finally {
      // Other journeys expect booking a time.
      await setBookingFormUrl(page, '')
    }
  })

  test('A booking provider that cannot be reached leaves the visitor a way to book', async ({
    page,
  }) => {
    await signInAsOwner(page)
    await setBookingFormUrl(page, UNREACHABLE_PROVIDER_URL)
    try {
      await page.clock.install()
      await openLanding(page)
      await heroButton(page).click()
      const panel = page.getByRole('dialog', { name: 'Work with me' })
      await expect(panel.locator('iframe[title="Booking form"]')).toBeAttached()
      // The provider never says it is ready: after a while the visitor is offered other ways.
      await page.clock.fastForward(10_000)
      await expect(panel.getByText('The booking form is taking a while to load.')).toBeVisible()
      await expect(panel.getByRole('link', { name: 'open it in a new tab' })).toHaveAttribute(
        'href',
        UNREACHABLE_PROVIDER_URL,
      )
      await panel.getByRole('button', { name: 'Send a request here' }).click()
      await expect(panel.getByLabel('Name')).toBeVisible()
      await expect(panel.locator('iframe')).toHaveCount(0)
    } finally {
      await setBookingFormUrl(page, '')
    }
  })
})
