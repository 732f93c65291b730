import { type Page, test } from '@playwright/test'

/**
 * Saves a screenshot, named after the screen and the window's width, under the test's output
 * folder in test-results/, for a person to look at: the whole page, or the window (a dialog is
 * fixed to the window, so a full-page shot would paint it at the top of a long page).
 *
 * Only when someone will look: not in CI, where nobody opens them and a full-page shot costs
 * the processors a second or more (set SCREENSHOTS=1 to have them there too).
 */
export async function keepScreenshot(
  page: Page,
  screen: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  if (process.env.CI && !process.env.SCREENSHOTS) return
  const width = page.viewportSize()?.width
  await page.screenshot({ path: test.info().outputPath(`${screen}-${width}.png`), fullPage })
}
