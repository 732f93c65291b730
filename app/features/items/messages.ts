export const ITEM_GONE = 'This item no longer exists.'
export const PLACE_GONE = 'This capsule or client no longer exists.'
export const CHOOSE_CLIENT_CAPSULE = 'Choose one of this client’s capsules.'
export const ORDER_UNREADABLE = 'The new order could not be read.'
export const ORDER_OUT_OF_DATE =
  'The pieces changed since this page was loaded. The page now shows them as they are.'
