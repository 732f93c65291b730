import { describe, expect, test } from 'vitest'

import { answer, createSignedInUser, routeArgs } from '../../../tests/support/users'
import { action, loader } from './clients'

const create = (user: Awaited<ReturnType<typeof createSignedInUser>>, name: string) =>
  action(
    routeArgs('/dashboard', {
      user,
      form: { intent: 'create-client', name, email: '', phone: '' },
    }),
  )

describe('Clients page', () => {
  test('signed out, the loader and the action answer 401 (the sign-in screen)', async () => {
    expect((await answer(() => loader(routeArgs('/dashboard')))).status).toBe(401)
    const result = await answer(() =>
      action(routeArgs('/dashboard', { form: { intent: 'create-client', name: 'X' } })),
    )
    expect(result.status).toBe(401)
  })

  test('the stylist adds, edits and deletes a client; the list is newest first', async () => {
    const stylist = await createSignedInUser()
    await create(stylist, 'First')
    await create(stylist, 'Second')
    const { clients } = await loader(routeArgs('/dashboard', { user: stylist }))
    expect(clients.map((client) => client.name)).toEqual(['Second', 'First'])

    const id = clients[0]!.id
    const update = routeArgs('/dashboard', {
      user: stylist,
      form: {
        intent: 'update-client',
        id,
        name: 'Second, renamed',
        email: 'x@example.com',
        phone: '+1 555 0100',
      },
    })
    expect((await answer(() => action(update))).body).toEqual({ ok: true })
    const after = await loader(routeArgs('/dashboard', { user: stylist }))
    expect(after.clients[0]).toMatchObject({
      name: 'Second, renamed',
      email: 'x@example.com',
      phone: '+1 555 0100',
    })

    await action(routeArgs('/dashboard', { user: stylist, form: { intent: 'delete-client', id } }))
    const final = await loader(routeArgs('/dashboard', { user: stylist }))
    expect(final.clients.map((client) => client.name)).toEqual(['First'])
  })

  test('invalid input comes back as field errors, checked on the server', async () => {
    const stylist = await createSignedInUser()
    const result = await answer(() =>
      action(
        routeArgs('/dashboard', {
          user: stylist,
          form: { intent: 'create-client', name: '', email: 'nope' },
        }),
      ),
    )
    expect(result).toEqual({
      status: 400,
      body: {
        errors: { name: "Enter the client's name.", email: 'Enter a valid e-mail address.' },
      },
    })
  })

  test("another account cannot list, change or delete a stylist's clients: same answer as a missing one", async () => {
    const owner = await createSignedInUser('owner')
    const stranger = await createSignedInUser('stranger')
    await create(owner, 'Private client')
    const [client] = (await loader(routeArgs('/dashboard', { user: owner }))).clients
    const id = client!.id

    expect((await loader(routeArgs('/dashboard', { user: stranger }))).clients).toEqual([])

    for (const intent of ['update-client', 'delete-client']) {
      const foreign = await answer(() =>
        action(
          routeArgs('/dashboard', { user: stranger, form: { intent, id, name: 'Taken over' } }),
        ),
      )
      const missing = await answer(() =>
        action(
          routeArgs('/dashboard', {
            user: stranger,
            form: { intent, id: 'no-such-id', name: 'Taken over' },
          }),
        ),
      )
      expect(foreign).toEqual(missing)
      expect(foreign.status).toBe(404)
    }

    const untouched = await loader(routeArgs('/dashboard', { user: owner }))
    expect(untouched.clients).toEqual([client])
  })
})
