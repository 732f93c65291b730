import { and, count, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

import { capsule } from '~/features/capsules/tables.server'
import { client } from '~/features/clients/tables.server'
import type { Ledger } from '~/features/commissions/ledger.server'
import { affiliateClick } from '~/features/commissions/tables.server'
import { saveFeedback } from '~/features/feedback/feedback.server'
import { FeedbackSchema } from '~/features/feedback/schema'
import { item } from '~/features/items/tables.server'
import { loadPublicCapsule } from '~/features/public-capsule/public-capsule.server'
import { studioSettings } from '~/features/studio/tables.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { answer, createSignedInUser, routeArgs, type TestUser } from '../../tests/support/users'
import * as commissions from './dashboard/commissions'
import { loader } from './go'

/** A published capsule without a password (open to anyone with its link), with pieces. */
async function openCapsule(owner: TestUser, links: Record<string, string | null>) {
  const clientId = createId()
  await db.insert(client).values({ id: clientId, ownerId: owner.id, name: 'Margot Laurent' })
  const capsuleId = createId()
  await db
    .insert(capsule)
    .values({ id: capsuleId, ownerId: owner.id, clientId, name: 'Spring', isPublished: true })
  await db
    .insert(studioSettings)
    .values({ ownerId: owner.id, name: 'Atelier Claire', currency: 'EUR' })
    .onConflictDoNothing()
  const ids: Record<string, string> = {}
  for (const [name, link] of Object.entries(links)) {
    ids[name] = createId()
    await db
      .insert(item)
      .values({ id: ids[name], ownerId: owner.id, clientId, capsuleId, name, link })
  }
  return { capsuleId, clientId, ids }
}

/** Shop Now on a piece, from `address`, signed in as `user` or not. */
async function shopNow(pieceId: string, options: { user?: TestUser; address?: string } = {}) {
  const response = (await loader(
    routeArgs(`/go/${pieceId}`, {
      user: options.user,
      params: { pieceId },
      headers: { 'x-real-ip': options.address ?? '203.0.113.7' },
    }),
  )) as Response
  return { status: response.status, location: response.headers.get('location') }
}

function saveRule(owner: TestUser, form: Record<string, string>) {
  return answer(() =>
    commissions.action(routeArgs('/dashboard/money/commissions', { user: owner, form })),
  )
}

/** Her rule adding tag=claire-20 to the links of `domain` (and what else `fields` say). */
function tagRule(owner: TestUser, domain: string, fields: Record<string, string> = {}) {
  return saveRule(owner, {
    intent: 'create-rule',
    domain,
    kind: 'param',
    paramName: 'tag',
    paramValue: 'claire-20',
    ...fields,
  })
}

const clicksOn = async (itemId: string) =>
  (
    await db
      .select({ clicks: count(), affiliate: count(affiliateClick.ruleDomain) })
      .from(affiliateClick)
      .where(and(eq(affiliateClick.itemId, itemId)))
  )[0]!

describe('Shop Now through /go/{piece}', () => {
  test('sends her to the stored link, with the rule of its shop applied; the link is never rewritten', async () => {
    const owner = await createSignedInUser()
    const { ids } = await openCapsule(owner, {
      Coat: 'https://www.shop.example/coat?colour=camel',
      Scarf: 'https://eu.shop.example/scarf',
      Belt: 'https://other.example/belt',
    })
    expect(await shopNow(ids.Coat!)).toEqual({
      status: 302,
      location: 'https://www.shop.example/coat?colour=camel',
    })

    expect(await tagRule(owner, 'https://www.Shop.example/anything', { commission: '8' })).toEqual({
      status: 200,
      body: { ok: true },
    })
    expect(
      await saveRule(owner, {
        intent: 'create-rule',
        domain: 'other.example',
        kind: 'template',
        template: 'https://network.example/go?url={url}&id=claire',
      }),
    ).toEqual({ status: 200, body: { ok: true } })

    expect(await shopNow(ids.Coat!)).toEqual({
      status: 302,
      location: 'https://www.shop.example/coat?colour=camel&tag=claire-20',
    })
    // A subdomain of the shop takes its rule.
    expect((await shopNow(ids.Scarf!)).location).toBe('https://eu.shop.example/scarf?tag=claire-20')
    expect((await shopNow(ids.Belt!)).location).toBe(
      `https://network.example/go?url=${encodeURIComponent('https://other.example/belt')}&id=claire`,
    )
    const [stored] = await db.select({ link: item.link }).from(item).where(eq(item.id, ids.Coat!))
    expect(stored!.link).toBe('https://www.shop.example/coat?colour=camel')
  })

  test('an alternate’s Shop Now goes to its own shop link, as any piece’s', async () => {
    const owner = await createSignedInUser()
    const { ids } = await openCapsule(owner, {
      Coat: 'https://www.shop.example/coat',
      Trench: 'https://www.shop.example/trench',
    })
    await db.update(item).set({ alternateOf: ids.Coat }).where(eq(item.id, ids.Trench!))
    expect(await shopNow(ids.Trench!)).toEqual({
      status: 302,
      location: 'https://www.shop.example/trench',
    })
  })

  test('counts her client’s clicks, once an hour per piece and address; never the stylist’s own', async () => {
    const owner = await createSignedInUser()
    const { ids } = await openCapsule(owner, { Coat: 'https://shop.example/coat' })
    await tagRule(owner, 'shop.example')
    for (let press = 0; press < 5; press++) await shopNow(ids.Coat!, { address: '198.51.100.1' })
    await shopNow(ids.Coat!, { address: '198.51.100.2' })
    await shopNow(ids.Coat!, { user: owner, address: '198.51.100.3' })
    expect(await clicksOn(ids.Coat!)).toEqual({ clicks: 2, affiliate: 2 })

    const page = await answer(() =>
      commissions.loader(routeArgs('/dashboard/money/commissions', { user: owner })),
    )
    expect((page.body as { clicks: unknown[] }).clicks).toEqual([
      expect.objectContaining({ itemId: ids.Coat, name: 'Coat', clicks: 2, affiliateClicks: 2 }),
    ])
    // Another stylist sees none of her clicks, and cannot touch her rules.
    const other = await createSignedInUser()
    const theirs = await answer(() =>
      commissions.loader(routeArgs('/dashboard/money/commissions', { user: other })),
    )
    expect(theirs.body).toMatchObject({ rules: [], clicks: [] })
    const [rule] = (page.body as { rules: { id: string }[] }).rules
    expect(await saveRule(other, { intent: 'delete-rule', id: rule!.id })).toEqual({
      status: 404,
      body: { formError: 'This rule no longer exists.' },
    })
  })

  test('a wrong id, a piece without a link or outside a capsule, and a draft answer alike: not found', async () => {
    const owner = await createSignedInUser()
    const { ids, clientId } = await openCapsule(owner, {
      Coat: 'https://shop.example/coat',
      Tee: null,
    })
    const wardrobe = createId()
    await db.insert(item).values({
      id: wardrobe,
      ownerId: owner.id,
      clientId,
      name: 'Old jeans',
      link: 'https://shop.example/jeans',
    })
    const draft = await openCapsule(owner, { Hat: 'https://shop.example/hat' })
    await db.update(capsule).set({ isPublished: false }).where(eq(capsule.id, draft.capsuleId))
    const missing = await shopNow(createId())
    expect(missing).toEqual({ status: 404, location: null })
    for (const id of [ids.Tee!, wardrobe, draft.ids.Hat!, 'x'.repeat(65), '../etc', '%00']) {
      expect(await shopNow(id)).toEqual(missing)
    }
    expect(await clicksOn(ids.Coat!)).toEqual({ clicks: 0, affiliate: 0 })
  })
})

describe('Her affiliate rules', () => {
  test.each([
    [{ domain: 'localhost' }, 'domain', 'Enter the shop’s domain, like shop.com.'],
    [{ domain: '' }, 'domain', 'Enter the shop’s domain, like shop.com.'],
    [
      { kind: 'param', paramName: 'ta g' },
      'paramName',
      'Name the parameter, like tag (letters, digits, - _ . only).',
    ],
    [{ kind: 'param', paramValue: '' }, 'paramValue', 'Enter its value, like yourname-20.'],
    [
      { kind: 'template', template: 'http://network.example/?u={url}' },
      'template',
      'Use an https address with {url} where the shop link goes.',
    ],
    [
      { kind: 'template', template: 'https://network.example/?u=' },
      'template',
      'Use an https address with {url} where the shop link goes.',
    ],
    [
      { kind: 'template', template: 'javascript:alert(1)//{url}' },
      'template',
      'Use an https address with {url} where the shop link goes.',
    ],
    [{ commission: '120' }, 'commission', 'Enter a rate from 0.01 to 100, like 8.'],
    [{ paramValue: 'x'.repeat(201) }, 'paramValue', 'Use at most 200 characters.'],
  ])('refuses %j next to its field', async (change, field, message) => {
    const owner = await createSignedInUser()
    const result = await saveRule(owner, {
      intent: 'create-rule',
      domain: 'shop.example',
      kind: 'param',
      paramName: 'tag',
      paramValue: 'claire-20',
      ...change,
    })
    expect(result.status).toBe(400)
    expect((result.body as { errors: Record<string, string> }).errors[field]).toBe(message)
  })

  test('one rule per shop: a second for the same domain is refused next to it', async () => {
    const owner = await createSignedInUser()
    const rule = { intent: 'create-rule', kind: 'param', paramName: 'tag', paramValue: 'a' }
    expect((await saveRule(owner, { ...rule, domain: 'shop.example' })).status).toBe(200)
    expect(await saveRule(owner, { ...rule, domain: 'www.shop.example' })).toEqual({
      status: 409,
      body: { errors: { domain: 'You have a rule for this shop already: edit that one.' } },
    })
  })

  test('her page shows the disclosure when a rule applies to one of its links, and is rendered again when rules change', async () => {
    const owner = await createSignedInUser()
    const { capsuleId } = await openCapsule(owner, { Coat: 'https://shop.example/coat' })
    const version = async () =>
      (
        await db
          .select({ v: capsule.contentVersion })
          .from(capsule)
          .where(eq(capsule.id, capsuleId))
      )[0]!.v
    const disclosure = async () =>
      (
        (await loadPublicCapsule(routeArgs(`/capsule/${capsuleId}`).request, capsuleId)) as {
          disclosure: string | null
        }
      ).disclosure

    expect(await disclosure()).toBeNull()
    const before = await version()
    await tagRule(owner, 'elsewhere.example', { paramValue: 'a' })
    // A rule for another shop: no line, but her pages are rendered again all the same.
    expect(await disclosure()).toBeNull()
    expect(await version()).toBeGreaterThan(before)
    await tagRule(owner, 'shop.example', { paramValue: 'a' })
    expect(await disclosure()).toBe('Some links earn me a small commission at no cost to you.')
    const withRule = await version()
    expect(
      await saveRule(owner, {
        intent: 'save-disclosure',
        disclosure: 'I may earn from these links.',
      }),
    ).toEqual({ status: 200, body: { ok: true } })
    expect(await disclosure()).toBe('I may earn from these links.')
    expect(await version()).toBeGreaterThan(withRule)
    expect(
      (await saveRule(owner, { intent: 'save-disclosure', disclosure: 'x'.repeat(281) })).body,
    ).toEqual({ errors: { disclosure: 'Use at most 280 characters.' } })
  })

  test('signed out, the page and its actions answer 401', async () => {
    expect(
      (await answer(() => commissions.loader(routeArgs('/dashboard/money/commissions')))).status,
    ).toBe(401)
    const form = { intent: 'delete-rule', id: 'x' }
    expect(
      (await answer(() => commissions.action(routeArgs('/dashboard/money/commissions', { form }))))
        .status,
    ).toBe(401)
  })
})

describe('Her commission ledger', () => {
  /** Her client ticks Bought on a piece (or unticks it), as her capsule page sends it. */
  async function bought(capsuleId: string, itemId: string, value: boolean) {
    const request = routeArgs(`/capsule/${capsuleId}/feedback`, {
      form: { target: `item:${itemId}`, bought: String(value) },
      headers: { 'x-real-ip': '203.0.113.9' },
    }).request
    const input = FeedbackSchema.parse({ target: `item:${itemId}`, bought: String(value) })
    expect(await saveFeedback(request, capsuleId, input)).toMatchObject({ ok: true })
  }
  const ledgerOf = async (user: TestUser) =>
    (
      (await answer(() =>
        commissions.loader(routeArgs('/dashboard/money/commissions', { user })),
      )) as { body: { ledger: Ledger } }
    ).body.ledger

  test('a piece bought after Shop Now through a rule adds one entry with the rule’s estimate; she corrects it', async () => {
    const owner = await createSignedInUser()
    const { capsuleId, ids } = await openCapsule(owner, {
      Coat: 'https://shop.example/coat',
      Scarf: 'https://shop.example/scarf',
      Belt: 'https://elsewhere.example/belt',
    })
    await db
      .update(item)
      .set({ priceAmount: 39_000, priceCurrency: 'EUR' })
      .where(eq(item.ownerId, owner.id))
    await tagRule(owner, 'shop.example', { commission: '8' })
    // Bought without Shop Now (the scarf), or through no rule (the belt): nothing earned.
    await shopNow(ids.Belt!)
    await bought(capsuleId, ids.Scarf!, true)
    await bought(capsuleId, ids.Belt!, true)
    expect((await ledgerOf(owner)).entries).toEqual([])

    await shopNow(ids.Coat!)
    await bought(capsuleId, ids.Coat!, true)
    await bought(capsuleId, ids.Coat!, true)
    const ledger = await ledgerOf(owner)
    expect(ledger.entries).toEqual([
      expect.objectContaining({
        pieceName: 'Coat',
        clientName: 'Margot Laurent',
        retailer: 'shop.example',
        price: { amount: 39_000, currency: 'EUR' },
        basisPoints: 800,
        estimated: { amount: 3_120, currency: 'EUR' },
        corrected: null,
      }),
    ])
    const month = new Date().toISOString().slice(0, 7)
    expect(ledger.byMonth).toEqual([
      { label: month, count: 1, earned: [{ amount: 3_120, currency: 'EUR' }] },
    ])
    expect(ledger.byRetailer).toEqual([
      { label: 'shop.example', count: 1, earned: [{ amount: 3_120, currency: 'EUR' }] },
    ])

    const entryId = ledger.entries[0]!.id
    const correct = (user: TestUser, amount: string) =>
      saveRule(user, { intent: 'correct-commission', id: entryId, amount })
    expect(await correct(owner, 'lots')).toEqual({
      status: 400,
      body: { errors: { amount: 'Enter an amount, like 150 or 150.50.' } },
    })
    expect(await correct(await createSignedInUser(), '10')).toEqual({
      status: 404,
      body: { formError: 'This entry no longer exists.' },
    })
    expect(await correct(owner, '28.50')).toEqual({ status: 200, body: { ok: true } })
    const corrected = await ledgerOf(owner)
    expect(corrected.entries[0]!.corrected).toEqual({ amount: 2_850, currency: 'EUR' })
    expect(corrected.byRetailer[0]!.earned).toEqual([{ amount: 2_850, currency: 'EUR' }])
    // Unticked: a corrected entry stays (the network paid it).
    await bought(capsuleId, ids.Coat!, false)
    expect((await ledgerOf(owner)).entries).toHaveLength(1)
  })

  test('a piece whose price dropped at its shop is entered at the price now', async () => {
    const owner = await createSignedInUser()
    const { capsuleId, ids } = await openCapsule(owner, { Coat: 'https://shop.example/coat' })
    await db
      .update(item)
      .set({
        priceAmount: 39_000,
        priceCurrency: 'EUR',
        stockStatus: 'in_stock',
        stockPriceAmount: 29_000,
        stockPriceCurrency: 'EUR',
        stockCheckedAt: new Date(),
      })
      .where(eq(item.id, ids.Coat!))
    await tagRule(owner, 'shop.example', { commission: '10' })
    await shopNow(ids.Coat!)
    await bought(capsuleId, ids.Coat!, true)
    expect((await ledgerOf(owner)).entries).toEqual([
      expect.objectContaining({
        price: { amount: 29_000, currency: 'EUR' },
        estimated: { amount: 2_900, currency: 'EUR' },
      }),
    ])
  })

  test('unticked before she corrected it, the entry goes; another stylist sees none of it', async () => {
    const owner = await createSignedInUser()
    const { capsuleId, ids } = await openCapsule(owner, { Coat: 'https://shop.example/coat' })
    await tagRule(owner, 'shop.example')
    await shopNow(ids.Coat!)
    await bought(capsuleId, ids.Coat!, true)
    // No price and no rate: an entry all the same, without an estimate.
    expect((await ledgerOf(owner)).entries).toEqual([
      expect.objectContaining({ pieceName: 'Coat', price: null, estimated: null }),
    ])
    expect((await ledgerOf(await createSignedInUser())).entries).toEqual([])
    await bought(capsuleId, ids.Coat!, false)
    expect((await ledgerOf(owner)).entries).toEqual([])
  })
})
