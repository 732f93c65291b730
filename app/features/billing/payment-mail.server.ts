// The e-mails of a card payment: to her, "Clara paid £650 (invoice ZS-2026-007)" (or that one
// failed, or needs her look), under her studio's name; to her client, a receipt from her studio
// (the one way client e-mail goes, decision 027) with the invoice's PDF showing the payment.
import { eq } from 'drizzle-orm'

import { sendClientEmail } from '~/domain/client-email.server'
import { alertsAtOnce } from '~/features/activity/index.server'
import { studioSender } from '~/features/site/index.server'
import { studioNameOf } from '~/features/site/index.server'
import { formatMoney } from '~/lib/money'
import { pdfDate } from '~/lib/pdf-text'
import { baseUrl } from '~/server/auth.server'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { actionEmail, sendEmail } from '~/server/email.server'

import { clientHomeOf, invoiceUrl, pdfFileName } from './invoice-mail.server'
import { renderInvoicePdf } from './invoice-pdf.server'
import type { InvoiceView } from './invoice-view'
import { getInvoice } from './invoices.server'
import { stripeCheckout } from './stripe-tables.server'

/** One payment event of hers to announce (payment-events.server.ts). */
export type PaymentNotice =
  | { kind: 'received' | 'needs_look' | 'failed'; ownerId: string; checkoutId: string }
  | { kind: 'refunded'; ownerId: string; checkoutId: string; refunded: number }

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name

const cardText = (last4: string | null) => (last4 ? `by card (•••• ${last4})` : 'by card')

/** "Paid in full." or "£100 is still due." */
const balanceText = (view: InvoiceView) =>
  view.balance > 0
    ? `${formatMoney({ amount: view.balance, currency: view.currency })} is still due.`
    : 'The invoice is paid in full.'

async function stylistEmailOf(ownerId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, ownerId))
  return row?.email ?? null
}

/** Her e-mail about a payment on her invoice. */
async function mailStylist(
  notice: PaymentNotice,
  view: InvoiceView | null,
  checkout: typeof stripeCheckout.$inferSelect,
) {
  const to = await stylistEmailOf(notice.ownerId)
  if (!to) return 'no stylist'
  if (!(await alertsAtOnce(notice.ownerId, 'payments'))) return 'not now: her alerts'
  const brand = await studioNameOf(notice.ownerId)
  const amount = formatMoney({
    amount: checkout.amountReceived ?? checkout.amount,
    currency: checkout.currency,
  })
  const who = view ? firstName(view.clientName) : 'Your client'
  const what = view?.number ? `invoice ${view.number}` : 'a booking'
  const url = view ? `${baseUrl}/dashboard/money/invoices/${view.id}` : `${baseUrl}/dashboard/money`
  const content =
    notice.kind === 'received'
      ? {
          subject: `${who} paid ${amount} (${what})`,
          intro:
            `${view?.clientName ?? who} paid ${amount} ${cardText(checkout.cardLast4)} through Stripe for ${what}. ${view ? balanceText(view) : ''}`.trim(),
          outro: 'Stripe pays it out to your bank account on its usual schedule.',
        }
      : notice.kind === 'failed'
        ? {
            subject: `${who}’s card payment of ${amount} did not go through (${what})`,
            intro: `Stripe could not take the payment of ${amount} for ${what}. Nothing is recorded, and the invoice stays open: your client can pay again from its link.`,
            outro: 'Her bank may have refused the debit; Stripe’s dashboard says why.',
          }
        : {
            subject: `A card payment needs a look (${what})`,
            intro: `${amount} arrived through Stripe for ${what}, and was not put on it: ${checkout.lookReason ?? 'see the invoice'}`,
            outro: 'Apply it to the invoice, or refund it in Stripe and mark it as handled.',
          }
  await sendEmail({
    ...actionEmail({ to, ...content, action: 'Open the invoice', url, brand }),
    fromName: brand,
  })
  return 'sent'
}

/** The client's receipt for her payment, from the studio, with the invoice as it is now. */
async function mailReceipt(ownerId: string, view: InvoiceView, last4: string | null) {
  if (!view.clientEmail) return 'no client address'
  const payment = view.payments.findLast((row) => row.method === 'stripe')
  if (!payment) return 'no payment'
  const amount = formatMoney({ amount: payment.amount, currency: view.currency })
  const pdf = Buffer.from(await renderInvoicePdf(view))
  const home = await clientHomeOf(ownerId, view)
  const sent = await sendClientEmail(
    await studioSender(ownerId),
    'receipt',
    (brand) => ({
      to: view.clientEmail ?? '',
      subject: `Receipt for invoice ${view.number} from ${brand}`,
      intro: `Hello ${firstName(view.clientName)},\n\nThank you: ${brand} received your payment of ${amount} ${cardText(last4)} on ${pdfDate(payment.paidOn)} for invoice ${view.number}. ${balanceText(view)}`,
      action: 'View your invoice',
      url: invoiceUrl(view),
      outro: `Questions? Simply reply to this e-mail: it reaches ${brand}.`,
      home,
      attachments: [{ filename: pdfFileName(view), content: pdf, contentType: 'application/pdf' }],
    }),
    // Her client's own payment causes it, once: not counted against what the stylist sends.
    { causedBy: 'visitor' },
  )
  if (!sent.ok) throw new Error(`receipt not sent: ${sent.formError}`)
  return 'sent'
}

/** The job's work: the e-mails one payment event asks for (a refund asks for none). */
export async function mailPaymentNotice(notice: PaymentNotice) {
  if (notice.kind === 'refunded') return 'nothing to send'
  const [checkout] = await db
    .select()
    .from(stripeCheckout)
    .where(eq(stripeCheckout.id, notice.checkoutId))
  if (!checkout || checkout.ownerId !== notice.ownerId) return 'gone'
  const view = checkout.invoiceId ? await getInvoice(notice.ownerId, checkout.invoiceId) : null
  // Another feature's payment (a booking's deposit) is that feature's to tell about, unless it
  // needs her look.
  if (!view && notice.kind !== 'needs_look') return 'not an invoice'
  const stylist = await mailStylist(notice, view, checkout)
  const receipt =
    notice.kind === 'received' && view
      ? await mailReceipt(notice.ownerId, view, checkout.cardLast4)
      : 'none'
  return { stylist, receipt }
}
