export const OUTFIT_GONE = 'This outfit no longer exists.'
export const ITEM_ALREADY_IN_OUTFIT = 'Item is already in this outfit'
export const ITEM_NOT_IN_CAPSULE = 'This item is no longer in this capsule.'
export const ITEM_NOT_IN_OUTFIT = 'This item is no longer in this outfit.'
export const ORDER_OUT_OF_DATE =
  'This outfit changed in the meantime, so the new order was not saved. Please try again.'
