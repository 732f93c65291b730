// Undo: a trash entry's rows go back as they were, then each owner ties again the links its
// delete let go.
import { type BillingLinks, tieBillingLinks } from '~/features/billing/index.server'
import { type InquiryLinks, tieInquiryLinks } from '~/features/inquiries/index.server'
import { type ItemLinks, tieItemLinks } from '~/features/items/index.server'
import { takeBack } from '~/server/trash.server'

/** The links a delete let go, by the feature that owns them. */
export type TrashLinks = { items?: ItemLinks; inquiries?: InquiryLinks; billing?: BillingLinks }

/**
 * Puts the owner's trashed rows back exactly as they were (same ids, so links keep working).
 * False when the entry is not hers or was already purged or restored, or when what it belonged to
 * was deleted since (an item whose client has gone).
 */
export function restoreFromTrash(ownerId: string, trashId: string): Promise<boolean> {
  return takeBack(ownerId, trashId, async (tx, links: TrashLinks) => {
    await tieItemLinks(tx, ownerId, links.items)
    await tieInquiryLinks(tx, ownerId, links.inquiries)
    await tieBillingLinks(tx, ownerId, links.billing)
  })
}
