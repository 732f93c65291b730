import { createHash } from 'node:crypto'

import { signUpAndConfirm } from './support/stylist'
import {
  allowConsoleErrors,
  type APIResponse,
  type BrowserContext,
  expect,
  type Page,
  type Response,
  test,
} from './support/test'

// Production hardening as a browser and an attacker see it: the Content-Security-Policy with a
// per-request nonce (or, on pages rendered once for everyone, its inline scripts' hashes), the other security headers, cross-site form posts refused, readiness, and
// error pages that show a reference instead of internals.

const STRICT_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

/** The nonce the policy allows scripts with ('' when it has none). */
function policyNonce(policy: string | undefined): string {
  const source = directives(policy)
    .get('script-src')
    ?.find((value) => value.startsWith("'nonce-"))
  return source ? source.slice("'nonce-".length, -1) : ''
}

/** The policy source that allows an inline script with exactly this text. */
function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

/**
 * Every script element of a page's HTML, except JSON-LD data blocks (never executed, so outside
 * the policy): its attributes and whether it is inline.
 */
function scriptsOf(html: string): { attributes: string; body: string; inline: boolean }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .map(([, attributes = '', body = '']) => ({
      attributes,
      body,
      inline: !/\bsrc=/.test(attributes) && body.trim() !== '',
    }))
    .filter(({ attributes }) => !/type="application\/ld\+json"/.test(attributes))
}

/**
 * Asserts what every HTML document must carry, and returns its nonce ('' for a page rendered
 * once for everyone, whose policy allows each inline script by its hash instead).
 */
async function expectDocumentPolicy(response: Response | APIResponse | null): Promise<string> {
  expect(response, 'a response').toBeTruthy()
  const headers = response!.headers()
  const policy = headers['content-security-policy']
  const parsed = directives(policy)
  expect(parsed.get('default-src')).toEqual(["'self'"])
  expect(parsed.get('frame-ancestors')).toEqual(["'none'"])
  expect(parsed.get('object-src')).toEqual(["'none'"])
  expect(parsed.get('base-uri')).toEqual(["'self'"])
  expect(parsed.get('script-src')).not.toContain("'unsafe-inline'")
  expect(parsed.get('script-src')).not.toContain("'unsafe-eval'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['x-request-id']).toBeTruthy()

  const nonce = policyNonce(policy)
  const scriptSources = parsed.get('script-src') ?? []
  if (nonce) expect(nonce.length).toBeGreaterThanOrEqual(16)
  const scripts = scriptsOf(await response!.text())
  expect(scripts.filter((script) => script.inline).length).toBeGreaterThan(0)
  for (const script of scripts) {
    if (!script.inline)
      expect(script.attributes).toMatch(/\bsrc="\/(?!\/)/) // our own origin only
    else if (nonce) expect(script.attributes).toContain(`nonce="${nonce}"`)
    else expect(scriptSources).toContain(hashSource(script.body))
  }
  return nonce
}

/** Collects the policy violations (and page errors) of everything this context opens. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  // Init scripts are installed by the browser itself, outside the page's policy.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  context.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(text)
  })
  context.on('weberror', (error) => violations.push(`page error: ${error.error().message}`))
  return violations
}

/**
 * Signs a new stylist up. In a browser just started, the sign-up toggle can be clicked before
 * React has hydrated the first page (and the click is lost): load the screen once until it
 * answers, so that signUpAndConfirm's own visit is a warm one.
 */
async function signUp(page: Page, label: string): Promise<string> {
  await page.goto('/dashboard')
  await expect(async () => {
    await page.getByRole('button', { name: "Don't have an account? Create one" }).click()
    await expect(page.getByText('Set up your stylist account')).toBeVisible({ timeout: 1000 })
  }).toPass()
  return signUpAndConfirm(page, label)
}

/** Loads a page as a navigation answered by a POST with an unreadable form body. */
async function postGarbage(page: Page, path: string): Promise<Response | null> {
  await page.route(
    (url) => url.pathname === new URL(path, 'http://x').pathname,
    (route) =>
      route.continue({
        method: 'POST',
        headers: {
          ...route.request().headers(),
          'content-type': 'multipart/form-data; boundary=no-such-boundary',
        },
        postData: 'this is not a form',
      }),
    { times: 1 },
  )
  return page.goto(path)
}

test('The landing page allows only its own scripts: by their hashes, or with the request’s nonce', async ({
  page,
}) => {
  const violations = await watchViolations(page.context())
  // Rendered once for everyone: no nonce to share, each inline script allowed by its hash.
  const first = await page.goto('/')
  expect(await expectDocumentPolicy(first)).toBe('')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const second = await page.request.get('/')
  expect(await expectDocumentPolicy(second)).toBe('')
  expect(second.headers()['content-security-policy']).toBe(
    first?.headers()['content-security-policy'],
  )

  // Rendered per request (a query string): a fresh nonce for every response.
  const tagged = await expectDocumentPolicy(await page.request.get('/?utm_source=test'))
  expect(tagged).not.toBe('')
  expect(await expectDocumentPolicy(await page.request.get('/?utm_source=test'))).not.toBe(tagged)

  // The page's script runs and its own form posts pass the origin check (and fail on the address).
  await page.getByLabel('Email', { exact: true }).fill('not-an-address')
  const [answer] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        /^\/newsletter(\.data)?$/.test(new URL(candidate.url()).pathname) &&
        candidate.request().method() === 'POST' &&
        candidate.request().resourceType() === 'fetch', // sent by the page's script
    ),
    page.getByRole('button', { name: 'Subscribe' }).click(),
  ])
  expect(answer.status()).not.toBe(403)
  expect(answer.status()).toBeLessThan(500)
  expect(violations).toEqual([])
})

test('A script injected into the page without the nonce does not run', async ({ page }) => {
  const violations = await watchViolations(page.context())
  // The browser reports the blocked script: what this journey is after.
  allowConsoleErrors(page, /Content Security Policy|^CSP violation: script-src-elem inline/)
  // As if an attacker had slipped markup into the HTML: the policy still stops it.
  await page.route('/', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      '</body>',
      '<script>window.__injected = true</script></body>',
    )
    await route.fulfill({ response, body: html })
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
  await expect.poll(() => violations.join('\n')).toContain('script-src')
})

test('A stylist works in her dashboard and her client opens a capsule, with no policy violation', async ({
  page,
  browser,
}) => {
  const violations = await watchViolations(page.context())
  await signUp(page, 'security')

  // The session cookie is out of reach of scripts and of other sites' requests.
  const session = (await page.context().cookies()).find((cookie) =>
    cookie.name.endsWith('session_token'),
  )
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

  // The dashboard's own requests (navigation, forms, data) pass the policy and the origin check.
  await expectDocumentPolicy(await page.request.get('/dashboard'))
  const [capsulesData] = await Promise.all([
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/dashboard/capsules.data',
    ),
    page.getByRole('link', { name: 'Capsules' }).first().click(),
  ])
  await expect(page.getByRole('heading', { name: 'Capsules', level: 1 })).toBeVisible()
  // The page can tell which request brought its data: what an error screen would quote.
  const exposedIds = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(
        (entry) =>
          (entry as PerformanceResourceTiming).serverTiming.find(
            (timing) => timing.name === 'request',
          )?.description,
      ),
  )
  expect(exposedIds).toContain(capsulesData.headers()['x-request-id'])
  await page.getByRole('link', { name: 'Clients' }).first().click()
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()

  // A client and a published capsule without a password, made through the app's endpoints.
  const api = page.request
  const created = await api.post('/dashboard?index', {
    form: { intent: 'create-client', name: 'Ines Moreau' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  await page.goto('/dashboard/capsules')
  await page.getByRole('button', { name: 'New Capsule' }).first().click()
  const clientId = await page
    .getByRole('dialog', { name: 'New Capsule' })
    .getByRole('combobox', { name: 'Client' })
    .locator('option', { hasText: 'Ines Moreau' })
    .getAttribute('value')
  const capsuleName = `Weekend Edit ${Date.now().toString(36)}`
  const capsule = await api.post('/dashboard/capsules', {
    form: {
      intent: 'create-capsule',
      clientId: clientId ?? '',
      name: capsuleName,
      description: 'For slow Saturdays.',
      passwordAction: 'keep',
      isPublished: 'on',
    },
  })
  expect(capsule.ok(), await capsule.text()).toBe(true)
  await page.goto('/dashboard/capsules')
  const href = await page
    .locator('a[href^="/dashboard/capsules/"]', { hasText: capsuleName })
    .getAttribute('href')
  const capsuleId = href?.split('/').pop() ?? ''
  expect(capsuleId).not.toBe('')

  // The client opens it on her own device.
  const visitor = await browser.newContext()
  const clientViolations = await watchViolations(visitor)
  const client = await visitor.newPage()
  const response = await client.goto(`/capsule/${capsuleId}`)
  await expectDocumentPolicy(response)
  await expect(client.getByRole('heading', { name: capsuleName, level: 1 })).toBeVisible()
  await visitor.close()

  expect(clientViolations).toEqual([])

  // A body that is not a form is refused as a bad request (one pipeline reads every form), and
  // the dashboard stays in place (same account: sign-ups are rate limited).
  const refused = await postGarbage(page, '/dashboard?index')
  expect(refused?.status()).toBe(400)
  expect(refused?.headers()['x-request-id'] ?? '').not.toBe('')
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
  expect(await refused!.text()).not.toContain('TypeError')
  expect(violations).toEqual([])
})

test('A form posted from another site is refused before it reaches the app', async ({
  request,
}) => {
  const evil = await request.post('/auth/sign-in', {
    headers: { Origin: 'https://evil.example' },
    form: { email: 'someone@example.com', password: 'a-good-password-42' },
  })
  expect(evil.status()).toBe(403)
  expect(await evil.text()).toBe('This request came from another site and was refused.')
  expect(evil.headers()['content-security-policy']).toBe(STRICT_POLICY)

  const viaReferer = await request.post('/api/auth/sign-in/email', {
    headers: { Referer: 'https://evil.example/phish' },
    data: { email: 'someone@example.com', password: 'a-good-password-42' },
  })
  expect(viaReferer.status()).toBe(403)

  // The same post from the app's own pages goes through (and fails only on the password).
  const own = await request.post('/auth/sign-in', {
    headers: { Origin: new URL(test.info().project.use.baseURL ?? '').origin },
    form: { email: 'someone@example.com', password: 'a-good-password-42' },
  })
  expect(own.status()).not.toBe(403)
})

test('The load balancer sees the app live and ready', async ({ request }) => {
  const health = await request.get('/healthz')
  expect(health.status()).toBe(200)
  expect(await health.text()).toBe('ok')

  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ready' })
  expect(ready.headers()['content-security-policy']).toBe(STRICT_POLICY)
})

test('A body that is not a form is a 400 with the form shown again, never internals', async ({
  page,
}) => {
  const response = await postGarbage(page, '/forgot-password')
  expect(response?.status()).toBe(400)
  expect(response?.headers()['x-request-id'] ?? '').not.toBe('')

  await expect(page.getByLabel('Email')).toBeVisible()
  const html = await response!.text()
  for (const internal of ['TypeError', 'FormData', 'node_modules', 'at async', 'stack']) {
    expect(html, internal).not.toContain(internal)
  }
  await expectDocumentPolicy(response)
})
