// The invoices' intents: a new one (the Money page, a client's page), and everything the
// invoice's own page does with it (`context.invoiceId` is the page's invoice, from the URL).
import { redirect } from 'react-router'

import { readAmount } from '~/lib/amount-input'
import { z } from '~/lib/zod'
import {
  formError,
  type FormInput,
  type Intents,
  parseForm,
  refused,
  saved,
} from '~/server/forms.server'

import {
  createInvoice,
  issueInvoice,
  type Refusal,
  saveDraft,
  setReminder,
  trashDraft,
  voidInvoice,
} from './invoice-changes.server'
import { readInvoiceForm } from './invoice-form'
import { previewInvoiceMail, scheduleReminder, sendInvoice } from './invoice-mail.server'
import { getInvoice } from './invoices.server'
import { recordPayment, redeemVoucher, removePayment } from './payments.server'
import { PaymentSchema } from './schema'
import { getBillingSettings } from './settings.server'

/** A refusal as the form shows it: next to its field, or above the form. */
export const answerRefusal = (refusal: Refusal) =>
  refusal.field
    ? refused({ errors: { [refusal.field]: refusal.message } }, refusal.status)
    : formError(refusal.message, refusal.status)

const NewInvoiceSchema = z.object({
  clientId: z.string({ error: 'Choose a client.' }).trim().min(1, 'Choose a client.').max(40),
  what: z.string().trim().max(80).default('custom'),
})

/** "custom", or "<package id>:deposit|balance|full". */
function readWhat(what: string) {
  const [packageId, part] = what.split(':')
  if (what === 'custom' || !packageId) return { packageId: null }
  if (part !== 'deposit' && part !== 'balance' && part !== 'full') return null
  return { packageId, part } as const
}

export const newInvoiceIntents = {
  'create-invoice': async (input, { ownerId, clientId }) => {
    const parsed = parseForm(input, NewInvoiceSchema)
    if (!parsed.success) return parsed.reply
    const what = readWhat(parsed.data.what)
    if (!what) return refused({ errors: { what: 'Choose what the invoice is for.' } }, 400)
    const made = await createInvoice(ownerId, {
      clientId: clientId ?? parsed.data.clientId,
      ...what,
    })
    if (!made.ok) return answerRefusal(made)
    return redirect(`/dashboard/money/invoices/${made.id}`)
  },
} satisfies Intents

/** The invoice page's row: the URL's. */
const pageInvoice = (invoiceId: string | undefined) => invoiceId ?? ''

/** Saves the draft as the editor's fields say; null when saved, else the answer to give. */
async function saveFromForm(input: FormInput, ownerId: string, invoiceId: string) {
  const settings = await getBillingSettings(ownerId)
  const current = await getInvoice(ownerId, invoiceId)
  const read = readInvoiceForm(input.fields, settings.taxRates, current?.taxIncluded ?? false)
  if (!read.ok) {
    const { form, ...errors } = read.errors
    return refused({ errors, ...(form ? { formError: form } : {}) }, 400)
  }
  const outcome = await saveDraft(ownerId, invoiceId, read.draft)
  return outcome.ok ? null : answerRefusal(outcome)
}

export const invoiceIntents = {
  'save-invoice': async (input, { ownerId, invoiceId }) =>
    (await saveFromForm(input, ownerId, pageInvoice(invoiceId))) ?? saved(),
  /**
   * Issues the draft, saved first as the editor's fields say when they come with it; `send`:
   * `1` e-mails it at once, `preview` answers the e-mail she is about to send (Send sends it).
   */
  'issue-invoice': async (input, { ownerId, invoiceId }) => {
    const id = pageInvoice(invoiceId)
    if (input.fields.clientId !== undefined) {
      const refusal = await saveFromForm(input, ownerId, id)
      if (refusal) return refusal
    }
    const sending = input.fields.send === '1' || input.fields.send === 'preview'
    const issued = await issueInvoice(ownerId, id, { sending })
    if (!issued.ok) return answerRefusal(issued)
    const view = await getInvoice(ownerId, id)
    if (view?.remind) await scheduleReminder(ownerId, view)
    if (input.fields.send === 'preview') {
      const mail = await previewInvoiceMail(ownerId, id)
      return mail.ok ? saved({ number: issued.number, preview: mail.preview }) : answerRefusal(mail)
    }
    if (!sending) return saved({ number: issued.number })
    const sent = await sendInvoice(ownerId, id)
    return sent.ok ? saved({ number: issued.number, sent: true }) : answerRefusal(sent)
  },
  'preview-invoice-mail': async (_input, { ownerId, invoiceId }) => {
    const mail = await previewInvoiceMail(ownerId, pageInvoice(invoiceId))
    return mail.ok ? saved({ preview: mail.preview }) : answerRefusal(mail)
  },
  'send-invoice': async (_input, { ownerId, invoiceId }) => {
    const sent = await sendInvoice(ownerId, pageInvoice(invoiceId))
    return sent.ok ? saved({ sent: true }) : answerRefusal(sent)
  },
  'void-invoice': async (_input, { ownerId, invoiceId }) => {
    const outcome = await voidInvoice(ownerId, pageInvoice(invoiceId))
    return outcome.ok ? saved() : answerRefusal(outcome)
  },
  'delete-invoice': async (_input, { ownerId, invoiceId }) => {
    const outcome = await trashDraft(ownerId, pageInvoice(invoiceId))
    return outcome.ok ? redirect('/dashboard/money') : answerRefusal(outcome)
  },
  'set-reminder': async (input, { ownerId, invoiceId }) => {
    const id = pageInvoice(invoiceId)
    const remind = input.fields.remind === 'on'
    if (!(await setReminder(ownerId, id, remind)))
      return formError('This invoice no longer exists.', 404)
    const view = remind ? await getInvoice(ownerId, id) : null
    if (view && view.status !== 'draft') await scheduleReminder(ownerId, view)
    return saved()
  },
  'record-payment': async (input, { ownerId, invoiceId }) => {
    const parsed = parseForm(input, PaymentSchema)
    if (!parsed.success) return parsed.reply
    const id = pageInvoice(invoiceId)
    const current = await getInvoice(ownerId, id)
    if (!current) return formError('This invoice no longer exists.', 404)
    const amount = readAmount(parsed.data.amount, current.currency)
    if (!amount.ok) return refused({ errors: { amount: amount.message } }, 400)
    const outcome = await recordPayment(ownerId, id, { ...parsed.data, amount: amount.amount })
    return outcome.ok ? saved() : answerRefusal(outcome)
  },
  'redeem-voucher': async (input, { ownerId, invoiceId }) => {
    const outcome = await redeemVoucher(
      ownerId,
      pageInvoice(invoiceId),
      (input.fields.code ?? '').slice(0, 60),
    )
    return outcome.ok ? saved() : answerRefusal(outcome)
  },
  'remove-payment': async (input, { ownerId, invoiceId }) => {
    const outcome = await removePayment(ownerId, pageInvoice(invoiceId), input.fields.id ?? '')
    return outcome.ok ? saved() : answerRefusal(outcome)
  },
} satisfies Intents
