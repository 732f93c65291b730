// Runs a TypeScript module that imports the app's own modules (`~/…` aliases, extension-less
// imports), through Vite's SSR loader, as `server.js` does in development. Packages under
// node_modules (sharp, PGlite, better-auth…) are loaded by Node itself.
//
// Used by scripts/seed-demo.js, scripts/run.js (backup, restore) and bench/photo.js. The module's `main(args)` is awaited; the
// process then exits with its result (a number) or 0, or 1 after printing an error.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Loads `entry` (a path relative to the project root) and runs its `main(args)`. */
export async function runAppModule(entry, args = process.argv.slice(2)) {
  const { createServer } = await import('vite')
  const vite = await createServer({
    root,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    appType: 'custom',
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  let code = 0
  try {
    const module = await vite.ssrLoadModule(`/${entry}`)
    const result = await module.main(args)
    if (typeof result === 'number') code = result
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error)
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    code = 1
  } finally {
    await vite.close()
  }
  // Open handles (a pool, a logger's worker) must not keep a finished script alive.
  process.exit(code)
}
