export const CLIENT_GONE = 'This client no longer exists.'
