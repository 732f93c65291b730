import { redirect } from 'react-router'
import { describe, expect, test } from 'vitest'

import { clientDeleteIntents, clientIntents } from '~/features/clients/client-intents.server'
import { listClients } from '~/features/summaries/client-summaries.server'
import { trashClient } from '~/features/trash/index.server'
import { ONCE_FIELD } from '~/lib/once'
import { z } from '~/lib/zod'

import { answer, createSignedInUser, routeArgs } from '../../tests/support/users'
import { requireUser } from './auth.server'
import {
  formInput,
  intentAction,
  type Intents,
  parseForm,
  readInput,
  runIntent,
  saved,
  UNKNOWN_INTENT,
} from './forms.server'

const Schema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(10, 'Use at most 10 characters.'),
  email: z.email('Enter a valid e-mail address.').optional(),
  tags: z.array(z.string()).max(2, 'Pick at most 2.'),
})

const formOf = (entries: [string, string | File][]) => {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  return form
}

describe('parseForm', () => {
  test('cleans control characters, leaves files out and reads repeated fields as lists', () => {
    const input = formInput(
      formOf([
        ['name', 'Ana\u0000 Lu\u0007'],
        ['photo', new File(['x'], 'x.jpg')],
        ['tags', 'a\u001b'],
        ['tags', 'b'],
      ]),
    )
    expect(input.fields).toEqual({ name: 'Ana Lu', tags: 'b' })
    expect(input.all('tags')).toEqual(['a', 'b'])
    expect(input.all('photo')).toEqual([])
    expect(parseForm(input, Schema, { lists: ['tags'] })).toEqual({
      success: true,
      data: { name: 'Ana Lu', tags: ['a', 'b'] },
    })
  })

  test('a failure is a ready 400 with the first message per field, keeping only the named values', async () => {
    const input = formInput({ name: '  ', email: 'nope', password: 'secret-1' })
    const parsed = parseForm(input, Schema, { lists: ['tags'], keep: ['name', 'email'] })
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    const errors = { name: 'Enter a name.', email: 'Enter a valid e-mail address.' }
    expect(parsed.errors).toEqual(errors)
    expect(await answer(async () => parsed.reply)).toEqual({
      status: 400,
      body: { errors, values: { name: '  ', email: 'nope' } },
    })
    // Without `keep`, nothing typed comes back (the forms that need it keep it themselves).
    const bare = parseForm(input, Schema, { lists: ['tags'] })
    expect(bare.success ? null : (await answer(async () => bare.reply)).body).toEqual({ errors })
  })

  test('a body that is not a form reads as an empty form, so it is a 400, not a 500', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'not multipart at all',
    })
    const input = await readInput(request)
    expect(input.fields).toEqual({})
    expect(parseForm(input, Schema).success).toBe(false)
  })
})

describe('intent maps and the dispatcher', () => {
  const echo: Intents = {
    'create-thing': async (input, { ownerId }) => saved({ ownerId, name: input.fields.name }),
  }
  const action = intentAction(echo, async ({ request }: { request: Request }) => {
    const user = await requireUser(request)
    return { ownerId: user.id, request }
  })

  test('the form’s intent runs with the page’s context; runIntent is null for another intent', async () => {
    const stylist = await createSignedInUser()
    const form = { intent: 'create-thing', name: 'Coat' }
    expect(await answer(() => action(routeArgs('/x', { user: stylist, form })))).toEqual({
      status: 200,
      body: { ok: true, ownerId: stylist.id, name: 'Coat' },
    })
    const request = new Request('http://localhost/')
    expect(await runIntent(echo, { intent: 'delete-thing' }, { ownerId: 'x', request })).toBe(null)
  })

  test('an unknown or missing intent is one 400 with one message, after the guard', async () => {
    const stylist = await createSignedInUser()
    const unknown = { status: 400, body: { formError: UNKNOWN_INTENT } }
    const forms: Record<string, string>[] = [
      { intent: 'drop-tables' },
      { intent: 'toString' },
      { name: 'x' },
    ]
    for (const form of forms) {
      expect(await answer(() => action(routeArgs('/x', { user: stylist, form })))).toEqual(unknown)
    }
    const signedOut = await answer(() => action(routeArgs('/x', { form: { intent: 'x' } })))
    expect(signedOut.status).toBe(401)
  })

  test('a route serving two maps that name the same intent fails when it is made, not later', () => {
    const guard = async ({ request }: { request: Request }) => ({ ownerId: 'x', request })
    const other: Intents = {
      'create-thing': async () => saved(),
      'delete-thing': async () => saved(),
    }
    expect(() => intentAction([echo, other], guard)).toThrow(
      'The intent "create-thing" is served twice on one route.',
    )
    expect(() =>
      intentAction([echo, { 'delete-thing': other['delete-thing']! }], guard),
    ).not.toThrow()
  })

  test('a save sent twice with the same key is applied once', async () => {
    const stylist = await createSignedInUser()
    const clients = intentAction(clientIntents, async ({ request }: { request: Request }) => ({
      ownerId: (await requireUser(request)).id,
      request,
    }))
    const form = { intent: 'create-client', name: 'Margot', [ONCE_FIELD]: 'k'.repeat(24) }
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await answer(() => clients(routeArgs('/x', { user: stylist, form })))).body).toEqual({
        ok: true,
      })
    }
    expect(await listClients(stylist.id)).toHaveLength(1)
  })

  test('a save that opens what it made, sent twice with the same key, makes it once and opens it again', async () => {
    const stylist = await createSignedInUser()
    let made = 0
    const intents: Intents = {
      'create-thing': async () => redirect(`/dashboard/things/${++made}`),
    }
    const things = intentAction(intents, async ({ request }: { request: Request }) => ({
      ownerId: (await requireUser(request)).id,
      request,
    }))
    const form = { intent: 'create-thing', [ONCE_FIELD]: 'r'.repeat(24) }
    for (let attempt = 0; attempt < 2; attempt++) {
      const answered = await things(routeArgs('/x', { user: stylist, form }))
      expect(answered).toBeInstanceOf(Response)
      expect((answered as Response).headers.get('Location')).toBe('/dashboard/things/1')
    }
    expect(made).toBe(1)
    // Another key is another save.
    const again = await things(
      routeArgs('/x', { user: stylist, form: { ...form, [ONCE_FIELD]: 's'.repeat(24) } }),
    )
    expect((again as Response).headers.get('Location')).toBe('/dashboard/things/2')
  })

  test('another account’s row answers exactly like a missing one (404, same body)', async () => {
    const owner = await createSignedInUser('owner')
    const stranger = await createSignedInUser('stranger')
    const request = new Request('http://localhost/')
    await runIntent(
      clientIntents,
      { intent: 'create-client', name: 'Private' },
      {
        ownerId: owner.id,
        request,
      },
    )
    const [mine] = await listClients(owner.id)
    for (const intent of ['update-client', 'delete-client']) {
      const as = (id: string) =>
        answer(async () =>
          runIntent(
            { ...clientIntents, ...clientDeleteIntents(trashClient) },
            { intent, id, name: 'Taken' },
            { ownerId: stranger.id, request },
          ),
        )
      const foreign = await as(mine!.id)
      expect(foreign).toEqual(await as('no-such-client'))
      expect(foreign.status).toBe(404)
    }
    expect(await listClients(owner.id)).toEqual([mine])
  })
})
