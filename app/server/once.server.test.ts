// Save keys are kept a day, then forgotten by a scheduled job: a save itself never deletes.
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

import { savedRequest } from '~/server/tables.server'

import { answer, createSignedInUser, routeArgs } from '../../tests/support/users'
import { db } from './db.server'
import { intentAction, type Intents, saved } from './forms.server'
import { purgeSavedRequests } from './once.server'

const DAY = 24 * 60 * 60 * 1000
const intents: Intents = { 'create-thing': async () => saved() }
const action = intentAction(intents, async ({ request }: { request: Request }) => {
  const { requireUser } = await import('./auth.server')
  return { ownerId: (await requireUser(request)).id, request }
})

const keys = async (ownerId: string) =>
  (
    await db
      .select({ key: savedRequest.key })
      .from(savedRequest)
      .where(eq(savedRequest.ownerId, ownerId))
  )
    .map((row) => row.key)
    .sort()

describe('save keys', () => {
  test('a save writes its key and deletes nothing; the scheduled purge forgets keys over a day old', async () => {
    const stylist = await createSignedInUser('once')
    const old = 'old-key-0123456789abcdef'
    await db
      .insert(savedRequest)
      .values({ key: old, ownerId: stylist.id, createdAt: new Date(Date.now() - 2 * DAY) })
    const fresh = 'fresh-key-0123456789abcdef'
    const form = { intent: 'create-thing', _once: fresh }
    expect(await answer(() => action(routeArgs('/x', { user: stylist, form })))).toEqual({
      status: 200,
      body: { ok: true },
    })
    expect(await keys(stylist.id)).toEqual([fresh, old].sort())

    expect(await purgeSavedRequests()).toBeGreaterThanOrEqual(1)
    expect(await keys(stylist.id)).toEqual([fresh])
  })
})
