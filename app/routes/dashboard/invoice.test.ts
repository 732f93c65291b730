import { afterAll, beforeEach, describe, expect, test } from 'vitest'

import { startSmtpSink } from '../../../tests/support/smtp-sink'

// A real SMTP server: the invoice goes out through the client e-mail module, as sent.
const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url

const { ensureStudio } = await import('~/features/studio/studio.server')
const { createInvoice } = await import('~/features/billing/invoice-changes.server')
const { getInvoice } = await import('~/features/billing/invoices.server')
const { db } = await import('~/server/db.server')
const { createId } = await import('~/server/ids.server')
const { client } = await import('~/schema.server')
const { answer, createSignedInUser, routeArgs } = await import('../../../tests/support/users')
const invoicePage = await import('./invoice')

type TestUser = Awaited<ReturnType<typeof createSignedInUser>>

afterAll(() => sink.close())
beforeEach(() => sink.clear())

const stylist = await createSignedInUser('invoice-issue')
await ensureStudio(stylist.id, { name: 'Atelier Claire', acceptLanguage: 'en-GB' })
const clientEmail = `margot-${createId()}@example.com`
const clientId = createId()
await db
  .insert(client)
  .values({ id: clientId, ownerId: stylist.id, name: 'Margot Lane', email: clientEmail })

/** The editor's fields for one line, as the draft form sends them. */
const draftForm = (description: string, unitPrice: string) => ({
  clientId,
  currency: 'GBP',
  'lines.0.description': description,
  'lines.0.quantity': '1',
  'lines.0.unitPrice': unitPrice,
  'lines.0.tax': '',
})

async function draft() {
  const made = await createInvoice(stylist.id, { clientId })
  if (!made.ok) throw new Error(made.message)
  return made.id
}

const post = (user: TestUser, invoiceId: string, form: Record<string, string>) =>
  answer(() =>
    invoicePage.action(
      routeArgs(`/dashboard/money/invoices/${invoiceId}`, {
        user,
        params: { invoiceId },
        form,
      }),
    ),
  )

describe('Issue and send', () => {
  test('issues the draft as the form shows it, unsaved changes saved first, in one action', async () => {
    const id = await draft()
    const issued = await post(stylist, id, {
      intent: 'issue-invoice',
      send: '0',
      ...draftForm('Closet edit', '450'),
    })
    expect(issued).toMatchObject({ status: 200, body: { ok: true } })
    const view = await getInvoice(stylist.id, id)
    expect(view).toMatchObject({ number: expect.any(String), currency: 'GBP', balance: 45000 })
    expect(view?.lines.map((line) => line.description)).toEqual(['Closet edit'])
  })

  test('shows the e-mail first, word for word as Send then sends it, and sends nothing yet', async () => {
    const id = await draft()
    const shown = await post(stylist, id, {
      intent: 'issue-invoice',
      send: 'preview',
      ...draftForm('Wardrobe audit', '300'),
    })
    expect(shown).toMatchObject({ status: 200 })
    const { number, preview } = shown.body as {
      number: string
      preview: { from: string; to: string; subject: string; text: string; attachments: string[] }
    }
    expect(preview).toMatchObject({
      from: 'Atelier Claire',
      to: clientEmail,
      subject: `Invoice ${number} from Atelier Claire`,
      attachments: [`${number}.pdf`],
    })
    expect(preview.text).toContain('for £300, due ')
    expect(sink.received(clientEmail, /^Invoice /)).toHaveLength(0)
    expect(await post(stylist, id, { intent: 'preview-invoice-mail' })).toEqual({
      status: 200,
      body: { ok: true, preview },
    })

    expect(await post(stylist, id, { intent: 'send-invoice' })).toMatchObject({ status: 200 })
    const mail = await sink.waitFor(clientEmail, new RegExp(`^Invoice ${number} `))
    expect(mail.subject).toBe(preview.subject)
    expect(mail.from).toContain(preview.from)
    expect(mail.text.trim()).toBe(preview.text.trim())
    expect(mail.attachments.map((file) => file.filename)).toEqual(preview.attachments)
  })

  test('bad fields are refused with what to fix, and nothing is issued', async () => {
    const id = await draft()
    const refused = await post(stylist, id, {
      intent: 'issue-invoice',
      send: 'preview',
      ...draftForm('', 'not a price'),
    })
    expect(refused.status).toBe(400)
    expect((await getInvoice(stylist.id, id))?.status).toBe('draft')
  })

  test('another stylist’s invoice answers like a missing one', async () => {
    const stranger = await createSignedInUser('invoice-issue-stranger')
    const id = await draft()
    for (const form of [
      { intent: 'issue-invoice', send: 'preview', ...draftForm('Edit', '100') },
      { intent: 'preview-invoice-mail' },
    ]) {
      expect(await post(stranger, id, form)).toMatchObject({ status: 404 })
    }
    expect((await getInvoice(stylist.id, id))?.status).toBe('draft')
  })
})
