import { extractText, getDocumentProxy } from 'unpdf'

import { expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { firstLink, listEmails, waitForEmail } from './support/mail'
import { keepScreenshot } from './support/screenshot'
import { newClient, ok } from './support/studio'
import { newStylist, uniqueEmail } from './support/stylist'
import { expect, type Locator, type Page, test } from './support/test'

// Getting paid, as a stylist does it: her billing settings, a package with a 50 % deposit, the
// deposit invoice for her client sent by e-mail with its PDF, the client's link on a phone, a
// part payment then the rest, and the Money page's totals following along.

/** The Money page's figure `label` ("Paid", "Outstanding"…) in its one currency block. */
const total = (page: Page, key: string) => page.locator(`[data-total="${key}"] dd`)

async function pdfText(base64: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64')))
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ')
}

test('A stylist invoices a package deposit, sends it, and records its payment', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const stylistEmail = await newStylist(page, 'billing')
  const clientEmail = uniqueEmail('zoe')
  await ok(
    page.request.post('/dashboard?index', {
      form: { intent: 'create-client', name: 'Zoë Martin', email: clientEmail },
    }),
    'client',
  )
  // Her studio's name: the sender's name of everything she e-mails her clients.
  await ok(
    page.request.post('/dashboard/account', {
      form: { intent: 'save-studio', name: 'Atelier Zoë', currency: 'EUR' },
    }),
    'studio',
  )

  // Her billing settings.
  await page.goto('/dashboard/money/settings')
  await waitForHydration(page)
  await expectScreenHolds(page, 'billing-settings')
  await page.getByLabel('Legal name').fill('Atelier Zoë GmbH')
  await page.getByLabel('Tax ID').fill('CHE-123.456.789 MWST')
  await page.getByLabel('Address').fill('Bahnhofstrasse 1\n8001 Zürich')
  await page.getByLabel('Studio currency').selectOption('CHF')
  await page.getByLabel('Tax 1 name').fill('MWST')
  await page.getByLabel('Rate (%)').first().fill('8.1')
  await page.getByLabel('Number format').fill('ZS-{YYYY}-{NNN}')
  await page.getByLabel('Next number').fill('7')
  await page.getByLabel('Payment instructions').fill('IBAN CH93 0076 2011 6238 5295 7')
  await page.getByLabel('Payment link').fill('buy.stripe.com/test_zoe')
  await page.getByLabel('Footer').fill('Merci for your trust.')
  await page.getByRole('button', { name: 'Save billing settings' }).click()
  await expect(page.getByText('Billing settings saved.')).toBeVisible()
  await expect(page.getByLabel('Payment link')).toHaveValue('https://buy.stripe.com/test_zoe')

  // A package with a 50 % deposit.
  await page.getByRole('link', { name: 'Packages' }).click()
  await expect(page.getByRole('heading', { name: 'No packages yet' })).toBeVisible()
  await page.getByRole('button', { name: 'Add Package' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Package' })
  await dialog.getByLabel('Name').fill('Clean Slate')
  await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('-5')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('An amount cannot be negative.')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('359')
  await dialog.getByRole('combobox', { name: 'Deposit', exact: true }).selectOption('percent')
  await dialog.getByLabel('Deposit (%)').fill('50')
  await dialog.getByLabel("What's included").fill('A closet review\n10 hand-picked pieces')
  await expectScreenHolds(page, 'package-dialog', '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('50 % deposit (CHF 179.50)')).toBeVisible()
  await expectScreenHolds(page, 'packages')

  // The deposit invoice for Zoë, from the package.
  await page.getByRole('link', { name: 'Invoices' }).click()
  await page.getByRole('button', { name: 'New Invoice' }).click()
  const create = page.getByRole('dialog', { name: 'New Invoice' })
  await create.getByLabel('Client').selectOption({ label: 'Zoë Martin' })
  await create.getByLabel('For').selectOption({ label: 'Clean Slate: deposit, CHF 179.50' })
  await expectScreenHolds(page, 'new-invoice', '[role="dialog"]')
  await create.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByRole('textbox', { name: 'Line 1' })).toHaveValue(
    'Clean Slate: deposit (50 %)',
  )
  await expectScreenHolds(page, 'invoice-draft')

  // A note typed and not saved: issuing saves the draft as she sees it, in the same click.
  await page.getByRole('textbox', { name: 'Note' }).fill('Merci, Zoë: see you in March.')
  // The invoice below the editor follows what she types, before any save.
  await expect(page.getByRole('article', { name: 'Draft invoice' })).toContainText(
    'Merci, Zoë: see you in March.',
  )
  await page.getByRole('button', { name: 'Issue and send' }).click()
  const year = new Date().getUTCFullYear()
  const number = `ZS-${year}-007`
  // She reads the e-mail before it goes: from her studio, to Zoë, subject and text.
  const preview = page.getByRole('dialog', { name: 'Send the invoice by e-mail' })
  await expect(preview).toContainText('Atelier Zoë')
  await expect(preview).toContainText(clientEmail)
  await expect(preview).toContainText(`Invoice ${number} from Atelier Zoë`)
  await expect(preview).toContainText(`${number}.pdf`)
  await expect(preview.getByLabel('The e-mail’s text')).toContainText('Hello Zoë,')
  await expectScreenHolds(page, 'invoice-email-preview', '[role="dialog"]')
  await keepScreenshot(page, 'invoice-email-preview', { fullPage: false })
  expect(await listEmails(clientEmail)).toEqual([])
  await preview.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Invoice sent')).toBeVisible()
  await expect(preview).toBeHidden()
  await expect(page.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible()
  const mail = await waitForEmail(clientEmail, `Invoice ${number}`)
  expect(mail.replyTo).toContain(stylistEmail)
  expect(mail.from).toContain('Atelier Zoë')
  const [pdf] = mail.attachments
  expect(pdf).toMatchObject({ filename: `${number}.pdf`, contentType: 'application/pdf' })
  const text = await pdfText(pdf!.base64)
  for (const expected of [
    number,
    'Zoë Martin',
    'MWST 8.1 % on CHF 179.50',
    'CHF 14.54',
    'CHF 194.04',
    'Merci, Zoë: see you in March.',
  ]) {
    expect(text).toContain(expected)
  }

  // The client's link, on her phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  const client = await phone.newPage()
  await client.goto(firstLink(mail.text))
  await expect(client.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible()
  await expect(client.getByText('CHF 194.04').first()).toBeVisible()
  await expect(client.getByRole('link', { name: 'Pay' })).toHaveAttribute(
    'href',
    'https://buy.stripe.com/test_zoe',
  )
  await expect(client.getByRole('link', { name: 'Download PDF' })).toBeVisible()
  await expectScreenHolds(client, 'client-invoice')
  // A wrong token answers like a missing invoice.
  const wrong = await client.goto(firstLink(mail.text).replace(/t=[\w-]+/, 't=wrong'))
  expect(wrong?.status()).toBe(404)
  await expect(client.getByRole('heading', { name: 'Invoice not found' })).toBeVisible()
  await phone.close()

  // A part payment, then the rest; the Money page follows.
  await page.goto('/dashboard/money')
  await waitForHydration(page)
  await expect(total(page, 'outstanding')).toHaveText('CHF 194.04')
  await expect(total(page, 'paid')).toHaveText('CHF 0')
  await page.getByRole('link', { name: number }).first().click()
  await page.getByRole('button', { name: 'Record payment' }).click()
  const payment = page.getByRole('dialog', { name: 'Record Payment' })
  await payment.getByLabel('Amount (CHF)').fill('100')
  await expectScreenHolds(page, 'record-payment', '[role="dialog"]')
  await payment.getByRole('button', { name: 'Record payment' }).click()
  await expect(page.getByText('Payment recorded')).toBeVisible()
  await expect(page.getByText('Partly paid').first()).toBeVisible()
  await page.getByRole('link', { name: 'Back to Money' }).click()
  await expect(total(page, 'paid')).toHaveText('CHF 100')
  await expect(total(page, 'outstanding')).toHaveText('CHF 94.04')
  await expect(total(page, 'paidThisMonth')).toHaveText('CHF 100')

  await page.getByRole('link', { name: number }).first().click()
  await page.getByRole('button', { name: 'Record payment' }).click()
  await expect(payment.getByLabel('Amount (CHF)')).toHaveValue('94.04')
  await payment.getByRole('button', { name: 'Record payment' }).click()
  // (The first payment's "Payment recorded" may still be showing.)
  await expect(payment).toBeHidden()
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()
  await expectScreenHolds(page, 'invoice-paid')
  await page.getByRole('link', { name: 'Back to Money' }).click()
  await expect(total(page, 'invoiced')).toHaveText('CHF 194.04')
  await expect(total(page, 'paid')).toHaveText('CHF 194.04')
  await expect(total(page, 'outstanding')).toHaveText('CHF 0')
  await expect(total(page, 'paidThisYear')).toHaveText('CHF 194.04')
  await expectScreenHolds(page, 'money')

  // Her client's page shows the invoice, and nothing left to pay.
  await page.getByRole('link', { name: 'Clients', exact: true }).click()
  await page.getByRole('link', { name: 'Zoë Martin' }).click()
  await expect(page.getByTestId('client-balance')).toHaveText('Balance: CHF 0 outstanding')
  await expect(page.getByRole('link', { name: number })).toBeVisible()
})

/** Opens a dialog with `open`, checks it, and closes it with its Cancel button. */
async function dialogHolds(page: Page, screen: string, open: Locator, name: string) {
  await open.click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await expectScreenHolds(page, screen, '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(dialog).toBeHidden()
}

async function visit(page: Page, path: string, heading: string) {
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

/** A new invoice of `clientId`'s with one line; its id. */
async function draftThroughTheApi(page: Page, clientId: string, description: string) {
  const made = await page.request.post('/dashboard/money', {
    form: { intent: 'create-invoice', clientId, what: 'custom' },
    maxRedirects: 0,
  })
  const id = made.headers()['location']!.split('/').pop()!
  await ok(
    page.request.post(`/dashboard/money/invoices/${id}`, {
      form: {
        intent: 'save-invoice',
        clientId,
        currency: 'EUR',
        'lines.0.description': description,
        'lines.0.quantity': '1',
        'lines.0.unitPrice': '450',
        'lines.0.tax': '',
      },
    }),
    'draft',
  )
  return id
}

test('Every Money screen and dialog passes axe and fits the window @phone', async ({ page }) => {
  test.setTimeout(240_000)
  await newStylist(page, 'money-screens')
  const clientEmail = uniqueEmail('bianca')
  const clientId = await newClient(page, 'Bianca Rossi', clientEmail)
  await ok(
    page.request.post('/dashboard/money/packages', {
      form: {
        intent: 'create-package',
        name: 'Wardrobe Reset',
        currency: 'EUR',
        price: '890',
        depositKind: 'percent',
        deposit: '30',
        included: 'A closet audit\nA shopping trip\nA final styling session',
        showOnSite: 'on',
      },
    }),
    'package',
  )
  await ok(
    page.request.post('/dashboard/money/vouchers', {
      form: { intent: 'create-voucher', kind: 'amount', amount: '150', recipient: 'Anna' },
    }),
    'voucher',
  )
  const issuedId = await draftThroughTheApi(page, clientId, 'Closet audit and edit')
  await ok(
    page.request.post(`/dashboard/money/invoices/${issuedId}`, {
      form: { intent: 'issue-invoice', send: '1' },
    }),
    'issue',
  )
  const draftId = await draftThroughTheApi(page, clientId, 'Shopping trip')

  await visit(page, '/dashboard/money/settings', 'Money')
  await expectScreenHolds(page, 'billing-settings')
  await visit(page, '/dashboard/money/packages', 'Money')
  await expectScreenHolds(page, 'packages')
  await dialogHolds(
    page,
    'add-package',
    page.getByRole('button', { name: 'Add Package' }).first(),
    'Add Package',
  )
  await dialogHolds(
    page,
    'edit-package',
    page.getByRole('button', { name: 'Edit Wardrobe Reset' }),
    'Edit Package',
  )
  await visit(page, '/dashboard/money/vouchers', 'Money')
  await expectScreenHolds(page, 'vouchers')
  await dialogHolds(
    page,
    'new-voucher',
    page.getByRole('button', { name: 'New Gift Voucher' }).first(),
    'New Gift Voucher',
  )

  await ok(
    page.request.post('/dashboard/money/commissions', {
      form: {
        intent: 'create-rule',
        domain: 'shop.example',
        kind: 'template',
        template: 'https://network.example/?url={url}&id=claire',
        commission: '7.5',
      },
    }),
    'affiliate rule',
  )
  await visit(page, '/dashboard/money/commissions', 'Money')
  await expectScreenHolds(page, 'commissions')
  await dialogHolds(page, 'add-rule', page.getByRole('button', { name: 'New Rule' }), 'Add Rule')
  await dialogHolds(
    page,
    'edit-rule',
    page.getByRole('button', { name: 'Edit the rule for shop.example' }),
    'Edit Rule',
  )

  await visit(page, '/dashboard/money', 'Money')
  await expectScreenHolds(page, 'money')
  await dialogHolds(
    page,
    'new-invoice',
    page.getByRole('button', { name: 'New Invoice' }).first(),
    'New Invoice',
  )
  await visit(page, `/dashboard/money/invoices/${draftId}`, 'Draft invoice')
  await expectScreenHolds(page, 'invoice-draft')
  await dialogHolds(
    page,
    'delete-draft',
    page.getByRole('button', { name: 'Delete draft' }),
    'Delete this draft?',
  )
  const number = (
    await page.request.get(`/dashboard/money/invoices/${issuedId}`).then((r) => r.text())
  ).match(/Invoice ([\w-]+)/)![1]!
  await visit(page, `/dashboard/money/invoices/${issuedId}`, `Invoice ${number}`)
  await expectScreenHolds(page, 'invoice-issued')
  await dialogHolds(
    page,
    'record-payment',
    page.getByRole('button', { name: 'Record payment' }),
    'Record Payment',
  )
  await dialogHolds(
    page,
    'invoice-email-preview',
    page.getByRole('button', { name: 'Send again' }),
    'Send the invoice by e-mail',
  )
  await keepScreenshot(page, 'invoice-issued-after-preview', { fullPage: false })
  await dialogHolds(
    page,
    'void-invoice',
    page.getByRole('button', { name: 'Void' }),
    `Void invoice ${number}?`,
  )

  await visit(page, `/dashboard/clients/${clientId}`, 'Bianca Rossi')
  await expect(page.getByRole('link', { name: number })).toBeVisible()
  await expectScreenHolds(page, 'client-with-invoices')

  // The client's own link, at this width.
  const mail = await waitForEmail(clientEmail, `Invoice ${number}`)
  await page.context().clearCookies()
  await page.goto(firstLink(mail.text))
  await expect(page.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible()
  await expectScreenHolds(page, 'client-invoice')
})
