import { describe, expect, test } from 'vitest'

import { capsule, capsuleSend, capsuleVisit } from '~/features/capsules/tables.server'
import { createClient } from '~/features/clients/clients.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { outgoingEmail } from '~/server/tables.server'

import { createSignedInUser } from '../../../tests/support/users'
import { loadAccountExport } from './export.server'

describe('Export my data: profiles, sends and opens', () => {
  test('has the client profile, the capsules sent and how often they were opened; nothing of another account', async () => {
    const owner = await createSignedInUser('export-profile')
    const other = await createSignedInUser('export-profile-other')
    const client = await createClient(owner.id, {
      name: 'Margot',
      sizeTops: 'M',
      coloursLoved: 'Camel',
      notes: 'Hates turtlenecks',
      cameFrom: 'Inquiry: Clean Slate',
    })
    const capsuleId = createId()
    await db
      .insert(capsule)
      .values({ id: capsuleId, ownerId: owner.id, clientId: client.id, name: 'Spring' })
    await db.insert(capsuleSend).values({
      id: createId(),
      ownerId: owner.id,
      capsuleId,
      toEmail: 'margot@example.com',
      message: 'Hi Margot',
    })
    await db.insert(capsuleVisit).values({ capsuleId, ownerId: owner.id, count: 3 })
    await db.insert(outgoingEmail).values({
      id: createId(),
      ownerId: owner.id,
      kind: 'capsule',
      toEmail: 'margot@example.com',
      subject: 'Your style capsule: Spring',
    })

    const collection = async (ownerId: string, name: string) =>
      (await loadAccountExport(ownerId, (id) => `/capsule/${id}`)).collections.find(
        (entry) => entry.name === name,
      )?.rows
    expect(await collection(owner.id, 'clients')).toEqual([
      expect.objectContaining({
        size_tops: 'M',
        colours_loved: 'Camel',
        notes: 'Hates turtlenecks',
        came_from: 'Inquiry: Clean Slate',
      }),
    ])
    expect(await collection(owner.id, 'capsule-sends')).toEqual([
      expect.objectContaining({
        capsule_id: capsuleId,
        capsule_name: 'Spring',
        to_email: 'margot@example.com',
        message: 'Hi Margot',
      }),
    ])
    expect(await collection(owner.id, 'capsule-opens')).toEqual([
      expect.objectContaining({ capsule_id: capsuleId, times: 3 }),
    ])
    expect(await collection(owner.id, 'emails-sent')).toEqual([
      expect.objectContaining({ kind: 'capsule', to_email: 'margot@example.com' }),
    ])
    expect(await collection(other.id, 'emails-sent')).toEqual([])
    expect(await collection(other.id, 'capsule-sends')).toEqual([])
    expect(await collection(other.id, 'capsule-opens')).toEqual([])
  })
})
