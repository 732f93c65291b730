import { type APIResponse, expect, type Page } from '@playwright/test'
import sharp from 'sharp'

// A signed-in stylist's studio made through the app's own form posts (as the screens send
// them), for journeys about what comes after: quicker than clicking it all together.

/** The answer, after checking it succeeded (its status and body in the message if not). */
export async function ok(response: Promise<APIResponse>, what: string): Promise<APIResponse> {
  const answered = await response
  expect(answered.ok(), `${what}: ${answered.status()} ${await answered.text()}`).toBe(true)
  return answered
}

/** A photo uploaded as the photo field does; returns the upload's id for a form. */
export async function uploadPhoto(page: Page, colour: string): Promise<string> {
  const buffer = await sharp({
    create: { width: 600, height: 750, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer()
  const answered = await ok(
    page.request.post('/dashboard/uploads', {
      multipart: { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer } },
    }),
    'upload',
  )
  return ((await answered.json()) as { id: string }).id
}

/** A client made with the Clients page's own form post (with her address if given); answers her id. */
export async function newClient(page: Page, name: string, email = ''): Promise<string> {
  await ok(
    page.request.post('/dashboard?index', { form: { intent: 'create-client', name, email } }),
    `client ${name}`,
  )
  await page.goto('/dashboard')
  const href = await page
    .locator('a[href^="/dashboard/clients/"]', { hasText: name })
    .first()
    .getAttribute('href')
  return href!.split('/').pop()!
}

/**
 * A published capsule of that client, made with the Capsules page's own form post (no password
 * unless one is given); answers its id.
 */
export async function newCapsule(
  page: Page,
  { clientId, name, description = '', password }: CapsuleFields,
): Promise<string> {
  await ok(
    page.request.post('/dashboard/capsules', {
      form: {
        intent: 'create-capsule',
        clientId,
        name,
        description,
        password: password ?? '',
        passwordAction: password ? 'set' : 'keep',
        isPublished: 'on',
      },
    }),
    `capsule ${name}`,
  )
  await page.goto('/dashboard/capsules')
  const href = await page
    .locator('a[href^="/dashboard/capsules/"]', { hasText: name })
    .first()
    .getAttribute('href')
  return href!.split('/').pop()!
}

type CapsuleFields = { clientId: string; name: string; description?: string; password?: string }

/** A client with a published capsule, two items with photos, one in her wardrobe, an outfit and a cheat sheet. */
export async function studioThroughTheApi(page: Page) {
  await ok(
    page.request.post('/dashboard?index', {
      form: { intent: 'create-client', name: 'Bianca Rossi', email: 'bianca@example.com' },
    }),
    'client',
  )
  await page.goto('/dashboard')
  const clientHref = await page
    .getByRole('listitem')
    .filter({ hasText: 'Bianca Rossi' })
    .locator('a[href^="/dashboard/clients/"]')
    .first()
    .getAttribute('href')
  const clientId = clientHref!.split('/').pop()!
  const capsuleId = await newCapsule(page, {
    clientId,
    name: 'Riviera Summer',
    description: 'Linen, sun and long dinners.',
  })
  for (const [name, colour] of [
    ['Linen Shirt', '#c9b79c'],
    ['Wide Trousers', '#3d4a5c'],
  ] as const) {
    await ok(
      page.request.post(`/dashboard/capsules/${capsuleId}`, {
        form: {
          intent: 'create-item',
          name,
          brand: 'Hermès',
          category: 'Tops',
          photoUpload: await uploadPhoto(page, colour),
        },
      }),
      name,
    )
  }
  await ok(
    page.request.post(`/dashboard/items?client=${clientId}`, {
      form: { intent: 'create-item', name: 'Loafers', capsuleId: '' },
    }),
    'wardrobe item',
  )
  // Created, the outfit's editor opens (a redirect, followed here).
  const outfit = await ok(
    page.request.post(`/dashboard/capsules/${capsuleId}`, {
      form: { intent: 'create-outfit', name: 'Sunset dinner' },
    }),
    'outfit',
  )
  await ok(
    page.request.post(`/dashboard/capsules/${capsuleId}`, {
      form: { intent: 'create-cheat-sheet', name: 'Week one', description: '' },
    }),
    'cheat sheet',
  )
  return { clientId, capsuleId, outfitPath: new URL(outfit.url()).pathname }
}
