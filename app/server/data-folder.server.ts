// The running app's claim on DATA_DIR (see data-folder-lock.server.ts): exclusive on the
// embedded database, shared on PostgreSQL (several instances may keep photos in one folder),
// none for a throw-away in-memory database. Called before the app opens anything in the folder.
import { lockDataFolder } from './data-folder-lock.server'
import { env } from './env.server'

export function lockAppDataFolder(): void {
  if (env.DATABASE_URL === 'memory://') return
  lockDataFolder(env.DATA_DIR, { shared: !!env.DATABASE_URL })
}
