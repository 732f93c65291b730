import ical, { type VEvent } from 'node-ical'

import { axeViolations, expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { firstLink, type SentEmail, waitForEmail } from './support/mail'
import { signInAsOwner } from './support/owner'
import { keepScreenshot } from './support/screenshot'
import { newClient } from './support/studio'
import { newStylist } from './support/stylist'
import { expect, type Page, test } from './support/test'

// Booking a time in the site owner's calendar from "/" (a new studio's hours: weekdays
// 10:00–17:00 in her studio's zone, from 24 hours ahead), as a visitor 13 hours away.

/** The event of an e-mail's `.ics` attachment. */
function invitationOf(mail: SentEmail): VEvent {
  const file = mail.attachments.find((attachment) => attachment.filename.endsWith('.ics'))
  if (!file) throw new Error(`No .ics attached to "${mail.subject}"`)
  const parsed = ical.sync.parseICS(Buffer.from(file.base64, 'base64').toString('utf8'))
  const event = Object.values(parsed).find((entry) => entry?.type === 'VEVENT')
  if (!event) throw new Error('No event in the invitation')
  return event as VEvent
}

/** The landing page's scripts fetched as files (its own is inline). */
const scriptFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType === 'script' ||
          entry.name.endsWith('.js'),
      )
      .map((entry) => new URL(entry.name).pathname),
  )

test.use({ timezoneId: 'Pacific/Auckland' })

test('A visitor 13 hours away books the free consultation from "/", gets the invitation and reschedules through her link @phone', async ({
  page,
  browser,
}) => {
  // The site has its owner (the calendar "/" books with); the visitor is someone else.
  const owner = await browser.newPage()
  await signInAsOwner(owner)
  await owner.close()

  const email = `visitor-${Date.now()}@example.com`
  await page.goto('/')
  await waitForHydration(page)
  expect(await scriptFiles(page)).toEqual([])

  await page.getByRole('button', { name: 'Schedule Your Free Consultation' }).click()
  const panel = page.getByRole('dialog', { name: 'Work with me' })
  await expect(panel.getByText('Times are in your time zone, Pacific/Auckland.')).toBeVisible()
  await expect(panel.getByText('The studio is in UTC time.')).toBeVisible()
  // Only now is the panel's script loaded.
  expect((await scriptFiles(page)).every((path) => /^\/assets\/slots-.+\.js$/.test(path))).toBe(
    true,
  )
  expect(await scriptFiles(page)).toHaveLength(1)
  await keepScreenshot(page, 'booking-panel-days', { fullPage: false })
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])

  // The first free day is chosen; its first time is taken.
  const time = panel.locator('[data-times] button').first()
  const chosen = Number(await time.getAttribute('data-start'))
  expect(chosen).toBeGreaterThan(Date.now() + 24 * 3_600_000 - 60_000)
  await time.click()
  await expect(panel.getByText('This time is held for you for 10 minutes')).toBeVisible()
  await expect(panel.getByLabel('Name')).toBeFocused()
  await panel.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(panel.getByText('Enter your name.')).toBeVisible()
  await panel.getByLabel('Name').fill('Mere Tawhiri')
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Message').fill('A capsule for a new job in Wellington.')
  await keepScreenshot(page, 'booking-panel-form', { fullPage: false })
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
  await panel.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(panel.getByText('You’re booked!')).toBeVisible()
  await expect(panel.getByText(email)).toBeVisible()
  await keepScreenshot(page, 'booking-panel-booked', { fullPage: false })

  // The e-mail: her time in her zone, the invitation at that very instant, her link.
  const booked = await waitForEmail(email, 'Booked: Free consultation')
  expect(booked.text).toContain('(Pacific/Auckland time)')
  const invitation = invitationOf(booked)
  expect(new Date(invitation.start!).getTime()).toBe(chosen)
  expect(new Date(invitation.end!).getTime()).toBe(chosen + 30 * 60_000)

  // Her link: the appointment, and another time.
  await page.goto(firstLink(booked.text))
  await expect(page.getByRole('heading', { name: 'Your appointment', level: 1 })).toBeVisible()
  await expect(page.getByText('Pacific/Auckland time')).toBeVisible()
  await keepScreenshot(page, 'booking-link')
  expect(await axeViolations(page)).toEqual([])
  const moveTo = page.locator('label:has(input[name="start"])').last()
  const movedTo = Date.parse((await moveTo.locator('input').getAttribute('value'))!)
  await moveTo.click()
  await page.getByRole('button', { name: 'Move my appointment' }).click()
  await expect(page.getByText('Your appointment is moved.')).toBeVisible()
  const moved = await waitForEmail(email, 'Moved: Free consultation')
  const update = invitationOf(moved)
  expect(new Date(update.start!).getTime()).toBe(movedTo)
  expect(update.uid).toBe(invitation.uid)
  expect(Number(update.sequence)).toBeGreaterThan(Number(invitation.sequence ?? 0))

  // The stylist, at her desk: the moved appointment, and the client the booking made.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const stylist = await desk.newPage()
    await signInAsOwner(stylist)
    await stylist.goto('/dashboard/appointments?show=upcoming')
    const card = stylist.getByRole('listitem').filter({ hasText: email })
    await expect(card.locator('time').first()).toHaveAttribute(
      'datetime',
      new Date(movedTo).toISOString(),
    )
    await expect(card).toContainText('A capsule for a new job in Wellington.')
    await keepScreenshot(stylist, 'booking-her-appointments')
    expect(await axeViolations(stylist)).toEqual([])
    await card.getByRole('link', { name: 'Mere Tawhiri' }).click()
    await expect(stylist.getByRole('heading', { name: 'Mere Tawhiri', level: 1 })).toBeVisible()
    await expect(stylist.getByText(email).first()).toBeVisible()
  } finally {
    await desk.close()
  }
})

test('Without JavaScript, "/" opens the booking page: a day, its times, and a booking @phone', async ({
  browser,
}) => {
  const owner = await browser.newPage()
  await signInAsOwner(owner)
  await owner.close()
  const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'Europe/Paris' })
  const page = await context.newPage()
  try {
    const email = `plain-${Date.now()}@example.com`
    await page.goto('/')
    await page.getByRole('button', { name: 'Schedule Your Free Consultation' }).click()
    await expect(page.getByRole('heading', { name: 'Free consultation', level: 1 })).toBeVisible()
    await page.getByLabel('Your time zone').selectOption('Europe/Paris')
    await page.getByRole('button', { name: 'Show times' }).click()
    await expect(page.getByText('The studio is in UTC time.')).toBeVisible()
    await keepScreenshot(page, 'booking-page')
    await page.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(page.getByText('Choose a time.')).toBeVisible()
    await page.locator('fieldset label').first().click()
    await page.getByLabel('Name').fill('Anouk Leroy')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(page.getByText('You’re booked!')).toBeVisible()
    await expect(page.getByText('Europe/Paris time')).toBeVisible()
    await waitForEmail(email, 'Booked: Free consultation')
  } finally {
    await context.close()
  }
})

test('A forged or changed link answers like a missing one @phone', async ({ page }) => {
  const response = await page.goto('/booking/AAAAAAAAAAAAAAAAAAAAAA/forged')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible()
})

test('Her Appointments and Hours and types: she adds one for a client, her feed parses, every screen and dialog passes axe @phone', async ({
  page,
}) => {
  await newStylist(page, 'appointments')
  await newClient(page, 'Iris Vale', 'iris-vale@example.com')

  await page.goto('/dashboard/appointments/settings')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Hours and types', level: 1 })).toBeVisible()
  await expectScreenHolds(page, 'booking-settings')
  await page.getByRole('button', { name: 'New type' }).click()
  const typeDialog = page.getByRole('dialog', { name: 'New appointment type' })
  await expectScreenHolds(page, 'booking-type-dialog', '[role="dialog"]')
  await typeDialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(typeDialog).toBeHidden()

  // Her private feed: an address that answers iCalendar.
  await page.getByRole('button', { name: 'Make my calendar feed address' }).click()
  const address = page.getByLabel('Calendar feed address')
  await expect(address).toHaveValue(/\/calendar\/[\w-]{32}\.ics$/)
  const feed = await page.request.get(new URL(await address.inputValue()).pathname)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/)
  expect(await feed.text()).toContain('BEGIN:VCALENDAR')

  // She adds an appointment for her client, a week ahead.
  await page.goto('/dashboard/appointments')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible()
  await expect(page.getByText('Nothing booked ahead yet.')).toBeVisible()
  await expectScreenHolds(page, 'appointments-empty')
  await page.getByRole('button', { name: 'Add appointment' }).click()
  const add = page.getByRole('dialog', { name: 'Add appointment' })
  await expectScreenHolds(page, 'appointments-add', '[role="dialog"]')
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  await add.getByLabel('Client').selectOption({ label: 'Iris Vale' })
  await add.getByLabel('Day').fill(day)
  await add.getByLabel('Time').fill('11:00')
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add).toBeHidden()
  const card = page.getByRole('listitem').filter({ hasText: 'Iris Vale' })
  await expect(card).toContainText('iris-vale@example.com')
  await expectScreenHolds(page, 'appointments')

  await card.getByRole('button', { name: 'Move' }).click()
  await expectScreenHolds(page, 'appointments-move', '[role="dialog"]')
  await page
    .getByRole('dialog', { name: 'Move appointment' })
    .getByRole('button', { name: 'Cancel', exact: true })
    .click()
  await card.getByRole('button', { name: 'Cancel', exact: true }).click()
  const cancel = page.getByRole('dialog', { name: 'Cancel this appointment?' })
  await expectScreenHolds(page, 'appointments-cancel', '[role="dialog"]')
  await cancel.getByRole('button', { name: 'Keep it' }).click()
  await expect(cancel).toBeHidden()

  await page.getByRole('link', { name: 'Calendar' }).click()
  await expect(page.getByRole('heading', { name: /^Week of / })).toBeVisible()
  await expectScreenHolds(page, 'appointments-week')
})
