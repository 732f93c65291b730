import { createHash } from 'node:crypto'

import { type Browser, type BrowserContext, type Page, test as base } from '@playwright/test'

export * from '@playwright/test'

/**
 * Chromium's own line for an HTTP answer of 400–499 ("Failed to load resource: the server
 * responded with a status of 404"). Such an answer is one the journey asks for and checks
 * itself: a refused form's 400 with its messages, the sign-in screen's 401, a missing page's 404,
 * a limit's 429. It is the server's answer, not the page's error; a 5xx, a request that failed,
 * and everything the page's scripts say or throw still count.
 */
const CLIENT_ERROR_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d /

/** The errors a journey provokes on purpose in a browser context, with the reason where set. */
const allowedIn = new WeakMap<BrowserContext, RegExp[]>()

/**
 * Lets console errors matching `pattern` pass in `page`'s browser context, for the rest of the
 * journey: only for an error the journey provokes on purpose (a save it cuts off, a failure it
 * answers), said where it is called.
 */
export function allowConsoleErrors(page: Page, pattern: RegExp): void {
  const context = page.context()
  allowedIn.set(context, [...(allowedIn.get(context) ?? []), pattern])
}

type ConsoleError = { context: BrowserContext; text: string }

/** Watches every page of `context` (its own and those it opens later) for errors. */
function watch(context: BrowserContext, errors: ConsoleError[]) {
  const onPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error' || CLIENT_ERROR_ANSWER.test(message.text())) return
      const where = message.location().url
      errors.push({
        context,
        text: `${message.text()}${where ? ` (${where})` : ''} on ${page.url()}`,
      })
    })
    page.on('pageerror', (error) =>
      errors.push({ context, text: `${error.message} on ${page.url()}` }),
    )
  }
  context.pages().forEach(onPage)
  context.on('page', onPage)
}

/** Every context this journey opens itself (`browser.newContext()`), watched as the page's. */
function watchNewContexts(browser: Browser, errors: ConsoleError[]): () => void {
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (...args) => {
    const context = await newContext(...args)
    watch(context, errors)
    return context
  }
  return () => {
    browser.newContext = newContext
  }
}

/**
 * Playwright's `test`, where each test's browser comes from an address of its own, as real
 * visitors do. The app runs behind a trusted proxy in the e2e server (TRUST_PROXY, see
 * playwright.config.ts), so it reads the address from `X-Forwarded-For`: the per-address limits
 * on signing up and signing in then apply to each journey as to one person, instead of to the
 * whole suite sharing 127.0.0.1. The address is drawn from the shared address space
 * 100.64.0.0/10 (never routed here: it is only a header), from the test and its repetition.
 *
 * Every journey also fails on a console error or an uncaught exception in any of its pages (a
 * hydration mismatch, a failed script, a 5xx), unless it provoked that error on purpose and
 * said so (`allowConsoleErrors`).
 */
export const test = base.extend<{ consoleErrors: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const digest = createHash('sha256')
      .update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`)
      .digest()
    const address = `100.${64 + (digest[0]! % 64)}.${digest[1]}.${digest[2]! || 1}`
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': address })
  },
  consoleErrors: [
    async ({ context, browser }, provide, testInfo) => {
      const errors: ConsoleError[] = []
      watch(context, errors)
      const restore = watchNewContexts(browser, errors)
      await provide()
      restore()
      // A journey that failed already says why; its console errors would only add noise.
      if (testInfo.status !== testInfo.expectedStatus) return
      const unexpected = errors
        .filter(({ context: where, text }) =>
          (allowedIn.get(where) ?? []).every((pattern) => !pattern.test(text)),
        )
        .map(({ text }) => text)
      base.expect(unexpected, 'console errors in the journey').toEqual([])
    },
    { auto: true },
  ],
})
