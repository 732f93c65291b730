import type { Page } from '@playwright/test'

import { waitForHydration } from './hydration'
import { ok } from './studio'
import { expect } from './test'

/** Her client's answers, sent as her questionnaire's page sends them, then submitted. */
export async function answerAndSubmit(page: Page, link: string, answers: Record<string, string>) {
  const path = new URL(link).pathname
  const body = new URLSearchParams({ intent: 'save-answers' })
  for (const [question, answer] of Object.entries(answers)) {
    body.append('q', question)
    body.append(`a.${question}`, answer)
  }
  await ok(
    page.request.post(path, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: body.toString(),
      maxRedirects: 0,
    }),
    'answers',
  )
  // Her review (the step after the last), then Submit.
  await page.goto(`${link}?step=9`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
}
