import { expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { firstLink, waitForEmail } from './support/mail'
import { PASSWORD, uniqueEmail } from './support/stylist'
import { expect, type Page, test } from './support/test'

// A site with the default sign-up policy (by invitation): the second app of playwright.config.ts.
const SITE = process.env.INVITE_SITE_URL!
const OWNER = 'owner@invite.test'

async function createAccount(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
}

async function signIn(page: Page, email: string) {
  await page.goto(`${SITE}/dashboard`)
  await waitForHydration(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** The site's owner, signed in (signed up and confirmed first when an earlier run did not). */
async function ownerSignsIn(page: Page) {
  await signIn(page, OWNER)
  const dashboard = page.getByRole('heading', { name: 'Clients', level: 1 })
  const unknown = page.getByRole('alert').filter({ hasText: 'Invalid email or password' })
  await expect(dashboard.or(unknown)).toBeVisible()
  if (await dashboard.isVisible()) return
  await page.getByRole('button', { name: "Don't have an account? Create one" }).click()
  await createAccount(page, OWNER)
  await expect(page.getByText('Check your email for the confirmation link!')).toBeVisible()
  await page.goto(firstLink((await waitForEmail(OWNER, 'Confirm your e-mail')).text))
  await expect(dashboard).toBeVisible()
}

test('The owner invites a stylist, who signs up from the e-mail; a stranger is told sign-up is by invitation', async ({
  page,
}) => {
  // A stranger cannot make an account.
  await page.goto(`${SITE}/dashboard`)
  await waitForHydration(page)
  await page.getByRole('button', { name: "Don't have an account? Create one" }).click()
  await createAccount(page, uniqueEmail('stranger'))
  await expect(page.getByRole('alert').filter({ hasText: 'by invitation only' })).toBeVisible()
  await expectScreenHolds(page, 'sign-up-refused')

  await ownerSignsIn(page)
  await page.getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  const invite = page.getByRole('region', { name: 'Invite a stylist' })
  const invitee = uniqueEmail('invited')
  await invite.getByLabel('Her e-mail').fill(invitee)
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invitation sent.')).toBeVisible()
  await expect(invite.getByText(invitee)).toBeVisible()
  const sent = page.getByRole('region', { name: 'E-mails sent from this site' })
  await page.reload()
  await expect(sent.getByText(`From ${OWNER} to ${invitee}`)).toBeVisible()
  await expectScreenHolds(page, 'account-owner')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectScreenHolds(page, 'account-owner')
  await page.setViewportSize({ width: 1280, height: 800 })

  // The invitee opens the e-mail's link in her own browser: Create Account, her address filled in.
  await page.context().clearCookies()
  const mail = await waitForEmail(invitee, 'invites you to open your own studio')
  expect(mail.from).toContain('Capsule Studio')
  await page.goto(firstLink(mail.text))
  await waitForHydration(page)
  await expect(page.getByText('Set up your stylist account')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(invitee)
  await expect(page.getByText('You were invited')).toBeVisible()
  await expectScreenHolds(page, 'sign-up-invited')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Check your email for the confirmation link!')).toBeVisible()
  await page.goto(firstLink((await waitForEmail(invitee, 'Confirm your e-mail')).text))
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
  // She is a stylist of her own, not the owner: no invitations, no log of the site's e-mails.
  await page.goto(`${SITE}/dashboard/account`)
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Invite a stylist' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'E-mails sent from this site' })).toHaveCount(0)
})
