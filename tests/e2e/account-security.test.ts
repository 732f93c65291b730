import { totpCode } from '../support/totp'
import { axeViolations, expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { waitForEmail } from './support/mail'
import { signInAsOwner } from './support/owner'
import { newCapsule, newClient, newItem } from './support/studio'
import { newStylist, PASSWORD } from './support/stylist'
import { type Browser, expect, type Page, test } from './support/test'

const NEW_PASSWORD = 'linen-and-wool-77'

/** Signs in through the sign-in screen the dashboard shows while signed out. */
async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/dashboard')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** A second browser (another device) signed in to the same account. */
async function secondDevice(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, email, password)
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
  return { page, close: () => context.close() }
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
}

async function openAccount(page: Page) {
  await page.getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
}

test('A stylist sees her signed-in devices, signs one out and changes her password @phone', async ({
  page,
  browser,
}) => {
  const email = await newStylist(page, 'devices')
  await page.goto('/dashboard')
  const other = await secondDevice(browser, email)
  try {
    await openAccount(page)
    const devices = page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem')
    await expect(devices).toHaveCount(2)
    await expect(devices.first()).toContainText('This device')
    expect(await axeViolations(page)).toEqual([])
    // The app's jobs are the site owner's to watch; a stylist sees her own (her e-mails).
    await expect(page.getByRole('region', { name: 'Jobs' }).getByRole('listitem')).toHaveText([
      /Sending feedback digests/,
      /E-mailing clients about replies/,
      /Overdue invoice reminders/,
      /E-mails about card payments/,
      /Questionnaire reminders/,
      /E-mails about answered questionnaires/,
      /Appointment reminders/,
      /Reading your calendar’s busy times/,
      /Checking stock and prices/,
    ])

    // "Sign out" of the other device ends its session at once.
    await devices
      .nth(1)
      .getByRole('button', { name: /^Sign out / })
      .click()
    await expect(devices).toHaveCount(1)
    await other.page.reload()
    await expect(other.page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()

    // It signs in again; then a password change signs it out too.
    await signIn(other.page, email)
    await expect(other.page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
    await page.reload()
    await expect(devices).toHaveCount(2)
    // Typed and sent before the reloaded page hydrates, the form would go as a plain post, and a
    // password is never sent back into a field: the test must not race it.
    await waitForHydration(page)

    const password = page.getByRole('region', { name: 'Password' })
    await password.getByLabel('Current password').fill('not-my-password')
    await password.getByLabel('New password').fill('password1')
    await password.getByRole('button', { name: 'Change password' }).click()
    await expect(password.getByText(/one of the most common ones/)).toBeVisible()
    await expect(password.getByLabel('New password')).toHaveValue('password1')

    await password.getByLabel('New password').fill(NEW_PASSWORD)
    await password.getByRole('button', { name: 'Change password' }).click()
    await expect(password.getByText('That is not your current password.')).toBeVisible()
    await expect(password.getByLabel('New password')).toHaveValue(NEW_PASSWORD)

    await password.getByLabel('Current password').fill(PASSWORD)
    await password.getByRole('button', { name: 'Change password' }).click()
    await expect(
      page.getByText('Password changed. Every other device was signed out.'),
    ).toBeVisible()
    await expect(devices).toHaveCount(1)
    const notice = await waitForEmail(email, 'Your password was changed')
    expect(notice.text).toContain('every other device was signed out')

    await other.page.reload()
    await expect(other.page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
    await signIn(other.page, email, NEW_PASSWORD)
    await expect(other.page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
  } finally {
    await other.close()
  }
})

test("The site owner sees the studio's jobs: when each last ran and when it runs next @phone", async ({
  page,
}) => {
  await signInAsOwner(page)
  await page.goto('/dashboard/account')
  const jobs = page.getByRole('region', { name: 'Jobs' })
  const trash = jobs.getByRole('listitem').filter({ hasText: 'Emptying the trash' })
  const upkeep = jobs.getByRole('listitem').filter({ hasText: 'Database upkeep' })
  await expect(jobs.getByRole('listitem')).toHaveText([
    /^Emptying the trash/,
    /^Forgetting old save keys/,
    /^Clearing expired limits, codes and invitations/,
    /^Sending feedback digests/,
    /^E-mailing clients about replies/,
    /^Catching up on conversation e-mails after a start/,
    /^Overdue invoice reminders/,
    /^E-mails about card payments/,
    /^Questionnaire reminders/,
    /^E-mails about answered questionnaires/,
    /^E-mail alerts and daily summaries/,
    /^Appointment reminders/,
    /^Reading the calendars’ busy times/,
    /^Reading your calendar’s busy times/,
    /^Scheduling stock and price checks/,
    /^Checking stock and prices/,
    /^Database upkeep/,
  ])
  // Both run when the server starts (a moment after it listens), then on their schedule.
  await expect(async () => {
    await page.reload()
    await expect(upkeep.getByRole('definition').first()).not.toHaveText('Not yet', { timeout: 1 })
  }).toPass()
  for (const job of [trash, upkeep]) {
    await expect(job.getByRole('definition').first()).not.toHaveText('Not yet')
    await expect(job.getByRole('definition').nth(1).locator('time')).toBeVisible()
    await expect(job.getByRole('definition').nth(2)).toHaveText('None')
  }
  await expectScreenHolds(page, 'account-jobs')
})

test('A stylist turns on two-factor sign-in, signs in with a code and a recovery code, and turns it off @phone', async ({
  page,
}) => {
  const email = await newStylist(page, 'two-factor')
  await page.goto('/dashboard')
  await openAccount(page)
  const section = page.getByRole('region', { name: 'Two-factor sign-in' })
  await section.getByLabel('Your password').fill(PASSWORD)
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click()

  const secret = (await section.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '')
  // The QR code to scan, drawn on the server, with the key above as the fallback.
  const qr = section.getByRole('img', { name: 'QR code for your authenticator app' })
  await expect(qr).toBeVisible()
  await expect(qr.locator('svg path')).toHaveCount(1)
  expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(160)
  await expect(section.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  )
  expect(await axeViolations(page)).toEqual([])
  await section.getByLabel('Code from the app').fill('000000')
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(section.getByText(/That code is not right/)).toBeVisible()
  await section.getByLabel('Code from the app').fill(totpCode(secret))
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(section.getByText('Two-factor sign-in is on.').first()).toBeVisible()
  const codes = await section
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents()
  expect(codes.length).toBeGreaterThanOrEqual(8)
  expect(await axeViolations(page)).toEqual([])
  await section.getByRole('button', { name: 'I saved my recovery codes' }).click()
  await expect(section.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible()

  // Signing in now takes the code after the password.
  await signOut(page)
  await signIn(page, email)
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel('Code', { exact: true }).fill('123456')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('That code is not right. Please try again.')).toBeVisible()
  // The set-up's code works once: the app's next one (codes of the next 30 s are accepted too).
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()

  // Without the phone: a recovery code, once.
  await signOut(page)
  await signIn(page, email)
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await page.getByLabel('Recovery code').fill(codes[0]!)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()

  // Turned off with the password: the password alone signs in again.
  await openAccount(page)
  await section.getByLabel('Your password').fill(PASSWORD)
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click()
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible()
  await expect(section.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible()
  await signOut(page)
  await signIn(page, email)
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
})

test('Photos of a protected capsule reach the client who gave the password, and no one else', async ({
  page,
  browser,
  request,
}) => {
  await newStylist(page, 'private-photos')
  const clientId = await newClient(page, 'Margot Laurent')
  const capsuleId = await newCapsule(page, {
    clientId,
    name: `Private Spring ${Date.now().toString(36)}`,
    password: 'tulip-garden-7',
  })
  await newItem(page, {
    capsuleId,
    name: 'Camel Blazer',
    category: 'Outerwear',
    photoColour: '#b08155',
  })

  // The stylist sees the photo in her dashboard; its address is private.
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  const image = page.getByRole('img', { name: 'Camel Blazer' }).first()
  await expect(image).toBeVisible()
  const src = await image.evaluate(
    (element: HTMLImageElement) => new URL(element.currentSrc).pathname,
  )
  expect(src).toMatch(/^\/media\//)
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  )
  const ownerCopy = await page.request.get(src)
  expect(ownerCopy.status()).toBe(200)
  expect(ownerCopy.headers()['cache-control']).toBe('private, no-cache')

  // Someone holding only the address gets nothing.
  expect((await request.get(src)).status()).toBe(404)

  // The client, once through the gate, gets it in her browser.
  const context = await browser.newContext()
  const client = await context.newPage()
  try {
    await client.goto(`/capsule/${capsuleId}`)
    await client.getByLabel('Password', { exact: true }).fill('tulip-garden-7')
    await client.getByRole('button', { name: 'View Capsule' }).click()
    await expect(client.getByLabel('Password', { exact: true })).toHaveCount(0)
    const status = await client.evaluate(async (url) => (await fetch(url)).status, src)
    expect(status).toBe(200)
  } finally {
    await context.close()
  }
})
