import { describe, expect, test } from 'vitest'

import { db } from '~/server/db.server'
import { siteSettings } from '~/server/schema.server'

import { createSignedInUser } from '../../tests/support/users'
import { PackageSchema, SEED_PACKAGES } from './packages'
import {
  adoptSitePackages,
  changed,
  createPackage,
  listPackages,
  listSitePackages,
  movePackage,
  trashPackage,
  updatePackage,
} from './packages.server'
import { ensureStudio } from './studio.server'

const owner = await createSignedInUser('owner')
const stranger = await createSignedInUser('stranger')

describe('packages', () => {
  test('before her studio exists, the site shows the seed packages as they were', async () => {
    const { packages } = await listSitePackages(owner.id)
    expect(packages.map((pkg) => [pkg.name, pkg.price, pkg.offer?.price])).toEqual(
      SEED_PACKAGES.map((pkg) => [pkg.name, pkg.price, pkg.price.slice(1)]),
    )
  })

  test("the old Site settings' packages become the owner's records once, and look the same", async () => {
    const stored = [
      { ...SEED_PACKAGES[0]!, price: '$75' },
      { ...SEED_PACKAGES[1]!, price: 'on request', name: 'Bespoke' },
      { ...SEED_PACKAGES[2]!, price: 'CHF 1’500' },
    ]
    await db
      .insert(siteSettings)
      .values({ id: 'site', content: { brandName: 'Zoë', packages: stored } })
    await ensureStudio(owner.id, { name: 'Zoë', acceptLanguage: 'en-US' })
    changed() // written behind the module's back: its few seconds of cache forgotten
    const before = (await listSitePackages(owner.id)).packages
    expect(await adoptSitePackages(owner.id)).toBe(true)
    expect(await adoptSitePackages(owner.id)).toBe(false)
    const records = await listPackages(owner.id)
    expect(records.map((pkg) => [pkg.name, pkg.price, pkg.priceText])).toEqual([
      ['Style Snack', { amount: 7_500, currency: 'USD' }, null],
      ['Bespoke', null, 'on request'],
      ['Seasonal Set Up', { amount: 150_000, currency: 'CHF' }, null],
    ])
    const after = (await listSitePackages(owner.id)).packages
    expect(after.map((pkg) => pkg.price)).toEqual(['$75', 'on request', 'CHF\u00a01,500'])
    expect(
      after.map(({ name, summary, included, addOn }) => ({ name, summary, included, addOn })),
    ).toEqual(
      before.map(({ name, summary, included, addOn }) => ({ name, summary, included, addOn })),
    )
  })

  test('she adds, changes, reorders and hides them; the site follows; a stranger touches none', async () => {
    const input = PackageSchema.parse({
      name: 'Wardrobe Audit',
      currency: 'EUR',
      price: '€250',
      depositKind: 'amount',
      deposit: '100',
      showOnSite: 'on',
    })
    const id = (await createPackage(owner.id, input))!
    expect((await listPackages(owner.id)).at(-1)).toMatchObject({
      name: 'Wardrobe Audit',
      price: { amount: 25_000, currency: 'EUR' },
      deposit: { kind: 'amount', amount: 10_000 },
    })
    expect(await movePackage(owner.id, id, -1)).toBe(true)
    expect((await listPackages(owner.id)).map((pkg) => pkg.name).slice(-2)).toEqual([
      'Wardrobe Audit',
      'Seasonal Set Up',
    ])
    await updatePackage(owner.id, id, { ...input, showOnSite: false })
    expect((await listSitePackages(owner.id)).packages.map((pkg) => pkg.name)).not.toContain(
      'Wardrobe Audit',
    )
    expect(await updatePackage(stranger.id, id, input)).toBe(false)
    expect(await movePackage(stranger.id, id, 1)).toBe(false)
    expect(await trashPackage(stranger.id, id)).toBeNull()
    expect(await trashPackage(owner.id, id)).toBeTruthy()
    expect(await listPackages(stranger.id)).toEqual([])
  })

  test('bad input is refused with a message', () => {
    const errors = (fields: Record<string, string>) =>
      PackageSchema.safeParse({ name: 'X', currency: 'CHF', ...fields }).error?.issues.map(
        (issue) => issue.message,
      )
    expect(errors({ price: '-5' })).toEqual(['An amount cannot be negative.'])
    expect(errors({ price: '99999999999' })).toEqual([
      'That is more than 10,000,000: check the amount.',
    ])
    expect(errors({ price: '€5' })).toEqual(['Enter the amount in CHF.'])
    expect(errors({ price: '100', depositKind: 'percent', deposit: '150' })).toEqual([
      'Enter a whole percentage from 1 to 100.',
    ])
    expect(errors({ price: '100', depositKind: 'amount', deposit: '200' })).toEqual([
      'A deposit cannot be more than the price.',
    ])
    expect(errors({ price: '100', included: Array(13).fill('x').join('\n') })).toEqual([
      'List at most 12 things.',
    ])
  })
})
