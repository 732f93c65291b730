import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { lockAppDataFolder } from './data-folder.server'
import { env } from './env.server'

/**
 * The secret that signs sessions and capsule cookies: `AUTH_SECRET` when set, otherwise one
 * generated on first start and kept under `DATA_DIR`, so a restart does not sign everyone out.
 */
function loadAuthSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET
  lockAppDataFolder()
  const file = path.resolve(env.DATA_DIR, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
  return secret
}

export const authSecret = loadAuthSecret()
