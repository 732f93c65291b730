import { describe, expect, test } from 'vitest'

const { createSignedInUser } = await import('../../../tests/support/users')
const { db } = await import('~/server/db.server')
const { siteSettings } = await import('~/schema.server')
const { studioNameOf } = await import('./studio-name.server')
const { ensureStudio } = await import('~/features/studio/studio.server')

describe('the name on what an account sends and makes (client e-mails, collages)', () => {
  test('the site owner’s is her brand; any other stylist’s is her own, never the owner’s', async () => {
    const owner = await createSignedInUser('owner')
    const other = await createSignedInUser('beatrice')
    expect(await studioNameOf(owner.id)).toBe('Capsule Studio')
    await db.insert(siteSettings).values({ id: 'site', content: { brandName: 'Atelier A' } })
    expect(await studioNameOf(owner.id)).toBe('Atelier A')
    expect(await studioNameOf(other.id)).toBe('beatrice')
    // Once she named her studio, that name.
    await ensureStudio(other.id, { name: 'Maison B', acceptLanguage: null })
    expect(await studioNameOf(other.id)).toBe('Maison B')
  })
})
