import { expect, type Locator, type Page } from '@playwright/test'

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

/**
 * Clicks `target` until `then` is visible. A click that lands before React has hydrated a freshly
 * loaded page is lost (the server-rendered button has no handler yet); the page's forms still
 * work without scripts, so a journey may land on such a fresh page at any step.
 */
export async function clickUntilVisible(target: Locator, then: Locator): Promise<void> {
  await expect(async () => {
    // A click that did open it (slowly, on a busy machine) is not repeated into its backdrop.
    if (!(await then.isVisible())) await target.click({ timeout: 2000 })
    await expect(then).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
}
