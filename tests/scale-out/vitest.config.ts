import { defineConfig } from 'vitest/config'

import { workerUrls } from '../../scripts/vite-worker-url.ts'

// The scale-out test: two production instances against one PostgreSQL and an S3 server.
// Run by `npm run test:scale-out` with DATABASE_URL pointing at PostgreSQL (see .ci/run).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [workerUrls()],
  test: {
    include: ['tests/scale-out/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/database.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
})
