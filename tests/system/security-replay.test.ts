/**
 * Replays of the attacks of the security probe (issue 12) through real HTTP requests to the
 * Express app, with the app's real route modules (see tests/support/route-build.ts). Each test
 * is one finding; every attempt counts in the tally at the bottom.
 */
import { readdir, stat } from 'node:fs/promises'
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import zlib from 'node:zlib'

import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { OPEN_REDIRECT_PAYLOADS, staysOnSite } from '../support/open-redirect-payloads'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
process.env.SMTP_URL = sink.url

const { app } = await import('~/app.server')
const { db } = await import('~/server/db.server')
const schema = await import('~/schema.server')
const { createUpload } = await import('~/server/uploads.server')
const { createId } = await import('~/server/ids.server')
const { auth } = await import('~/server/auth.server')
const { incomingFolder } = await import('~/server/upload-body.server')
const { importFromLink, IMPORTS_AT_ONCE, PHOTO_NOT_DOWNLOADED } =
  await import('~/features/link-import/link-import.server')
const { LinkImportError } = await import('~/server/safe-fetch.server')
const { TOO_MANY_AT_ONCE, UPLOADS_AT_ONCE } = await import('~/server/upload-slots.server')

let server: Server
let base: string
let nextAddress = 0
/** A fresh client address per call (the app trusts X-Forwarded-For here, as behind a proxy). */
const fresh = () => `198.51.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`

beforeAll(async () => {
  server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await sink.close()
})
beforeEach(() => sink.clear())

function send(path: string, init: RequestInit & { from?: string; cookie?: string } = {}) {
  const headers = new Headers(init.headers)
  headers.set('X-Forwarded-For', init.from ?? fresh())
  if (init.cookie) headers.set('Cookie', init.cookie)
  return fetch(`${base}${path}`, { redirect: 'manual', ...init, headers })
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields)
const json = (body: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
})

/** The cookies a response sets, as a browser would send them back. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((cookie) => !cookie!.endsWith('='))
    .join('; ')
}

const PASSWORD = 'velvet-morning-42'
let accounts = 0

/** A confirmed account, signed up and confirmed through the app's own screens and e-mail. */
async function confirmedAccount() {
  const email = `stylist-${++accounts}@example.com`
  const signUp = await send('/auth/sign-up', {
    method: 'POST',
    body: form({ email, password: PASSWORD }),
  })
  expect(signUp.status).toBe(200)
  const mail = await sink.waitFor(email, /Confirm your e-mail/)
  const confirmed = await send(new URL(mail.link).pathname + new URL(mail.link).search)
  expect(confirmed.status).toBe(302)
  const [row] = await db
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(eq(schema.user.email, email))
  return { email, id: row!.id }
}

async function signIn(email: string, password = PASSWORD, redirectTo = '/dashboard') {
  return send('/auth/sign-in', {
    method: 'POST',
    body: form({ email, password, redirectTo }),
  })
}

async function signedIn() {
  const account = await confirmedAccount()
  const response = await signIn(account.email)
  expect(response.status).toBe(302)
  return { ...account, cookie: cookiesOf(response) }
}

/** Attempts made per class of attack, and how many of them held. */
const tally = new Map<string, { attempts: number; held: number }>()
function attempt(kind: string, held: boolean) {
  const entry = tally.get(kind) ?? { attempts: 0, held: 0 }
  entry.attempts++
  if (held) entry.held++
  tally.set(kind, entry)
  return held
}

describe('security replays (issue 12)', () => {
  test('1. an oversized sign-up body is refused before parsing and nothing is stored', async () => {
    const email = 'huge-name@example.com'
    const huge = 'x'.repeat(2 * 1024 * 1024)
    const viaApi = await send('/api/auth/sign-up/email', {
      method: 'POST',
      ...json({ email, password: PASSWORD, name: huge }),
    })
    expect(attempt('bounded bodies', viaApi.status === 413)).toBe(true)
    expect(await viaApi.text()).toMatch(/too large/i)
    const viaForm = await send('/auth/sign-up', {
      method: 'POST',
      body: form({ email, password: PASSWORD, padding: huge }),
    })
    expect(attempt('bounded bodies', viaForm.status === 413)).toBe(true)
    // A small body with a long name: refused too (no account made from better-auth's own API).
    const longName = await send('/api/auth/sign-up/email', {
      method: 'POST',
      ...json({ email, password: PASSWORD, name: 'n'.repeat(201) }),
    })
    expect(attempt('bounded bodies', longName.status >= 400 && longName.status < 500)).toBe(true)
    const stored = await db.select().from(schema.user).where(eq(schema.user.email, email))
    expect(attempt('bounded bodies', stored.length === 0)).toBe(true)
  })

  test('2. the per-account sign-in limit holds on every sign-in path', async () => {
    const { email } = await confirmedAccount()
    let checked = 0
    for (let guess = 0; guess < 12; guess++) {
      const response = await signIn(email, `wrong-guess-${guess}`)
      if (response.status === 401) checked++
    }
    for (let guess = 0; guess < 12; guess++) {
      const response = await send('/api/auth/sign-in/email', {
        method: 'POST',
        ...json({ email, password: `wrong-api-${guess}` }),
      })
      if (response.status === 401 || response.status === 200) checked++
      attempt('sign-in limit', response.status !== 401 && response.status !== 200)
    }
    const right = await send('/api/auth/sign-in/email', {
      method: 'POST',
      ...json({ email, password: PASSWORD }),
    })
    expect(attempt('sign-in limit', right.status !== 200)).toBe(true)
    expect(checked).toBeLessThanOrEqual(10)
  })

  test('3. sign-out and password reset end the session at once: a replayed cookie gets 401', async () => {
    const stylist = await signedIn()
    expect((await send('/dashboard.data', { cookie: stylist.cookie })).status).toBe(200)
    const signOut = await send('/auth/sign-out', { method: 'POST', cookie: stylist.cookie })
    expect(signOut.status).toBe(302)
    for (const path of ['/dashboard.data', '/dashboard/export.zip']) {
      const replay = await send(path, { cookie: stylist.cookie })
      expect(attempt('ended sessions', replay.status === 401), path).toBe(true)
    }
    const save = await send('/dashboard.data?index', {
      method: 'POST',
      cookie: stylist.cookie,
      body: form({ intent: 'create-client', name: 'Replayed client' }),
    })
    expect(attempt('ended sessions', save.status === 401), String(save.status)).toBe(true)

    const again = await signIn(stylist.email)
    const cookie = cookiesOf(again)
    expect((await send('/dashboard.data', { cookie })).status).toBe(200)
    await send('/forgot-password', { method: 'POST', body: form({ email: stylist.email }) })
    const mail = await sink.waitFor(stylist.email, /Reset your password/)
    const link = new URL(mail.link)
    const toForm = await send(link.pathname + link.search)
    const token = new URL(toForm.headers.get('location')!, base).searchParams.get('token')!
    const reset = await send('/reset-password', {
      method: 'POST',
      body: form({ token, password: 'a-brand-new-pass-9' }),
    })
    expect(reset.status).toBe(302)
    const replay = await send('/dashboard.data', { cookie })
    expect(attempt('ended sessions', replay.status === 401)).toBe(true)
  })

  test('4. every signed-in response is private and never stored', async () => {
    const stylist = await signedIn()
    const paths = [
      '/dashboard',
      '/dashboard.data',
      '/dashboard/capsules',
      '/dashboard/capsules.data',
      '/dashboard/items',
      '/dashboard/items.data',
      '/dashboard/site',
      '/dashboard/inquiries',
      '/dashboard/inquiries.data',
      '/dashboard/export.zip',
    ]
    for (const path of paths) {
      const response = await send(path, { cookie: stylist.cookie })
      await response.arrayBuffer()
      const cacheControl = response.headers.get('cache-control') ?? ''
      expect(
        attempt('private responses', /private/.test(cacheControl) && /no-store/.test(cacheControl)),
        `${path}: ${cacheControl}`,
      ).toBe(true)
    }
  })

  async function protectedCapsule(owner: { id: string }, password = 'tulip-garden-7') {
    const clientId = createId()
    await db.insert(schema.client).values({ id: clientId, ownerId: owner.id, name: 'Margot' })
    const id = createId()
    await db.insert(schema.capsule).values({
      id,
      ownerId: owner.id,
      clientId,
      name: 'Spring in Paris',
      isPublished: true,
      passwordHash: password ? await hashPassword(password) : null,
    })
    return { id, clientId }
  }

  const unlock = (id: string, password: string, from?: string) =>
    send(`/capsule/${id}`, { method: 'POST', body: form({ password }), from })

  test('5. strangers guessing from many addresses cannot lock the client out', async () => {
    const owner = await signedIn()
    const { id } = await protectedCapsule(owner)
    for (let address = 0; address < 8; address++) {
      const from = `203.0.113.${address + 1}`
      for (let guess = 0; guess < 8; guess++) {
        const response = await unlock(id, `guess-${address}-${guess}`, from)
        attempt('capsule gate', response.status === 401 || response.status === 429)
      }
    }
    // One address over its own limit is still refused, even with the right password.
    const overLimit = await unlock(id, 'tulip-garden-7', '203.0.113.1')
    expect(attempt('capsule gate', overLimit.status === 429)).toBe(true)
    const client = await unlock(id, 'tulip-garden-7', '192.0.2.200')
    expect(attempt('capsule gate', client.status === 302)).toBe(true)
    // 66 password checks one after another, the last ones waiting (past 60 in the window): more
    // than 30 s on a loaded machine. Headroom, not a speed requirement.
  }, 120_000)

  test('6. photos of a protected capsule reach only who may see the capsule', async () => {
    const owner = await signedIn()
    const { id, clientId } = await protectedCapsule(owner)
    const { id: openId } = await protectedCapsule(owner, '')
    const photoBytes = await sharp({
      create: { width: 400, height: 500, channels: 3, background: '#c9a27e' },
    })
      .jpeg()
      .toBuffer()
    const keys: string[] = []
    for (const capsuleId of [id, openId]) {
      const upload = await createUpload(owner.id, photoBytes)
      await db.insert(schema.item).values({
        id: createId(),
        ownerId: owner.id,
        clientId,
        capsuleId,
        name: 'Camel coat',
        category: 'Outerwear',
        photo: upload.photo,
      })
      keys.push(upload.photo.key)
    }
    const [key, openKey] = keys as [string, string]
    const url = `/media/${key}/large.webp`

    const stranger = await send(url)
    expect(attempt('protected photos', stranger.status === 404)).toBe(true)
    const ownerView = await send(url, { cookie: owner.cookie })
    expect(ownerView.status).toBe(200)
    expect(
      attempt('protected photos', !/public/.test(ownerView.headers.get('cache-control')!)),
    ).toBe(true)
    const unlocked = await unlock(id, 'tulip-garden-7')
    const clientCookie = cookiesOf(unlocked)
    const clientView = await send(url, { cookie: clientCookie })
    expect(clientView.status).toBe(200)
    expect(clientView.headers.get('cache-control')).toMatch(/private/)
    expect(
      attempt('protected photos', !/public/.test(clientView.headers.get('cache-control')!)),
    ).toBe(true)
    await db
      .update(schema.capsule)
      .set({ passwordHash: await hashPassword('a-new-password-1') })
      .where(eq(schema.capsule.id, id))
    const afterChange = await send(url, { cookie: clientCookie })
    expect(attempt('protected photos', afterChange.status === 404)).toBe(true)

    const open = await send(`/media/${openKey}/large.webp`)
    expect(open.status).toBe(200)
    expect(open.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  test('7. control bytes in ids, paths and redirect targets answer 400 or 404, never 500', async () => {
    const stylist = await signedIn()
    for (const path of ['/capsule/%00', '/dashboard/capsules/%00', '/dashboard/capsules/%01x']) {
      const response = await send(path, { cookie: stylist.cookie })
      expect(attempt('bad bytes', [400, 404].includes(response.status)), path).toBe(true)
    }
    const redirected = await signIn(stylist.email, PASSWORD, '/\n/x')
    expect(attempt('bad bytes', redirected.status === 302)).toBe(true)
  })

  test('8. a redirect target with a tab never leaves the site', async () => {
    const { email } = await confirmedAccount()
    for (const target of [
      '/\t/evil.example/',
      '/\r\n/evil.example',
      '\t//evil.example',
      '/\\evil.example',
    ]) {
      const response = await signIn(email, PASSWORD, target)
      expect(response.status).toBe(302)
      const location = response.headers.get('location') ?? ''
      const resolved = new URL(location.replace(/[\t\n\r]/g, ''), 'https://studio.example')
      expect(attempt('open redirect', resolved.origin === 'https://studio.example'), target).toBe(
        true,
      )
    }
  })

  test('9. one recipient gets at most a few account e-mails an hour, whatever the path', async () => {
    const { email } = await confirmedAccount()
    for (let request = 0; request < 6; request++) {
      await send('/api/auth/request-password-reset', {
        method: 'POST',
        ...json({ email, redirectTo: '/reset-password' }),
      })
      await send('/forgot-password', { method: 'POST', body: form({ email }) })
      await send('/api/auth/send-verification-email', { method: 'POST', ...json({ email }) })
      await send('/auth/resend-confirmation', { method: 'POST', body: form({ email }) })
    }
    // Mail goes out in the background: let every accepted request deliver first.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const mails = sink.received(email, /Reset your password|Confirm your e-mail/).length
    for (let sent = 0; sent < 24; sent++) attempt('mail flooding', sent < 3 || sent >= mails)
    expect(mails).toBeLessThanOrEqual(3)
  })

  test('10. a capsule page sends one Referrer-Policy', async () => {
    const owner = await signedIn()
    const { id } = await protectedCapsule(owner)
    const response = await send(`/capsule/${id}`)
    expect(response.status).toBe(200)
    expect(attempt('headers', response.headers.get('referrer-policy') === 'same-origin')).toBe(true)
  })

  test('11. the second step of a two-factor sign-in is limited per account, from any address', async () => {
    const stylist = await signedIn()
    const started = await send('/dashboard/account.data', {
      method: 'POST',
      cookie: stylist.cookie,
      body: form({ intent: 'start-two-factor', password: PASSWORD }),
    })
    expect(started.status).toBe(200)
    const { id } = stylist
    // As if confirmed with a code from the app (the account tests do that part).
    await db.update(schema.user).set({ twoFactorEnabled: true }).where(eq(schema.user.id, id))
    await db.update(schema.twoFactor).set({ verified: true }).where(eq(schema.twoFactor.userId, id))

    let checked = 0
    for (let round = 0; round < 4; round++) {
      const first = await signIn(stylist.email)
      expect(first.status).toBe(200)
      const step = cookiesOf(first)
      for (let guess = 0; guess < 4; guess++) {
        const response = await send('/auth/two-factor', {
          method: 'POST',
          cookie: step,
          body: form({ code: String(100000 + round * 10 + guess), method: 'code' }),
        })
        if (response.status === 401) checked++
        attempt('two-factor limit', response.status === 429 || checked <= 10)
      }
    }
    expect(checked).toBeLessThanOrEqual(10)
  })

  test('12. over plain http: no HSTS, and cookies without the Secure flag or prefix', async () => {
    const response = await send('/healthz')
    expect(attempt('transport', !response.headers.has('strict-transport-security'))).toBe(true)
    const { email } = await confirmedAccount()
    const signedInResponse = await signIn(email)
    const cookies = signedInResponse.headers.getSetCookie()
    expect(cookies.some((cookie) => cookie.startsWith('better-auth.session_token='))).toBe(true)
  })
})

describe('security replays (issue 26)', () => {
  const SLOW = 180_000

  test(
    '3. shop links that stall, cut off or trickle a compressed body end within the deadline',
    async () => {
      const page = (image: string) =>
        Buffer.from(
          `<!doctype html><html><head><title>Silk blouse</title><script type="application/ld+json">` +
            JSON.stringify({ '@type': 'Product', name: 'Silk blouse', image }) +
            `</script></head><body>${'<p>Soft silk.</p>'.repeat(400)}</body></html>`,
        )
      const compress = {
        gzip: (body: Buffer) => zlib.gzipSync(body),
        deflate: (body: Buffer) => zlib.deflateSync(body),
        br: (body: Buffer) => zlib.brotliCompressSync(body),
      }
      const photo = await sharp({
        create: { width: 300, height: 400, channels: 3, background: '#d8b4a0' },
      })
        .jpeg()
        .toBuffer()
      const hanging = new Set<http.ServerResponse>()
      // /<how>/<encoding>/<page|photo>: the part named misbehaves, the other part is served whole.
      const shop = http.createServer((req, res) => {
        const [, how, encoding, part] = req.url!.split('/') as [
          string,
          string,
          keyof typeof compress,
          string,
        ]
        const whole = part === 'page' ? page(`/${how}/${encoding}/photo`) : photo
        const body = compress[encoding](whole)
        res.writeHead(200, {
          'content-type': part === 'page' ? 'text/html; charset=utf-8' : 'image/jpeg',
          'content-encoding': encoding,
        })
        const misbehaves =
          part === 'page' ? !how.startsWith('photo-') && how !== 'fine' : how.startsWith('photo-')
        if (!misbehaves) return res.end(body)
        const mode = how.replace(/^photo-/, '')
        if (mode === 'stall') {
          hanging.add(res)
          res.write(body.subarray(0, 40))
        } else if (mode === 'truncate') {
          res.write(body.subarray(0, 40), () => res.socket?.destroy())
        } else {
          // trickle: a byte every 200 ms, for longer than any deadline
          hanging.add(res)
          let sent = 0
          const timer = setInterval(() => {
            if (res.destroyed || sent >= body.length) return clearInterval(timer)
            res.write(body.subarray(sent, ++sent))
          }, 200)
          res.on('close', () => clearInterval(timer))
        }
      })
      shop.listen(0, '127.0.0.1')
      await new Promise((resolve) => shop.once('listening', resolve))
      const origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`
      try {
        const cases: { link: string; expect: (outcome: unknown) => boolean }[] = []
        for (const encoding of Object.keys(compress)) {
          for (const mode of ['stall', 'truncate', 'trickle']) {
            // The page misbehaves: a clear refusal.
            cases.push({
              link: `${origin}/${mode}/${encoding}/page`,
              expect: (outcome) => outcome instanceof LinkImportError,
            })
            // The photo misbehaves: the page is read, the photo left out with a notice.
            cases.push({
              link: `${origin}/photo-${mode}/${encoding}/page`,
              expect: (outcome) =>
                !!outcome &&
                typeof outcome === 'object' &&
                'photo' in outcome &&
                outcome.photo === null &&
                'notices' in outcome &&
                (outcome.notices as string[]).includes(PHOTO_NOT_DOWNLOADED),
            })
          }
        }
        // Each as another stylist (imports are bounded per stylist): all at once.
        const outcomes = await Promise.all(
          cases.map(({ link }) =>
            Promise.race([
              importFromLink(createId(), link, true).catch((error: unknown) => error),
              sleep(30_000).then(() => 'still waiting after 30 s'),
            ]),
          ),
        )
        const broken = cases
          .map(({ link, expect: check }, index) => ({ link, outcome: outcomes[index], check }))
          .filter(({ outcome, check }) => !attempt('link import deadline', check(outcome)))
          .map(({ link, outcome }) => `${link}: ${String(outcome)}`)
        expect(broken).toEqual([])

        // One stylist, a fourth import while three hang: refused at once, with a clear message.
        const { id: stylist } = await confirmedAccount()
        const three = Array.from({ length: IMPORTS_AT_ONCE }, () =>
          importFromLink(stylist, `${origin}/stall/gzip/page`, true).catch(
            (error: unknown) => error,
          ),
        )
        const fourth = await importFromLink(stylist, `${origin}/fine/gzip/page`, true).catch(
          (error: unknown) => error,
        )
        expect(
          attempt(
            'link import deadline',
            fourth instanceof LinkImportError && fourth.problem === 'busy',
          ),
          String(fourth),
        ).toBe(true)
        expect((fourth as Error).message).toBe(
          'A few shop links are already being read. Wait for them to finish, then try again.',
        )
        await Promise.all(three)
        // Once they ended, she can import again.
        const again = await importFromLink(stylist, `${origin}/fine/gzip/page`, true)
        expect(attempt('link import deadline', again.fields.name === 'Silk blouse')).toBe(true)
      } finally {
        for (const res of hanging) res.destroy()
        shop.closeAllConnections()
        await new Promise((resolve) => shop.close(resolve))
      }
    },
    SLOW,
  )

  test(
    '4. a flood of uploads: refused unread past a few at once, written to disk, capped',
    async () => {
      const stylist = await signedIn()
      const incoming = incomingFolder()
      const boundary = 'capsule-flood'
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="x.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      )
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
      const megabyte = Buffer.alloc(1024 * 1024, 0x41)

      /** An upload whose body this test sends piece by piece (chunked unless a length is given). */
      function openUpload(length?: number) {
        const request = http.request(`${base}/dashboard/uploads`, {
          method: 'POST',
          headers: {
            cookie: stylist.cookie,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'x-forwarded-for': fresh(),
            ...(length === undefined ? {} : { 'content-length': String(length) }),
          },
        })
        const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
          request.on('response', (response) => {
            response.on('error', reject)
            let body = ''
            response.on('data', (chunk: Buffer) => (body += chunk.toString()))
            response.on('end', () => resolve({ status: response.statusCode!, body }))
          })
          request.on('error', reject)
        })
        answer.catch(() => {}) // a refused body may also reset the connection
        request.write(head)
        return { request, answer }
      }
      /** Resolves once the chunk is taken (or the connection is gone). */
      const write = (request: http.ClientRequest, chunk: Buffer) =>
        new Promise<void>((resolve) => {
          if (request.write(chunk)) return resolve()
          const done = () => {
            request.off('drain', done)
            request.off('close', done)
            resolve()
          }
          request.on('drain', done)
          request.on('close', done)
        })
      const filesOnDisk = async () => {
        const folders = await readdir(incoming).catch(() => [] as string[])
        const sizes = await Promise.all(
          folders.map((folder) =>
            stat(path.join(incoming, folder, 'file')).then(
              (file) => file.size,
              () => 0,
            ),
          ),
        )
        return sizes
      }
      const until = async (check: () => Promise<boolean>) => {
        for (let tries = 0; tries < 200 && !(await check()); tries++) await sleep(100)
        return check()
      }

      // Four at once, 2 MB of each sent so far: the bytes sit in files on disk.
      const open = Array.from({ length: UPLOADS_AT_ONCE }, () => openUpload())
      for (const { request } of open) {
        await write(request, megabyte)
        await write(request, megabyte)
      }
      const onDisk = await until(async () => {
        const sizes = await filesOnDisk()
        return sizes.length === open.length && sizes.every((size) => size >= megabyte.length)
      })
      expect(attempt('upload flood', onDisk), `${await filesOnDisk()}`).toBe(true)

      // One more at once: refused at once, before a byte of its body is sent.
      const refused = openUpload(8 * megabyte.length)
      const early = await Promise.race([
        refused.answer,
        sleep(20_000).then(() => ({ status: 0, body: 'no answer before the body was sent' })),
      ])
      expect(attempt('upload flood', early.status === 429), early.body).toBe(true)
      expect(JSON.parse(early.body)).toEqual({ error: TOO_MANY_AT_ONCE })
      refused.request.destroy()

      // The four end: three as a complete file that is no image, one cut off by its sender.
      for (const { request } of open.slice(1)) request.end(tail)
      for (const { answer } of open.slice(1)) {
        const { status } = await answer
        expect(attempt('upload flood', status === 400)).toBe(true)
      }
      open[0]!.request.destroy()

      // Past the cap, with no length announced: refused as the bytes arrive.
      const huge = openUpload()
      let sent = 0
      let answered: { status: number; body: string } | null = null
      void huge.answer.then(
        (answer) => (answered = answer),
        () => {},
      )
      while (!answered && sent < 40 * megabyte.length && !huge.request.socket?.destroyed) {
        await write(huge.request, megabyte)
        sent += megabyte.length
      }
      // 413, or the connection closed under a sender that kept writing: reading stopped at the cap.
      const { status } = await huge.answer.catch(() => ({ status: 0 }))
      expect(
        attempt('upload flood', [413, 0].includes(status) && sent < 40 * megabyte.length),
        `${status} after ${sent} bytes`,
      ).toBe(true)

      // Nothing is left behind.
      const empty = await until(async () => (await filesOnDisk()).length === 0)
      expect(attempt('upload flood', empty)).toBe(true)
    },
    SLOW,
  )

  /** Replays every payload at one place; `answer` makes the request that may redirect. */
  async function replayRedirects(place: string, answer: (payload: string) => Promise<Response[]>) {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(50)
    const broken: string[] = []
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      for (const response of await answer(payload)) {
        const location = response.headers.get('location')
        // On the site, as a browser resolves it (tabs and line breaks dropped, `\` as `/`).
        const held = response.status < 500 && staysOnSite(location, base, process.env.PUBLIC_URL)
        if (!attempt(`open redirect: ${place}`, held)) {
          broken.push(`${JSON.stringify(payload)} → ${response.status} ${location}`)
        }
      }
    }
    expect(broken).toEqual([])
  }

  test(
    '2a. no redirect target leaves the site after signing in',
    async () => {
      const { email } = await confirmedAccount()
      await replayRedirects('sign-in', async (payload) => {
        const response = await signIn(email, PASSWORD, payload)
        expect(response.status).toBe(302)
        return [response]
      })
    },
    SLOW,
  )

  test(
    '2b. no redirect target leaves the site after the second step of a two-factor sign-in',
    async () => {
      // Recovery codes: each works once, ten to an account.
      let codes: string[] = []
      let email = ''
      await replayRedirects('two-factor', async (payload) => {
        if (codes.length === 0) {
          const stylist = await signedIn()
          const enabled = await auth.api.enableTwoFactor({
            body: { password: PASSWORD },
            headers: new Headers({ cookie: stylist.cookie }),
          })
          if (enabled.method !== 'totp') throw new Error('expected an authenticator set-up')
          await db
            .update(schema.user)
            .set({ twoFactorEnabled: true })
            .where(eq(schema.user.id, stylist.id))
          await db
            .update(schema.twoFactor)
            .set({ verified: true })
            .where(eq(schema.twoFactor.userId, stylist.id))
          codes = [...enabled.backupCodes]
          email = stylist.email
        }
        const first = await signIn(email)
        expect(first.status).toBe(200)
        const response = await send('/auth/two-factor', {
          method: 'POST',
          cookie: cookiesOf(first),
          body: form({ code: codes.shift()!, method: 'recovery', redirectTo: payload }),
        })
        expect(response.status).toBe(302)
        return [response]
      })
    },
    SLOW,
  )

  test(
    '2c. no e-mailed link (confirmation, reset) sends its opener off the site',
    async () => {
      // A confirmation link already used and a bogus one; a live reset link and a bogus one.
      // Their target is the link's callbackURL, which anyone can change.
      const email = `redirect-links-${Date.now()}@example.com`
      await send('/auth/sign-up', { method: 'POST', body: form({ email, password: PASSWORD }) })
      const confirm = new URL((await sink.waitFor(email, /Confirm your e-mail/)).link)
      expect((await send(confirm.pathname + confirm.search)).status).toBe(302)
      await send('/forgot-password', { method: 'POST', body: form({ email }) })
      const reset = new URL((await sink.waitFor(email, /Reset your password/)).link)
      const withTarget = (link: URL, payload: string, token?: string) => {
        const url = new URL(link)
        if (token !== undefined) {
          if (url.searchParams.has('token')) url.searchParams.set('token', token)
          else url.pathname = url.pathname.replace(/[^/]+$/, token)
        }
        url.searchParams.set('callbackURL', payload)
        return url.pathname + url.search
      }
      for (const [place, link] of [
        ['confirmation', confirm],
        ['reset', reset],
      ] as const) {
        await replayRedirects(place, async (payload) => [
          await send(withTarget(link, payload)),
          await send(withTarget(link, payload, 'bogus')),
        ])
      }
    },
    SLOW,
  )

  test(
    '2d. no redirect target leaves the site after unlocking a capsule',
    async () => {
      const owner = await signedIn()
      const clientId = createId()
      await db.insert(schema.client).values({ id: clientId, ownerId: owner.id, name: 'Inès' })
      const capsuleId = createId()
      await db.insert(schema.capsule).values({
        id: capsuleId,
        ownerId: owner.id,
        clientId,
        name: 'Autumn in Lyon',
        isPublished: true,
        passwordHash: await hashPassword('amber-lantern-8'),
      })
      await replayRedirects('unlock', async (payload) => {
        // The target in the form and in the address.
        const response = await send(
          `/capsule/${capsuleId}?${new URLSearchParams({ redirectTo: payload })}`,
          { method: 'POST', body: form({ password: 'amber-lantern-8', redirectTo: payload }) },
        )
        // 400: a control byte in the address, refused before any route reads it.
        expect([302, 400]).toContain(response.status)
        return [response]
      })
    },
    SLOW,
  )
})

describe('security replays (issue 41)', () => {
  test("7. another stylist's client pages carry her studio's name, never the site owner's brand", async () => {
    // The site owner (the first account confirmed here) names her site "Maison Owner".
    await signedIn()
    const { getSiteOwnerId } = await import('~/features/site/site-owner.server')
    const { getSiteSettings, saveSiteSettings } = await import('~/features/site/site.server')
    const ownerId = (await getSiteOwnerId())!
    const { portrait: _portrait, ...settings } = (await getSiteSettings()).settings
    await saveSiteSettings(ownerId, { ...settings, brandName: 'Maison Owner' }, {})

    // Stylist B, another account, names her studio and shares two capsules (one behind a
    // password) with her client, whose closet audit is done.
    const stylist = await signedIn()
    expect((await send('/dashboard.data', { cookie: stylist.cookie })).status).toBe(200)
    await db
      .update(schema.studioSettings)
      .set({ name: 'Atelier Bianchi' })
      .where(eq(schema.studioSettings.ownerId, stylist.id))
    const clientId = createId()
    await db.insert(schema.client).values({ id: clientId, ownerId: stylist.id, name: 'Inès' })
    const open = createId()
    const locked = createId()
    await db.insert(schema.capsule).values([
      { id: open, ownerId: stylist.id, clientId, name: 'Autumn in Lyon', isPublished: true },
      {
        id: locked,
        ownerId: stylist.id,
        clientId,
        name: 'Winter in Turin',
        isPublished: true,
        passwordHash: await hashPassword('amber-lantern-8'),
      },
    ])
    const itemId = createId()
    await db
      .insert(schema.item)
      .values({ id: itemId, ownerId: stylist.id, clientId, name: 'Camel coat' })
    const auditId = createId()
    await db.insert(schema.closetAudit).values({
      id: auditId,
      ownerId: stylist.id,
      clientId,
      doneAt: new Date(),
      counts: { keep: 1 },
    })
    await db
      .insert(schema.closetAuditPiece)
      .values({ auditId, itemId, ownerId: stylist.id, decision: 'keep' })

    // What each page is rendered from (documents are not rendered here: see route-build.ts).
    for (const path of [`/capsule/${open}`, `/capsule/${locked}`, `/capsule/${open}/closet`]) {
      const page = await (await send(`${path}.data`)).text()
      expect(attempt('client pages in her name', !page.includes('Maison Owner')), path).toBe(true)
      expect(page, path).toContain('Atelier Bianchi')
    }
  })
})

afterAll(() => {
  const rows = [...tally].map(([kind, { attempts, held }]) => ({
    kind,
    attempts,
    held,
    broke: attempts - held,
  }))
  // The table for the closing note of the issue (run with --reporter=verbose to see it).
  process.stdout.write(`${JSON.stringify(rows)}\n`)
})
