import { describe, expect, test } from 'vitest'

import { capsule } from '~/features/capsules/tables.server'
import { item } from '~/features/items/tables.server'
import { countClientItems, listClients } from '~/features/summaries/client-summaries.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { createSignedInUser } from '../../../tests/support/users'
import { createClient, foldForSearch, getClientSizes, listClientNames } from './clients.server'

const owner = await createSignedInUser('clients-owner')
const stranger = await createSignedInUser('clients-stranger')

const zoe = await createClient(owner.id, { name: 'Zoë Müller', email: 'zoe@example.com' })
const ana = await createClient(owner.id, { name: 'ana Lima', email: 'lima@studio.test' })
const bea = await createClient(owner.id, { name: 'Béatrice Roy', sizeTops: 'S', sizeShoes: '38' })
// Ana's capsule is the latest activity of all.
const capsuleId = createId()
await db
  .insert(capsule)
  .values({ id: capsuleId, ownerId: owner.id, clientId: ana.id, name: 'Spring' })
await db
  .insert(item)
  .values({ id: createId(), ownerId: owner.id, clientId: ana.id, capsuleId, name: 'Coat' })

const names = (rows: { name: string }[]) => rows.map((row) => row.name)

describe('clients list', () => {
  test('is newest first by default, by name, or by last activity', async () => {
    expect(names(await listClients(owner.id))).toEqual(['Béatrice Roy', 'ana Lima', 'Zoë Müller'])
    expect(names(await listClients(owner.id, { sort: 'name' }))).toEqual([
      'ana Lima',
      'Béatrice Roy',
      'Zoë Müller',
    ])
    expect(names(await listClients(owner.id, { sort: 'activity' }))[0]).toBe('ana Lima')
  })

  test('by name, an accented or lower-case name sorts with its letter, and pickers follow it', async () => {
    const stylist = await createSignedInUser('clients-by-name')
    for (const name of ['Zoë Laurent', 'Émilie Roux', 'adèle Martin', 'Chloé Petit']) {
      await createClient(stylist.id, { name })
    }
    const expected = ['adèle Martin', 'Chloé Petit', 'Émilie Roux', 'Zoë Laurent']
    expect(names(await listClients(stylist.id, { sort: 'name' }))).toEqual(expected)
    expect(names(await listClientNames(stylist.id))).toEqual(expected)
  })

  test('searches names and e-mails ignoring case and accents', async () => {
    expect(foldForSearch('Zoë')).toBe('zoe')
    expect(names(await listClients(owner.id, { search: 'zoe' }))).toEqual(['Zoë Müller'])
    expect(names(await listClients(owner.id, { search: 'BEATRICE' }))).toEqual(['Béatrice Roy'])
    expect(names(await listClients(owner.id, { search: 'studio.test' }))).toEqual(['ana Lima'])
    expect(await listClients(owner.id, { search: '%' })).toEqual([])
    expect(await listClients(stranger.id, { search: 'zoe' })).toEqual([])
  })

  test('counts her capsules and items; her sizes are the owner’s only', async () => {
    const [row] = await listClients(owner.id, { search: 'ana' })
    expect(row).toMatchObject({ capsuleCount: 1 })
    expect(row!.lastActivityAt.getTime()).toBeGreaterThan(zoe.createdAt.getTime() - 1)
    expect(await countClientItems(owner.id, ana.id)).toBe(1)
    expect(await countClientItems(stranger.id, ana.id)).toBe(0)
    expect(await getClientSizes(owner.id, bea.id)).toMatchObject({ sizeTops: 'S', sizeShoes: '38' })
    expect(await getClientSizes(stranger.id, bea.id)).toBeNull()
  })
})
