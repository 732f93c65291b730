// Her gift vouchers: an amount, or a package at its price, each with a code she hands over and
// redeems against an invoice later (payments.server.ts).
import { randomInt } from 'node:crypto'

import { asc, count, desc, eq, sql } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { readAmount } from '~/lib/amount-input'
import type { z } from '~/lib/zod'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { keep, taken } from '~/server/trash.server'

import { type Outcome, refuse } from './invoice-changes.server'
import { today } from './invoice-view'
import { getPackage } from './packages.server'
import { CODE_PREFIX, type VoucherSchema } from './schema'
import { giftVoucher, invoicePayment } from './tables.server'

/** No 0/O, 1/I/L: a code read out over the phone is typed right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
/** At most this many vouchers per studio. */
export const MAX_VOUCHERS = 500

/** A new code: `GIFT-7K2M-Q9RT` (about 40 bits). */
export function newCode(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `${CODE_PREFIX}-${part()}-${part()}`
}

export type VoucherView = {
  id: string
  code: string
  kind: 'amount' | 'package'
  packageName: string | null
  amount: number
  balance: number
  currency: string
  recipient: string | null
  note: string | null
  expiresOn: string | null
  createdAt: Date
  /** Redeemed at least once (then it is kept, not deleted). */
  redeemed: boolean
}

export async function listVouchers(ownerId: string): Promise<VoucherView[]> {
  const rows = await db
    .select({
      id: giftVoucher.id,
      code: giftVoucher.code,
      kind: giftVoucher.kind,
      packageName: giftVoucher.packageName,
      amount: giftVoucher.amount,
      balance: giftVoucher.balance,
      currency: giftVoucher.currency,
      recipient: giftVoucher.recipient,
      note: giftVoucher.note,
      expiresOn: giftVoucher.expiresOn,
      createdAt: giftVoucher.createdAt,
      redeemed: sql<boolean>`exists (select 1 from ${invoicePayment} where ${invoicePayment.voucherId} = ${giftVoucher.id})`,
    })
    .from(giftVoucher)
    .where(mine(giftVoucher, ownerId))
    .orderBy(desc(giftVoucher.createdAt), asc(giftVoucher.code))
  return rows
}

/** Makes a voucher: an amount in her studio's currency, or one of her packages at its price. */
export async function createVoucher(
  ownerId: string,
  input: z.output<typeof VoucherSchema>,
  currency: string,
): Promise<Outcome<{ code: string }>> {
  if (input.expiresOn && input.expiresOn <= today()) {
    return refuse(400, 'Choose a date after today, or none.', 'expiresOn')
  }
  let value: { amount: number; currency: string; packageId: string | null; name: string | null }
  if (input.kind === 'package') {
    const pkg = input.packageId ? await getPackage(ownerId, input.packageId) : null
    if (!pkg) return refuse(400, 'Choose a package.', 'packageId')
    if (!pkg.price) return refuse(400, `Set a price for ${pkg.name} first.`, 'packageId')
    value = { ...pkg.price, packageId: pkg.id, name: pkg.name }
  } else {
    const amount = readAmount(input.amount, currency)
    if (!amount.ok) return refuse(400, amount.message, 'amount')
    value = { amount: amount.amount, currency, packageId: null, name: null }
  }
  const [made] = await db
    .select({ count: count() })
    .from(giftVoucher)
    .where(eq(giftVoucher.ownerId, ownerId))
  if ((made?.count ?? 0) >= MAX_VOUCHERS) {
    return refuse(409, `A studio keeps at most ${MAX_VOUCHERS} vouchers: delete unused ones first.`)
  }
  // A code already in her studio (one chance in a trillion) is drawn again.
  for (;;) {
    const code = newCode()
    const [row] = await db
      .insert(giftVoucher)
      .values({
        id: createId(),
        ownerId,
        code,
        kind: input.kind,
        packageId: value.packageId,
        packageName: value.name,
        amount: value.amount,
        balance: value.amount,
        currency: value.currency,
        recipient: input.recipient,
        note: input.note,
        expiresOn: input.expiresOn || null,
      })
      .onConflictDoNothing()
      .returning({ code: giftVoucher.code })
    if (row) return { ok: true, code: row.code }
  }
}

/** Deletes her voucher while it was never redeemed, kept in the trash for the undo window. */
export async function trashVoucher(
  ownerId: string,
  id: string,
): Promise<Outcome<{ undo: string }>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(giftVoucher)
      .where(mine(giftVoucher, ownerId, id))
      .for('update')
    if (!row) return refuse(404, 'This voucher no longer exists.')
    const [used] = await tx
      .select({ count: count() })
      .from(invoicePayment)
      .where(eq(invoicePayment.voucherId, id))
    if ((used?.count ?? 0) > 0) {
      return refuse(409, 'This voucher was redeemed, so it stays on record.')
    }
    const undo = await keep(tx, ownerId, taken(giftVoucher, [row]))
    await tx.delete(giftVoucher).where(eq(giftVoucher.id, id))
    return { ok: true, undo }
  })
}
