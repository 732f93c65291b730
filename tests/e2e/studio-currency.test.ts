import sharp from 'sharp'

import { SHOP_PAGES, type ShopFixtures, startShopFixtures } from '../support/shop-fixtures'
import { expectScreenHolds } from './support/axe'
import { clickUntilVisible, waitForHydration } from './support/hydration'
import { signInAsOwner } from './support/owner'
import { newCapsule, newClient, ok } from './support/studio'
import { signUpAndConfirm } from './support/stylist'
import { expect, type Page, test } from './support/test'

// Her currency (issue 40): every new price starts in the capsule's currency, else her client's,
// else her studio's; the public site's starter packages follow the studio's currency.

/** Her studio's currency, set on the Account page as she would. */
async function setStudioCurrency(page: Page, currency: string) {
  await page.goto('/dashboard/account')
  await waitForHydration(page)
  await page.getByRole('combobox', { name: 'Currency' }).selectOption(currency)
  await page.getByRole('button', { name: 'Save studio' }).click()
  await expect(page.getByText('Studio settings saved.')).toBeVisible()
}

const currencyOf = (scope: Page | ReturnType<Page['getByRole']>) =>
  scope.getByRole('combobox', { name: 'Currency' })

let shop: ShopFixtures
test.beforeAll(async () => {
  shop = await startShopFixtures()
})
test.afterAll(() => shop.close())

test('With her studio in pounds, every form that takes a price starts in pounds @phone', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUpAndConfirm(page, 'pounds')
  await setStudioCurrency(page, 'GBP')
  const clientId = await newClient(page, 'Olivia Hart')

  // Her budget, on her profile.
  await page.goto(`/dashboard/clients/${clientId}`)
  await waitForHydration(page)
  const editClient = page.getByRole('dialog', { name: 'Edit Client' })
  await clickUntilVisible(page.getByRole('button', { name: 'Edit Client' }), editClient)
  await expect(currencyOf(editClient)).toHaveValue('GBP')
  await editClient.getByRole('button', { name: 'Cancel' }).click()

  // A capsule's budget.
  const newCapsuleDialog = page.getByRole('dialog', { name: 'New Capsule' })
  await clickUntilVisible(page.getByRole('button', { name: 'New Capsule' }), newCapsuleDialog)
  await expect(currencyOf(newCapsuleDialog)).toHaveValue('GBP')
  await newCapsuleDialog.getByRole('button', { name: 'Cancel' }).click()

  // A piece of her capsule: the item form, a shop link without a currency, photos.
  const capsuleId = await newCapsule(page, { clientId, name: 'London Spring' })
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await waitForHydration(page)
  const itemDialog = page.getByRole('dialog', { name: 'Add New Item' })
  await clickUntilVisible(page.getByRole('button', { name: 'Add Item' }), itemDialog)
  await expect(currencyOf(itemDialog)).toHaveValue('GBP')
  await itemDialog.getByLabel('Fill from a shop link').fill(shop.url(SHOP_PAGES.noCurrency))
  await itemDialog.getByRole('button', { name: 'Fill' }).click()
  await expect(itemDialog.getByLabel('Item Name')).toHaveValue('Silk Square Scarf')
  await expect(itemDialog.getByRole('textbox', { name: 'Price' })).toHaveValue('95')
  await expect(currencyOf(itemDialog)).toHaveValue('GBP')
  await itemDialog.getByRole('button', { name: 'Create' }).click()
  await expect(itemDialog).toBeHidden()
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('£95')

  await page.getByRole('button', { name: 'Add from photos' }).click()
  const panel = page.getByRole('region', { name: 'Add from photos' })
  const chooser = page.waitForEvent('filechooser')
  await panel.getByRole('button', { name: /Choose photos/ }).click()
  const photo = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#b08155' },
  })
    .jpeg()
    .toBuffer()
  await (await chooser).setFiles({ name: 'camel-coat.jpg', mimeType: 'image/jpeg', buffer: photo })
  const row = panel.getByRole('listitem', { name: 'Camel coat' })
  // Made into an item from its photo first, then priced.
  await expect(row).toContainText('Saved')
  await expect(row.getByLabel('Price (GBP)')).toBeVisible()
  await row.getByLabel('Price (GBP)').fill('175')
  await row.getByLabel('Price (GBP)').press('Enter')
  await expect(row).toContainText('Saved')
  await page.goto(`/dashboard/capsules/${capsuleId}`)
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('£175')

  // A piece of her wardrobe.
  await page.goto(`/dashboard/items?client=${clientId}`)
  await waitForHydration(page)
  await clickUntilVisible(page.getByRole('button', { name: 'Add Item' }), itemDialog)
  await expect(currencyOf(itemDialog)).toHaveValue('GBP')
  await itemDialog.getByRole('button', { name: 'Cancel' }).click()

  // A package, a gift voucher, an invoice.
  await page.goto('/dashboard/money/packages')
  await waitForHydration(page)
  const packageDialog = page.getByRole('dialog', { name: 'Add Package' })
  await clickUntilVisible(page.getByRole('button', { name: 'Add Package' }).first(), packageDialog)
  await expect(currencyOf(packageDialog)).toHaveValue('GBP')
  await expectScreenHolds(page, 'package-in-pounds', '[role="dialog"]')
  await packageDialog.getByRole('button', { name: 'Cancel' }).click()

  await page.goto('/dashboard/money/vouchers')
  await waitForHydration(page)
  const voucherDialog = page.getByRole('dialog', { name: 'New Gift Voucher' })
  await clickUntilVisible(
    page.getByRole('button', { name: 'New Gift Voucher' }).first(),
    voucherDialog,
  )
  await expect(voucherDialog.getByLabel('Amount (GBP)')).toBeVisible()
  await voucherDialog.getByRole('button', { name: 'Cancel' }).click()

  await page.goto(`/dashboard/clients/${clientId}`)
  await waitForHydration(page)
  const invoiceDialog = page.getByRole('dialog', { name: 'New Invoice' })
  await clickUntilVisible(page.getByRole('button', { name: 'New Invoice' }), invoiceDialog)
  await invoiceDialog.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible()
  await expect(currencyOf(page)).toHaveValue('GBP')
})

test("A capsule's own currency comes first, then her client's, then the studio's @phone", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signUpAndConfirm(page, 'currencies')
  await setStudioCurrency(page, 'GBP')
  // Her client budgets in euros; one of her capsules is in Swiss francs.
  const clientId = await newClient(page, 'Inès Moreau')
  await ok(
    page.request.post(`/dashboard/clients/${clientId}`, {
      form: {
        intent: 'update-client',
        id: clientId,
        name: 'Inès Moreau',
        budget: '€2,000',
        budgetCurrency: 'EUR',
      },
    }),
    'her budget',
  )

  await page.goto(`/dashboard/clients/${clientId}`)
  await waitForHydration(page)
  const capsuleDialog = page.getByRole('dialog', { name: 'New Capsule' })
  await clickUntilVisible(page.getByRole('button', { name: 'New Capsule' }), capsuleDialog)
  await expect(currencyOf(capsuleDialog)).toHaveValue('EUR')
  await capsuleDialog.getByRole('button', { name: 'Cancel' }).click()

  const paris = await newCapsule(page, { clientId, name: 'Paris Weekend' })
  const geneva = await newCapsule(page, { clientId, name: 'Geneva Winter' })
  await ok(
    page.request.post(`/dashboard/capsules/${geneva}`, {
      form: {
        intent: 'update-capsule',
        id: geneva,
        clientId,
        name: 'Geneva Winter',
        description: '',
        budget: '3000',
        budgetCurrency: 'CHF',
        passwordAction: 'keep',
        isPublished: 'on',
      },
    }),
    'its budget',
  )

  const itemDialog = page.getByRole('dialog', { name: 'Add New Item' })
  for (const [capsuleId, currency] of [
    [geneva, 'CHF'],
    [paris, 'EUR'],
  ] as const) {
    await page.goto(`/dashboard/capsules/${capsuleId}`)
    await waitForHydration(page)
    await clickUntilVisible(page.getByRole('button', { name: 'Add Item' }), itemDialog)
    await expect(currencyOf(itemDialog)).toHaveValue(currency)
    await itemDialog.getByRole('button', { name: 'Cancel' }).click()
  }

  // In her wardrobe the piece follows the capsule chosen for it.
  await page.goto(`/dashboard/items?client=${clientId}`)
  await waitForHydration(page)
  await clickUntilVisible(page.getByRole('button', { name: 'Add Item' }), itemDialog)
  await expect(currencyOf(itemDialog)).toHaveValue('EUR')
  await itemDialog.getByLabel('Capsule').selectOption({ label: 'Geneva Winter' })
  await expect(currencyOf(itemDialog)).toHaveValue('CHF')
  await expectScreenHolds(page, 'item-in-francs', '[role="dialog"]')
  await itemDialog.getByRole('button', { name: 'Cancel' }).click()

  // Her invoice's free lines are in her currency.
  await page.goto(`/dashboard/clients/${clientId}`)
  await waitForHydration(page)
  const invoiceDialog = page.getByRole('dialog', { name: 'New Invoice' })
  await clickUntilVisible(page.getByRole('button', { name: 'New Invoice' }), invoiceDialog)
  await invoiceDialog.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible()
  await expect(currencyOf(page)).toHaveValue('EUR')
})

test("The public site's starter packages follow her studio's currency @phone", async ({ page }) => {
  await signInAsOwner(page)
  try {
    await setStudioCurrency(page, 'GBP')
    await page.goto('/')
    const services = page.locator('#services')
    await expect(services).toContainText('£75')
    await expect(services).toContainText('£359')
    await expect(services).toContainText('+£50')
    await expect(services).toContainText('£849')
    await expect(services).not.toContainText('$')
  } finally {
    // The other journeys of this run find the site in dollars, as it starts.
    await setStudioCurrency(page, 'USD')
  }
})
