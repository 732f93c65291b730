// The running server's admin socket: how `npm run backup` gets a consistent database snapshot
// from an embedded (PGlite) database that this process owns. PGlite is single-process, so no
// other process may open `DATA_DIR/db` while the server runs; instead the script asks the
// server over a Unix-domain socket, `DATA_DIR/admin.sock`, created with mode 0600: only the OS
// user running the server can connect, and it is never reachable over the network.
// See docs/decisions/007-backups.md.
import { unlinkSync } from 'node:fs'
import { chmod, unlink } from 'node:fs/promises'
import http from 'node:http'

import { exportDatabase } from './backup/dump.server'
import { adminSocketPath } from './backup/live.server'
import { database } from './db.server'
import { env } from './env.server'
import { logger } from './logger.server'

type AdminSocket = { path: string; server: http.Server }

// One per process, even when the dev server re-imports this module after an edit.
const STATE = Symbol.for('capsule-studio.admin-socket')
const globals = globalThis as { [STATE]?: Promise<AdminSocket | null> }

async function listen(): Promise<AdminSocket | null> {
  // PostgreSQL takes consistent snapshots from any process; an in-memory database has nothing
  // to protect. Only an on-disk PGlite needs the server's help.
  if (database.kind !== 'pglite' || env.DATABASE_URL === 'memory://') return null

  const socketPath = adminSocketPath(env.DATA_DIR)
  // This process holds the data folder (db.server.ts locked it before opening the database), so
  // a socket file found here was left by a crash: replace it.
  await unlink(socketPath).catch(() => {})

  let dumping = false
  let secured = false
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: string, type = 'text/plain') => {
      res.writeHead(status, { 'content-type': type }).end(body)
    }
    if (req.method === 'POST' && req.url === '/database-dump') {
      if (dumping) return reply(409, 'A backup is already running.')
      dumping = true
      exportDatabase(database.db, 'pglite')
        .then(
          (dump) => {
            logger.info(
              {
                tables: dump.tables.length,
                rows: dump.tables.reduce((n, t) => n + t.rows.length, 0),
              },
              'Database snapshot taken for a backup',
            )
            reply(200, JSON.stringify(dump), 'application/json')
          },
          (error: unknown) => {
            logger.error({ err: error }, 'Could not take a database snapshot for a backup')
            reply(500, 'The database snapshot failed: see the server log.')
          },
        )
        .finally(() => {
          dumping = false
        })
      return
    }
    if (req.method === 'GET' && req.url === '/status') {
      return reply(200, JSON.stringify({ pid: process.pid }), 'application/json')
    }
    reply(404, 'Not found')
  })
  // Until the file's mode is 0600, another user might have connected: drop any such connection.
  server.on('connection', (socket) => {
    if (!secured) socket.destroy()
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => {
      server.off('error', reject)
      resolve()
    })
  })
  await chmod(socketPath, 0o600)
  secured = true
  server.unref()
  process.once('exit', () => {
    try {
      unlinkSync(socketPath)
    } catch {
      // already gone
    }
  })
  logger.info({ socket: socketPath }, 'Admin socket ready (npm run backup)')
  return { path: socketPath, server }
}

/**
 * Opens the admin socket (once per process; later calls return the same). Does nothing on
 * PostgreSQL or an in-memory database.
 */
export function startAdminSocket(): Promise<AdminSocket | null> {
  globals[STATE] ??= listen()
  return globals[STATE]
}
