import type { Page } from '@playwright/test'

/**
 * Waits until the page's buttons work: React has hydrated it, or, on a page served without
 * hydration (the landing page, docs/decisions/017), its script has run. A click on a script-only
 * button before that is lost (a real person's too, but a person clicks again; a test must not
 * race it).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-enhanced') ||
      Object.keys(document.body).some((key) => key.startsWith('__react')),
  )
}
