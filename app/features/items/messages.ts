export const ITEM_GONE = 'This item no longer exists.'
export const PLACE_GONE = 'This capsule or client no longer exists.'
export const CHOOSE_CLIENT_CAPSULE = 'Choose one of this client’s capsules.'
