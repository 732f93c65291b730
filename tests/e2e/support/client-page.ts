import type { Page } from '@playwright/test'

import { waitForHydration } from './hydration'
import { expect } from './test'

/** Her client's capsule page at `path` (`/capsule/{id}`…), past its opening animation. */
export async function openClientCapsule(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
  const intro = page.getByTestId('opening-animation')
  await expect(async () => {
    if (await intro.isVisible()) {
      await intro.getByRole('button', { name: 'Skip Animation' }).click({ timeout: 2000 })
    }
    await expect(intro).toBeHidden({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
}
