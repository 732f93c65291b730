/**
 * Messages about rows that several features act on; each feature keeps its own messages in its
 * `messages.ts`.
 */
export const CAPSULE_GONE = 'This capsule no longer exists.'
