// Secrets a stylist hands the studio (her Stripe keys), kept encrypted at rest: AES-256-GCM with
// a key derived by HKDF-SHA256 from the server's secret (AUTH_SECRET, or the one generated into
// DATA_DIR), one key per purpose. The row the value belongs to is the GCM's additional data, so a
// sealed value copied onto another stylist's row does not open. Layout: `v1.<iv>.<ciphertext>.<tag>`
// in base64url. A backup holds only the sealed text (and decision 023 says the backup is a secret).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import { authSecret } from './secrets.server'

const VERSION = 'v1'
const keys = new Map<string, Buffer>()

function keyFor(purpose: string, secret: string): Buffer {
  const id = `${purpose}\u0000${secret}`
  let key = keys.get(id)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'capsule-studio-sealed', `sealed:${purpose}`, 32))
    keys.set(id, key)
  }
  return key
}

/** `plaintext` encrypted for `purpose`, bound to `row` (the owner's id): text safe to store. */
export function seal(plaintext: string, purpose: string, row: string, secret = authSecret): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose, secret), iv)
  cipher.setAAD(Buffer.from(row))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/**
 * The plaintext of a value `seal` made for `purpose` and `row`; null when it does not open (made
 * with another server secret, for another row, or damaged).
 */
export function unseal(
  sealed: string,
  purpose: string,
  row: string,
  secret = authSecret,
): string | null {
  const [version, iv, body, tag, ...rest] = sealed.split('.')
  if (version !== VERSION || !iv || body === undefined || !tag || rest.length > 0) return null
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(purpose, secret),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAAD(Buffer.from(row))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return null
  }
}
