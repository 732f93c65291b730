import { expect, type Page } from '@playwright/test'
import { waitForHydration } from './hydration'
import { firstLink, waitForEmail } from './mail'

export const PASSWORD = 'a-good-password-42'

let counter = 0

/** A unique address per call, so mails of other tests never match. */
export function uniqueEmail(label = 'stylist'): string {
  return `${label}-${Date.now()}-${++counter}@example.com`
}

/**
 * Signs a new stylist up through the real screens, opens the e-mailed confirmation link and
 * lands on the dashboard, signed in. Returns the address.
 */
export async function signUpAndConfirm(page: Page, label = 'stylist'): Promise<string> {
  const email = uniqueEmail(label)
  await page.goto('/dashboard')
  await waitForHydration(page)
  await page.getByRole('button', { name: "Don't have an account? Create one" }).click()
  await expect(page.getByText('Set up your stylist account')).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Check your email for the confirmation link!')).toBeVisible()

  const mail = await waitForEmail(email, 'Confirm your e-mail')
  await page.goto(firstLink(mail.text))
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
  return email
}
