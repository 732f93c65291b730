import { expect, type Page, test } from '@playwright/test'

import { fixture } from './fixtures'
import { firstLink, waitForEmail } from './mail'

export const PASSWORD = 'a-good-password-42'

let counter = 0

/** A unique address per call, so mails of other tests never match. */
export function uniqueEmail(label = 'stylist'): string {
  return `${label}-${Date.now()}-${++counter}@example.com`
}

/**
 * A new stylist, signed up and confirmed, on the dashboard and signed in. She signs up through
 * the sign-up form's own post (the screens have journeys of their own in
 * accounts-and-clients.test.ts; drawing them here cost each journey ~4 s of processor time), then
 * opens the e-mailed confirmation link in the page, as she would. Returns the address.
 */
export async function signUpAndConfirm(page: Page, label = 'stylist'): Promise<string> {
  const email = uniqueEmail(label)
  const signedUp = await page.request.post('/auth/sign-up', {
    form: { email, password: PASSWORD },
  })
  expect(signedUp.ok(), `sign-up of ${email}: ${await signedUp.text()}`).toBe(true)

  const mail = await waitForEmail(email, 'Confirm your e-mail')
  await page.goto(firstLink(mail.text))
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
  return email
}

/**
 * A stylist with this address (a new one unless it exists), confirmed, and signed in in this
 * page's browser by a session written for her. The page stays where it is. Answers her address.
 */
export async function signInStylist(page: Page, email: string): Promise<string> {
  const { cookie } = await fixture<{ cookie: { name: string; value: string } }>(
    page.request,
    'stylist',
    { email, password: PASSWORD },
  )
  const url = test.info().project.use.baseURL!
  await page
    .context()
    .addCookies([{ ...cookie, url, httpOnly: true, sameSite: 'Lax', secure: false }])
  return email.toLowerCase()
}

/** A new stylist, confirmed and signed in (see `signInStylist`); answers her address. */
export function newStylist(page: Page, label = 'stylist'): Promise<string> {
  return signInStylist(page, uniqueEmail(label))
}
