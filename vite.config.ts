import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

import { inlineScripts } from './scripts/vite-inline-scripts.ts'
import { pageModules } from './scripts/vite-page-modules.ts'
import { workerUrls } from './scripts/vite-worker-url.ts'

// The browser's scripts in a few chunks instead of one per shared module: React and the router
// in one, the UI primitives and shared helpers in two (decision 019: her client's capsule page
// asked for 17 scripts over a phone's six connections, its fonts and photos queued behind them).
// A group goes whole to every page that uses one of its members, so the helpers her client's
// capsule page reaches are one chunk and the studio's others a second: the dashboard's fields,
// alerts and settings were a third of the shared chunk she downloaded. Never a helper that
// imports zod, which only forms need: a group takes its members' imports with it, and
// money-field and calendar-date brought all of zod (25 KB gzipped) to her client's page.
const SHARED =
  /app[\\/](components[\\/]ui|lib)[\\/](?!zod\.|text-fields\.|money-field\.|calendar-date\.)/
const clientPage = pageModules(/app[\\/]routes[\\/]capsule\.tsx/)
const clientChunks = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run|cookie-es)[\\/]/,
  },
  { name: 'ui', test: (id: string) => SHARED.test(id) && clientPage.modules.has(id) },
  { name: 'ui-studio', test: SHARED },
]

export default defineConfig({
  // The server build starts from the Express app, which mounts React Router's request handler.
  environments: {
    ssr: { build: { rollupOptions: { input: './app/app.server.ts' } } },
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunks } } } } },
  },
  resolve: { tsconfigPaths: true },
  server: { port: 3000 },
  plugins: [clientPage.plugin, tailwindcss(), reactRouter(), inlineScripts(), workerUrls()],
})
