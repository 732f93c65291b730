import { expect, test } from 'vitest'

import { db } from '~/server/db.server'

import { answer, createSignedInUser, routeArgs } from '../../../tests/support/users'
import { action, loader } from './today'
import { loader as openLoader } from './today-entry'

const { recordActivity } = await import('~/features/activity/index.server')

const inquiry = (ownerId: string, summary: string) =>
  db.transaction((tx) =>
    recordActivity(tx, { ownerId, kind: 'inquiry', subjectId: `inq-${summary}`, summary }),
  )

const open = (user: Awaited<ReturnType<typeof createSignedInUser>> | undefined, entryId: string) =>
  answer(() => openLoader(routeArgs(`/dashboard/today/${entryId}`, { user, params: { entryId } })))

test('signed out, Today, its entries and Mark done answer 401 (the sign-in screen)', async () => {
  expect((await answer(() => loader(routeArgs('/dashboard/today')))).status).toBe(401)
  expect((await open(undefined, 'any')).status).toBe(401)
  const done = routeArgs('/dashboard/today', { form: { intent: 'mark-done', id: 'any' } })
  expect((await answer(() => action(done))).status).toBe(401)
})

test('her entry opens its place; a stranger’s entry, a missing one and bad bytes are the same 404', async () => {
  const stylist = await createSignedInUser('today-route')
  const stranger = await createSignedInUser('today-route-stranger')
  await inquiry(stylist.id, 'Zoë Hart')
  const { groups } = await loader(routeArgs('/dashboard/today', { user: stylist }))
  const [entry] = groups[0]!.entries
  expect(entry).toMatchObject({ label: 'New inquiry', summary: 'Zoë Hart', seen: false })

  const theirs = await open(stranger, entry!.id)
  const missing = await open(stranger, 'no-such-entry')
  const bad = await open(stylist, '%00<script>')
  for (const answered of [theirs, missing, bad]) {
    expect(answered).toEqual({ status: 404, body: 'Not found' })
  }
  const strangerDone = routeArgs('/dashboard/today', {
    user: stranger,
    form: { intent: 'mark-done', id: entry!.id },
  })
  expect(await answer(() => action(strangerDone))).toEqual({
    status: 404,
    body: { formError: 'This entry is already done or no longer there.' },
  })

  expect(await open(stylist, entry!.id)).toEqual({
    status: 302,
    body: `/dashboard/inquiries#inquiry-inq-Zoë Hart`,
  })
  const seen = await loader(routeArgs('/dashboard/today', { user: stylist }))
  expect(seen.groups[0]!.entries[0]!.seen).toBe(true)

  const done = routeArgs('/dashboard/today', {
    user: stylist,
    form: { intent: 'mark-done', id: entry!.id },
  })
  expect((await answer(() => action(done))).body).toEqual({ ok: true })
  expect((await loader(routeArgs('/dashboard/today', { user: stylist }))).groups).toEqual([])
})
