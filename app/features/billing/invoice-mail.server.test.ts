import { and, eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'

import { startSmtpSink } from '../../../tests/support/smtp-sink'

// A real SMTP server: the invoice goes out through the client e-mail module, as sent.
const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url

const { ensureStudio } = await import('~/features/studio/studio.server')
const { db } = await import('~/server/db.server')
const { createId } = await import('~/server/ids.server')
const { client, outgoingEmail } = await import('~/schema.server')
const { createSignedInUser } = await import('../../../tests/support/users')
const { createInvoice, issueInvoice, saveDraft, setReminder } =
  await import('./invoice-changes.server')
const { readInvoiceForm } = await import('./invoice-form')
const { remindIfOverdue, sendInvoice } = await import('./invoice-mail.server')

afterAll(() => sink.close())
beforeEach(() => sink.clear())

const owner = await createSignedInUser('invoice-mail')
await ensureStudio(owner.id, { name: 'Atelier Zoë', acceptLanguage: 'de-CH' })
const clientEmail = `zoe-${createId()}@example.com`
const clientId = createId()
await db
  .insert(client)
  .values({ id: clientId, ownerId: owner.id, name: 'Zoë Martin', email: clientEmail })

async function issued() {
  const made = await createInvoice(owner.id, { clientId })
  if (!made.ok) throw new Error(made.message)
  const read = readInvoiceForm(
    {
      clientId,
      currency: 'CHF',
      'lines.0.description': 'Closet edit',
      'lines.0.quantity': '1',
      'lines.0.unitPrice': '250',
      'lines.0.tax': '',
    },
    [],
    false,
  )
  if (!read.ok) throw new Error(JSON.stringify(read.errors))
  expect(await saveDraft(owner.id, made.id, read.draft)).toEqual({ ok: true })
  const outcome = await issueInvoice(owner.id, made.id, { sending: true })
  if (!outcome.ok) throw new Error(outcome.message)
  return { id: made.id, number: outcome.number }
}

const logged = (kind: string) =>
  db
    .select({ to: outgoingEmail.toEmail, subject: outgoingEmail.subject })
    .from(outgoingEmail)
    .where(and(eq(outgoingEmail.ownerId, owner.id), eq(outgoingEmail.kind, kind)))

describe('an invoice e-mailed from the studio', () => {
  test('goes out as her studio, Reply-To her, with its PDF attached, and is in the owner’s log', async () => {
    const invoice = await issued()
    expect(await sendInvoice(owner.id, invoice.id)).toEqual({ ok: true })
    const mail = await sink.waitFor(clientEmail, /^Invoice /)
    expect(mail.subject).toBe(`Invoice ${invoice.number} from Atelier Zoë`)
    expect(mail.from).toContain('Atelier Zoë')
    expect(mail.replyTo).toBe(owner.email)
    expect(mail.link).toContain(`/invoice/${invoice.id}?t=`)
    expect(mail.attachments).toEqual([
      {
        filename: `${invoice.number}.pdf`,
        contentType: 'application/pdf',
        base64: expect.any(String),
      },
    ])
    expect(Buffer.from(mail.attachments[0]!.base64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    )
    expect(await logged('invoice')).toContainEqual({
      to: clientEmail,
      subject: `Invoice ${invoice.number} from Atelier Zoë`,
    })
  })

  test('one reminder once it is overdue, never two; none when she turned it off', async () => {
    const invoice = await issued()
    const later = '2099-01-01'
    expect(await remindIfOverdue(owner.id, invoice.id, '2000-01-01')).toBe('not overdue')
    expect(await remindIfOverdue(owner.id, invoice.id, later)).toBe('reminded')
    expect(await remindIfOverdue(owner.id, invoice.id, later)).toBe('not needed')
    const reminder = await sink.waitFor(clientEmail, /^Reminder: /)
    expect(reminder.subject).toBe(`Reminder: invoice ${invoice.number} from Atelier Zoë`)
    expect(reminder.replyTo).toBe(owner.email)
    expect(reminder.attachments.map((file) => file.filename)).toEqual([`${invoice.number}.pdf`])
    expect(sink.received(clientEmail, /^Reminder: /)).toHaveLength(1)
    expect(await logged('invoice-reminder')).toHaveLength(1)

    const quiet = await issued()
    expect(await setReminder(owner.id, quiet.id, false)).toBe(true)
    expect(await remindIfOverdue(owner.id, quiet.id, later)).toBe('not needed')
    expect(sink.received(clientEmail, /^Reminder: /)).toHaveLength(1)
  })
})
