import { type APIRequestContext, expect } from '@playwright/test'

// What a journey needs but does not test, written by the app's fixture routes (tests only:
// app/test-fixtures, on when TEST_FIXTURES_SECRET is set, as playwright.config.ts sets it) through
// the features' own server functions: no screen drawn, no e-mail waited for. Journeys about
// signing up, confirming, signing in, or making a client, capsule or item draw those screens.

/** The e2e app's TEST_FIXTURES_SECRET. */
export const FIXTURES_SECRET = 'e2e-fixtures-secret-0123456789abcdefghijkl'

/** POSTs a fixture (its JSON answer), as the page's browser: her session cookie goes along. */
export async function fixture<T>(
  request: APIRequestContext,
  kind: string,
  body: object,
): Promise<T> {
  const answered = await request.post(`/__test/${kind}`, {
    data: body,
    headers: { 'x-test-fixtures-secret': FIXTURES_SECRET },
  })
  expect(answered.ok(), `fixture ${kind}: ${answered.status()} ${await answered.text()}`).toBe(true)
  return (await answered.json()) as T
}
