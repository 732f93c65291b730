import { type APIResponse, expect, type Page } from '@playwright/test'
import sharp from 'sharp'

import { fixture } from './fixtures'

// A signed-in stylist's studio written by the app's fixture routes (support/fixtures.ts), for
// journeys about what comes after: each row through its feature's own server function.

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

type Fields = Record<string, string | string[] | undefined>

/** A row of the signed-in stylist's studio, with its form's fields; answers its id. */
async function studioRow(page: Page, kind: string, fields: Fields): Promise<string> {
  return (await fixture<{ id: string }>(page.request, kind, fields)).id
}

/** A client of hers (with her address if given); answers her id. */
export function newClient(page: Page, name: string, email = ''): Promise<string> {
  return studioRow(page, 'clients', { name, email })
}

export type CapsuleFields = {
  clientId: string
  name: string
  description?: string
  /** No password unless one is given. */
  password?: string
  /** Published unless `false`. */
  published?: boolean
}

/** A capsule of that client; answers its id. */
export function newCapsule(
  page: Page,
  { clientId, name, description = '', password, published = true }: CapsuleFields,
): Promise<string> {
  return studioRow(page, 'capsules', {
    clientId,
    name,
    description,
    password,
    isPublished: published ? 'on' : '',
  })
}

/**
 * An item with its form's fields, in a capsule (`capsuleId`) or a client's wardrobe (`clientId`),
 * with a photo of one colour when `photoColour` is given (through the photo pipeline); its id.
 */
export function newItem(
  page: Page,
  fields: ({ capsuleId: string } | { clientId: string }) & Fields & { name: string },
): Promise<string> {
  return studioRow(page, 'items', fields)
}

/** An outfit of those items, in that order; answers its id. */
export function newOutfit(
  page: Page,
  capsuleId: string,
  name: string,
  itemIds: string[] = [],
): Promise<string> {
  return studioRow(page, 'outfits', { capsuleId, name, itemIds })
}

/** A cheat sheet of those items (without an image); answers its id. */
export function newCheatSheet(
  page: Page,
  capsuleId: string,
  name: string,
  itemIds: string[] = [],
): Promise<string> {
  return studioRow(page, 'cheat-sheets', { capsuleId, name, description: '', itemIds })
}

/** A confirmed appointment of an hour for her client, starting this minute; answers its id. */
export function newAppointment(page: Page, clientId: string, typeName: string): Promise<string> {
  return studioRow(page, 'appointments', { clientId, typeName })
}

/** A client with a published capsule, two items with photos, one in her wardrobe, an outfit and a cheat sheet. */
export async function newStudio(page: Page) {
  const clientId = await newClient(page, 'Bianca Rossi', 'bianca@example.com')
  const capsuleId = await newCapsule(page, {
    clientId,
    name: 'Riviera Summer',
    description: 'Linen, sun and long dinners.',
  })
  for (const [name, photoColour] of [
    ['Linen Shirt', '#c9b79c'],
    ['Wide Trousers', '#3d4a5c'],
  ] as const) {
    await newItem(page, { capsuleId, name, brand: 'Hermès', category: 'Tops', photoColour })
  }
  await newItem(page, { clientId, name: 'Loafers' })
  const outfitId = await newOutfit(page, capsuleId, 'Sunset dinner')
  await newCheatSheet(page, capsuleId, 'Week one')
  return { clientId, capsuleId, outfitPath: `/dashboard/capsules/${capsuleId}/outfits/${outfitId}` }
}

/** A questionnaire sent to that client (not e-mailed); answers its id. */
export function newQuestionnaire(page: Page, clientId: string): Promise<string> {
  return studioRow(page, 'questionnaires', { clientId })
}

/** An issued invoice of one line for that client (not e-mailed); answers its id. */
export function newInvoice(page: Page, clientId: string, description = 'Wardrobe edit') {
  return studioRow(page, 'invoices', { clientId, description })
}
