import { MAX_ALTERNATES } from '~/lib/alternates'

export const ITEM_GONE = 'This item no longer exists.'
export const PLACE_GONE = 'This capsule or client no longer exists.'
export const CHOOSE_CLIENT_CAPSULE = 'Choose one of this client’s capsules.'
export const ORDER_UNREADABLE = 'The new order could not be read.'
export const ORDER_OUT_OF_DATE =
  'The pieces changed since this page was loaded. The page now shows them as they are.'
export const ALTERNATES_FULL = `This piece has ${MAX_ALTERNATES} alternates already, the most it can have.`
export const ALTERNATE_NOT_TO_BUY = 'Only a piece to buy can have alternates. Mark it To buy first.'
export const ALTERNATE_OF_ALTERNATE =
  'This piece is an alternate itself: an alternate can’t have alternates of its own.'
export const ALTERNATE_HAS_ALTERNATES =
  'That piece has alternates of its own, so it can’t be an alternate.'
export const ALTERNATE_OF_ITSELF = 'A piece can’t be its own alternate.'
export const CHOOSE_ALTERNATE = 'Choose a piece.'
export const PASTE_PRODUCT_LINK = 'Paste the link of a product page.'
export const LINK_WITHOUT_PIECE =
  'This page doesn’t say enough about the piece (its name, at least). Add it with Add Item instead.'
