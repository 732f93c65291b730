import { expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { signInAsOwner } from './support/owner'
import { newStudio } from './support/studio'
import { newStylist, PASSWORD } from './support/stylist'
import { expect, type Locator, type Page, test } from './support/test'

// Every dashboard screen and every dialog, at 1280 px and (with @phone) at 390 px: axe finds
// nothing, nothing scrolls sideways, and each is saved as a screenshot to look at.

/**
 * Opens a dialog with `open`, checks it (and that it says `says`, when given), and closes it
 * with its Cancel (or Close) button.
 */
async function dialogHolds(
  page: Page,
  screen: string,
  open: Locator,
  name: string | RegExp,
  says?: string,
) {
  await open.click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  if (says) await expect(dialog).toContainText(says)
  await expectScreenHolds(page, screen, '[role="dialog"]')
  const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true })
  await (
    (await cancel.count()) ? cancel : dialog.getByRole('button', { name: 'Close' }).first()
  ).click()
  await expect(dialog).toBeHidden()
}

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

test('Every dashboard screen and dialog passes axe and fits the window @phone', async ({
  page,
}) => {
  test.setTimeout(360_000)

  // The site owner's own screens: Inquiries and Site settings, and leaving it unsaved.
  await signInAsOwner(page)
  await visit(page, '/dashboard/inquiries', 'Inquiries')
  await expectScreenHolds(page, 'inquiries')
  await visit(page, '/dashboard/site', 'Site settings')
  await expectScreenHolds(page, 'site-settings')
  const brand = page.getByLabel('Brand name')
  const kept = await brand.inputValue()
  await brand.fill(`${kept} (draft)`)
  await page.getByRole('link', { name: 'Clients', exact: true }).click()
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
  await expect(leave).toBeVisible()
  await expectScreenHolds(page, 'leave-without-saving', '[role="dialog"]')
  await leave.getByRole('button', { name: 'Stay' }).click()
  await expect(leave).toBeHidden()
  await brand.fill(kept)
  await page.context().clearCookies()

  // A new stylist's studio, every screen of it.
  await newStylist(page, 'screens')
  const { clientId, capsuleId } = await newStudio(page)

  await visit(page, '/dashboard/today', 'Today')
  await expectScreenHolds(page, 'today-empty')
  await visit(page, '/dashboard', 'Clients')
  await expectScreenHolds(page, 'clients')
  await dialogHolds(
    page,
    'add-client',
    page.getByRole('button', { name: 'Add Client' }).first(),
    'Add Client',
  )
  await dialogHolds(
    page,
    'edit-client',
    page.getByRole('button', { name: 'Edit Bianca Rossi' }),
    'Edit Client',
  )
  await dialogHolds(
    page,
    'delete-client',
    page.getByRole('button', { name: 'Delete Bianca Rossi' }),
    'Delete Bianca Rossi?',
  )

  await visit(page, `/dashboard/clients/${clientId}`, 'Bianca Rossi')
  await expectScreenHolds(page, 'client')

  await visit(page, '/dashboard/capsules', 'Capsules')
  await expectScreenHolds(page, 'capsules')
  await dialogHolds(
    page,
    'new-capsule',
    page.getByRole('button', { name: 'New Capsule' }).first(),
    'New Capsule',
  )
  const card = page.getByRole('listitem').filter({ hasText: 'Riviera Summer' })
  await dialogHolds(
    page,
    'edit-capsule',
    card.getByRole('button', { name: 'Edit capsule' }),
    'Edit Capsule',
  )
  await dialogHolds(
    page,
    'duplicate-capsule',
    card.getByRole('button', { name: 'Duplicate capsule' }),
    'Duplicate capsule',
  )
  await dialogHolds(
    page,
    'delete-capsule',
    card.getByRole('button', { name: 'Delete capsule' }),
    'Delete Riviera Summer?',
    // The delete says what goes and what stays.
    'Are you sure you want to delete this capsule? Its 1 outfit and 1 cheat sheet will be ' +
      "deleted too. Its 2 items stay in Bianca Rossi's wardrobe. Bianca Rossi's link to it " +
      'will stop working. You can undo this for a few seconds.',
  )

  // The capsule: its four tabs and everything they open.
  await visit(page, `/dashboard/capsules/${capsuleId}`, 'Riviera Summer')
  await expectScreenHolds(page, 'capsule-items')
  await dialogHolds(
    page,
    'send-to-client',
    page.getByRole('button', { name: /Send to client/ }),
    'Send to client',
  )
  await dialogHolds(
    page,
    'add-item',
    page.getByRole('button', { name: 'Add Item', exact: true }),
    'Add New Item',
  )
  await dialogHolds(
    page,
    'add-item-from-link',
    page.getByRole('button', { name: 'Add from link' }),
    'Add New Item',
  )
  await dialogHolds(
    page,
    'edit-item',
    page.getByRole('button', { name: 'Edit Linen Shirt' }),
    'Edit Item',
  )
  await dialogHolds(
    page,
    'delete-item',
    page.getByRole('button', { name: 'Delete Linen Shirt' }),
    'Delete Linen Shirt?',
  )
  await dialogHolds(
    page,
    'add-from-wardrobe',
    page.getByRole('button', { name: /Add from wardrobe/ }),
    'Add from wardrobe',
  )
  await page.getByRole('button', { name: 'Add from photos' }).click()
  const batch = page.getByRole('region', { name: 'Add from photos' })
  await expectScreenHolds(page, 'batch-upload', '[data-testid="batch-capture"]')
  await batch.getByRole('button', { name: 'Done' }).click()

  await page.getByRole('tab', { name: /Outfits/ }).click()
  await expectScreenHolds(page, 'capsule-outfits')
  await dialogHolds(
    page,
    'new-outfit',
    page.getByRole('button', { name: 'New Outfit' }).first(),
    'New Outfit',
  )
  await dialogHolds(
    page,
    'delete-outfit',
    page.getByRole('button', { name: 'Delete Sunset dinner' }),
    /Delete/,
  )

  await page.getByRole('tab', { name: /Cheat Sheets/ }).click()
  await expectScreenHolds(page, 'capsule-cheat-sheets')
  await dialogHolds(
    page,
    'new-cheat-sheet',
    page.getByRole('button', { name: 'New Cheat Sheet' }),
    'New Cheat Sheet',
  )
  await dialogHolds(
    page,
    'edit-cheat-sheet',
    page.getByRole('button', { name: 'Edit Week one' }),
    'Edit Cheat Sheet',
  )
  await dialogHolds(
    page,
    'delete-cheat-sheet',
    page.getByRole('button', { name: 'Delete Week one' }),
    /Delete/,
  )

  await page.getByRole('tab', { name: /Feedback/ }).click()
  await expectScreenHolds(page, 'capsule-feedback')

  // The outfit editor and its Add Items dialog.
  await page.getByRole('tab', { name: /Outfits/ }).click()
  await page
    .getByRole('link', { name: /Sunset dinner/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Sunset dinner', level: 1 })).toBeVisible()
  await expectScreenHolds(page, 'outfit')
  await dialogHolds(
    page,
    'add-items-to-outfit',
    page.getByRole('button', { name: /^Add (Items|Your First Item)$/ }).first(),
    'Add Items to Outfit',
  )

  await visit(page, `/dashboard/capsules/${capsuleId}/items`, 'Riviera Summer - Items')
  await expectScreenHolds(page, 'capsule-items-page')
  await visit(page, '/dashboard/items', 'Items')
  await expectScreenHolds(page, 'items-no-client')
  await visit(page, `/dashboard/items?client=${clientId}`, 'Items')
  await expectScreenHolds(page, 'items')

  // Account, and two-factor setup with its QR code.
  await visit(page, '/dashboard/account', 'Account')
  await expectScreenHolds(page, 'account')
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' })
  await twoFactor.getByLabel('Your password').fill(PASSWORD)
  await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  await expect(
    twoFactor.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible()
  await expectScreenHolds(page, 'two-factor-setup')
})
