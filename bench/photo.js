// `node bench/photo.js [--runs N]`: times the app's photo pipeline (`processPhoto`) on a
// generated 12-megapixel JPEG and prints one line of JSON. Loaded through Vite's SSR loader,
// because bench/photo.ts imports the app's modules (see scripts/load-app-module.js).
import { runAppModule } from '../scripts/load-app-module.js'

await runAppModule('bench/photo.ts', process.argv.slice(2))
