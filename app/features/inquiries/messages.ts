export const INQUIRY_GONE = 'This inquiry no longer exists.'
export const CHOOSE_STATUS = 'Choose a status.'
