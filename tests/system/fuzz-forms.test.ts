/**
 * Fuzzed input on every form: very long values, unicode, control characters, SQL and HTML
 * fragments. Nothing may crash (no 5xx, no thrown error), and whatever is stored is the text
 * that was typed (control characters removed) — never interpreted, never mangled.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

import { formFields } from '~/lib/read-form'
import * as signInRoute from '~/routes/auth/sign-in'
import * as signUpRoute from '~/routes/auth/sign-up'
import * as capsulePage from '~/routes/dashboard/capsule'
import * as capsulesPage from '~/routes/dashboard/capsules'
import * as clientsPage from '~/routes/dashboard/clients'
import * as sitePage from '~/routes/dashboard/site'
import * as inquiryRoute from '~/routes/inquiry'
import * as newsletterRoute from '~/routes/newsletter'
import * as schema from '~/schema.server'
import { db } from '~/server/db.server'

import { answer, createSignedInUser, routeArgs } from '../support/users'

const FUZZ = {
  long: 'x'.repeat(100_000),
  unicode: 'Ünïcødé 漢字 👗✨ عربى \u202eRTL\u202c e\u0301',
  control: 'A\u0000B\u0007C\u001bD\u007fE',
  sql: 'Robert\'); DROP TABLE client;-- " OR 1=1 --',
  html: '<script>alert(1)</script><img src=x onerror="alert(2)">&amp;',
  empty: '',
  spaces: '   \t  ',
}
/** What a field holds once read (control characters removed, see app/lib/read-form.ts) and trimmed. */
const cleaned = (value: string) => {
  const form = new FormData()
  form.set('value', value)
  return (formFields(form).value ?? '').trim()
}

const stylist = await createSignedInUser('fuzz')
const [client] = await db
  .insert(schema.client)
  .values({ id: 'fuzz-client-000000000', ownerId: stylist.id, name: 'Fuzz client' })
  .returning()
const [capsule] = await db
  .insert(schema.capsule)
  .values({
    id: 'fuzz-capsule-00000000',
    ownerId: stylist.id,
    clientId: client!.id,
    name: 'Fuzz capsule',
  })
  .returning()

type Action = (args: never) => unknown
async function post(action: Action, path: string, form: Record<string, string>, params = {}) {
  return answer(async () => action(routeArgs(path, { user: stylist, form, params }) as never))
}

describe.each(Object.entries(FUZZ))('fuzzed input: %s', (_kind, value) => {
  test('clients: nothing crashes; what is stored is what was typed', async () => {
    const result = await post(clientsPage.action as Action, '/dashboard', {
      intent: 'create-client',
      name: value,
      email: value,
      phone: value,
    })
    expect(result.status).toBeLessThan(500)
    const result2 = await post(clientsPage.action as Action, '/dashboard', {
      intent: 'create-client',
      name: value,
    })
    expect(result2.status).toBeLessThan(500)
    if (result2.status === 200) {
      const rows = await db
        .select({ name: schema.client.name })
        .from(schema.client)
        .where(eq(schema.client.ownerId, stylist.id))
      expect(rows.map((row) => row.name)).toContain(cleaned(value))
    }
  })

  test('capsules: nothing crashes', async () => {
    const form = {
      intent: 'create-capsule',
      clientId: client!.id,
      name: value,
      description: value,
      password: value,
      passwordAction: 'set',
      budget: value,
      budgetCurrency: value,
    }
    expect(
      (await post(capsulesPage.action as Action, '/dashboard/capsules', form)).status,
    ).toBeLessThan(500)
  })

  test('items: nothing crashes; text is stored as typed', async () => {
    const fields = {
      name: value,
      brand: value,
      category: value,
      color: value,
      size: value,
      price: value,
      priceCurrency: value,
      link: value,
      description: value,
    }
    const result = await post(
      capsulePage.action as Action,
      `/dashboard/capsules/${capsule!.id}`,
      { intent: 'create-item', ...fields },
      { capsuleId: capsule!.id },
    )
    expect(result.status).toBeLessThan(500)
    const named = await post(
      capsulePage.action as Action,
      `/dashboard/capsules/${capsule!.id}`,
      { intent: 'create-item', name: value, description: value },
      { capsuleId: capsule!.id },
    )
    expect(named.status).toBeLessThan(500)
    if (named.status === 200) {
      const rows = await db
        .select({ description: schema.item.description })
        .from(schema.item)
        .where(eq(schema.item.capsuleId, capsule!.id))
      expect(rows.map((row) => row.description)).toContain(cleaned(value))
    }
  })

  test('cheat sheets and outfits: nothing crashes', async () => {
    for (const intent of ['create-cheat-sheet', 'create-outfit']) {
      const result = await post(
        capsulePage.action as Action,
        `/dashboard/capsules/${capsule!.id}`,
        { intent, name: value, description: value, itemIds: value },
        { capsuleId: capsule!.id },
      )
      expect(result.status).toBeLessThan(500)
    }
  })

  test('site settings: nothing crashes', async () => {
    const form = {
      brandName: value,
      headline: value,
      tagline: value,
      bio: value,
      contactEmail: value,
      instagramUrl: value,
      bookingFormUrl: value,
      'packages.0.name': value,
      'packages.0.included': value,
    }
    expect((await post(sitePage.action as Action, '/dashboard/site', form)).status).toBeLessThan(
      500,
    )
  })

  test('public forms (inquiry, newsletter, sign-up, sign-in): nothing crashes', async () => {
    const anonymous = (action: Action, path: string, form: Record<string, string>) =>
      answer(async () => action(routeArgs(path, { form }) as never))
    const fields = {
      name: value,
      email: value,
      phone: value,
      message: value,
      servicePackage: value,
      password: value,
      website: '',
    }
    for (const [action, path] of [
      [inquiryRoute.action, '/inquiry'],
      [newsletterRoute.action, '/newsletter'],
      [signUpRoute.action, '/auth/sign-up'],
      [signInRoute.action, '/auth/sign-in'],
    ] as const) {
      expect((await anonymous(action as Action, path, fields)).status).toBeLessThan(500)
    }
  })
})
