// The one launcher for TypeScript tools that import the app's own modules (`~/…` aliases,
// extension-less imports): `node scripts/launch.js <module.ts> [arguments…]`. The module is
// loaded through Vite's SSR loader, as `server.js` does in development; packages under
// node_modules (sharp, PGlite, better-auth…) are loaded by Node itself. Its `main(args)` is
// awaited, then the process exits with the number it returns (0 when none), or 1 after printing
// an error.
//
// Used by `npm run backup` / `restore` (scripts/ops/), `npm run seed:demo` (scripts/demo/) and
// the benchmark's photo, invoice PDF, stock check and messages timings (bench/photo.ts,
// bench/invoice-pdf.ts, bench/stock-check.ts, bench/messages.ts).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('Usage: node scripts/launch.js <module.ts> [arguments…]')
  process.exit(2)
}

const { createServer } = await import('vite')
const { workerUrls } = await import('./vite-worker-url.ts')
const vite = await createServer({
  root,
  configFile: false,
  envDir: false,
  logLevel: 'warn',
  appType: 'custom',
  resolve: { tsconfigPaths: true },
  // The embedded database runs its thread from the worker's source (app/server/open-database).
  plugins: [workerUrls()],
  server: { middlewareMode: true, hmr: false, watch: null, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
})
let code = 0
try {
  const module = await vite.ssrLoadModule(`/${path.relative(root, path.resolve(entry))}`)
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
