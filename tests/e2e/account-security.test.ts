import { expect, type Browser, type Page, test } from '@playwright/test'
import { totpCode } from '../support/totp'
import { axeViolations } from './support/axe'
import { waitForHydration } from './support/hydration'
import { waitForEmail } from './support/mail'
import { PASSWORD, signUpAndConfirm } from './support/stylist'

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
  const email = await signUpAndConfirm(page, 'devices')
  const other = await secondDevice(browser, email)
  try {
    await openAccount(page)
    const devices = page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem')
    await expect(devices).toHaveCount(2)
    await expect(devices.first()).toContainText('This device')
    expect(await axeViolations(page)).toEqual([])

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

test('A stylist turns on two-factor sign-in, signs in with a code and a recovery code, and turns it off @phone', async ({
  page,
}) => {
  const email = await signUpAndConfirm(page, 'two-factor')
  await openAccount(page)
  const section = page.getByRole('region', { name: 'Two-factor sign-in' })
  await section.getByLabel('Your password').fill(PASSWORD)
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click()

  const secret = (await section.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '')
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
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret))
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
