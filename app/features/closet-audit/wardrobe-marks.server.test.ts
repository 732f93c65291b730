import { expect, test } from 'vitest'

import { createClient } from '~/features/clients/clients.server'
import { createItem, listWardrobeItems } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'

import { createSignedInUser } from '../../../tests/support/users'
import { setDecision } from './audit-pieces.server'
import { startAudit } from './audits.server'
import { markLeaving } from './wardrobe-marks.server'

test('the wardrobe picker tags what her latest audit sends away, and lists those pieces last', async () => {
  const user = await createSignedInUser('wardrobe-marks')
  const margot = await createClient(user.id, { name: 'Margot', email: null, phone: null })
  const ids: Record<string, string> = {}
  for (const name of ['Trench', 'Striped tee', 'Red cardigan', 'Silk scarf', 'Black boots']) {
    const made = await createItem(
      user.id,
      { clientId: margot.id, capsuleId: null },
      ItemSchema.parse({ name }),
    )
    if (!made.ok) throw new Error(name)
    ids[name] = made.id
  }
  const wardrobe = await listWardrobeItems(user.id, margot.id)
  // No audit yet: nothing tagged, her order kept.
  expect((await markLeaving(user.id, margot.id, wardrobe)).map((piece) => piece.auditMark)).toEqual(
    [null, null, null, null, null],
  )

  const auditId = (await startAudit(user.id, margot.id))!
  await setDecision(user.id, margot.id, auditId, [ids['Striped tee']!], 'donate')
  await setDecision(user.id, margot.id, auditId, [ids['Silk scarf']!], 'consign')
  await setDecision(user.id, margot.id, auditId, [ids['Black boots']!], 'sell')
  await setDecision(user.id, margot.id, auditId, [ids.Trench!], 'tailor')
  const marked = await markLeaving(user.id, margot.id, wardrobe)
  expect(marked.map((piece) => [piece.name, piece.auditMark])).toEqual([
    ['Red cardigan', null],
    ['Trench', null],
    ['Black boots', 'Sell'],
    ['Silk scarf', 'Consign'],
    ['Striped tee', 'Donate'],
  ])
  // Another stylist's view of the same pieces knows nothing of her audit.
  const stranger = await createSignedInUser('wardrobe-marks-stranger')
  expect(
    (await markLeaving(stranger.id, margot.id, wardrobe)).every((piece) => !piece.auditMark),
  ).toBe(true)
})
