/**
 * Messages about rows that several features act on; each feature keeps its own messages in its
 * `messages.ts`.
 */
export const CAPSULE_GONE = 'This capsule no longer exists.'
export const PHOTO_UPLOAD_EXPIRED = 'This photo upload has expired. Please choose the photo again.'
/** A bulk action on chosen items, one of which is gone (or was never this account's). */
export const ITEMS_GONE =
  'Some of these items no longer exist. Reload the page to see what is there.'
