// What the benchmark needs of the demo studio, read back from the database and written to the
// info file (bench/.demo.json): the accounts, the showcase and dashboard capsules, the counts.
// Also the details the seed prints at the end.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { and, asc, eq, ne, sql } from 'drizzle-orm'

import { capsule } from '~/features/capsules/tables.server'
import { cheatSheet } from '~/features/cheat-sheets/tables.server'
import { clientHome } from '~/features/clients/tables.server'
import { client } from '~/features/clients/tables.server'
import { item } from '~/features/items/tables.server'
import { outfit } from '~/features/outfits/tables.server'
import { database, db } from '~/server/db.server'
import { env } from '~/server/env.server'
import { createId } from '~/server/ids.server'

import { garmentPhoto } from './photos'
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  type DemoSize,
  FULL,
  planDemo,
  SHOWCASE_NAME,
  SHOWCASE_PASSWORD,
  SMALL,
} from './plan'

/** The dashboard capsule the benchmark measures: a busy but ordinary one (~30 items). */
const DASHBOARD_CAPSULE_ITEMS = 30

/** What the benchmark reads (bench/.demo.json). */
export type DemoInfo = {
  email: string
  password: string
  showcaseId: string
  showcasePassword: string
  dashboardCapsuleId: string
  dashboardClientId: string
  dashboardOutfit: { capsuleId: string; outfitId: string } | null
  /** The showcase client's home, `/c/{token}` (made the first time, then kept). */
  homePath: string
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

/**
 * The details of the seeded studio, written to `infoFile`; null when the studio is incomplete
 * (no published showcase). `fresh` carries what only the seed that just ran knows.
 */
export async function describe(
  ownerId: string,
  infoFile: string,
  fresh: { seconds: number; originals: number[] } | null,
): Promise<DemoInfo | null> {
  const [showcase] = await db
    .select({ id: capsule.id, clientId: capsule.clientId, createdAt: capsule.createdAt })
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

  const homePath = `/c/${await homeTokenOf(ownerId, showcase.clientId)}`

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
    homePath,
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

/** The client's home token, made if she has none. */
async function homeTokenOf(ownerId: string, clientId: string): Promise<string> {
  await db
    .insert(clientHome)
    .values({ clientId, ownerId, token: createId() })
    .onConflictDoNothing({ target: clientHome.clientId })
  const [row] = await db
    .select({ token: clientHome.token })
    .from(clientHome)
    .where(eq(clientHome.clientId, clientId))
  return row!.token
}

function readInfo(file: string): DemoInfo | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DemoInfo
  } catch {
    return null
  }
}

export function report(info: DemoInfo, infoFile: string): void {
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
