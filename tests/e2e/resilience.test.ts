import { axeViolations } from './support/axe'
import { failSaves, NETWORK_ERROR, SERVER_ERROR } from './support/failures'
import { waitForHydration } from './support/hydration'
import { newStylist, PASSWORD } from './support/stylist'
import { expect, type Page, test } from './support/test'

// One stylist per test (sign-ups are rate limited per address): each test tells two stories.

/** A save that fails (no connection, a server error, a lost answer) keeps the form and saves once later. */
async function failedSavesKeepTheForm(page: Page) {
  await page.getByRole('button', { name: 'Add Client' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Client' })
  // A name longer than allowed is not cut short without a word: the form says so.
  const long = 'Bianca Maria Rossi '.repeat(7).trim()
  await dialog.getByLabel('Name').fill(long)
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Use at most 120 characters.')).toBeVisible()
  await expect(dialog.getByLabel('Name')).toHaveValue(long)

  await dialog.getByLabel('Name').fill('Bianca Rossi')
  await dialog.getByLabel('Email').fill('bianca@example.com')

  // The connection is gone: the form stays open with what was typed, and says so.
  await failSaves(page, (route) => route.abort('internetdisconnected'))
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByRole('alert')).toContainText(NETWORK_ERROR)
  await expect(dialog.getByLabel('Name')).toHaveValue('Bianca Rossi')
  await expect(dialog.getByLabel('Email')).toHaveValue('bianca@example.com')
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeAttached()
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])

  // The server fails.
  await failSaves(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByRole('alert')).toContainText(SERVER_ERROR)
  await expect(dialog.getByLabel('Name')).toHaveValue('Bianca Rossi')

  // The save reaches the server but its answer is lost on the way back.
  await failSaves(page, async (route) => {
    await route.fetch()
    await route.abort('connectionreset')
  })
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByRole('alert')).toContainText(NETWORK_ERROR)

  // Back online: saving again closes the form, and the client exists once.
  await page.unrouteAll({ behavior: 'wait' })
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Client added')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: 'Bianca Rossi' })).toHaveCount(1)
}

/** Escape, a click beside the form or leaving the page asks before throwing away what was typed. */
async function dirtyFormsAsk(page: Page) {
  await page.getByRole('link', { name: 'Capsules', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Capsules', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Clients', exact: true }).click()
  await page.getByRole('button', { name: 'Add Client' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Client' })
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' })

  // Nothing typed yet: Escape just closes.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Add Client' }).first().click()
  await dialog.getByLabel('Name').fill('Chloé Park')
  await page.keyboard.press('Escape')
  await expect(discard).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  await expect(dialog.getByLabel('Name')).toHaveValue('Chloé Park')

  // The browser's Back button asks too.
  await page.goBack()
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Stay' }).click()
  await expect(leave).toBeHidden()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(dialog.getByLabel('Name')).toHaveValue('Chloé Park')

  // A click on the dimmed page beside the form.
  await page.mouse.click(8, 8)
  await expect(discard).toBeVisible()
  await discard.getByRole('button', { name: 'Discard' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('listitem').filter({ hasText: 'Chloé Park' })).toHaveCount(0)

  // Reloading asks (the browser's own prompt), and what was typed comes back with the form.
  await page.getByRole('button', { name: 'Add Client' }).first().click()
  await dialog.getByLabel('Name').fill('Sophie Laurent')
  await dialog.getByLabel('Email').fill('sophie@example.com')
  const asked = page.waitForEvent('dialog').then(async (prompt) => {
    await prompt.accept()
    return prompt.type()
  })
  await page.reload()
  expect(await asked).toBe('beforeunload')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add Client' }).first().click()
  await expect(dialog.getByLabel('Name')).toHaveValue('Sophie Laurent')
  await expect(dialog.getByLabel('Email')).toHaveValue('sophie@example.com')

  // Cancelled, it is gone for good.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Add Client' }).first().click()
  await expect(dialog.getByLabel('Name')).toHaveValue('')
}

test('A failed save keeps the form and saves once later; a half-filled form asks before it is thrown away @phone', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await newStylist(page, 'offline')
  await page.goto('/dashboard')
  await failedSavesKeepTheForm(page)
  await dirtyFormsAsk(page)
})

/** Signed out in the middle of a form, she signs in over the page and saves what she typed. */
async function signedOutMidForm(page: Page, email: string) {
  const context = page.context()
  await page.getByRole('button', { name: 'Add Client' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Client' })
  await dialog.getByLabel('Name').fill('Margaux Petit')
  await dialog.getByLabel('Phone').fill('+33 6 00 00 00 00')

  await context.clearCookies()
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByRole('alert')).toContainText('You were signed out — sign in to continue')
  const signIn = page.getByRole('dialog', { name: 'You were signed out' })
  await expect(signIn).toBeVisible()
  await expect(signIn.getByLabel('Email')).toHaveValue(email)
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
  await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signIn.getByRole('button', { name: 'Sign In' }).click()
  await expect(signIn).toBeHidden()

  // The form is still there, with everything typed; saving now works.
  await expect(dialog.getByLabel('Name')).toHaveValue('Margaux Petit')
  await expect(dialog.getByLabel('Phone')).toHaveValue('+33 6 00 00 00 00')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('listitem').filter({ hasText: 'Margaux Petit' })).toBeVisible()

  // Signed out on a page load: the sign-in screen replaces the whole dashboard (one wordmark).
  await context.clearCookies()
  await page.goto('/dashboard/capsules')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Capsule Studio' })).toHaveCount(1)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Capsules', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Clients', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
}

/** The owner previews her protected capsule without the password; deleting her client or the capsule names what goes, and Undo brings it all back. */
async function previewAndUndo(page: Page) {
  await page.getByRole('button', { name: 'Add Client' }).first().click()
  const clientDialog = page.getByRole('dialog', { name: 'Add Client' })
  await clientDialog.getByLabel('Name').fill('Bianca Rossi')
  await clientDialog.getByRole('button', { name: 'Create' }).click()
  await expect(clientDialog).toBeHidden()

  await page.getByRole('link', { name: 'Capsules', exact: true }).click()
  await page.getByRole('button', { name: 'New Capsule' }).first().click()
  const capsuleDialog = page.getByRole('dialog', { name: 'New Capsule' })
  await capsuleDialog
    .getByRole('combobox', { name: /Client/ })
    .selectOption({ label: 'Bianca Rossi' })
  await capsuleDialog.getByLabel('Capsule Name').fill('Riviera Summer')
  await capsuleDialog.getByLabel('Password for client access').fill('riviera-2026')
  await capsuleDialog.getByLabel('Published (visible to client)').check()
  await capsuleDialog.getByRole('button', { name: 'Create' }).click()
  await expect(capsuleDialog).toBeHidden()

  // Preview opens her capsule at once, saying it is a preview and that a password is set.
  const card = page.getByRole('listitem').filter({ hasText: 'Riviera Summer' })
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('link', { name: 'Preview' }).click(),
  ])
  await expect(preview.getByRole('heading', { name: 'Riviera Summer', level: 1 })).toBeVisible()
  await expect(preview.getByRole('status').filter({ hasText: 'Preview' })).toContainText(
    'a password is set',
  )
  await expect(preview.getByLabel('Password')).toHaveCount(0)
  await preview.close()

  await page.getByRole('link', { name: 'Clients', exact: true }).click()
  await page.getByRole('button', { name: 'Delete Bianca Rossi' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Bianca Rossi?' })
  await expect(confirm).toContainText(
    'Are you sure you want to delete this client? Her 1 capsule will be deleted too. ' +
      'Her published link will stop working.',
  )
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Bianca Rossi' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Restored')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Bianca Rossi' })).toBeVisible()
  await page.getByRole('link', { name: 'Capsules', exact: true }).click()
  await expect(card).toBeVisible()

  // Deleting the capsule names it and what goes; Undo brings it back, her link working again.
  await card.getByRole('button', { name: 'Delete capsule' }).click()
  const confirmCapsule = page.getByRole('dialog', { name: 'Delete Riviera Summer?' })
  await expect(confirmCapsule).toContainText(
    "Are you sure you want to delete this capsule? Bianca Rossi's link to it will stop " +
      'working. You can undo this for a few seconds.',
  )
  await confirmCapsule.getByRole('button', { name: 'Delete' }).click()
  await expect(card).toHaveCount(0)
  const deleted = page.getByRole('status').getByText('Riviera Summer deleted').locator('..')
  await deleted.getByRole('button', { name: 'Undo' }).click()
  await expect(card).toBeVisible()
  const href = await card.getByRole('link', { name: 'Preview' }).getAttribute('href')
  const link = await page.request.get(new URL(href!, page.url()).pathname, { maxRedirects: 0 })
  expect(link.status()).toBe(200)
}

test('Signed out mid-form she signs in over the page; the owner previews without the password; a client or capsule delete says what goes and can be undone @phone', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = await newStylist(page, 'expired')
  await page.goto('/dashboard')
  await signedOutMidForm(page, email)
  await previewAndUndo(page)
})
