// Owned / To buy: the stylist's mark on a piece, which puts it on (or keeps it off) the client's
// Shopping list.

export const OWNERSHIPS = ['owned', 'to_buy'] as const
export type Ownership = (typeof OWNERSHIPS)[number]

/** The stylist's choice, or the default: to buy when the item has a shop link. */
export const isToBuy = (ownership: Ownership | null, link: string | null) =>
  ownership ? ownership === 'to_buy' : Boolean(link)
