import { randomInt } from 'node:crypto'

/**
 * The characters of a recovery code: digits and capitals without the ones that read alike on
 * paper or in a mail font (0 and O, 1, I and l), so a code copied by hand is typed back right.
 */
export const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

const CODES = 10
const HALF = 5

function randomHalf(): string {
  return Array.from(
    { length: HALF },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('')
}

/** Ten codes like `7KQ2M-XW4HD` (about 49 bits each), for better-auth's two-factor plugin. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: CODES }, () => `${randomHalf()}-${randomHalf()}`)
}

/**
 * The forms a typed recovery code is tried in: as typed (codes made before this alphabet mixed
 * cases), then in capitals with its dash, without spaces (`7kq2m xw4hd` is `7KQ2M-XW4HD`).
 */
export function recoveryCodeCandidates(typed: string): string[] {
  const asTyped = typed.trim()
  const compact = asTyped.replace(/[\s-]+/g, '').toUpperCase()
  const normal =
    compact.length === HALF * 2 ? `${compact.slice(0, HALF)}-${compact.slice(HALF)}` : compact
  return normal === asTyped ? [asTyped] : [asTyped, normal]
}
