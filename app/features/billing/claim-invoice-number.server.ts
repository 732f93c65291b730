// How an invoice number is allocated: claimed from her studio's sequence in the issuing
// transaction, by one statement that moves the sequence on and returns the number it held, so
// two invoices issued at once (on two instances too) never take one number and leave no gap. Her
// format ("INV-{YYYY}-{NNNN}") writes it (invoice-number.ts).
import { eq, sql } from 'drizzle-orm'

import type { Tx } from '~/server/db.server'

import { formatInvoiceNumber } from './invoice-number'
import { billingSettings } from './tables.server'

/**
 * Claims her next invoice number for an invoice issued on `issuedOn` (YYYY-MM-DD), inside the
 * issuing transaction (her billing settings row exists: `sellerOf` made it): the sequence, the
 * number in her format, and her payment terms in days.
 */
export async function claimInvoiceNumber(tx: Tx, ownerId: string, issuedOn: string) {
  const [claimed] = await tx
    .update(billingSettings)
    .set({ nextNumber: sql`${billingSettings.nextNumber} + 1` })
    .where(eq(billingSettings.ownerId, ownerId))
    .returning({
      next: billingSettings.nextNumber,
      format: billingSettings.numberFormat,
      dueDays: billingSettings.dueDays,
    })
  const sequence = claimed!.next - 1
  return {
    sequence,
    number: formatInvoiceNumber(claimed!.format, sequence, Number(issuedOn.slice(0, 4))),
    dueDays: claimed!.dueDays,
  }
}
