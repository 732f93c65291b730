import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { FIXTURES_SECRET } from './tests/e2e/support/fixtures'

// End-to-end tests: the production build served by server.js (run `npm run build` first, as
// `npm run test:e2e` does, a run per project: scripts/e2e.ts), driven by Debian's Chromium headless shell,
// with e-mail caught by tests/e2e/support/mail-sink.ts (read it from tests with
// tests/e2e/support/mail.ts) and Stripe played by tests/support/stripe-stub-server.ts.
//
// Projects: `desktop` runs every test; `phone` runs only tests whose title contains @phone.

// Ports can be moved (E2E_PORT, E2E_SMTP_PORT, E2E_MAIL_PORT) to run two suites side by side.
const PORT = Number(process.env.E2E_PORT || 3100)
const BASE_URL = `http://localhost:${PORT}`
// A second app, with the default sign-up policy (by invitation), for the invitation journey
// (tests/e2e/invitations.test.ts reads INVITE_SITE_URL). The main app is open to sign-ups: the
// journeys sign many stylists up.
const INVITE_PORT = PORT + 3
process.env.INVITE_SITE_URL ||= `http://localhost:${INVITE_PORT}`
const MAIL_SINK_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 2626)
const MAIL_SINK_HTTP_PORT = Number(process.env.E2E_MAIL_PORT || 3126)
// The tests read mail through the sink's HTTP API (tests/e2e/support/mail.ts).
process.env.MAIL_SINK_URL ||= `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`
// Stripe, played by a stub on loopback (tests/support/stripe-stub.ts): the app's API calls and
// its checkout page; tests/e2e/card-payments.test.ts reads STRIPE_STUB_URL.
const STRIPE_STUB_PORT = PORT + 7
process.env.STRIPE_STUB_URL ||= `http://127.0.0.1:${STRIPE_STUB_PORT}`

// One fresh data directory per run (on-disk PGlite under DATA_DIR/db, as by default). The
// config is loaded again in each worker process, which inherits the runner's environment and
// so its choice. The process that created the directory removes it when it exits, unless
// KEEP_E2E_DATA is set; a directory given in E2E_DATA_DIR is left alone.
const createdDataDir = !process.env.E2E_DATA_DIR
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'capsule-e2e-'))
const DATA_DIR = process.env.E2E_DATA_DIR
if (createdDataDir && !process.env.KEEP_E2E_DATA) {
  process.on('exit', () => {
    try {
      fs.rmSync(DATA_DIR, { recursive: true, force: true })
    } catch {
      // left under the temporary directory
    }
  })
}

// No GPU here: drawing in software, without SwiftShader's emulated GPU, costs the processors less.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-gpu-compositing',
  '--disable-gpu-rasterization',
  '--disable-software-rasterizer',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The affiliate journey's shop (tests/e2e/affiliate-links.test.ts): a real domain name, served
  // on loopback.
  '--host-resolver-rules=MAP shop.test 127.0.0.1',
]

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  workers: 1, // 2-core machines: the server, Chromium and the runner already share them
  fullyParallel: false,
  retries: 0, // a flaky test is a bug to fix, not to retry
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each project's run in `npm run test:e2e` (scripts/e2e.ts) has a folder of its own (each run
  // empties its own).
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    // Run here, a failed test keeps its trace: actions, network and the page at each step.
    // Without the screencast (a frame encoded for every paint), which took a fifth of the suite's
    // time. In CI a failure keeps its screenshot and its error context (the page as the
    // accessibility tree reads it): recording every action's snapshots for the few that fail
    // cost the runner 15 % of its processor time (docs/decisions/054); run the journey here for
    // its trace.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell: the journeys need no window, and it draws with much less work
      // than the full browser (docs/decisions/033-ci-inside-twenty-minutes.md).
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grep: /@phone/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
          'Chrome/140.0.0.0 Mobile Safari/537.36',
      },
    },
  ],
  // Started in this order (the app needs the mail sink), stopped when the run ends.
  webServer: [
    {
      command: 'node tests/e2e/support/mail-sink.ts',
      url: `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/healthz`,
      env: { SMTP_PORT: String(MAIL_SINK_SMTP_PORT), HTTP_PORT: String(MAIL_SINK_HTTP_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      name: 'mail-sink',
    },
    {
      command: 'node tests/support/stripe-stub-server.ts',
      url: `${process.env.STRIPE_STUB_URL}/healthz`,
      env: { STRIPE_STUB_PORT: String(STRIPE_STUB_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      name: 'stripe-stub',
    },
    {
      command: 'node server.js',
      url: `${BASE_URL}/healthz`,
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        // Empty counts as unset (see app/server/env.server.ts): on-disk PGlite under DATA_DIR,
        // whatever DATABASE_URL the shell running the tests may have.
        DATABASE_URL: '',
        PUBLIC_URL: BASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
        MAIL_FROM: 'Capsule Studio <studio@capsule.test>',
        AUTH_SECRET: 'e2e-test-secret-0123456789abcdefghijklmn',
        // The site owner is predictable whatever order the journeys sign up in.
        OWNER_EMAIL: 'owner@capsule.test',
        SIGNUP_POLICY: 'open',
        // As behind a TLS proxy: each test's browser gives its own address in X-Forwarded-For
        // (tests/e2e/support/test.ts), so per-address limits count per journey, not per suite.
        TRUST_PROXY: 'true',
        // "Fill from a shop link" journeys read a fixture shop on 127.0.0.1 (test-only switch).
        LINK_IMPORT_ALLOW_PRIVATE: 'true',
        // The conversation's e-mail window (15 minutes in production): one digest and one reply
        // e-mail per capsule per 40 seconds, so a journey sees them (test-only switch).
        MAIL_WINDOW_SECONDS: '40',
        // Stock checks read the fixture shops a page a second (six a minute in production).
        STOCK_CHECKS_PER_SHOP_PER_MINUTE: '60',
        // Card payments go to the Stripe stub, never to Stripe (test-only switch).
        STRIPE_API_URL: process.env.STRIPE_STUB_URL,
        // The journeys' fixtures (a signed-in stylist, her studio) through the app's test-only
        // routes (tests/e2e/support/fixtures.ts; app/test-fixtures).
        TEST_FIXTURES_SECRET: FIXTURES_SECRET,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      name: 'app',
    },
    {
      command: 'node server.js',
      url: `${process.env.INVITE_SITE_URL}/healthz`,
      env: {
        NODE_ENV: 'production',
        PORT: String(INVITE_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(DATA_DIR, 'invite-site'),
        DATABASE_URL: '',
        PUBLIC_URL: process.env.INVITE_SITE_URL,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
        MAIL_FROM: 'Capsule Studio <studio@capsule.test>',
        AUTH_SECRET: 'e2e-test-secret-0123456789abcdefghijklmn',
        OWNER_EMAIL: 'owner@invite.test',
        TRUST_PROXY: 'true',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      name: 'invite-site',
    },
  ],
})
