/** The form field carrying a save's key, so a retried save is applied once (app/server/once.server.ts). */
export const ONCE_FIELD = '_once'

/** A fresh key for the next save of a form (getRandomValues works outside secure contexts too). */
export function newSaveKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
