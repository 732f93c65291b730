import { describe, expect, test } from 'vitest'

import { answer, createSignedInUser, routeArgs, type TestUser } from '../../../tests/support/users'

const page = await import('./clients')
const account = await import('./account')
const { getStudio } = await import('~/features/studio/studio.server')
const { getBrandName } = await import('~/features/site/site.server')
const { saveHours } = await import('~/features/booking/settings.server')

type FirstRunView = {
  firstRun: { name: string; currency: string } | null
  zones: string[]
  checklist: { id: string; done: boolean; href: string }[] | null
}

const open = async (user: TestUser) =>
  (
    await answer(() =>
      page.loader(
        routeArgs('/dashboard', { user, headers: { 'accept-language': 'en-GB' } }) as never,
      ),
    )
  ).body as FirstRunView

const post = (user: TestUser, form: Record<string, string>) =>
  answer(() => page.action(routeArgs('/dashboard?index', { user, form }) as never))

// The first confirmed account owns the public site: made first, in this file's own database.
const owner = await createSignedInUser('owner')

describe('the first run', () => {
  test('asks her studio name, currency and time zone, then shows her checklist', async () => {
    const stylist = await createSignedInUser('first-run')
    const before = await open(stylist)
    // Her account's name is not a studio's: she types it.
    expect(before.firstRun).toEqual({ name: '', currency: 'GBP' })
    expect(before.zones).toContain('Europe/London')
    expect(before.checklist).toBeNull()

    expect(
      await post(stylist, {
        intent: 'set-up-studio',
        name: '',
        currency: 'GBP',
        timeZone: 'Mars/Olympus',
      }),
    ).toEqual({
      status: 400,
      body: {
        errors: {
          name: 'Enter your studio’s name.',
          timeZone: 'Choose a time zone from the list.',
        },
      },
    })
    expect(
      await post(stylist, {
        intent: 'set-up-studio',
        name: 'Atelier Lune',
        currency: 'GBP',
        timeZone: 'Europe/London',
      }),
    ).toMatchObject({ status: 200 })
    expect(await getStudio(stylist.id)).toMatchObject({
      name: 'Atelier Lune',
      currency: 'GBP',
      timeZone: 'Europe/London',
      setUpAt: expect.any(Date),
    })

    const after = await open(stylist)
    expect(after.firstRun).toBeNull()
    expect(after.checklist?.map(({ id, done }) => [id, done])).toEqual([
      ['name', true],
      ['currency', true],
      ['booking', false],
      ['billing', false],
      ['questionnaire', false],
    ])
    // Her booking hours, checked once she saves them on their page.
    expect(after.checklist?.find(({ id }) => id === 'booking')).toMatchObject({
      href: '/dashboard/appointments/settings',
    })
    await saveHours(stylist.id, { bufferMinutes: 15 })
    expect((await open(stylist)).checklist?.find(({ id }) => id === 'booking')?.done).toBe(true)
    await post(stylist, { intent: 'hide-checklist' })
    expect((await open(stylist)).checklist).toBeNull()
    // Brought back from the Account page.
    await answer(() =>
      account.action(
        routeArgs('/dashboard/account', {
          user: stylist,
          form: { intent: 'show-checklist' },
        }) as never,
      ),
    )
    expect((await open(stylist)).checklist).toHaveLength(5)
  })

  test("names the site owner's site too: her studio's name is her brand", async () => {
    await open(owner)
    await post(owner, {
      intent: 'set-up-studio',
      name: 'Maison Anna',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
    })
    expect(await getBrandName()).toBe('Maison Anna')
    expect(await getStudio(owner.id)).toMatchObject({ name: 'Maison Anna', currency: 'EUR' })
  })
})
