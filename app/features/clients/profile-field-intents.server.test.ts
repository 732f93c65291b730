import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router'
import { describe, expect, test } from 'vitest'

import type { FormResult } from '~/lib/form-errors'
import { runIntent } from '~/server/forms.server'

import { createSignedInUser } from '../../../tests/support/users'
import { createClient, getClient } from './clients.server'
import { profileFieldIntents } from './profile-field-intents.server'

const owner = await createSignedInUser('profile-field')
const stranger = await createSignedInUser('profile-field-stranger')
const client = await createClient(owner.id, { name: 'Maya', email: null, phone: null })

async function copy(ownerId: string, fields: Record<string, string>) {
  const result = (await runIntent(
    profileFieldIntents,
    { intent: 'update-profile-field', ...fields },
    { ownerId, clientId: client.id, request: new Request('http://localhost/') },
  )) as DataWithResponseInit<FormResult>
  return { status: result.init?.status ?? 200, body: result.data }
}

describe('one profile field set from an answer', () => {
  test('sets that field alone, within its bound; a budget is read as a price', async () => {
    expect(await copy(owner.id, { field: 'coloursLoved', value: 'Navy, camel' })).toMatchObject({
      status: 200,
    })
    expect(
      await copy(owner.id, { field: 'budget', value: '2000', budgetCurrency: 'GBP' }),
    ).toMatchObject({
      status: 200,
    })
    const saved = await getClient(owner.id, client.id)
    expect(saved).toMatchObject({
      name: 'Maya',
      coloursLoved: 'Navy, camel',
      budget: { amount: 200000, currency: 'GBP' },
    })

    expect(await copy(owner.id, { field: 'sizeTops', value: 'x'.repeat(41) })).toEqual({
      status: 400,
      body: { errors: { value: 'Use at most 40 characters.' } },
    })
    expect((await copy(owner.id, { field: 'name', value: 'Someone else' })).status).toBe(400)
    expect((await getClient(owner.id, client.id))?.name).toBe('Maya')
  })

  test('another stylist’s client answers like a missing one', async () => {
    expect(await copy(stranger.id, { field: 'styleWords', value: 'Bold' })).toEqual({
      status: 404,
      body: { formError: 'This client no longer exists.' },
    })
    expect((await getClient(owner.id, client.id))?.styleWords).toBeNull()
  })
})

describe('every answer copied at once', () => {
  const copyAll = async (ownerId: string, pairs: [string, string][]) => {
    const form = new FormData()
    form.set('intent', 'update-profile-fields')
    form.set('budgetCurrency', 'GBP')
    for (const [field, value] of pairs) {
      form.append('field', field)
      form.append('value', value)
    }
    const result = (await runIntent(profileFieldIntents, form, {
      ownerId,
      clientId: client.id,
      request: new Request('http://localhost/'),
    })) as DataWithResponseInit<FormResult>
    return { status: result.init?.status ?? 200, body: result.data }
  }

  test('sets the fields she saw, each within its bound; one out of bounds changes nothing', async () => {
    expect(
      await copyAll(owner.id, [
        ['sizeTops', 'UK 12'],
        ['styleWords', 'Relaxed'],
      ]),
    ).toMatchObject({ status: 200 })
    expect(await getClient(owner.id, client.id)).toMatchObject({
      sizeTops: 'UK 12',
      styleWords: 'Relaxed',
    })
    expect(
      await copyAll(owner.id, [
        ['sizeShoes', '40'],
        ['sizeTops', 'x'.repeat(41)],
      ]),
    ).toEqual({ status: 400, body: { formError: 'Size: tops: Use at most 40 characters.' } })
    expect((await getClient(owner.id, client.id))?.sizeShoes).toBeNull()
    expect((await copyAll(owner.id, [['name', 'Someone else']])).status).toBe(400)
    expect((await copyAll(stranger.id, [['styleWords', 'Bold']])).status).toBe(404)
  })
})
