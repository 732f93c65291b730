import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

import { inlineScripts } from './scripts/vite-inline-scripts.ts'
import { workerUrls } from './scripts/vite-worker-url.ts'

// Unit and database tests. Each test file runs in its own process with its own throw-away
// database and DATA_DIR (see tests/setup/database.ts): an in-memory PGlite by default, or a
// fresh PostgreSQL database when DATABASE_URL names a PostgreSQL server; either starts as a copy
// of one migrated once per run (tests/setup/global-database.ts).
export default defineConfig({
  resolve: {
    // `~/…` imports, from tsconfig.json's paths (Vite's own resolver, as in vite.config.ts).
    tsconfigPaths: true,
    // The app's server build, made of its real route modules without `npm run build`
    // (tests/support/route-build.ts), for the tests that send requests through the Express app.
    alias: {
      'virtual:react-router/server-build': fileURLToPath(
        new URL('./tests/support/route-build.ts', import.meta.url),
      ),
    },
  },
  // Route modules import the landing page's script as a string, as in the app's build; the
  // database opens its thread from the worker's source.
  plugins: [inlineScripts(), workerUrls()],
  test: {
    include: [
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'tests/system/**/*.test.ts',
    ],
    environment: 'node',
    // Most tests sign up many stylists; the invitation rule has tests of its own that set
    // SIGNUP_POLICY=invite (the app's default) before importing the app.
    env: { SIGNUP_POLICY: 'open' },
    globalSetup: ['tests/setup/global-database.ts'],
    setupFiles: ['tests/setup/database.ts', 'tests/setup/password-hash.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A file per core (Vitest's default leaves one free: a single worker on two cores). The files
    // wait on their databases, servers and sockets as much as on the processor: on two cores the
    // suite takes ~175 s instead of ~250 s.
    maxWorkers: availableParallelism(),
  },
})
