import { expect, type Page } from '@playwright/test'

import { signInStylist } from './stylist'

/** The site owner of the e2e runs (OWNER_EMAIL in playwright.config.ts). */
export const OWNER_EMAIL = 'owner@capsule.test'

/** Whether this run (worker) has seen that the owner's dashboard offers the site's own pages. */
let ownerChecked = false

/**
 * Signs in as the site owner (her account is made, confirmed, the first time a journey of this
 * run asks: support/fixtures.ts). Bookings and newsletter signups are only open once the site has
 * an owner. The page stays where it is, but for the first call of a run, which checks on her
 * dashboard that this account is the site's owner.
 */
export async function signInAsOwner(page: Page) {
  await signInStylist(page, OWNER_EMAIL)
  if (ownerChecked) return
  await page.goto('/dashboard')
  await expect(
    page.getByRole('link', { name: 'Site settings' }),
    `${OWNER_EMAIL} should be the site owner (OWNER_EMAIL in playwright.config.ts)`,
  ).toBeVisible()
  ownerChecked = true
}
