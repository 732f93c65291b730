// The links of getting paid that a delete lets go and Undo ties again: an invoice stays when its
// client goes, an invoice or a voucher when its package goes (each keeps its own lines and name).
import { and, eq } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import type { Tx } from '~/server/db.server'

import { giftVoucher, invoice } from './tables.server'

export type BillingLinks = {
  invoiceClient?: { clientId: string; ids: string[] }
  invoicePackage?: { packageId: string; ids: string[] }
  voucherPackage?: { packageId: string; ids: string[] }
}

/** The owner's invoices for a client, which stay when she is deleted. */
export async function billingLinksOfClient(
  tx: Tx,
  ownerId: string,
  clientId: string,
): Promise<BillingLinks> {
  const rows = await tx
    .select({ id: invoice.id })
    .from(invoice)
    .where(and(eq(invoice.ownerId, ownerId), eq(invoice.clientId, clientId)))
  return { invoiceClient: { clientId, ids: rows.map((row) => row.id) } }
}

/** The owner's invoices and vouchers made from a package, which stay when it is deleted. */
export async function billingLinksOfPackage(
  tx: Tx,
  ownerId: string,
  packageId: string,
): Promise<BillingLinks> {
  const [invoices, vouchers] = await Promise.all([
    tx
      .select({ id: invoice.id })
      .from(invoice)
      .where(and(eq(invoice.ownerId, ownerId), eq(invoice.packageId, packageId))),
    tx
      .select({ id: giftVoucher.id })
      .from(giftVoucher)
      .where(and(eq(giftVoucher.ownerId, ownerId), eq(giftVoucher.packageId, packageId))),
  ])
  return {
    invoicePackage: { packageId, ids: invoices.map((row) => row.id) },
    voucherPackage: { packageId, ids: vouchers.map((row) => row.id) },
  }
}

/** Ties again what a delete let go of the owner's invoices and vouchers. */
export async function tieBillingLinks(
  tx: Tx,
  ownerId: string,
  links: BillingLinks = {},
): Promise<void> {
  const { invoiceClient, invoicePackage, voucherPackage } = links
  if (invoiceClient?.ids.length) {
    await tx
      .update(invoice)
      .set({ clientId: invoiceClient.clientId })
      .where(mine(invoice, ownerId, invoiceClient.ids))
  }
  if (invoicePackage?.ids.length) {
    await tx
      .update(invoice)
      .set({ packageId: invoicePackage.packageId })
      .where(mine(invoice, ownerId, invoicePackage.ids))
  }
  if (voucherPackage?.ids.length) {
    await tx
      .update(giftVoucher)
      .set({ packageId: voucherPackage.packageId })
      .where(mine(giftVoucher, ownerId, voucherPackage.ids))
  }
}
