// Owned / To buy: the stylist's mark on a piece, which puts it on (or keeps it off) the client's
// Shopping list. Without her mark, a piece added to a capsule is to buy, and one in her client's
// wardrobe is hers.

export const OWNERSHIPS = ['owned', 'to_buy'] as const
export type Ownership = (typeof OWNERSHIPS)[number]

/** The stylist's choice, or the default: to buy in a capsule, owned in her wardrobe. */
export const isToBuy = (ownership: Ownership | null, inCapsule: boolean) =>
  ownership ? ownership === 'to_buy' : inCapsule

/** Her card's badge: To buy or Owned, and why (her mark, or where the piece is). */
export function ownershipBadge(
  ownership: Ownership | null,
  inCapsule: boolean,
): { toBuy: boolean; label: string; why: string } {
  if (ownership === 'owned') return { toBuy: false, label: 'Owned', why: 'you said so' }
  if (ownership === 'to_buy') return { toBuy: true, label: 'To buy', why: 'you said so' }
  return inCapsule
    ? { toBuy: true, label: 'To buy', why: 'new in the capsule' }
    : { toBuy: false, label: 'Owned', why: 'in her wardrobe' }
}
