import { randomBytes } from 'node:crypto'

/** A random, unguessable id (128 bits, URL-safe). Used for every studio row and share link. */
export function createId(): string {
  return randomBytes(16).toString('base64url')
}
