import { extractText, getDocumentProxy } from 'unpdf'

import { expectScreenHolds } from './support/axe'
import { waitForHydration } from './support/hydration'
import { type SentEmail, waitForEmail } from './support/mail'
import { signInAsOwner } from './support/owner'
import { newCapsule, newClient, ok } from './support/studio'
import { signUpAndConfirm, uniqueEmail } from './support/stylist'
import { type APIRequestContext, expect, type Page, test } from './support/test'

// Her studio speaks in her name (issue 40, must-fix 6; issue 41, point 7): the first run asks
// her studio's name, currency and time zone, and every client page, PDF and e-mail is signed by
// the capsule's own stylist; the product is named only in a "Made with" line she can turn off.

const PRODUCT = 'Capsule Studio'

test.describe('In London', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' })

  test('Her first run asks her studio name, currency and time zone, and leaves a checklist she can come back to @phone', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await signUpAndConfirm(page, 'first-run')
    await waitForHydration(page)
    const welcome = page.getByRole('region', { name: 'Welcome. First, your studio' })
    await expect(welcome).toBeVisible()
    // Her browser's region and zone, to start with.
    await expect(welcome.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP')
    await expect(welcome.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London')
    await welcome.getByRole('button', { name: 'Save my studio' }).click()
    await expect(welcome.getByText('Enter your studio’s name.')).toBeVisible()
    await expectScreenHolds(page, 'first-run')
    await welcome.getByLabel('Studio name').fill('Atelier Lune')
    await welcome.getByRole('button', { name: 'Save my studio' }).click()

    const checklist = page.getByRole('region', { name: 'Set up your studio' })
    await expect(checklist).toContainText('2 of 5 done')
    await expect(checklist.getByRole('listitem')).toHaveText([
      /Name your studio \(done\)/,
      /Choose its currency and time zone \(done\)/,
      /Check your booking hours \(to do\)/,
      /Add your billing details \(to do\)/,
      /Make the questionnaire yours \(to do\)/,
    ])
    await expectScreenHolds(page, 'first-run-checklist')

    // Her billing details, then back: one more done.
    await checklist.getByRole('link', { name: 'Do it: Add your billing details' }).click()
    await expect(page.getByLabel('Legal name')).toBeVisible()
    await waitForHydration(page)
    await page.getByLabel('Legal name').fill('Atelier Lune Ltd')
    await page.getByRole('button', { name: 'Save billing settings' }).click()
    await expect(page.getByText('Billing settings saved.')).toBeVisible()
    await page.goto('/dashboard')
    await expect(checklist).toContainText('3 of 5 done')

    // Her booking hours: checked once she saves them.
    await checklist.getByRole('link', { name: 'Do it: Check your booking hours' }).click()
    await expect(page.getByRole('heading', { name: 'Hours and types', level: 1 })).toBeVisible()
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Save hours' }).click()
    await expect(page.getByText('Hours saved')).toBeVisible()
    await page.goto('/dashboard')
    await expect(checklist).toContainText('4 of 5 done')

    // Put away, and brought back from Account, where her studio reads as she set it.
    await waitForHydration(page)
    await checklist.getByRole('button', { name: 'Put this list away' }).click()
    await expect(checklist).toBeHidden()
    await page.goto('/dashboard/account')
    await waitForHydration(page)
    await expect(page.getByLabel('Studio name')).toHaveValue('Atelier Lune')
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London')
    await page.getByRole('button', { name: 'Show the first-run checklist' }).click()
    await expect(page.getByRole('button', { name: 'Show the first-run checklist' })).toBeHidden()
    await page.goto('/dashboard')
    await expect(checklist).toContainText('4 of 5 done')
  })
})

/**
 * Her studio named through her first run, as its form sends it, in the currency and time zone the
 * site starts with: the site owner's studio is shared by the run's other journeys (booking reads
 * her hours in UTC, the site's packages are in dollars).
 */
async function nameStudio(page: Page, name: string) {
  await ok(
    page.request.post('/dashboard?index', {
      form: { intent: 'set-up-studio', name, currency: 'USD', timeZone: 'UTC' },
    }),
    `studio ${name}`,
  )
}

type ClientPages = { capsule: string; gate: string; closet: string; invoice: string; q: string }

/**
 * A client of hers with everything she may open: a capsule, one behind a password, her closet
 * edit, an invoice and a questionnaire. With `mail`, each is sent to her by e-mail (a new
 * account sends five a day: the site owner, signed up once per run, sends none here). Answers
 * the pages and the e-mails.
 */
async function shareEverything(page: Page, clientName: string, { mail }: { mail: boolean }) {
  const email = mail ? uniqueEmail('client') : ''
  const clientId = await newClient(page, clientName, email)
  const capsuleId = await newCapsule(page, { clientId, name: 'Autumn in Lyon' })
  const gated = await newCapsule(page, { clientId, name: 'Winter', password: 'amber-lantern-8' })
  await ok(
    page.request.post(`/dashboard/items?client=${clientId}`, {
      form: { intent: 'create-item', name: 'Camel coat', capsuleId: '' },
    }),
    'a piece of her wardrobe',
  )
  const mails: SentEmail[] = []
  if (mail) {
    await ok(
      page.request.post(`/dashboard/capsules/${capsuleId}`, {
        form: { intent: 'send-capsule', message: 'Your capsule is ready.' },
      }),
      'capsule sent',
    )
    mails.push(await waitForEmail(email, 'Your style capsule: Autumn in Lyon'))
  }

  // Her closet audit, done: one piece kept.
  await page.goto(`/dashboard/clients/${clientId}/audit`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Start audit' }).click()
  const decision = page.getByRole('group', { name: 'Decision for Camel coat' })
  await decision.getByText('Keep', { exact: true }).click()
  await expect(decision.getByRole('radio', { name: 'Keep' })).toBeChecked()
  await page.getByRole('button', { name: 'Finish audit' }).click()
  await expect(page.getByRole('button', { name: 'Finish audit' })).toBeHidden()

  // Her questionnaire: e-mailed, or its link copied from her page.
  await ok(
    page.request.post(`/dashboard/clients/${clientId}`, {
      form: { intent: 'send-questionnaire', dueOn: '', remind: '' },
    }),
    'questionnaire',
  )
  if (mail) mails.push(await waitForEmail(email, 'questionnaire'))
  await page.goto(`/dashboard/clients/${clientId}`)
  const questionnaire = await page.getByLabel('Her questionnaire link').inputValue()

  const made = await ok(
    page.request.post(`/dashboard/clients/${clientId}`, {
      form: { intent: 'create-invoice', clientId, what: 'custom' },
    }),
    'invoice',
  )
  const invoicePath = new URL(made.url()).pathname
  await ok(
    page.request.post(invoicePath, {
      form: {
        intent: 'save-invoice',
        clientId,
        currency: 'GBP',
        'lines.0.description': 'Wardrobe edit',
        'lines.0.quantity': '1',
        'lines.0.unitPrice': '350',
        'lines.0.tax': '',
      },
    }),
    'its line',
  )
  await ok(
    page.request.post(invoicePath, { form: { intent: 'issue-invoice', send: mail ? '1' : '' } }),
    'issued',
  )
  if (mail) mails.push(await waitForEmail(email, 'Invoice'))
  await page.goto(invoicePath)
  const invoice = new URL(
    (await page.getByRole('link', { name: 'Client’s page' }).getAttribute('href'))!,
    page.url(),
  )
  const pages: ClientPages = {
    capsule: `/capsule/${capsuleId}`,
    gate: `/capsule/${gated}`,
    closet: `/capsule/${capsuleId}/closet`,
    invoice: invoice.pathname + invoice.search,
    q: new URL(questionnaire).pathname,
  }
  return { pages, mails }
}

/** Every client page, its PDF and its e-mails say `studio`, never `other`; `product` or not. */
async function expectSignedBy(
  request: APIRequestContext,
  client: Page,
  shared: Awaited<ReturnType<typeof shareEverything>>,
  { studio, other, madeWith }: { studio: string; other: string; madeWith: boolean },
) {
  for (const [name, path] of Object.entries(shared.pages)) {
    await client.goto(path)
    await waitForHydration(client)
    const body = client.locator('body')
    await expect(body, `${name} page`).toContainText(studio)
    await expect(body, `${name} page`).not.toContainText(other)
    await expect(client, `${name} page`).not.toHaveTitle(new RegExp(other))
    const made = client.getByText(`Made with ${PRODUCT}`)
    await expect(made, `${name} page`).toHaveCount(madeWith ? 1 : 0)
    // Nothing else names the product.
    const text = (await body.innerText()).replace(`Made with ${PRODUCT}`, '')
    expect(text, `${name} page`).not.toContain(PRODUCT)
  }
  // The invoice's PDF: its text and its properties (Creator, Producer, Author).
  const answered = await request.get(`${shared.pages.invoice.replace('?', '/pdf?')}`)
  const pdf = await getDocumentProxy(new Uint8Array(await answered.body()))
  const { info } = await pdf.getMetadata()
  const written = `${(await extractText(pdf, { mergePages: true })).text} ${JSON.stringify(info)}`
  expect(written).toContain(studio)
  expect(written).not.toContain(other)
  expect(written).not.toContain(PRODUCT)
  for (const mail of shared.mails) {
    expect(mail.from, mail.subject).toContain(studio)
    expect(mail.text, mail.subject).toContain(`— ${studio}`)
    expect(mail.text + mail.subject, mail.subject).not.toContain(other)
    const text = mail.text.replace(`Made with ${PRODUCT}`, '')
    expect(text, mail.subject).not.toContain(PRODUCT)
  }
}

test("Two stylists' clients see each one's own studio on every page, PDF and e-mail; the product only in a line she can turn off @phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  // The site owner's studio is her site's brand name.
  await signInAsOwner(page)
  await nameStudio(page, 'Maison Owner')
  try {
    const owners = await shareEverything(page, 'Olivia Hart', { mail: false })

    const stylist = await (await browser.newContext()).newPage()
    await signUpAndConfirm(stylist, 'second-studio')
    await nameStudio(stylist, 'Atelier Bianchi')
    const hers = await shareEverything(stylist, 'Inès Moreau', { mail: true })
    expect(hers.mails).toHaveLength(3)

    const client = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage()
    await expectSignedBy(page.request, client, hers, {
      studio: 'Atelier Bianchi',
      other: 'Maison Owner',
      madeWith: true,
    })
    await expectSignedBy(page.request, client, owners, {
      studio: 'Maison Owner',
      other: 'Atelier Bianchi',
      madeWith: true,
    })
    await client.goto(hers.pages.capsule)
    await expectScreenHolds(client, 'capsule-in-her-name')

    // She turns the "Made with" line off: her pages name only her studio.
    await stylist.goto('/dashboard/account')
    await waitForHydration(stylist)
    await stylist
      .getByRole('checkbox', {
        name: `End my client pages and e-mails with “Made with ${PRODUCT}”`,
      })
      .uncheck()
    await stylist.getByRole('button', { name: 'Save studio' }).click()
    await expect(stylist.getByText('Studio settings saved.')).toBeVisible()
    await expectScreenHolds(stylist, 'account-studio')
    for (const path of Object.values(hers.pages)) {
      await client.goto(path)
      await expect(client.locator('body')).toContainText('Atelier Bianchi')
      await expect(client.locator('body')).not.toContainText(PRODUCT)
    }
  } finally {
    // The other journeys of this run find the site under its first name.
    await nameStudio(page, PRODUCT)
  }
})
