/**
 * Several app instances behind one load balancer must behave exactly like one: two production
 * servers share one PostgreSQL database and one S3-compatible bucket (s3rver), and every step
 * below alternates between them — sign-up, e-mail confirmation, sessions, uploads, capsule
 * unlock cookies, rate limits, invoice numbers and Stripe's webhook deliveries.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import postgres from 'postgres'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { startStockShop, type StockShop } from '../support/stock-shop'
import { signedEvent, startStripeStub, stripeEvent, type StripeStub } from '../support/stripe-stub'

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> }
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance

const PORTS = [3511, 3512] as const
const work = mkdtempSync(path.join(os.tmpdir(), 'capsule-scale-out-'))
const instances: { url: string; process: ChildProcess; output: string[] }[] = []
let s3rver: S3rverInstance | undefined
let shop: StockShop | undefined
let stripe: StripeStub | undefined

async function waitUntilUp(url: string, child: ChildProcess, output: string[]) {
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) {
      throw new Error(`${url} exited with ${child.exitCode}:\n${output.join('')}`)
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not become ready`)
}

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL ?? ''
  if (!/^postgres(ql)?:/.test(databaseUrl)) {
    throw new Error('The scale-out test needs DATABASE_URL=postgres://… (see .ci/run).')
  }
  // A private copy of the build: another `npm run build` cannot swap it under the servers.
  cpSync(process.env.BUILD_DIR || 'build', path.join(work, 'build'), { recursive: true })
  symlinkSync(path.resolve('node_modules'), path.join(work, 'node_modules'))

  const { default: S3rver } = (await import('s3rver' as string)) as { default: S3rverClass }
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: 'photos' }],
  })
  const { port: s3Port } = await s3rver.run()
  stripe = await startStripeStub()

  // Both start at once: migrations must run exactly once, under the advisory lock.
  for (const [index, port] of PORTS.entries()) {
    const url = `http://127.0.0.1:${port}`
    const child = spawn(process.execPath, ['server.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        BUILD_DIR: path.join(work, 'build'),
        DATA_DIR: path.join(work, `data-${index}`),
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: `http://127.0.0.1:${PORTS[0]}`,
        AUTH_SECRET: 'scale-out-shared-secret-0123456789abcdef',
        SMTP_URL: '',
        // The test signs stylists up (the app's default is sign-up by invitation).
        SIGNUP_POLICY: 'open',
        // Behind the (imaginary) load balancer: client addresses come from X-Forwarded-For.
        TRUST_PROXY: 'true',
        S3_BUCKET: 'photos',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        // Stock checks read the fixture shop on loopback, a page a second.
        LINK_IMPORT_ALLOW_PRIVATE: 'true',
        STOCK_CHECKS_PER_SHOP_PER_MINUTE: '60',
        // Card payments go to the Stripe stub.
        STRIPE_API_URL: stripe.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output: string[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    instances.push({ url, process: child, output })
  }
  await Promise.all(
    instances.map((instance) => waitUntilUp(instance.url, instance.process, instance.output)),
  )
})

afterAll(async () => {
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((resolve) => {
          if (instance.process.exitCode !== null) return resolve()
          instance.process.once('exit', () => resolve())
          instance.process.kill('SIGTERM')
        }),
    ),
  )
  await s3rver?.close()
  await shop?.close()
  await stripe?.close()
  rmSync(work, { recursive: true, force: true })
})

const [a, b] = [() => instances[0]!, () => instances[1]!]
let cookie = ''

function post(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', body, headers: { cookie, ...headers }, redirect: 'manual' })
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields)
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')

describe('two instances behind one load balancer', () => {
  const email = `stylist-${Date.now()}@example.com`

  test('sign up on one, confirm on the other, and the session works on both', async () => {
    expect(
      (await post(`${a().url}/auth/sign-up`, form({ email, password: 'scale-out-pass-1' }))).status,
    ).toBe(200)
    // No SMTP: the e-mail (with its link) is in instance A's log.
    const link = a()
      .output.join('')
      .match(/http:\/\/\S+\/auth\/confirm\?token=[\w-]+/)?.[0]
    expect(link).toBeDefined()
    const confirm = await fetch(link!.replace(a().url, b().url), { redirect: 'manual' })
    expect(confirm.status).toBe(302)
    cookie = cookiesOf(confirm)

    for (const instance of [a(), b()]) {
      const page = await fetch(`${instance.url}/dashboard`, { headers: { cookie } })
      expect(page.status).toBe(200)
      expect(await page.text()).toContain(email)
    }
  })

  test('a photo uploaded through one instance is served by the other (shared bucket)', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#b07a5a' },
    })
      .jpeg()
      .toBuffer()
    const body = new FormData()
    body.set('photo', new File([new Uint8Array(jpeg)], 'photo.jpg', { type: 'image/jpeg' }))
    const upload = await post(`${a().url}/dashboard/uploads`, body)
    expect(upload.status).toBe(201)
    const { photo } = (await upload.json()) as { photo: { key: string; widths: number[] } }
    const served = await fetch(`${b().url}/media/${photo.key}/${photo.widths[0]}.webp`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
  })

  test('a capsule unlocked on one instance stays unlocked on the other; rate limits are shared', async () => {
    expect(
      (
        await post(
          `${b().url}/dashboard?index`,
          form({ intent: 'create-client', name: 'Shared client' }),
        )
      ).status,
    ).toBe(200)
    const clients = await (await fetch(`${a().url}/dashboard`, { headers: { cookie } })).text()
    expect(clients).toContain('Shared client')
    const clientId = (
      await (await fetch(`${a().url}/dashboard/items`, { headers: { cookie } })).text()
    ).match(/<option value="([\w-]{22})">Shared client/)?.[1]
    expect(clientId).toBeDefined()
    await post(
      `${a().url}/dashboard/capsules`,
      form({
        intent: 'create-capsule',
        clientId: clientId!,
        name: 'Shared capsule',
        password: 'open-sesame',
        passwordAction: 'set',
        isPublished: 'on',
      }),
    )
    const capsuleId = (
      await (await fetch(`${b().url}/dashboard/capsules`, { headers: { cookie } })).text()
    ).match(/\/dashboard\/capsules\/([\w-]{22})/)?.[1]
    expect(capsuleId).toBeDefined()
    await post(
      `${b().url}/dashboard/capsules/${capsuleId}`,
      form({ intent: 'create-item', name: 'Shared blazer' }),
    )

    // Wrong passwords count across instances: 8 alternating, then the 9th is refused on either.
    for (let attempt = 0; attempt < 8; attempt++) {
      const instance = attempt % 2 === 0 ? a() : b()
      const wrong = await fetch(`${instance.url}/capsule/${capsuleId}`, {
        method: 'POST',
        body: form({ password: 'nope' }),
        headers: { 'x-forwarded-for': '203.0.113.5' },
      })
      expect(wrong.status).toBe(401)
    }
    const limited = await fetch(`${a().url}/capsule/${capsuleId}`, {
      method: 'POST',
      body: form({ password: 'open-sesame' }),
      headers: { 'x-forwarded-for': '203.0.113.5' },
      redirect: 'manual',
    })
    expect(limited.status).toBe(429)
    expect(await limited.text()).toContain('Too many attempts')

    // From its owner's other device, through the other instance: the right password unlocks,
    // and the cookie set by B opens the capsule on A.
    const unlock = await fetch(`${b().url}/capsule/${capsuleId}`, {
      method: 'POST',
      body: form({ password: 'open-sesame' }),
      headers: { 'x-forwarded-for': '198.51.100.77' },
      redirect: 'manual',
    })
    expect(unlock.status).toBe(302)
    const visitor = cookiesOf(unlock)
    const page = await fetch(`${a().url}/capsule/${capsuleId}`, { headers: { cookie: visitor } })
    expect(await page.text()).toContain('Shared blazer')
  })

  test('invoices issued at once through both instances take every number once, without a gap', async () => {
    const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} })
    try {
      const [stylist] = await sql<{ id: string }[]>`select id from "user" where email = ${email}`
      const [client] = await sql<{ id: string }[]>`select id from client
        where owner_id = ${stylist!.id} limit 1`
      // Twenty drafts, ready to issue.
      const drafts = Array.from({ length: 20 }, (_, index) => `scale-out-invoice-${index}`)
      const line = { description: 'Closet edit', quantity: 100, unitPrice: 10_000, tax: null }
      for (const id of drafts) {
        await sql`insert into invoice
          (id, owner_id, client_id, client_name, token, currency, lines, subtotal, total)
          values (${id}, ${stylist!.id}, ${client!.id}, 'Shared client', ${`${id}-token`}, 'EUR',
            ${sql.json([{ ...line, amount: 10_000 }])}, 10000, 10000)`
      }
      // All issued at once, every other one through the other instance.
      const answers = await Promise.all(
        drafts.map((id, index) =>
          post(
            `${(index % 2 === 0 ? a() : b()).url}/dashboard/money/invoices/${id}`,
            form({ intent: 'issue-invoice' }),
          ),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual(drafts.map(() => 200))
      const issued = await sql<{ sequence: number; number: string; status: string }[]>`
        select sequence, number, status from invoice where owner_id = ${stylist!.id}
        order by sequence`
      expect(issued.map((row) => row.sequence)).toEqual(drafts.map((_, index) => index + 1))
      expect(new Set(issued.map((row) => row.number)).size).toBe(drafts.length)
      expect(issued.every((row) => row.status === 'sent')).toBe(true)
      const [settings] = await sql<{ next: number }[]>`select next_number as next
        from billing_settings where owner_id = ${stylist!.id}`
      expect(settings!.next).toBe(drafts.length + 1)
    } finally {
      await sql.end()
    }
  })

  test('twenty visitors confirming one time at once through both instances: exactly one booking', async () => {
    // The first stylist confirmed here owns the site: "/" books with her calendar.
    const slots = await fetch(`${a().url}/book/slots?tz=UTC`)
    expect(slots.status).toBe(200)
    const free = (await slots.json()) as { type: { id: string }; days: Record<string, number[]> }
    const start = Object.values(free.days).flat()[0]!
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        fetch(`${(index % 2 === 0 ? a() : b()).url}/book/confirm`, {
          method: 'POST',
          // Each visitor from an address of her own (the public form's limits count per address).
          headers: { 'x-forwarded-for': `198.51.100.${index + 1}`, accept: 'application/json' },
          body: form({
            type: free.type.id,
            start: new Date(start).toISOString(),
            tz: 'Europe/Paris',
            name: `Visitor ${index}`,
            email: `scale-out-visitor-${index}@example.com`,
          }),
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} })
    try {
      const booked = await sql<{ count: number }[]>`select count(*)::int as count
        from appointment where starts_at = ${new Date(start)} and status = 'confirmed'`
      expect(booked[0]!.count).toBe(1)
    } finally {
      await sql.end()
    }
  })

  test('a storm of one Stripe event delivered fifty times through both instances leaves one payment', async () => {
    const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} })
    try {
      const [stylist] = await sql<{ id: string }[]>`select id from "user" where email = ${email}`
      // Her keys, connected through A (tested with the stub), her webhook's address in Stripe.
      const secretKey = `sk_test_${randomBytes(16).toString('hex')}`
      const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`
      const connected = await post(
        `${a().url}/dashboard/money/settings.data`,
        form({ intent: 'connect-stripe', secretKey, webhookSecret }),
      )
      expect(connected.status).toBe(200)
      const [account] = await sql<{ webhookId: string }[]>`select webhook_id as "webhookId"
        from stripe_account where owner_id = ${stylist!.id}`
      const webhook = `/webhooks/stripe/${account!.webhookId}`
      stripe!.accounts.set(secretKey, {
        webhookUrl: `${a().url}${webhook}`,
        webhookSecret,
        name: 'Shared',
      })

      // An issued invoice, paid by card through B.
      await sql`insert into invoice
        (id, owner_id, client_name, client_email, status, token, sequence, number, currency,
         lines, subtotal, total, issued_on)
        values ('scale-out-card', ${stylist!.id}, 'Clara', 'clara@example.com', 'sent',
          'scale-out-card-token-0123', 9001, 'CARD-1', 'EUR',
          ${sql.json([{ description: 'Edit', quantity: 100, unitPrice: 65_000, tax: null, amount: 65_000 }])},
          65000, 65000, '2026-11-30')`
      const started = await fetch(`${b().url}/invoice/scale-out-card?t=scale-out-card-token-0123`, {
        method: 'POST',
        body: form({ intent: 'pay-by-card' }),
        redirect: 'manual',
      })
      expect(started.status).toBe(303)
      const session = stripe!.sessions.get(started.headers.get('location')!.split('/').pop()!)!
      const event = stripeEvent('checkout.session.completed', {
        ...session,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: 'pi_test_scale_out',
      })
      const { payload, header } = signedEvent(event, webhookSecret)

      // Fifty deliveries of it at once, every other one to the other instance.
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          fetch(`${(index % 2 === 0 ? a() : b()).url}${webhook}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
            body: payload,
          }),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
      const payments = await sql<{ amount: number; method: string }[]>`select amount, method
        from invoice_payment where invoice_id = 'scale-out-card'`
      expect(payments).toEqual([{ amount: 65_000, method: 'stripe' }])
      const [paid] = await sql<{ status: string; paid: number }[]>`select status,
        paid_amount as paid from invoice where id = 'scale-out-card'`
      expect(paid).toEqual({ status: 'paid', paid: 65_000 })
      const events = await sql`select 1 from stripe_event where event_id = ${event.id}`
      expect(events).toHaveLength(1)
    } finally {
      await sql.end()
    }
  })

  test('each scheduled run is claimed once: the trash purge runs once a minute, on one of the two', async () => {
    const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} })
    try {
      // Both instances keep the schedule and hand each minute's run on to the queue (its
      // `send-it` jobs, one per minute); wait for a run of the schedule to have finished.
      const forwarded = () =>
        sql<{ slot: string }[]>`select singleton_on::text as slot from pgboss.job
          where name = '__pgboss__send-it' and data ->> 'name' = 'trash-purge'`
      // The scheduled runs (a run at start carries the key 'start').
      const scheduled = () =>
        sql<{ id: string; state: string }[]>`select id, state::text from pgboss.job
          where name = 'trash-purge' and singleton_key is null`
      await expect
        .poll(async () => (await scheduled()).filter((run) => run.state === 'completed').length, {
          timeout: 150_000,
          interval: 2_000,
        })
        .toBeGreaterThanOrEqual(1)
      const runs = (await scheduled()).filter((run) => run.state === 'completed')
      const minutes = (await forwarded()).map((row) => row.slot)
      // One hand-on per minute, though both instances keep the schedule, and no more runs…
      expect(new Set(minutes).size).toBe(minutes.length)
      expect(runs.length).toBeLessThanOrEqual(minutes.length)
      // …and each job ran on one instance only, once (every run logs a line).
      const ran = instances.flatMap((instance) =>
        instance.output
          .join('')
          .split('\n')
          .filter((line) => line.includes('"msg":"Job ran"') && line.includes('"trash-purge"'))
          .map((line) => (JSON.parse(line) as { id: string }).id),
      )
      for (const run of runs) expect(ran.filter((id) => id === run.id)).toHaveLength(1)
      expect(new Set(ran).size).toBe(ran.length)
    } finally {
      await sql.end()
    }
  }, 180_000)

  test('stock checks asked through both instances run once each: every shop page is read once', async () => {
    const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} })
    shop = await startStockShop()
    try {
      const [stylist] = await sql<{ id: string }[]>`select id from "user" where email = ${email}`
      const [client] = await sql<{ id: string }[]>`select id from client
        where owner_id = ${stylist!.id} limit 1`
      // Six capsules of two pieces each, each piece its own page of the fixture shop.
      const capsules = Array.from({ length: 6 }, (_, index) => `scale-out-stock-${index}`)
      for (const capsuleId of capsules) {
        await sql`insert into capsule (id, owner_id, client_id, name)
          values (${capsuleId}, ${stylist!.id}, ${client!.id}, ${capsuleId})`
        for (const piece of ['a', 'b']) {
          await sql`insert into item (id, owner_id, client_id, capsule_id, name, link)
            values (${`${capsuleId}-${piece}`}, ${stylist!.id}, ${client!.id}, ${capsuleId},
              ${piece}, ${shop.url(`${capsuleId}-${piece}`)})`
        }
      }
      // All asked at once, every other one through the other instance.
      const answers = await Promise.all(
        capsules.map((capsuleId, index) =>
          post(
            `${(index % 2 === 0 ? a() : b()).url}/dashboard/capsules/${capsuleId}`,
            form({ intent: 'check-stock' }),
          ),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
      const unfinished = () =>
        sql`select capsule_id from stock_check
          where capsule_id = any(${capsules}) and finished_at is null`
      await expect
        .poll(async () => (await unfinished()).length, { timeout: 90_000, interval: 1_000 })
        .toBe(0)

      // Every page read once, though both instances work the queue…
      const paths = shop.requests.map((request) => request.path)
      expect(paths.toSorted()).toEqual(
        capsules.flatMap((capsuleId) => [`/p/${capsuleId}-a`, `/p/${capsuleId}-b`]).toSorted(),
      )
      const read = await sql<{ status: string }[]>`select stock_status as status from item
        where capsule_id = any(${capsules})`
      expect(read.map((row) => row.status)).toEqual(read.map(() => 'in_stock'))
      // …and each check ran on one instance only, once.
      const ran = instances.flatMap((instance) =>
        instance.output
          .join('')
          .split('\n')
          .filter((line) => line.includes('"msg":"Job ran"') && line.includes('"stock-check"'))
          .map((line) => (JSON.parse(line) as { id: string }).id),
      )
      expect(ran).toHaveLength(capsules.length)
      expect(new Set(ran).size).toBe(ran.length)
    } finally {
      await sql.end()
    }
  }, 120_000)
})
