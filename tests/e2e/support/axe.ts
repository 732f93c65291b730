import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

import { keepScreenshot } from './screenshot'

/**
 * axe-core violations on the page (or inside `selector`), as rule id, impact, help and the
 * elements at fault, so a failure lists everything at once. A dialog still fading in has its
 * text at part opacity, which axe would report as poor contrast: the scan waits for every
 * finite animation to end (or be cancelled, as when its element leaves the page) first.
 *
 * axe runs in the page itself (`setLegacyMode`), and reports violations only: by default the
 * builder opens a second page for every scan to merge each frame's results, passes included,
 * which took more than half of the journeys' time (docs/decisions/054). The pages have no frame
 * of their own to scan: a booking provider's frame is the provider's page, not ours.
 * tests/e2e/axe-check.test.ts proves this scan still finds what it must.
 */
export async function axeViolations(page: Page, selector?: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => 'cancelled')),
    ),
  )
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
  const { violations } = await (selector ? builder.include(selector) : builder).analyze()
  return violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }))
}

/**
 * The current entry of each row that scrolls sideways (a tab list, the studio's sections on a
 * phone) that is not wholly inside its row: cut at an edge, or scrolled out of sight.
 */
export function currentEntriesOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        '[role="tablist"] [aria-selected="true"], nav [aria-current="page"]',
      ),
    )
      .filter((entry) => {
        let row = entry.parentElement
        while (row && row !== document.body && row.scrollWidth <= row.clientWidth) {
          row = row.parentElement
        }
        if (!row || row === document.body) return false
        const rowBox = row.getBoundingClientRect()
        const box = entry.getBoundingClientRect()
        return box.left < rowBox.left - 0.5 || box.right > rowBox.right + 0.5
      })
      .map((entry) => entry.textContent?.trim() ?? ''),
  )
}

/**
 * One screen as a person sees it: axe finds nothing (on the page, or inside `within`, e.g. an
 * open dialog, the page behind being inert), the page is exactly as wide as the window (no
 * sideways scroll), the current tab and section are in view (on a page), and a screenshot of it is
 * kept to be looked at (see keepScreenshot).
 */
export async function expectScreenHolds(page: Page, screen: string, within?: string) {
  if (within) await expect(page.locator(within)).toBeVisible()
  const width = page.viewportSize()?.width
  // Soft: one run lists every screen at fault, not only the first. The scan waited for the
  // animations to end, so the layout is settled for the width check.
  expect.soft(await axeViolations(page, within), `${screen} at ${width} px: axe`).toEqual([])
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - window.innerWidth,
  )
  expect.soft(overflow, `${screen} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
  // (Behind a dialog the page is as she left it, perhaps scrolled to the link she used.)
  if (!within) {
    expect
      .soft(await currentEntriesOutOfView(page), `${screen} at ${width} px: current tab cut`)
      .toEqual([])
  }
  await keepScreenshot(page, screen, { fullPage: !within })
}
