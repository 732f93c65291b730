import { expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { firstLink, listEmails, waitForEmail } from './support/mail'
import { newStylist, PASSWORD, signUpAndConfirm, uniqueEmail } from './support/stylist'
import { expect, test } from './support/test'

test('Stylist signs up, confirms by e-mail, manages clients and signs out @phone', async ({
  page,
}) => {
  const email = await signUpAndConfirm(page)
  await expect(page.getByText(email)).toBeAttached()

  // Add a client; a server-side check keeps the modal open with the message and what was typed.
  await page.getByRole('button', { name: 'Add Client' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Client' })
  // A name longer than the 120 characters allowed is kept whole and the field says so (a
  // browser's maxLength would cut it without a word).
  const longName = `Margot ${'Laurent-'.repeat(16)}`
  await dialog.getByLabel('Name').fill(longName)
  await expect(dialog.getByLabel('Name')).toHaveValue(longName)
  await expect(dialog.getByText('Use at most 120 characters.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Use at most 120 characters.')).toBeVisible()
  await expect(dialog.getByLabel('Name')).toHaveValue(longName)

  await dialog.getByLabel('Name').fill('Margot Laurent')
  await dialog.getByLabel('Phone').fill('call me maybe')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Enter a valid phone number.')).toBeVisible()
  await expect(dialog.getByText('Use at most 120 characters.')).toHaveCount(0)
  await expect(dialog.getByLabel('Name')).toHaveValue('Margot Laurent')

  await dialog.getByLabel('Phone').fill('+33 6 12 34 56 78')
  await dialog.getByLabel('Email').fill('margot@example.com')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()
  const card = page.getByRole('listitem').filter({ hasText: 'Margot Laurent' })
  await expect(card).toContainText('margot@example.com')
  await expect(card).toContainText('+33 6 12 34 56 78')

  // Edit it.
  await card.getByRole('button', { name: 'Edit Margot Laurent' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Client' })
  await expect(edit.getByLabel('Name')).toHaveValue('Margot Laurent')
  await edit.getByLabel('Name').fill('Margot L.')
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByRole('listitem').filter({ hasText: 'Margot L.' })).toBeVisible()

  // Delete it, after the confirmation.
  await page.getByRole('button', { name: 'Delete Margot L.' }).click()
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('Are you sure you want to delete this client?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Margot L.' })).toHaveCount(0)
  await expect(page.getByText('No clients yet')).toBeVisible()

  // Sign out: the dashboard URL now shows the sign-in screen in place.
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await page.goto('/dashboard')
  await expect(page.getByText('Sign in to your dashboard')).toBeVisible()
})

test('A signed-out stylist asking for a dashboard page signs in and lands on that page', async ({
  page,
}) => {
  const email = await newStylist(page, 'return')
  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()

  await page.goto('/dashboard?from=bookmark')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  const error = page.getByRole('alert').filter({ hasText: 'Invalid email or password' })
  await expect(error).toBeVisible()

  // Toggling the mode clears the message.
  await page.getByRole('button', { name: "Don't have an account? Create one" }).click()
  await expect(error).toHaveCount(0)
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click()

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard\?from=bookmark$/)
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
})

test('Signing in before confirming says so and sends a new link', async ({ page }) => {
  const email = uniqueEmail('unconfirmed')
  await page.goto('/dashboard')
  await page.getByRole('button', { name: "Don't have an account? Create one" }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Check your email for the confirmation link!')).toBeVisible()

  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click()
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please confirm your e-mail address first' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Resend confirmation link' }).click()
  await expect(page.getByText(`We sent a new confirmation link to ${email}.`)).toBeVisible()
  // The new link replaces the first one.
  const confirmations = async () =>
    (await listEmails(email)).filter((mail) => mail.subject === 'Confirm your e-mail').length
  await expect.poll(confirmations).toBe(2)
  const mails = await waitForEmail(email, 'Confirm your e-mail')
  await page.goto(firstLink(mails.text))
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
})

test('A stranger signed up first with her address: her link asks for her password, and only hers is kept', async ({
  page,
}) => {
  const email = uniqueEmail('contested')
  await page.goto('/dashboard')
  await waitForHydration(page)
  // The stranger, from an address of his own, with his password: he is told what she will be.
  const his = await page.request.post('/auth/sign-up', {
    form: { email, password: 'strangers-guess-7' },
    headers: { 'x-forwarded-for': '198.18.9.1', origin: new URL(page.url()).origin },
  })
  expect(his.status()).toBe(200)
  await page.getByRole('button', { name: "Don't have an account? Create one" }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Check your email for the confirmation link!')).toBeVisible()
  const confirmations = async () =>
    (await listEmails(email)).filter((mail) => mail.subject === 'Confirm your e-mail').length
  await expect.poll(confirmations).toBe(2)

  // Her link (the newest) asks which password is hers.
  await page.goto(firstLink((await waitForEmail(email, 'Confirm your e-mail')).text))
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible()
  await expectScreenHolds(page, 'confirm-which-password')
  await page.getByLabel('Password', { exact: true }).fill('strangers-guess-8')
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'That is not the password chosen for this address.' }),
  ).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await expectScreenHolds(page, 'confirm-which-password')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click()
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()

  // His link, opened now, confirms nothing and signs no one in.
  const [hisLink] = (await listEmails(email)).filter(
    (mail) => mail.subject === 'Confirm your e-mail',
  )
  await page.context().clearCookies()
  await page.goto(firstLink(hisLink!.text))
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link has expired or was already used' }),
  ).toBeVisible()
  await expectScreenHolds(page, 'confirm-expired')
})

test('Stylist resets a forgotten password by e-mail, even after a stranger asked for her links', async ({
  page,
}) => {
  const email = await newStylist(page, 'forgetful')
  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Sign Out' }).click()

  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('a reset link is on its way')).toBeVisible()
  const mail = await waitForEmail(email, 'Reset your password')

  // A stranger asks for more of her reset links, from addresses of his own: her hour's budget
  // is spent. Asking again, she is told the link she has still works, not a bare "Too many".
  for (const address of ['198.18.7.1', '198.18.7.2']) {
    const response = await page.request.post('/forgot-password', {
      form: { email },
      headers: { 'x-forwarded-for': address, origin: new URL(page.url()).origin },
    })
    expect(response.status()).toBe(200)
  }
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(
    page.getByText('was already sent to it in the last hour, and it still works'),
  ).toBeVisible()
  await expectScreenHolds(page, 'reset-link-already-sent')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectScreenHolds(page, 'reset-link-already-sent')
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.goto(firstLink(mail.text))
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password').fill('my-new-password-9')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(
    page.getByText('Your password was changed. Sign in with your new password.'),
  ).toBeVisible()

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('my-new-password-9')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
})

test('Unknown paths show the landing screen with a 404 status', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('link', { name: 'Stylist sign in' })).toBeVisible()
})
