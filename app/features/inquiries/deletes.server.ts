// An inquiry stays when the client it became is deleted; Undo ties it to her again.
import { and, eq } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import type { Tx } from '~/server/db.server'

import { inquiry } from './tables.server'

export type InquiryLinks = { client?: { clientId: string; ids: string[] } }

/** The owner's inquiries that became this client. */
export async function inquiryLinksOfClient(
  tx: Tx,
  ownerId: string,
  clientId: string,
): Promise<InquiryLinks> {
  const rows = await tx
    .select({ id: inquiry.id })
    .from(inquiry)
    .where(and(eq(inquiry.ownerId, ownerId), eq(inquiry.clientId, clientId)))
  return { client: { clientId, ids: rows.map((row) => row.id) } }
}

/** Ties the owner's inquiries to their client again. */
export async function tieInquiryLinks(
  tx: Tx,
  ownerId: string,
  links: InquiryLinks = {},
): Promise<void> {
  if (!links.client?.ids.length) return
  await tx
    .update(inquiry)
    .set({ clientId: links.client.clientId })
    .where(mine(inquiry, ownerId, links.client.ids))
}
