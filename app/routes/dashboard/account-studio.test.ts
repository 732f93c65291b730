import { describe, expect, test } from 'vitest'

import { answer, createSignedInUser, routeArgs, type TestUser } from '../../../tests/support/users'

const page = await import('./account')
const layout = await import('./layout')
const { getStudio } = await import('~/features/studio/studio.server')
const { getSiteSettings, saveSiteSettings } = await import('~/features/site/site.server')
const { createClient } = await import('~/features/clients/clients.server')
const { createCapsule } = await import('~/features/capsules/capsules.server')
const { CapsuleSchema } = await import('~/features/capsules/schema')
const { db } = await import('~/server/db.server')
const { capsule } = await import('~/schema.server')
const { eq } = await import('drizzle-orm')
const { DEFAULT_ALERT_MODES } = await import('~/features/activity/alerts')

type StudioView = { name: string; currency: string; namedBySite: boolean }

const open = async (user: TestUser, acceptLanguage?: string) => {
  const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : undefined
  const loaded = await answer(() =>
    page.loader(routeArgs('/dashboard/account', { user, headers }) as never),
  )
  return (loaded.body as { studio: StudioView }).studio
}

// As her form sends it: the "Made with" line kept unless the test says otherwise.
const save = (user: TestUser, form: Record<string, string>) =>
  answer(() =>
    page.action(
      routeArgs('/dashboard/account', {
        user,
        form: { intent: 'save-studio', madeWith: 'on', ...form },
      }) as never,
    ),
  )

// The first confirmed account owns the public site: made first, in this file's own database.
const owner = await createSignedInUser('owner')

describe('the studio settings', () => {
  test('are made on her first visit: her account’s name, her browser region’s currency', async () => {
    const stylist = await createSignedInUser('ines')
    expect(await getStudio(stylist.id)).toBeNull()
    await answer(() =>
      layout.loader(
        routeArgs('/dashboard', {
          user: stylist,
          headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' },
        }) as never,
      ),
    )
    expect(await getStudio(stylist.id)).toEqual({
      name: 'ines',
      currency: 'CHF',
      timeZone: 'UTC',
      stockChecks: 'daily',
      madeWith: true,
      setUpAt: null,
      checklistHiddenAt: null,
    })
    // A later visit from another browser keeps what was set.
    expect(await open(stylist, 'en-GB')).toMatchObject({
      name: 'ines',
      currency: 'CHF',
      stockChecks: 'daily',
      namedBySite: false,
    })
  })

  test.each([
    ['en-GB,en;q=0.9', 'GBP'],
    ['fr-FR', 'EUR'],
    ['en-US', 'USD'],
    [undefined, 'USD'],
  ])('start in the currency of %j: %s', async (acceptLanguage, currency) => {
    const stylist = await createSignedInUser('locale')
    expect((await open(stylist, acceptLanguage)).currency).toBe(currency)
  })

  test('are saved, and what she typed wrong is refused next to its field', async () => {
    const stylist = await createSignedInUser('saves')
    await open(stylist, 'fr-FR')
    expect(
      await save(stylist, { name: '  Atelier Inès ', currency: 'chf', stockChecks: 'weekly' }),
    ).toMatchObject({ status: 200 })
    const saved = { name: 'Atelier Inès', currency: 'CHF', stockChecks: 'weekly' }
    expect(await getStudio(stylist.id)).toMatchObject(saved)

    expect(await save(stylist, { name: ' ', currency: 'EUR' })).toEqual({
      status: 400,
      body: { errors: { name: 'Enter your studio’s name.' } },
    })
    expect(await save(stylist, { name: 'x'.repeat(61), currency: 'EUR' })).toEqual({
      status: 400,
      body: { errors: { name: 'Use at most 60 characters.' } },
    })
    for (const currency of ['', 'XYZ', 'EURO', 'x'.repeat(5000)]) {
      expect(await save(stylist, { name: 'Atelier', currency })).toMatchObject({
        status: 400,
        body: { errors: { currency: expect.stringMatching(/^Choose a currency/) } },
      })
    }
    for (const stockChecks of ['hourly', 'x'.repeat(5000)]) {
      expect(await save(stylist, { name: 'Atelier', currency: 'EUR', stockChecks })).toEqual({
        status: 400,
        body: { errors: { stockChecks: 'Choose how often to check.' } },
      })
    }
    for (const timeZone of ['+01:00', 'Europe/Atlantis', 'x'.repeat(5000)]) {
      expect(await save(stylist, { name: 'Atelier', currency: 'EUR', timeZone })).toEqual({
        status: 400,
        body: { errors: { timeZone: 'Choose a time zone from the list.' } },
      })
    }
    expect(await getStudio(stylist.id)).toMatchObject(saved)

    // Her time zone, and the "Made with" line turned off; her first run counts as answered.
    await save(stylist, {
      name: 'Atelier Inès',
      currency: 'CHF',
      timeZone: 'Europe/Zurich',
      madeWith: '',
    })
    expect(await getStudio(stylist.id)).toMatchObject({
      timeZone: 'Europe/Zurich',
      madeWith: false,
      setUpAt: expect.any(Date),
    })
  })

  test('renew her client pages when they change (their rendered copies are not served again)', async () => {
    const stylist = await createSignedInUser('renews')
    await open(stylist, 'de-CH')
    const client = await createClient(stylist.id, { name: 'Zoë', email: null, phone: null })
    const made = await createCapsule(
      stylist.id,
      CapsuleSchema.parse({ clientId: client.id, name: 'Autumn' }),
    )
    if (!made.ok) throw new Error('no capsule')
    const version = async () =>
      (await db.select().from(capsule).where(eq(capsule.id, made.id)))[0]!.contentVersion
    const before = await version()
    await save(stylist, { name: 'renews', currency: 'CHF' })
    expect(await version()).toBe(before)
    await save(stylist, { name: 'renews', currency: 'EUR' })
    expect(await version()).toBeGreaterThan(before)
  })

  test('are hers alone: another account’s save changes only its own', async () => {
    const stylist = await createSignedInUser('mine')
    const stranger = await createSignedInUser('stranger')
    await open(stylist, 'de-CH')
    await open(stranger, 'en-US')
    await save(stranger, { name: 'Stranger', currency: 'JPY' })
    expect(await getStudio(stylist.id)).toMatchObject({ name: 'mine', currency: 'CHF' })
  })

  test('name the site owner’s studio after her site, edited in Site settings only', async () => {
    const { settings } = await getSiteSettings()
    expect(await open(owner, 'en-GB')).toMatchObject({
      name: settings.brandName,
      currency: 'GBP',
      namedBySite: true,
    })
    await saveSiteSettings(owner.id, { ...settings, brandName: 'Atelier Anna' }, {})
    expect(await getStudio(owner.id)).toMatchObject({ name: 'Atelier Anna', currency: 'GBP' })
    // Her Studio form has no name field; a name sent anyway does not outlive her next visit.
    expect(await save(owner, { currency: 'EUR' })).toMatchObject({ status: 200 })
    await save(owner, { name: 'Other', currency: 'EUR' })
    expect(await open(owner)).toMatchObject({
      name: 'Atelier Anna',
      currency: 'EUR',
      namedBySite: true,
    })
  })
})

describe('her e-mail alerts', () => {
  const saveAlerts = (user: TestUser, form: Record<string, string>) =>
    answer(() =>
      page.action(
        routeArgs('/dashboard/account', {
          user,
          form: {
            intent: 'save-alerts',
            // As her form sends it untouched: the defaults.
            ...DEFAULT_ALERT_MODES,
            summaryHour: '8',
            ...form,
          },
        }) as never,
      ),
    )
  const alertsOf = async (user: TestUser) => {
    const loaded = await answer(() =>
      page.loader(routeArgs('/dashboard/account', { user }) as never),
    )
    return (loaded.body as { alerts: { modes: Record<string, string>; summaryHour: number } })
      .alerts
  }

  test('are saved for her alone, and shown as saved', async () => {
    const stylist = await createSignedInUser('alerts-saved')
    const other = await createSignedInUser('alerts-other')
    expect(await saveAlerts(stylist, { payments: 'daily', inquiries: 'off', summaryHour: '19' }))
      .toMatchObject({ status: 200 })
    expect(await alertsOf(stylist)).toMatchObject({
      modes: { payments: 'daily', inquiries: 'off', feedback: 'instant' },
      summaryHour: 19,
    })
    expect(await alertsOf(other)).toMatchObject({
      modes: { payments: 'instant', inquiries: 'instant' },
      summaryHour: 8,
    })
  })

  test.each([
    [{ stock: 'hourly' }, 'stock', 'Choose how you hear of it.'],
    [{ summaryHour: '24' }, 'summaryHour', 'Choose the hour of your daily summary.'],
    [{ summaryHour: 'noon' }, 'summaryHour', 'Choose the hour of your daily summary.'],
  ])('refuse %o with a message on its field, keeping what was saved', async (form, field, message) => {
    const stylist = await createSignedInUser('alerts-refused')
    const refused = await saveAlerts(stylist, form)
    expect(refused.status).toBe(400)
    expect((refused.body as { errors: Record<string, string> }).errors[field]).toBe(message)
    expect(await alertsOf(stylist)).toMatchObject({ modes: { stock: 'daily' }, summaryHour: 8 })
  })
})
