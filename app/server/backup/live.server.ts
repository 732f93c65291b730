// Backing up while the app runs: the client side of the running server's admin socket (the
// server side is admin-socket.server.ts).
import { existsSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import type { DatabaseDump } from './dump.server'
import { BackupError, readAll } from './format.server'

/**
 * The Unix socket through which a running server (PGlite only) hands out database snapshots:
 * `DATA_DIR/admin.sock`, mode 0600, so only the OS user running the server can connect.
 * Socket paths are limited to ~107 bytes: a deeper DATA_DIR uses the path relative to the
 * working directory, which the server and the scripts share (both run from the project root).
 */
export function adminSocketPath(dataDir: string): string {
  const absolute = path.resolve(dataDir, 'admin.sock')
  if (Buffer.byteLength(absolute) < 100) return absolute
  return path.relative(process.cwd(), absolute)
}

/**
 * Asks the server running on `dataDir` for a database snapshot. Null when no server listens
 * there (no socket, or a stale one left by a crash).
 */
export async function requestDatabaseDump(dataDir: string): Promise<DatabaseDump | null> {
  const socketPath = adminSocketPath(dataDir)
  if (!existsSync(socketPath)) return null
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, path: '/database-dump', method: 'POST' },
      (response) => {
        readAll(response).then((body) => {
          if (response.statusCode !== 200) {
            reject(
              new BackupError(
                `The running server refused the backup (${response.statusCode}): ${body.toString('utf8')}`,
              ),
            )
          } else {
            resolve(JSON.parse(body.toString('utf8')) as DatabaseDump)
          }
        }, reject)
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null)
      else reject(error)
    })
    request.end()
  })
}
