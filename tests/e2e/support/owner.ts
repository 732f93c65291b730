import { type Cookie, expect, type Page } from '@playwright/test'

import { waitForHydration } from './hydration'
import { firstLink, waitForEmail } from './mail'
import { PASSWORD } from './stylist'

/** The site owner of the e2e runs (OWNER_EMAIL in playwright.config.ts). */
export const OWNER_EMAIL = 'owner@capsule.test'

/** The owner's session cookies, once signed in (one sign-in per run and project). */
let ownerCookies: Cookie[] | undefined

/**
 * Signs in as the site owner, signing her up (and confirming) when no earlier journey of this run
 * did. Bookings and newsletter signups are only open once the site has an owner.
 */
export async function signInAsOwner(page: Page) {
  if (ownerCookies) {
    await page.context().addCookies(ownerCookies)
    return
  }
  await page.goto('/dashboard')
  await waitForHydration(page)
  await page.getByLabel('Email').fill(OWNER_EMAIL)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  const dashboard = page.getByRole('heading', { name: 'Clients', level: 1 })
  const unknown = page.getByRole('alert').filter({ hasText: 'Invalid email or password' })
  const unconfirmed = page.getByRole('alert').filter({ hasText: 'Please confirm your e-mail' })
  await expect(dashboard.or(unknown).or(unconfirmed)).toBeVisible()

  if (!(await dashboard.isVisible())) {
    if (await unconfirmed.isVisible()) {
      // Signed up by an earlier, interrupted run of this journey but never confirmed.
      await page.getByRole('button', { name: 'Resend confirmation link' }).click()
    } else {
      await page.getByRole('button', { name: "Don't have an account? Create one" }).click()
      await page.getByLabel('Email').fill(OWNER_EMAIL)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Create Account' }).click()
      await expect(page.getByText('Check your email for the confirmation link!')).toBeVisible()
    }
    const mail = await waitForEmail(OWNER_EMAIL, 'Confirm your e-mail')
    await page.goto(firstLink(mail.text))
    await expect(dashboard).toBeVisible()
  }
  await expect(
    page.getByRole('link', { name: 'Site settings' }),
    `${OWNER_EMAIL} should be the site owner (OWNER_EMAIL in playwright.config.ts)`,
  ).toBeVisible()
  ownerCookies = await page.context().cookies()
}
