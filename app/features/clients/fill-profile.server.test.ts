import { expect, test } from 'vitest'

import { createSignedInUser } from '../../../tests/support/users'
import { createClient, getClient } from './clients.server'
import { fillEmptyProfile } from './fill-profile.server'

test('her answers fill the empty fields of her profile, never one the stylist filled', async () => {
  const owner = await createSignedInUser('fill-profile')
  const maya = await createClient(owner.id, {
    name: 'Maya',
    email: null,
    phone: null,
    sizeTops: 'M',
  })
  const filled = await fillEmptyProfile(
    owner.id,
    maya.id,
    {
      sizeTops: 'UK 12',
      sizeShoes: '39',
      coloursLoved: 'Navy, camel',
      measurements: 'x'.repeat(501),
      budget: '2000',
    },
    'GBP',
  )
  expect(filled.sort()).toEqual(['budget', 'coloursLoved', 'sizeShoes'])
  expect(await getClient(owner.id, maya.id)).toMatchObject({
    sizeTops: 'M',
    sizeShoes: '39',
    coloursLoved: 'Navy, camel',
    // Longer than the field takes: left for her to copy by hand, never cut.
    measurements: null,
    budget: { amount: 200000, currency: 'GBP' },
  })
  // A second submission fills nothing she has: the budget stays as it is.
  expect(await fillEmptyProfile(owner.id, maya.id, { budget: '500' }, 'GBP')).toEqual([])

  const stranger = await createSignedInUser('fill-profile-stranger')
  expect(await fillEmptyProfile(stranger.id, maya.id, { styleWords: 'Bold' }, 'GBP')).toEqual([])
  expect((await getClient(owner.id, maya.id))?.styleWords).toBeNull()
})
