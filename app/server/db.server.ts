// The app's one database handle, opened (and migrated) on import from the configuration. Code
// that must not open it (backups, scripts naming another database) uses open-database.server.ts.
import { lockAppDataFolder } from './data-folder.server'
import { env } from './env.server'
import { logger } from './logger.server'
import { type Db, openDatabase } from './open-database.server'

export { type Db, migrationsFolder, type Tx } from './open-database.server'

// Before anything in DATA_DIR is opened: a second process is refused here, harmlessly.
lockAppDataFolder()

export const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  snapshot: env.DATABASE_SNAPSHOT,
  // The embedded database's thread stopped on its own: this process has no database any more.
  // Stop, so that the process manager starts a fresh one (and /readyz fails meanwhile).
  onStop: (error) => {
    logger.fatal({ err: error }, 'The embedded database stopped')
    process.exit(1)
  },
})
export const db: Db = database.db
