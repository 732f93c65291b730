// The demo studio seed, `npm run seed:demo` (through scripts/launch.js, because it imports the
// app's own modules; with SMTP_URL emptied, so the demo address is never e-mailed). See `npm run seed:demo -- --help`.
//
// It writes through the app's own server modules wherever they exist (accounts, clients,
// capsules with their hashed passwords, photo uploads through the real `savePhoto` pipeline,
// items claiming those uploads), and inserts outfits, cheat sheets and inquiries directly.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { createClient } from '~/features/clients/clients.server'
import { ClientSchema } from '~/features/clients/schema'
import { createItem, type Placement } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'
import { getSiteOwnerId } from '~/features/site/site.server'
import { auth } from '~/server/auth.server'
import { database, db } from '~/server/db.server'
import { env } from '~/server/env.server'
import { createId } from '~/server/ids.server'
import {
  deletePhotoFiles,
  type PhotoFile,
  processPhoto,
  savePhoto,
  storePhotoFiles,
} from '~/server/images.server'
import {
  capsule,
  cheatSheet,
  cheatSheetItem,
  client,
  inquiry,
  item,
  outfit,
  outfitItem,
  type StoredPhoto,
  upload,
  user,
} from '~/server/schema.server'
import { collagePhoto, type GarmentSpec, garmentPhoto } from './photos'
import {
  type CapsulePlan,
  DEMO_EMAIL,
  DEMO_NAME,
  DEMO_PASSWORD,
  type DemoPlan,
  type DemoSize,
  FULL,
  type ItemPlan,
  photoCount,
  planDemo,
  SHOWCASE_NAME,
  SHOWCASE_PASSWORD,
  SMALL,
} from './plan'

/** Photos processed at once: the app's own limit, and what two cores can keep busy. */
const PARALLELISM = 2
/** The dashboard capsule the benchmark measures: a busy but ordinary one (~30 items). */
const DASHBOARD_CAPSULE_ITEMS = 30

const USAGE = `Usage: npm run seed:demo -- [--reset] [--small] [--info-file FILE]

Fills a demo studio into the configured database (DATA_DIR, or DATABASE_URL) for the account
${DEMO_EMAIL}: ${FULL.clients} clients, ${FULL.capsules} capsules, ${FULL.items.toLocaleString('en-US')} items with photos,
outfits and cheat sheets, plus a published showcase capsule of ${FULL.showcase.items} items.

  --reset            delete the demo account and everything in it first, then seed again
  --small            a tiny studio (${SMALL.clients} clients, ${SMALL.items + SMALL.showcase.items} items) for smoke tests
  --info-file FILE   where to write the benchmark's details (default bench/.demo.json)

Running it again on a database that already holds the demo account changes nothing: it prints
the same details (and rewrites the info file).`

/** What the benchmark reads (bench/.demo.json). */
export type DemoInfo = {
  email: string
  password: string
  showcaseId: string
  showcasePassword: string
  dashboardCapsuleId: string
  dashboardClientId: string
  dashboardOutfit: { capsuleId: string; outfitId: string } | null
  /** Bytes of the generated original photo of each showcase item, and their sum. */
  showcaseOriginalBytes: number[]
  showcaseOriginalTotalBytes: number
  size: DemoSize['name']
  counts: { clients: number; capsules: number; items: number; outfits: number; cheatSheets: number }
  database: 'pglite' | 'postgres'
  dataDir: string
  seededAt: string
  /** How long the seed that filled this studio took (null when not known). */
  seedSeconds: number | null
}

type Options = { reset: boolean; small: boolean; infoFile: string; help: boolean }

function parseArgs(args: string[]): Options {
  const options: Options = {
    reset: false,
    small: false,
    infoFile: 'bench/.demo.json',
    help: false,
  }
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if (arg === '--reset') options.reset = true
    else if (arg === '--small') options.small = true
    else if (arg === '--help' || arg === '-h') options.help = true
    else if (arg === '--info-file' && args[index + 1]) options.infoFile = args[++index]!
    else if (arg.startsWith('--info-file=')) options.infoFile = arg.slice('--info-file='.length)
    else throw new Error(`Unknown option ${arg}\n\n${USAGE}`)
  }
  return options
}

export async function main(args: string[]): Promise<number> {
  const options = parseArgs(args)
  if (options.help) {
    console.info(USAGE)
    return 0
  }
  const size = options.small ? SMALL : FULL
  const where =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`

  try {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_EMAIL))
    if (existing && !options.reset) {
      const info = await describe(existing.id, options.infoFile, null)
      if (info) {
        console.info(
          `The demo studio is already in ${where}: nothing to do (--reset seeds it again).`,
        )
        if (info.size !== size.name) {
          console.info(
            `Note: it is the ${info.size} demo studio; run with --reset${size.name === 'small' ? ' --small' : ''} for the ${size.name} one.`,
          )
        }
        report(info, options.infoFile)
        return 0
      }
      console.info(
        'Found a demo account whose seed did not finish: deleting it and starting again.',
      )
    }
    if (existing) await wipe(existing.id)

    const plan = planDemo(size)
    const photos = photoCount(plan)
    console.info(
      `Seeding the ${size.name} demo studio into ${where}: ${plan.clients.length} clients, ` +
        `${plan.capsules.length + 1} capsules, ${(plan.capsules.reduce((sum, c) => sum + c.items.length, 0) + plan.wardrobe.length + plan.showcase.items.length).toLocaleString('en-US')} items, ` +
        `${photos.toLocaleString('en-US')} photos (${PARALLELISM} at a time)…`,
    )
    const originals = await seed(plan, new Progress(photos))
    // From the start of the process: loading the app and opening the database count too.
    const seconds = performance.now() / 1000
    const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_EMAIL))
    const info = await describe(owner!.id, options.infoFile, { seconds, originals })
    if (!info) throw new Error('The demo studio was seeded but cannot be found again.')
    console.info(
      `Seeded in ${formatDuration(seconds)} (${(photos / seconds).toFixed(1)} photos/s).`,
    )
    report(info, options.infoFile)
    if ((await getSiteOwnerId()) !== owner!.id) {
      console.info(
        'Note: another account owns the public site here (OWNER_EMAIL, or the first confirmed account).',
      )
    }
    return 0
  } finally {
    await database.close()
  }
}

// ---------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------

/** Seeds the plan; returns the byte sizes of the showcase items' original photos. */
async function seed(plan: DemoPlan, progress: Progress): Promise<number[]> {
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

  if (plan.inquiries.length > 0) {
    await db
      .insert(inquiry)
      .values(plan.inquiries.map((entry) => ({ id: createId(), ownerId, ...entry })))
  }
  await db.update(capsule).set({ isPublished: true }).where(eq(capsule.id, showcase.id))
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
 * `createUpload` writes them) claimed by `createItem`.
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

async function seedCapsule(
  ownerId: string,
  clientIds: string[],
  entry: CapsulePlan,
  progress: Progress,
  parallelism: number,
): Promise<{ id: string; originals: Buffer[] }> {
  const clientId = clientIds[entry.client]!
  const showcase = entry.name === SHOWCASE_NAME
  const created = await createCapsule(
    ownerId,
    CapsuleSchema.parse({
      clientId,
      name: entry.name,
      description: entry.description ?? '',
      passwordAction: 'set',
      password: entry.password ?? '',
      // The showcase is published at the very end, once everything in it exists.
      isPublished: entry.published && !showcase ? 'on' : '',
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

  if (entry.outfits.length > 0) {
    const outfits = entry.outfits.map((outfitPlan, index) => ({
      id: createId(),
      ownerId,
      capsuleId,
      name: outfitPlan.name,
      description: outfitPlan.description,
      orderIndex: index,
    }))
    await db.insert(outfit).values(outfits)
    await db.insert(outfitItem).values(
      entry.outfits.flatMap((outfitPlan, index) =>
        outfitPlan.items.map((itemIndex, order) => ({
          outfitId: outfits[index]!.id,
          itemId: items[itemIndex]!.id,
          orderIndex: order,
        })),
      ),
    )
  }

  await inParallel(
    entry.cheatSheets.map((sheet) => async () => {
      const collage = await collagePhoto(
        sheet.items.map((index) => items[index]!.original),
        DEMO_NAME,
      )
      const image = await savePhoto(collage)
      const id = createId()
      await db.insert(cheatSheet).values({
        id,
        ownerId,
        capsuleId,
        name: sheet.name,
        description: sheet.description,
        image,
      })
      await db.insert(cheatSheetItem).values(
        sheet.items.map((index, order) => ({
          cheatSheetId: id,
          itemId: items[index]!.id,
          orderIndex: order,
        })),
      )
      progress.tick()
    }),
    parallelism,
  )

  return { id: capsuleId, originals: items.map((made) => made.original) }
}

/** Deletes the demo account; everything it owns goes with it, photo files included. */
async function wipe(ownerId: string): Promise<void> {
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

// ---------------------------------------------------------------------------
// What the benchmark needs, read back from the database
// ---------------------------------------------------------------------------

/**
 * The details of the seeded studio, written to `infoFile`; null when the studio is incomplete
 * (no published showcase). `fresh` carries what only the seed that just ran knows.
 */
async function describe(
  ownerId: string,
  infoFile: string,
  fresh: { seconds: number; originals: number[] } | null,
): Promise<DemoInfo | null> {
  const [showcase] = await db
    .select({ id: capsule.id, createdAt: capsule.createdAt })
    .from(capsule)
    .where(
      and(
        eq(capsule.ownerId, ownerId),
        eq(capsule.name, SHOWCASE_NAME),
        eq(capsule.isPublished, true),
      ),
    )
  if (!showcase) return null

  const count = (
    table: typeof client | typeof capsule | typeof item | typeof outfit | typeof cheatSheet,
  ) =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.ownerId, ownerId))
      .then(([row]) => row?.count ?? 0)
  const counts = {
    clients: await count(client),
    capsules: await count(capsule),
    items: await count(item),
    outfits: await count(outfit),
    cheatSheets: await count(cheatSheet),
  }
  const [{ showcaseItems } = { showcaseItems: 0 }] = await db
    .select({ showcaseItems: sql<number>`count(*)::int` })
    .from(item)
    .where(eq(item.capsuleId, showcase.id))
  const size = showcaseItems === SMALL.showcase.items ? SMALL : FULL

  // A busy but ordinary capsule: the one whose item count is nearest to ~30, with outfits.
  const candidates = await db
    .select({
      id: capsule.id,
      clientId: capsule.clientId,
      createdAt: capsule.createdAt,
      items: sql<number>`(select count(*)::int from ${item} where ${item.capsuleId} = ${capsule.id})`,
      outfits: sql<number>`(select count(*)::int from ${outfit} where ${outfit.capsuleId} = ${capsule.id})`,
    })
    .from(capsule)
    .where(and(eq(capsule.ownerId, ownerId), ne(capsule.id, showcase.id)))
    .orderBy(asc(capsule.createdAt), asc(capsule.id))
  const distance = (row: { items: number; outfits: number }) =>
    Math.abs(row.items - DASHBOARD_CAPSULE_ITEMS) + (row.outfits > 0 ? 0 : 1000)
  const dashboard = [...candidates].sort((a, b) => distance(a) - distance(b))[0] ?? {
    id: showcase.id,
    clientId: '',
    outfits: 0,
  }
  const clientId =
    dashboard.clientId ||
    (await db
      .select({ clientId: capsule.clientId })
      .from(capsule)
      .where(eq(capsule.id, showcase.id))
      .then(([row]) => row!.clientId))
  const outfitOf = async (capsuleId: string) => {
    const [row] = await db
      .select({ id: outfit.id })
      .from(outfit)
      .where(eq(outfit.capsuleId, capsuleId))
      .orderBy(asc(outfit.orderIndex), asc(outfit.id))
      .limit(1)
    return row ? { capsuleId, outfitId: row.id } : null
  }
  const dashboardOutfit = (await outfitOf(dashboard.id)) ?? (await outfitOf(showcase.id))

  const previous = readInfo(infoFile)
  const sameStudio = previous?.showcaseId === showcase.id
  let originals = fresh?.originals ?? (sameStudio ? previous.showcaseOriginalBytes : null)
  if (!originals) {
    // Not recorded where this run can see it: the photos are deterministic, so make them again.
    originals = []
    for (const entry of planDemo(size).showcase.items) {
      originals.push((await garmentPhoto(entry.photo)).length)
    }
  }

  const info: DemoInfo = {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    showcaseId: showcase.id,
    showcasePassword: SHOWCASE_PASSWORD,
    dashboardCapsuleId: dashboard.id,
    dashboardClientId: clientId,
    dashboardOutfit,
    showcaseOriginalBytes: originals,
    showcaseOriginalTotalBytes: originals.reduce((sum, bytes) => sum + bytes, 0),
    size: size.name,
    counts,
    database: database.kind,
    dataDir: path.resolve(env.DATA_DIR),
    seededAt: (sameStudio && !fresh ? previous.seededAt : null) ?? showcase.createdAt.toISOString(),
    seedSeconds: fresh ? Math.round(fresh.seconds) : sameStudio ? previous.seedSeconds : null,
  }
  mkdirSync(path.dirname(path.resolve(infoFile)), { recursive: true })
  writeFileSync(infoFile, `${JSON.stringify(info, null, 2)}\n`)
  return info
}

function readInfo(file: string): DemoInfo | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DemoInfo
  } catch {
    return null
  }
}

function report(info: DemoInfo, infoFile: string): void {
  const base = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`
  const { counts } = info
  const number = (value: number) => value.toLocaleString('en-US')
  console.info(
    [
      '',
      `Demo studio (${info.size}): ${number(counts.clients)} clients, ${number(counts.capsules)} capsules, ` +
        `${number(counts.items)} items, ${number(counts.outfits)} outfits, ${number(counts.cheatSheets)} cheat sheets.`,
      '',
      `Sign in at ${base}/dashboard`,
      `  e-mail:    ${info.email}`,
      `  password:  ${info.password}`,
      '',
      `Showcase capsule, as the client sees it: ${base}/capsule/${info.showcaseId}`,
      `  password:  ${info.showcasePassword}`,
      '',
      `Benchmark details written to ${infoFile}`,
      '',
    ].join('\n'),
  )
}

// ---------------------------------------------------------------------------
// Progress
// ---------------------------------------------------------------------------

function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`
  const minutes = Math.floor(seconds / 60)
  return `${minutes} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
}

/** Counts processed photos and prints the rate and time left now and then. */
class Progress {
  private count = 0
  private readonly started = performance.now()
  private lastPrint = 0
  private readonly total: number
  private readonly interactive = Boolean(process.stdout.isTTY)

  constructor(total: number) {
    this.total = total
  }

  tick(): void {
    this.count++
    const now = performance.now()
    if (now - this.lastPrint < (this.interactive ? 500 : 15_000) && this.count < this.total) return
    this.lastPrint = now
    const seconds = (now - this.started) / 1000
    const rate = this.count / seconds
    const left = rate > 0 ? (this.total - this.count) / rate : 0
    const line =
      `  photos ${this.count.toLocaleString('en-US')}/${this.total.toLocaleString('en-US')} ` +
      `(${Math.floor((100 * this.count) / this.total)}%) · ${rate.toFixed(1)}/s · ` +
      `${formatDuration(seconds)} elapsed · ~${formatDuration(left)} left`
    if (this.interactive) process.stdout.write(`\r${line.padEnd(100)}`)
    else console.info(line)
  }

  done(): void {
    if (this.interactive) process.stdout.write('\n')
  }
}
