import type { Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page: a click on a script-only button before that is lost
 * (a real person's too, but a person clicks again; a test must not race it).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.body).some((key) => key.startsWith('__react')),
  )
}
