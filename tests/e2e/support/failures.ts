import type { Page, Route } from '@playwright/test'

import { allowConsoleErrors } from './test'

// Saves that fail from the browser's side, for the journeys proving nothing typed is lost.

/** The start of the form's message when the studio cannot be reached. */
export const NETWORK_ERROR = "We couldn't reach the studio."
/** The start of the form's message when the studio failed to save. */
export const SERVER_ERROR = 'The studio could not save this just now.'

/**
 * Every save (a POST) from now on gets `answer`; pages and their data load as usual. The
 * browser writes each failed save in its console (a request cut off, a 5xx): provoked here, so
 * allowed for the rest of the journey.
 */
export async function failSaves(page: Page, answer: (route: Route) => Promise<void>) {
  allowConsoleErrors(
    page,
    /^Failed to load resource: (net::ERR_[A-Z_]+|the server responded with a status of 5\d\d )/,
  )
  await page.unrouteAll({ behavior: 'wait' })
  await page.route('**/*', (route) =>
    route.request().method() === 'POST' ? answer(route) : route.continue(),
  )
}
