export const CHEAT_SHEET_GONE = 'This cheat sheet no longer exists.'
export const ITEMS_REFUSED =
  'Some picked items are no longer in this capsule. Reload the page and pick again.'
