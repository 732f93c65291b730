import { describe, expect, test } from 'vitest'

// PUBLIC_URL is read once, when the configuration module is imported: set it first, then load
// the modules under test. Nothing that reaches app code may be imported statically above.
process.env.PUBLIC_URL = 'https://studio.example.com/'

const { shareUrl } = await import('./capsules.server')
const { createSignedInUser, routeArgs } = await import('../../../tests/support/users')

describe('Share link with PUBLIC_URL configured', () => {
  test('uses PUBLIC_URL (without its trailing slash), whatever host the request came in on', () => {
    const behindProxy = new Request('http://10.0.0.5:3000/dashboard/capsules')
    expect(shareUrl(behindProxy, 'abc123')).toBe('https://studio.example.com/capsule/abc123')
  })

  test('the capsules page hands that link to Copy Link', async () => {
    const { createClient } = await import('~/features/clients/clients.server')
    const { action, loader } = await import('~/routes/dashboard/capsules')
    const stylist = await createSignedInUser()
    const client = await createClient(stylist.id, { name: 'Margot', email: null, phone: null })
    await action(
      routeArgs('/dashboard/capsules', {
        user: stylist,
        form: { intent: 'create-capsule', clientId: client.id, name: 'Spring' },
      }),
    )
    const { capsules } = await loader(routeArgs('/dashboard/capsules', { user: stylist }))
    expect(capsules.map((row) => row.shareUrl)).toEqual([
      `https://studio.example.com/capsule/${capsules[0]!.id}`,
    ])
  })
})
