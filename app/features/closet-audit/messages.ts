// What the closet audit says when something cannot be done.

export const AUDIT_GONE = 'This audit is no longer open. Reload the page to see where it stands.'
export const PIECES_GONE = 'Some of these pieces are no longer in her wardrobe. Reload the page.'
export const NOTHING_TO_ARCHIVE = 'No donated or sold pieces are left to archive.'
export const CLIENT_GONE = 'This client no longer exists.'
