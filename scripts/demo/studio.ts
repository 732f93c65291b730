// Writes a planned demo studio through the app's own server modules, as the stylist's forms
// would: her account, clients, capsules (with their hashed passwords), items claiming photo
// uploads, outfits with their pieces in order, cheat sheets claiming their collage upload, the
// site's inquiries and her Today's events (./activity.ts). Drizzle is used only where no module fits: confirming the account (as
// tests/support/users.ts does), the pending upload row of a garment photo processed once for
// many items, and deleting a previous demo account.
import { eq } from 'drizzle-orm'

import { createCapsule, updateCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { createCheatSheet } from '~/features/cheat-sheets/cheat-sheets.server'
import { CheatSheetSchema } from '~/features/cheat-sheets/schema'
import { cheatSheet } from '~/features/cheat-sheets/tables.server'
import { createClient } from '~/features/clients/clients.server'
import { ClientSchema } from '~/features/clients/schema'
import { addInquiries } from '~/features/inquiries/inquiries.server'
import { createItem, type Placement } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'
import { item } from '~/features/items/tables.server'
import { createOutfitWithItems } from '~/features/outfits/outfits.server'
import { type StoredPhoto } from '~/lib/photo-urls'
import { auth } from '~/server/auth.server'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import {
  deletePhotoFiles,
  type PhotoFile,
  processPhoto,
  storePhotoFiles,
} from '~/server/images.server'
import { upload } from '~/server/tables.server'
import { createUpload } from '~/server/uploads.server'

import { seedActivity } from './activity'
import type { GarmentSpec } from './garment-svg'
import { collagePhoto, garmentPhoto } from './photos'
import {
  type CapsulePlan,
  DEMO_EMAIL,
  DEMO_NAME,
  DEMO_PASSWORD,
  type DemoPlan,
  SHOWCASE_NAME,
} from './plan'
import type { ItemPlan } from './plan-types'
import type { Progress } from './progress'

/** Photos processed at once: the app's own limit, and what two cores can keep busy. */
export const PARALLELISM = 2

/** Seeds the plan; returns the byte sizes of the showcase items' original photos. */
export async function seedStudio(plan: DemoPlan, progress: Progress): Promise<number[]> {
  const ownerId = await createStylist()

  const clientIds: string[] = []
  for (const entry of plan.clients) {
    const created = await createClient(
      ownerId,
      ClientSchema.parse({ name: entry.name, email: entry.email, phone: entry.phone ?? undefined }),
    )
    clientIds.push(created.id)
  }

  // Capsules two at a time, each making its photos one after the other; then the wardrobes.
  const jobs: (() => Promise<unknown>)[] = [
    // (Returning nothing: the capsules' original photos must not stay in memory.)
    ...plan.capsules.map((entry) => async () => {
      await seedCapsule(ownerId, clientIds, entry, progress, 1)
    }),
    ...plan.wardrobe.map(({ client: index, item: entry }) => async () => {
      await createDemoItem(ownerId, { clientId: clientIds[index]!, capsuleId: null }, entry)
      progress.tick()
    }),
  ]
  await inParallel(jobs, PARALLELISM)

  // The showcase last: the newest capsule, published only once complete (a re-run checks that).
  const showcase = await seedCapsule(ownerId, clientIds, plan.showcase, progress, PARALLELISM)

  await addInquiries(ownerId, plan.inquiries)
  await seedActivity(ownerId, clientIds, plan.size.activity)
  const published = await updateCapsule(
    ownerId,
    showcase.id,
    capsuleInput(clientIds, plan.showcase, { published: true, password: 'keep' }),
  )
  if (!published.ok) throw new Error(`Could not publish the showcase: ${published.reason}`)
  progress.done()
  return showcase.originals.map((original) => original.length)
}

/** The demo stylist's account, confirmed (as tests/support/users.ts does). */
async function createStylist(): Promise<string> {
  // Sign-up "sends" a confirmation e-mail, printed when no SMTP server is configured: the seed
  // confirms the account itself, so that message would only confuse.
  const write = process.stdout.write
  process.stdout.write = (() => true) as typeof process.stdout.write
  let created
  try {
    created = await auth.api.signUpEmail({
      body: { email: DEMO_EMAIL, password: DEMO_PASSWORD, name: DEMO_NAME },
    })
  } finally {
    process.stdout.write = write
  }
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.user.id))
  return created.user.id
}

type ProcessedGarment = { original: Buffer; photo: StoredPhoto; files: PhotoFile[] }

/**
 * Each distinct garment photo (plan.ts gives the same garment the same photo) is generated and
 * processed once; every item that shows it gets its own copy of the processed files, under its
 * own key, so deleting one item never touches another's photo.
 */
const garments = new Map<string, Promise<ProcessedGarment>>()

function processedGarment(spec: GarmentSpec): Promise<ProcessedGarment> {
  const key = JSON.stringify(spec)
  let entry = garments.get(key)
  if (!entry) {
    entry = garmentPhoto(spec).then(async (original) => ({
      original,
      ...(await processPhoto(original)),
    }))
    garments.set(key, entry)
  }
  return entry
}

/**
 * One item as the app's upload path makes it: a pending upload (its row, then its files, as
 * `createUpload` writes them, but from the garment's photo processed once) claimed by
 * `createItem`.
 */
async function createDemoItem(
  ownerId: string,
  placement: Placement,
  entry: ItemPlan,
): Promise<{ id: string; original: Buffer }> {
  const garment = await processedGarment(entry.photo)
  const photo: StoredPhoto = { ...garment.photo, key: createId() }
  const uploadId = createId()
  await db.insert(upload).values({ id: uploadId, ownerId, photo })
  await storePhotoFiles(photo, garment.files)
  const input = ItemSchema.parse({
    name: entry.name,
    brand: entry.brand,
    category: entry.category,
    color: entry.color,
    size: entry.size,
    price: entry.price,
    link: entry.link ?? undefined,
    description: entry.description ?? undefined,
    photoUpload: uploadId,
  })
  const result = await createItem(ownerId, placement, input)
  if (!result.ok) throw new Error(`Could not create the item ${entry.name}: ${result.reason}`)
  return { id: result.id, original: garment.original }
}

/** A capsule's form as the stylist would fill it in (a password is set or kept). */
function capsuleInput(
  clientIds: string[],
  entry: CapsulePlan,
  { published, password }: { published: boolean; password: 'set' | 'keep' },
) {
  return CapsuleSchema.parse({
    clientId: clientIds[entry.client]!,
    name: entry.name,
    description: entry.description ?? '',
    passwordAction: password,
    password: entry.password ?? '',
    isPublished: published ? 'on' : '',
  })
}

async function seedCapsule(
  ownerId: string,
  clientIds: string[],
  entry: CapsulePlan,
  progress: Progress,
  parallelism: number,
): Promise<{ id: string; originals: Buffer[] }> {
  const clientId = clientIds[entry.client]!
  const created = await createCapsule(
    ownerId,
    // The showcase is published at the very end, once everything in it exists.
    capsuleInput(clientIds, entry, {
      published: entry.published && entry.name !== SHOWCASE_NAME,
      password: 'set',
    }),
  )
  if (!created.ok) throw new Error(`Could not create the capsule ${entry.name}: ${created.reason}`)
  const capsuleId = created.id

  const items = await inParallel(
    entry.items.map((itemPlan) => async () => {
      const made = await createDemoItem(ownerId, { clientId, capsuleId }, itemPlan)
      progress.tick()
      return made
    }),
    parallelism,
  )

  for (const [orderIndex, outfitPlan] of entry.outfits.entries()) {
    const outfit = await createOutfitWithItems(ownerId, capsuleId, {
      name: outfitPlan.name,
      description: outfitPlan.description,
      itemIds: outfitPlan.items.map((index) => items[index]!.id),
      orderIndex,
    })
    if (!outfit) throw new Error(`Could not create the outfit ${outfitPlan.name}`)
  }

  await inParallel(
    entry.cheatSheets.map((sheet) => async () => {
      const collage = await collagePhoto(
        sheet.items.map((index) => items[index]!.original),
        DEMO_NAME,
      )
      const image = await createUpload(ownerId, collage)
      const saved = await createCheatSheet(
        ownerId,
        capsuleId,
        CheatSheetSchema.parse({
          name: sheet.name,
          description: sheet.description ?? undefined,
          imageUpload: image.id,
          itemIds: sheet.items.map((index) => items[index]!.id),
        }),
      )
      if (!saved.ok)
        throw new Error(`Could not create the cheat sheet ${sheet.name}: ${saved.reason}`)
      progress.tick()
    }),
    parallelism,
  )

  return { id: capsuleId, originals: items.map((made) => made.original) }
}

/** Deletes the demo account; everything it owns goes with it, photo files included. */
export async function wipe(ownerId: string): Promise<void> {
  console.info('Deleting the demo account and everything in it…')
  const [items, sheets, uploads] = await Promise.all([
    db.select({ photo: item.photo }).from(item).where(eq(item.ownerId, ownerId)),
    db.select({ photo: cheatSheet.image }).from(cheatSheet).where(eq(cheatSheet.ownerId, ownerId)),
    db.select({ photo: upload.photo }).from(upload).where(eq(upload.ownerId, ownerId)),
  ])
  await db.delete(user).where(eq(user.id, ownerId))
  await deletePhotoFiles([...items, ...sheets, ...uploads].map((row) => row.photo))
}

/** Runs the tasks, at most `parallelism` at a time; results in the tasks' order. */
async function inParallel<T>(tasks: (() => Promise<T>)[], parallelism: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await tasks[index]!()
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallelism, tasks.length) }, worker))
  return results
}
