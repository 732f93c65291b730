import { describe, expect, test } from 'vitest'

import { siteSettings } from '~/features/site/tables.server'
import { ensureStudio, saveStudio } from '~/features/studio/studio.server'
import { db } from '~/server/db.server'

import { createSignedInUser } from '../../../tests/support/users'
import { PackageSchema } from './packages'
import {
  adoptSitePackages,
  changed,
  createPackage,
  followStudioCurrency,
  listPackages,
  listSitePackages,
  movePackage,
  trashPackage,
  updatePackage,
} from './packages.server'
import { starterPackages } from './starter-packages'

const SEED_PACKAGES = starterPackages('USD')

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
    const [snack, slate, seasonal] = SEED_PACKAGES.map(({ starter: _starter, ...pkg }) => pkg)
    const stored = [
      { ...snack!, price: '$75' },
      { ...slate!, price: 'on request', name: 'Bespoke' },
      { ...seasonal!, price: 'CHF 1’500' },
    ]
    await db
      .insert(siteSettings)
      .values({ id: 'site', content: { brandName: 'Zoë', packages: stored } })
    await ensureStudio(owner.id, { name: 'Zoë', acceptLanguage: 'en-US' })
    changed() // written behind the module's back: its few seconds of cache forgotten
    const before = (await listSitePackages(owner.id)).packages
    expect(await adoptSitePackages(owner.id, 'USD')).toBe(true)
    expect(await adoptSitePackages(owner.id, 'USD')).toBe(false)
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

  test('the starter packages follow her studio currency until she edits one', async () => {
    const stylist = await createSignedInUser('starter-owner')
    await db.update(siteSettings).set({ content: { brandName: 'Zoë' } })
    await ensureStudio(stylist.id, { name: 'Zoë', acceptLanguage: 'en-GB' })
    changed()
    // Before they are records, the site shows them in her currency.
    expect((await listSitePackages(stylist.id)).packages.map((pkg) => pkg.price)).toEqual([
      '£75',
      '£359',
      '£849',
    ])
    expect(await adoptSitePackages(stylist.id, 'GBP')).toBe(true)
    const prices = async () => (await listPackages(stylist.id)).map((pkg) => [pkg.price, pkg.addOn])
    expect(await prices()).toEqual([
      [{ amount: 7_500, currency: 'GBP' }, null],
      [{ amount: 35_900, currency: 'GBP' }, 'Optional outfit-building cheat sheet +£50'],
      [{ amount: 84_900, currency: 'GBP' }, 'Bonus: outfit combinations guide +£100'],
    ])
    const [first] = await listPackages(stylist.id)
    await updatePackage(
      stylist.id,
      first!.id,
      PackageSchema.parse({ name: 'Style Snack', currency: 'GBP', price: '90' }),
    )
    await saveStudio(stylist.id, { currency: 'JPY' })
    await followStudioCurrency(stylist.id, 'JPY')
    expect(await prices()).toEqual([
      [{ amount: 9_000, currency: 'GBP' }, null],
      [{ amount: 359, currency: 'JPY' }, 'Optional outfit-building cheat sheet +¥50'],
      [{ amount: 849, currency: 'JPY' }, 'Bonus: outfit combinations guide +¥100'],
    ])
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
