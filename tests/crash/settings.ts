// The crash test's settings, from the environment (all optional): CRASH_TEST_PORT (3420),
// CRASH_TEST_SECONDS (45), CRASH_TEST_KEEP=1 keeps the temporary folder (it is always kept after
// a failure), CRASH_TEST_ORPHANS=warn reports orphaned photo files without failing.
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const PORT = Number(process.env.CRASH_TEST_PORT ?? 3420)
export const CHAOS_MS = Number(process.env.CRASH_TEST_SECONDS ?? 45) * 1000
export const KEEP = process.env.CRASH_TEST_KEEP === '1'
export const ORPHANS_WARN_ONLY = process.env.CRASH_TEST_ORPHANS === 'warn'
export const ORIGIN = `http://127.0.0.1:${PORT}`
export const WORKERS = 3
export const ACCOUNTS = 3
/** The whole run is stopped after this, whatever happens (starts take up to ~30 s on a busy machine). */
export const WATCHDOG_MS = CHAOS_MS + 180_000
export const PASSWORD = 'crash-test-password-1'
