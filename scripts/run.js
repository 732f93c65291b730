// `node scripts/run.js <module.ts> [args…]`: runs a TypeScript script that imports the app's own
// modules, through the shared Vite SSR launcher (scripts/load-app-module.js): its `main(args)`
// is awaited and the process exits with the number it returns (0 when none), or 1 on an error.
import { runAppModule } from './load-app-module.js'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('Usage: node scripts/run.js <module.ts> [arguments…]')
  process.exit(2)
}
await runAppModule(entry, args)
