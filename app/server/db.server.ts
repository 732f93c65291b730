// The app's one database handle, opened (and migrated) on import from the configuration. Code
// that must not open it (backups, scripts naming another database) uses open-database.server.ts.
import { env } from './env.server'
import { type Db, openDatabase } from './open-database.server'

export { type Db, migrationsFolder, type Tx } from './open-database.server'

export const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
export const db: Db = database.db
