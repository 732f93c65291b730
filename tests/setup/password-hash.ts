// Runs before each test file: every password the app hashes or checks through better-auth/crypto
// (accounts, through auth.server.ts, and capsules) costs a fraction of a millisecond instead of
// the ~160 ms of scrypt at better-auth's cost: a thousand of them were a fifth of the suite's
// processor time (decision 034). Same `salt:key` form, and a wrong password still fails. A test
// file that mocks better-auth/crypto itself replaces this with the real functions it wraps.
import type * as BetterAuthCrypto from 'better-auth/crypto'
import { vi } from 'vitest'

vi.mock('better-auth/crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof BetterAuthCrypto>()
  const { randomBytes, scryptSync } = await import('node:crypto')
  const key = (password: string, salt: string) =>
    scryptSync(password.normalize('NFKC'), salt, 64, { N: 16, r: 1, p: 1 }).toString('hex')
  return {
    ...crypto,
    hashPassword: async (password: string) => {
      const salt = randomBytes(16).toString('hex')
      return `${salt}:${key(password, salt)}`
    },
    verifyPassword: async ({ hash, password }: { hash: string; password: string }) => {
      const [salt, stored] = hash.split(':')
      if (!salt || !stored) throw new Error('Invalid password hash')
      return key(password, salt) === stored
    },
  }
})
