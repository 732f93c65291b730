import { SHOP_PAGES, startShopFixtures } from '../support/shop-fixtures'
import { totpCode } from '../support/totp'
import { expectScreenHolds } from './support/axe'
import { failSaves, NETWORK_ERROR } from './support/failures'
import { clickUntilVisible, waitForHydration } from './support/hydration'
import { signInAsOwner } from './support/owner'
import { newCapsule, newClient, ok } from './support/studio'
import { newStylist, PASSWORD } from './support/stylist'
import { expect, type Locator, type Page, test } from './support/test'

// Where two features meet (issue 25): signing in again over an open form with two-factor on,
// save errors shown where she is looking, web addresses typed without https://, and an inquiry
// converted into a client.

/** Recovery codes: no letters or digits that read alike (l, I, 1, 0, O). */
const RECOVERY_CODE = /^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/

/** What the form's focused element is, for a message naming it ("BODY" when focus was lost). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return element === document.body || !element
      ? 'BODY'
      : `${element.tagName} ${element.getAttribute('name') ?? element.textContent?.trim() ?? ''}`
  })

/** Turns two-factor on from the Account screen; answers the key and the recovery codes. */
async function turnOnTwoFactor(page: Page) {
  await page.getByRole('link', { name: 'Account' }).click()
  const section = page.getByRole('region', { name: 'Two-factor sign-in' })
  await section.getByLabel('Your password').fill(PASSWORD)
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  const secret = (await section.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '')
  await section.getByLabel('Code from the app').fill(totpCode(secret))
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  const list = section.getByRole('list', { name: 'Recovery codes' })
  await expect(list).toBeVisible()
  const codes = await list.getByRole('listitem').allTextContents()
  return { section, secret, codes }
}

/** Signed out while the item dialog is open: Create opens the sign-in dialog over the page. */
async function createWhileSignedOut(page: Page, dialog: Locator) {
  await page.context().clearCookies()
  await dialog.getByRole('button', { name: 'Create' }).click()
  const signIn = page.getByRole('dialog', { name: 'You were signed out' })
  await expect(signIn).toBeVisible()
  await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signIn.getByRole('button', { name: 'Sign In' }).click()
  return signIn
}

test('Signed out with two-factor on, she signs in again inside the dialog with a code or a recovery code, and her open item saves once @phone', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await newStylist(page, 'two-factor-seam')
  await page.goto('/dashboard')
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const { section, secret, codes } = await turnOnTwoFactor(page)

  // The recovery codes read without doubt, and can be copied or downloaded.
  expect(codes.length).toBeGreaterThanOrEqual(8)
  for (const code of codes) expect(code).toMatch(RECOVERY_CODE)
  await section.getByRole('button', { name: 'Copy codes' }).click()
  await expect(section.getByText('Copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'))
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download codes' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('capsule-studio-recovery-codes.txt')
  const saved = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  })
  for (const code of codes) expect(saved).toContain(code)
  await expectScreenHolds(page, 'recovery-codes')
  await section.getByRole('button', { name: 'I saved my recovery codes' }).click()

  const clientId = await newClient(page, 'Zoë Laurent')
  const capsuleId = await newCapsule(page, { clientId, name: 'Paris in May' })
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  const items = page.getByRole('region', { name: 'Items' }).getByRole('listitem')

  // With the app's code.
  const dialog = page.getByRole('dialog', { name: 'Add New Item' })
  await clickUntilVisible(page.getByRole('button', { name: 'Add Item' }).first(), dialog)
  await dialog.getByLabel('Item Name').fill('Silk Blouse')
  await dialog.getByLabel('Brand').fill('Sézane')
  const signIn = await createWhileSignedOut(page, dialog)
  await expect(signIn.getByLabel('Code', { exact: true })).toBeFocused()
  await expectScreenHolds(page, 'signed-out-code', '[role="dialog"]:has(#signed-out-code)')
  await signIn.getByLabel('Code', { exact: true }).fill('000000')
  await signIn.getByRole('button', { name: 'Verify' }).click()
  await expect(signIn.getByText('That code is not right. Please try again.')).toBeVisible()
  // The next step's code: the one she turned two-factor on with works only once (issue 26, 11).
  await signIn.getByLabel('Code', { exact: true }).fill(totpCode(secret, Date.now() + 30_000))
  await signIn.getByRole('button', { name: 'Verify' }).click()
  await expect(signIn).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toHaveCount(0)
  await expect(dialog.getByLabel('Item Name')).toHaveValue('Silk Blouse')
  await expect(dialog.getByLabel('Brand')).toHaveValue('Sézane')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()
  await expect(items.filter({ hasText: 'Silk Blouse' })).toHaveCount(1)

  // Without the phone: a recovery code, in the same dialog.
  await page.getByRole('button', { name: 'Add Item' }).first().click()
  await dialog.getByLabel('Item Name').fill('Wool Coat')
  await createWhileSignedOut(page, dialog)
  await signIn.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await signIn.getByLabel('Recovery code').fill(codes[0]!.toLowerCase())
  await signIn.getByRole('button', { name: 'Verify' }).click()
  await expect(signIn).toBeHidden()
  await expect(dialog.getByLabel('Item Name')).toHaveValue('Wool Coat')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()
  await page.reload()
  await expect(items.filter({ hasText: 'Silk Blouse' })).toHaveCount(1)
  await expect(items.filter({ hasText: 'Wool Coat' })).toHaveCount(1)
})

test('A save error shows where she is looking: the field in view and focused, the message beside Create @phone', async ({
  page,
}) => {
  await newStylist(page, 'save-error')
  await page.goto('/dashboard')
  await waitForHydration(page)
  const dialog = page.getByRole('dialog', { name: 'Add Client' })
  await clickUntilVisible(page.getByRole('button', { name: 'Add Client' }).first(), dialog)
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Inès Moreau')
  await dialog.getByLabel('Email', { exact: true }).fill('bad@example')
  // Filled to the bottom: the e-mail is far above what she sees.
  const notes = dialog.getByLabel('Notes', { exact: true })
  await notes.fill('Prefers natural fibres.')
  await notes.scrollIntoViewIfNeeded()
  await expect(dialog.getByLabel('Email', { exact: true })).not.toBeInViewport()
  await dialog.getByRole('button', { name: 'Create' }).click()

  const email = dialog.getByLabel('Email', { exact: true })
  await expect(dialog.getByText('Enter a valid e-mail address.')).toBeInViewport()
  await expect(email).toBeFocused()
  await expect(email).toBeInViewport()
  await expectScreenHolds(page, 'client-field-error', '[role="dialog"]')

  // The studio cannot be reached: the message is beside Create, announced, and focus stays.
  await email.fill('ines@example.com')
  await notes.scrollIntoViewIfNeeded()
  await failSaves(page, (route) => route.abort('internetdisconnected'))
  await dialog.getByRole('button', { name: 'Create' }).click()
  const alert = dialog.getByRole('alert').filter({ hasText: NETWORK_ERROR })
  await expect(alert).toBeInViewport()
  expect(await focused(page)).toMatch(/^BUTTON Create/)
  await expectScreenHolds(page, 'client-form-error', '[role="dialog"]')

  await page.unrouteAll({ behavior: 'wait' })
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('listitem').filter({ hasText: 'Inès Moreau' })).toHaveCount(1)
})

test('Web addresses typed without https:// are taken, and a javascript: link gets its own message in view @phone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const shop = await startShopFixtures()
  try {
    await signInAsOwner(page)

    // Site settings, a page form under a sticky Save bar.
    await page.goto('/dashboard/site')
    await waitForHydration(page)
    const instagram = page.getByLabel('Instagram')
    const tiktok = page.getByLabel('TikTok')
    const before = { instagram: await instagram.inputValue(), tiktok: await tiktok.inputValue() }
    await instagram.fill('instagram.com/atelier.ines')
    await tiktok.fill('javascript:alert(1)')
    await page.getByLabel('Brand name').focus()
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Use a web address, like instagram.com/yourname.')).toBeVisible()
    await expect(tiktok).toBeFocused()
    await expect(tiktok).toBeInViewport({ ratio: 1 })
    await expectScreenHolds(page, 'site-settings-link-error')
    await tiktok.fill('www.tiktok.com/@atelier.ines')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Site settings saved')).toBeVisible()
    await page.reload()
    await expect(instagram).toHaveValue('https://instagram.com/atelier.ines')
    await expect(tiktok).toHaveValue('https://www.tiktok.com/@atelier.ines')
    await instagram.fill(before.instagram)
    await tiktok.fill(before.tiktok)
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Site settings saved')).toBeVisible()

    // An item's shopping link, and Fill from a shop link, in the item dialog.
    const clientId = await newClient(page, `Links ${test.info().project.name} ${Date.now()}`)
    const capsuleId = await newCapsule(page, { clientId, name: 'Links and shops' })
    await page.goto(`/dashboard/capsules/${capsuleId}`)
    await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: 'Add New Item' })
    await clickUntilVisible(page.getByRole('button', { name: 'Add Item' }).first(), dialog)
    const fill = dialog.getByLabel('Fill from a shop link')
    await fill.fill('javascript:alert(1)')
    await dialog.getByRole('button', { name: 'Fill' }).click()
    await expect(
      dialog.getByText('Paste the web address of a product page, like www.shop.com/dress.'),
    ).toBeVisible()
    const typed = shop.url(SHOP_PAGES.jsonLd).replace(/^http:\/\//, '')
    await fill.fill(typed)
    await dialog.getByRole('button', { name: 'Fill' }).click()
    await expect(dialog.getByText(/^Filled from /)).toBeVisible()
    await expect(dialog.getByLabel('Shopping Link')).toHaveValue(shop.url(SHOP_PAGES.jsonLd))

    await dialog.getByLabel('Item Name').fill('Linen Dress')
    const link = dialog.getByLabel('Shopping Link')
    await link.fill('javascript:alert(1)')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByText('Use a web address, like www.shop.com/dress.')).toBeVisible()
    await expect(link).toBeFocused()
    await expect(link).toBeInViewport({ ratio: 1 })
    await expectScreenHolds(page, 'item-link-error', '[role="dialog"]')
    await link.fill('www.shop.example/linen-dress')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog).toBeHidden()
    await page
      .getByRole('region', { name: 'Items' })
      .getByRole('button', { name: 'Edit Linen Dress' })
      .click()
    const edit = page.getByRole('dialog', { name: 'Edit Item' })
    await expect(edit.getByLabel('Shopping Link')).toHaveValue(
      'https://www.shop.example/linen-dress',
    )
  } finally {
    await shop.close()
  }
})

test("After Convert to client the inquiry's status reads Converted at once @phone", async ({
  page,
}) => {
  const name = `Maëlle ${test.info().project.name} ${Date.now()}`
  await ok(
    page.request.post('/inquiry', {
      form: {
        name,
        email: 'maelle@example.com',
        message: 'Hello',
        startedAt: String(Date.now() - 60_000),
      },
    }),
    'inquiry',
  )
  await signInAsOwner(page)
  await page.goto('/dashboard/inquiries')
  await waitForHydration(page)
  const card = page.getByRole('listitem').filter({ hasText: name })
  const status = card.getByRole('combobox', { name: `Status of ${name}'s inquiry` })
  await expect(status).toHaveValue('new')
  await card.getByRole('button', { name: 'Convert to client' }).click()
  await expect(card.getByRole('link', { name: `Client: ${name}` })).toBeVisible()
  await expect(status).toHaveValue('converted')
  await expect(status.locator('option:checked')).toHaveText('Converted')
  await expectScreenHolds(page, 'inquiry-converted')
})
