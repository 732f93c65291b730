// "Seen" is something the stylist does, not something a page load does: opening the Feedback
// view (a GET) leaves the feedback new; the page's explicit POST, once it shows it, marks it seen.
import { describe, expect, test } from 'vitest'

import { capsule } from '~/features/capsules/tables.server'
import { client } from '~/features/clients/tables.server'
import { feedbackGlances } from '~/features/feedback/feedback-entries.server'
import { feedback } from '~/features/feedback/tables.server'
import { item } from '~/features/items/tables.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { answer, createSignedInUser, routeArgs } from '../../../tests/support/users'
import * as capsulePage from './capsule'

const owner = await createSignedInUser('seen-owner')
const stranger = await createSignedInUser('seen-stranger')

async function capsuleWithFeedback() {
  const clientId = createId()
  await db.insert(client).values({ id: clientId, ownerId: owner.id, name: 'Lou' })
  const id = createId()
  await db
    .insert(capsule)
    .values({ id, ownerId: owner.id, clientId, name: 'Spring', isPublished: true })
  const itemId = createId()
  await db
    .insert(item)
    .values({ id: itemId, ownerId: owner.id, clientId, capsuleId: id, name: 'Coat' })
  await db.insert(feedback).values({
    id: createId(),
    ownerId: owner.id,
    capsuleId: id,
    target: `item:${itemId}`,
    itemId,
    reaction: 'love',
  })
  return id
}

const isNew = async (capsuleId: string) =>
  ((await feedbackGlances(owner.id))[capsuleId]?.unread ?? 0) > 0

describe('feedback seen', () => {
  test('opening the Feedback view (a GET) writes nothing: the feedback stays new', async () => {
    const id = await capsuleWithFeedback()
    const path = `/dashboard/capsules/${id}?tab=feedback`
    const opened = await answer(() =>
      capsulePage.loader(routeArgs(path, { user: owner, params: { capsuleId: id } })),
    )
    expect(opened.status).toBe(200)
    expect(await isNew(id)).toBe(true)
  })

  test('the page says it showed the feedback: no longer new; another account changes nothing', async () => {
    const id = await capsuleWithFeedback()
    const post = (user = owner) =>
      answer(() =>
        capsulePage.action(
          routeArgs(`/dashboard/capsules/${id}`, {
            user,
            params: { capsuleId: id },
            form: { intent: 'mark-feedback-seen' },
          }),
        ),
      )
    expect((await post(stranger)).status).toBe(404)
    expect(await isNew(id)).toBe(true)
    expect(await post()).toEqual({ status: 200, body: { ok: true } })
    expect(await isNew(id)).toBe(false)
  })
})
