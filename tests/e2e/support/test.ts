import { createHash } from 'node:crypto'

import { test as base } from '@playwright/test'

export * from '@playwright/test'

/**
 * Playwright's `test`, where each test's browser comes from an address of its own, as real
 * visitors do. The app runs behind a trusted proxy in the e2e server (TRUST_PROXY, see
 * playwright.config.ts), so it reads the address from `X-Forwarded-For`: the per-address limits
 * on signing up and signing in then apply to each journey as to one person, instead of to the
 * whole suite sharing 127.0.0.1. The address is drawn from the shared address space
 * 100.64.0.0/10 (never routed here: it is only a header), from the test and its repetition.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const digest = createHash('sha256')
      .update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`)
      .digest()
    const address = `100.${64 + (digest[0]! % 64)}.${digest[1]}.${digest[2]! || 1}`
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': address })
  },
})
