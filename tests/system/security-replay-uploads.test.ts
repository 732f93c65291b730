/**
 * Replay of issue 41's point 9: a phone photo over the form limit was refused through the client's
 * questionnaire link. Every route that takes a file declares its own limit in one table
 * (app/server/request-limits.server.ts); this walks the route table for the ones that do not.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, test, vi } from 'vitest'

import { form, startReplay } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
process.env.SMTP_URL = sink.url

const { app } = await import('~/app.server')
const { default: routes } = await import('~/routes')
const { bodyLimitOf, FORM_BODY_BYTES } = await import('~/server/request-limits.server')
const replay = await startReplay(app, sink, 'uploads')
const { db, schema, send, signedIn, attempt } = replay
const { createId } = await import('~/server/ids.server')

afterAll(() => replay.close())

type Entry = { file: string; path?: string; index?: boolean; children?: Entry[] }

/** Every route of app/routes.ts with its full path (`:params` kept) and its module's file. */
function routeTable(entries: Entry[], prefix = ''): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${prefix}/${entry.path}` : prefix
    return [{ path: own || '/', file: entry.file }, ...routeTable(entry.children ?? [], own)]
  })
}

const APP = path.resolve('app')
/** The app's own modules a module imports (`~/…` and `./…`), as files. */
async function importsOf(file: string): Promise<string[]> {
  const source = await readFile(file, 'utf8')
  const found: string[] = []
  for (const [, spec] of source.matchAll(/from '((?:~|\.{1,2})\/[^']+)'/g)) {
    const base = spec!.startsWith('~/')
      ? path.join(APP, spec!.slice(2))
      : path.resolve(path.dirname(file), spec!)
    for (const candidate of [`${base}.ts`, `${base}.tsx`, base]) {
      if (
        await readFile(candidate).then(
          () => true,
          () => false,
        )
      ) {
        found.push(candidate)
        break
      }
    }
  }
  return found
}

const RECEIVES_FILES = path.join(APP, 'server/upload-body.server.ts')
/** Whether the module (or one it imports, through the app's own modules) reads an uploaded file. */
async function takesFiles(file: string, seen = new Set<string>()): Promise<boolean> {
  if (seen.has(file)) return false
  seen.add(file)
  for (const imported of await importsOf(file)) {
    if (imported === RECEIVES_FILES) return true
    if (imported.endsWith('.server.ts') || imported.includes('/routes/')) {
      if (await takesFiles(imported, seen)) return true
    }
  }
  return false
}

/** A path of the route with its parameters filled in. */
const concrete = (route: string) => route.replace(/:[A-Za-z]+/g, 'x1')

describe('every upload route has its own limit (issue 41, point 9)', () => {
  test('a route that reads a file never falls back to the form limit', async () => {
    const table = routeTable(routes as Entry[])
    const uploads: string[] = []
    const unbounded: string[] = []
    for (const route of table) {
      const file = path.join(APP, route.file)
      // Files come with a POST: a route without an action (one that shows a photo) takes none.
      const module = (await import(/* @vite-ignore */ file)) as { action?: unknown }
      if (!module.action || !(await takesFiles(file))) continue
      uploads.push(route.path)
      const limit = bodyLimitOf(concrete(route.path))
      if (!attempt('upload limits', limit !== null && limit > FORM_BODY_BYTES)) {
        unbounded.push(`${route.path} (${route.file}): ${limit}`)
      }
    }
    // The walk finds them: the dashboard's photo picker and the questionnaire link's photos.
    expect(uploads).toEqual(expect.arrayContaining(['/dashboard/uploads', '/q/:token/photos']))
    expect(unbounded).toEqual([])
  })

  test('a 6 MB phone photo goes through her questionnaire link', async () => {
    const stylist = await signedIn()
    const clientId = createId()
    await db.insert(schema.client).values({ id: clientId, ownerId: stylist.id, name: 'Maya' })
    const sent = await send(`/dashboard/clients/${clientId}.data`, {
      method: 'POST',
      cookie: stylist.cookie,
      body: form({ intent: 'send-questionnaire', dueOn: '', remind: 'on' }),
    })
    expect(sent.status).toBe(200)
    const [link] = await db
      .select({ token: schema.questionnaire.token })
      .from(schema.questionnaire)
      .where(eq(schema.questionnaire.clientId, clientId))
    // Noise compresses badly: a 12 MP photo at full quality, as a phone writes one.
    const width = 2000
    const height = 1500
    const noise = Buffer.alloc(width * height * 3)
    for (let byte = 0; byte < noise.length; byte++) noise[byte] = (byte * 2654435761) >>> 24
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer()
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024)
    const body = new FormData()
    body.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0042.jpg')
    const response = await send(`/q/${link!.token}/photos?question=photo-face`, {
      method: 'POST',
      body,
    })
    expect(attempt('upload limits', response.status === 201), await response.text()).toBe(true)
  })
})
