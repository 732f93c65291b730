// Sending an invoice from the studio: through the one way client e-mail goes
// (app/domain/client-email.server.ts: as her studio, Reply-To her, her limits, the owner's
// log), with the PDF attached and the client's link; one reminder when it is overdue (a job
// sent for its due date, which she can turn off per invoice).
import { and, eq, isNull } from 'drizzle-orm'

import {
  type ClientEmailResult,
  previewClientEmail,
  sendClientEmail,
} from '~/domain/client-email.server'
import { mine } from '~/domain/mine.server'
import { recordActivity } from '~/features/activity/index.server'
import { homeLinkOf } from '~/features/clients/index.server'
import { studioSender } from '~/features/site/index.server'
import type { EmailPreview } from '~/lib/email-preview'
import { formatMoney } from '~/lib/money'
import { pdfDate } from '~/lib/pdf-text'
import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { defineJob, sendJob } from '~/server/jobs.server'

import { markSent, type Outcome, refuse } from './invoice-changes.server'
import { renderInvoicePdf } from './invoice-pdf.server'
import { type InvoiceView, isOverdue, today } from './invoice-view'
import { getInvoice } from './invoices.server'
import { invoice } from './tables.server'

export const SEND_FAILED =
  'The e-mail could not be sent. The invoice is issued: try Send again in a moment.'

/** The client's link to her invoice. */
export const invoiceUrl = (view: { id: string; token: string }) =>
  `${baseUrl}/invoice/${view.id}?t=${view.token}`

/** The PDF's file name: "INV-2026-0042.pdf". */
export const pdfFileName = (view: InvoiceView) =>
  `${(view.number ?? 'draft').replace(/[^\w.-]+/g, '-')}.pdf`

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/** Her client's home link, named in every e-mail to her (none: no client, or no link). */
export async function clientHomeOf(ownerId: string, view: InvoiceView) {
  return view.clientId ? (await homeLinkOf(ownerId, view.clientId))?.url : undefined
}

/** Her invoice's e-mail (or its reminder's) as her studio `brand` writes it, its PDF aside. */
async function invoiceMail(ownerId: string, view: InvoiceView, kind: 'invoice' | 'reminder') {
  const total = formatMoney({ amount: view.balance, currency: view.currency })
  const due = view.dueOn ? pdfDate(view.dueOn) : null
  const home = await clientHomeOf(ownerId, view)
  return (brand: string) => ({
    to: view.clientEmail ?? '',
    subject:
      kind === 'invoice'
        ? `Invoice ${view.number} from ${brand}`
        : `Reminder: invoice ${view.number} from ${brand}`,
    intro:
      kind === 'invoice'
        ? `Hello ${firstName(view.clientName)},\n\nHere is invoice ${view.number} for ${total}${due ? `, due ${due}` : ''}. The PDF is attached, and the link below shows it with the ways to pay.`
        : `Hello ${firstName(view.clientName)},\n\nA gentle reminder: invoice ${view.number} was due ${due ?? 'already'}, and ${total} is still open. If you have paid it in the meantime, thank you, and please ignore this message.`,
    action: 'View your invoice',
    url: invoiceUrl(view),
    outro: `Questions? Simply reply to this e-mail: it reaches ${brand}.`,
    home,
  })
}

/** Her invoice (or its reminder) to its client, through the one way client e-mail goes. */
async function mailInvoice(
  ownerId: string,
  view: InvoiceView,
  kind: 'invoice' | 'reminder',
  causedBy: 'stylist' | 'schedule',
): Promise<ClientEmailResult> {
  const pdf = Buffer.from(await renderInvoicePdf(view))
  const content = await invoiceMail(ownerId, view, kind)
  return sendClientEmail(
    await studioSender(ownerId),
    kind === 'invoice' ? 'invoice' : 'invoice-reminder',
    (brand) => ({
      ...content(brand),
      attachments: [{ filename: pdfFileName(view), content: pdf, contentType: 'application/pdf' }],
    }),
    { causedBy },
  )
}

/** The reminder for one invoice, sent for the day after it is due. */
export const invoiceReminder = defineJob<{ ownerId: string; invoiceId: string }>({
  name: 'invoice-reminder',
  title: 'Overdue invoice reminders',
  scope: 'owner',
  run: ({ ownerId, invoiceId }) => remindIfOverdue(ownerId, invoiceId),
})

/** Sends her invoice's reminder for the morning after its due date (once per invoice). */
export async function scheduleReminder(
  ownerId: string,
  view: { id: string; dueOn: string | null },
) {
  if (!view.dueOn) return
  const at = Date.parse(`${view.dueOn}T00:00:00Z`) + 33 * 60 * 60 * 1000 // 09:00 UTC the day after
  const delaySeconds = Math.max(Math.ceil((at - Date.now()) / 1000), 0)
  await sendJob(invoiceReminder, { ownerId, invoiceId: view.id }, { delaySeconds, key: view.id })
}

/** Her issued invoice, when it can be e-mailed to its client; else why not. */
async function sendable(
  ownerId: string,
  invoiceId: string,
): Promise<Outcome<{ view: InvoiceView }>> {
  const view = await getInvoice(ownerId, invoiceId)
  if (!view) return refuse(404, 'This invoice no longer exists.')
  if (!view.number || view.status === 'void') return refuse(409, 'Only an issued invoice is sent.')
  if (!view.clientEmail) {
    return refuse(400, `${view.clientName} has no e-mail address: add one to her profile first.`)
  }
  return { ok: true, view }
}

/** The e-mail `sendInvoice` would send, word for word, for her to read first. */
export async function previewInvoiceMail(
  ownerId: string,
  invoiceId: string,
): Promise<Outcome<{ preview: EmailPreview }>> {
  const found = await sendable(ownerId, invoiceId)
  if (!found.ok) return found
  const preview = await previewClientEmail(
    await studioSender(ownerId),
    await invoiceMail(ownerId, found.view, 'invoice'),
    [pdfFileName(found.view)],
  )
  return { ok: true, preview }
}

/** E-mails her issued invoice to its client, PDF attached; a failure says so and keeps it issued. */
export async function sendInvoice(ownerId: string, invoiceId: string): Promise<Outcome> {
  const found = await sendable(ownerId, invoiceId)
  if (!found.ok) return found
  const { view } = found
  const sent = await mailInvoice(ownerId, view, 'invoice', 'stylist')
  if (!sent.ok) {
    return refuse(sent.status, sent.status === 502 ? SEND_FAILED : sent.formError)
  }
  await markSent(ownerId, invoiceId)
  if (view.remind) await scheduleReminder(ownerId, view)
  return { ok: true }
}

/**
 * The reminder job's work: e-mails the client once if her invoice is still open past its due
 * date and the reminder is on (her Today says so once it went out). Claimed before sending, so a retry never sends twice; a failed
 * send gives the claim back and throws (the job is retried).
 */
export async function remindIfOverdue(ownerId: string, invoiceId: string, on = today()) {
  const view = await getInvoice(ownerId, invoiceId)
  if (!view || !view.remind || view.remindedAt || !view.clientEmail) return 'not needed'
  if (!isOverdue(view, on)) return 'not overdue'
  const claimed = await db
    .update(invoice)
    .set({ remindedAt: new Date() })
    .where(and(mine(invoice, ownerId, invoiceId), isNull(invoice.remindedAt)))
    .returning({ id: invoice.id })
  if (claimed.length === 0) return 'already reminded'
  const sent = await mailInvoice(ownerId, view, 'reminder', 'schedule')
  if (!sent.ok) {
    await db.update(invoice).set({ remindedAt: null }).where(eq(invoice.id, invoiceId))
    throw new Error(`invoice reminder not sent: ${sent.formError}`)
  }
  const due = formatMoney({ amount: view.balance, currency: view.currency })
  await db.transaction((tx) =>
    recordActivity(tx, {
      ownerId,
      clientId: view.clientId,
      kind: 'invoice_overdue',
      subjectId: invoiceId,
      summary: `Invoice ${view.number ?? ''} is overdue, ${due} due: the reminder went out`,
    }),
  )
  return 'reminded'
}
