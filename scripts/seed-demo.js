// `npm run seed:demo [-- --reset] [-- --small]`: fills a demo studio into the configured
// database (DATA_DIR, or DATABASE_URL). The work is done by scripts/seed-demo-main.ts, loaded
// through Vite's SSR loader because it imports the app's own modules.
import { runAppModule } from './load-app-module.js'

// The seed creates and confirms the demo account itself: never e-mail its address.
delete process.env.SMTP_URL

await runAppModule('scripts/seed-demo-main.ts', process.argv.slice(2))
