// Making and changing her invoices: a draft (free lines or from a package), saved while it is a
// draft; issued with the next number of her studio, claimed in one statement; voided; deleted
// while a draft. A sent invoice is never edited: she voids it and issues a new one.
import { randomBytes } from 'node:crypto'

import { and, desc, eq } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { newPriceCurrency } from '~/features/capsules/index.server'
import { clientView as client } from '~/features/clients/index.server'
import { db, type Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { keep, taken } from '~/server/trash.server'

import { claimInvoiceNumber } from './claim-invoice-number.server'
import type { InvoiceDraft } from './invoice-form'
import { addDays, today } from './invoice-view'
import { depositAmount } from './packages'
import { getPackage } from './packages.server'
import { ensureBillingSettings, sellerOf } from './settings.server'
import { invoice } from './tables.server'
import { type InvoiceLine, invoiceTotals } from './totals'

/** What an invoice made from a package is for. */
export type PackagePart = 'deposit' | 'balance' | 'full'

export type Refusal = { ok: false; status: number; message: string; field?: string }
export type Outcome<T = object> = ({ ok: true } & T) | Refusal

export const refuse = (status: number, message: string, field?: string): Refusal => ({
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
})

/** `next_number = next_number + 1`: the claim, in the statement that returns it. */

export const INVOICE_GONE = 'This invoice no longer exists.'
export const NOT_A_DRAFT =
  'This invoice was sent, so it can no longer be changed: void it and issue a new one.'

async function myClient(tx: Tx, ownerId: string, clientId: string) {
  const [row] = await tx
    .select({ id: client.id, name: client.name, email: client.email })
    .from(client)
    .where(mine(client, ownerId, clientId))
  return row ?? null
}

/** The line a package gives for `part`, or why it cannot. */
async function packageLine(
  ownerId: string,
  packageId: string,
  part: PackagePart,
): Promise<Outcome<{ currency: string; description: string; amount: number }>> {
  const pkg = await getPackage(ownerId, packageId)
  if (!pkg) return refuse(404, 'That package no longer exists.', 'packageId')
  if (!pkg.price) return refuse(400, `Set a price for ${pkg.name} first.`, 'packageId')
  const deposit = pkg.deposit ? depositAmount(pkg.price.amount, pkg.deposit) : 0
  if (part !== 'full' && !pkg.deposit) {
    return refuse(400, `${pkg.name} has no deposit: invoice its full price.`, 'part')
  }
  const rate = pkg.deposit?.kind === 'percent' ? ` (${pkg.deposit.percent} %)` : ''
  const line =
    part === 'deposit'
      ? { description: `${pkg.name}: deposit${rate}`, amount: deposit }
      : part === 'balance'
        ? { description: `${pkg.name}: balance`, amount: pkg.price.amount - deposit }
        : { description: pkg.name, amount: pkg.price.amount }
  return { ok: true, currency: pkg.price.currency, ...line }
}

/**
 * A new draft for her client: from a package (`packageId`, `part`) with its one line, or empty
 * for free lines. Answers its id.
 */
export async function createInvoice(
  ownerId: string,
  input: { clientId: string; packageId?: string | null; part?: PackagePart },
): Promise<Outcome<{ id: string }>> {
  const settings = await ensureBillingSettings(ownerId)
  const fromPackage = input.packageId
    ? await packageLine(ownerId, input.packageId, input.part ?? 'full')
    : null
  if (fromPackage && !fromPackage.ok) return fromPackage
  // Free lines are in her client's currency (her budget's), else the studio's.
  const currency =
    fromPackage?.currency ?? (await newPriceCurrency(ownerId, { clientId: input.clientId }))
  const tax = settings.taxRates[0] ?? null
  const lines: InvoiceLine[] = fromPackage
    ? [
        {
          description: fromPackage.description,
          quantity: 100,
          unitPrice: fromPackage.amount,
          tax,
          amount: fromPackage.amount,
        },
      ]
    : []
  return db.transaction(async (tx) => {
    const person = await myClient(tx, ownerId, input.clientId)
    if (!person) return refuse(404, 'That client no longer exists.', 'clientId')
    const id = createId()
    const totals = invoiceTotals(lines, settings.taxIncluded)
    await tx.insert(invoice).values({
      id,
      ownerId,
      clientId: person.id,
      clientName: person.name,
      clientEmail: person.email,
      clientAddress: await lastAddress(tx, ownerId, person.id),
      packageId: fromPackage ? input.packageId : null,
      kind: fromPackage ? (input.part ?? 'full') : 'custom',
      token: randomBytes(24).toString('base64url'),
      currency,
      lines,
      taxIncluded: settings.taxIncluded,
      subtotal: totals.subtotal,
      taxTotal: totals.taxTotal,
      total: totals.total,
    })
    return { ok: true, id }
  })
}

/** The address on her client's last invoice, so she types it once. */
async function lastAddress(tx: Tx, ownerId: string, clientId: string) {
  const [row] = await tx
    .select({ address: invoice.clientAddress })
    .from(invoice)
    .where(and(eq(invoice.ownerId, ownerId), eq(invoice.clientId, clientId)))
    .orderBy(desc(invoice.createdAt))
    .limit(1)
  return row?.address ?? null
}

/** Saves a draft's client, texts and lines; refused once it was sent. */
export async function saveDraft(
  ownerId: string,
  id: string,
  draft: InvoiceDraft,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: invoice.status, taxIncluded: invoice.taxIncluded })
      .from(invoice)
      .where(mine(invoice, ownerId, id))
      .for('update')
    if (!row) return refuse(404, INVOICE_GONE)
    if (row.status !== 'draft') return refuse(409, NOT_A_DRAFT)
    const person = await myClient(tx, ownerId, draft.clientId)
    if (!person) return refuse(400, 'Choose a client from the list.', 'clientId')
    const totals = invoiceTotals(draft.lines, row.taxIncluded)
    await tx
      .update(invoice)
      .set({
        clientId: person.id,
        clientName: person.name,
        clientEmail: person.email,
        clientAddress: draft.clientAddress,
        currency: draft.currency,
        lines: draft.lines,
        notes: draft.notes,
        dueOn: draft.dueOn,
        subtotal: totals.subtotal,
        taxTotal: totals.taxTotal,
        total: totals.total,
        updatedAt: new Date(),
      })
      .where(eq(invoice.id, id))
    return { ok: true }
  })
}

/**
 * Issues her draft: the next number of her studio is claimed in one statement (the settings
 * row stays locked until this transaction ends, so two issues, on two instances too, never get
 * the same number, and one that fails gives its number back); her details and the client's are
 * fixed on it as they are now. Answers the number.
 */
export async function issueInvoice(
  ownerId: string,
  id: string,
  { sending }: { sending: boolean },
): Promise<Outcome<{ number: string }>> {
  await ensureBillingSettings(ownerId)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: invoice.status,
        clientId: invoice.clientId,
        total: invoice.total,
        lines: invoice.lines,
        dueOn: invoice.dueOn,
      })
      .from(invoice)
      .where(mine(invoice, ownerId, id))
      .for('update')
    if (!row) return refuse(404, INVOICE_GONE)
    if (row.status !== 'draft') return refuse(409, 'This invoice was already issued.')
    const person = row.clientId ? await myClient(tx, ownerId, row.clientId) : null
    if (!person) return refuse(400, 'Choose a client for this invoice first.')
    if (row.lines.length === 0) return refuse(400, 'Add at least one line first.')
    if (row.total <= 0) return refuse(400, 'An invoice of nothing cannot be issued.')
    if (sending && !person.email) {
      return refuse(400, `${person.name} has no e-mail address: add one to her profile first.`)
    }
    const issuedOn = today()
    if (row.dueOn && row.dueOn < issuedOn) {
      return refuse(400, 'The due date has passed: change it before issuing.')
    }
    const seller = await sellerOf(ownerId, tx)
    const { sequence, number, dueDays } = await claimInvoiceNumber(tx, ownerId, issuedOn)
    await tx
      .update(invoice)
      .set({
        status: 'sent',
        sequence,
        number,
        issuedOn,
        dueOn: row.dueOn ?? addDays(issuedOn, dueDays),
        seller,
        clientName: person.name,
        clientEmail: person.email,
        updatedAt: new Date(),
      })
      .where(eq(invoice.id, id))
    return { ok: true, number }
  })
}

/** Voids her issued invoice (it keeps its number); refused while payments are recorded on it. */
export async function voidInvoice(ownerId: string, id: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: invoice.status, paidAmount: invoice.paidAmount })
      .from(invoice)
      .where(mine(invoice, ownerId, id))
      .for('update')
    if (!row) return refuse(404, INVOICE_GONE)
    if (row.status === 'draft') return refuse(409, 'A draft is deleted, not voided.')
    if (row.status === 'void') return { ok: true }
    if (row.paidAmount > 0) {
      return refuse(409, 'Payments are recorded on this invoice: remove them before voiding it.')
    }
    await tx
      .update(invoice)
      .set({ status: 'void', voidedAt: new Date(), updatedAt: new Date() })
      .where(eq(invoice.id, id))
    return { ok: true }
  })
}

/** Deletes her draft, kept in the trash for the undo window (issued invoices are voided). */
export async function trashDraft(ownerId: string, id: string): Promise<Outcome<{ undo: string }>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invoice)
      .where(mine(invoice, ownerId, id))
      .for('update')
    if (!row) return refuse(404, INVOICE_GONE)
    if (row.status !== 'draft') return refuse(409, 'An issued invoice is voided, not deleted.')
    const undo = await keep(tx, ownerId, taken(invoice, [row]))
    await tx.delete(invoice).where(eq(invoice.id, id))
    return { ok: true, undo }
  })
}

/** Turns the overdue reminder of her invoice on or off. */
export async function setReminder(ownerId: string, id: string, remind: boolean): Promise<boolean> {
  const rows = await db
    .update(invoice)
    .set({ remind, updatedAt: new Date() })
    .where(mine(invoice, ownerId, id))
    .returning({ id: invoice.id })
  return rows.length > 0
}

/** Records that the invoice was e-mailed to its client now. */
export async function markSent(ownerId: string, id: string): Promise<void> {
  await db
    .update(invoice)
    .set({ sentAt: new Date(), updatedAt: new Date() })
    .where(mine(invoice, ownerId, id))
}
