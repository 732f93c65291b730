import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe-core violations on the page (or inside `selector`), as rule id, impact, help and the
 * elements at fault, so a failure lists everything at once. A dialog still fading in has its
 * text at part opacity, which axe would report as poor contrast: the scan waits for every
 * finite animation to end (or be cancelled, as when its element leaves the page) first.
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
  const { violations } = await (selector ? builder.include(selector) : builder).analyze()
  return violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }))
}
