// `node bench/batch-upload.ts [--url URL] [--email E --password P] [--photos N] [--parallel N]`
//
// Times "Add from photos" against a running server, as the browser does it: N camera-sized
// JPEGs (3000 × 4000, 12 MP; 30 by default), sent 3 at a time to POST /dashboard/uploads, each
// followed at once by the `create-item-from-upload` action and the page's data loaded again, as
// the row's fetcher does (`.data` requests: the page is not rendered as HTML). The clock runs from
// the first upload ("the drop") to the last item saved. Photos are generated before the clock.
// The items go to a throw-away client ("Bench batch upload …"), deleted at the end with its
// photos. Prints a summary and one line `BATCH_RESULT {json}`.
//
// Default account: the demo studio's (bench/.demo.json after `npm run seed:demo`).
import { existsSync, readFileSync } from 'node:fs'

import sharp from 'sharp'

import { cameraPhoto } from '../scripts/demo/photos.ts'
import { median, signIn } from './measure.ts'

function option(args: string[], name: string, fallback: string): string {
  const at = args.indexOf(name)
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback
}

function demoAccount(): { email: string; password: string } {
  if (existsSync('bench/.demo.json')) {
    const info = JSON.parse(readFileSync('bench/.demo.json', 'utf8')) as {
      email: string
      password: string
    }
    return { email: info.email, password: info.password }
  }
  return { email: 'demo@capsule.studio', password: 'demo-stylist-2026' }
}

async function post(base: string, path: string, cookie: string, body: FormData | URLSearchParams) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: base, accept: 'application/json, text/html' },
    body,
  })
}

/** Makes the throw-away client and returns its id (read from the all-items page's select). */
async function benchClient(base: string, cookie: string): Promise<{ id: string; name: string }> {
  const name = `Bench batch upload ${new Date().toISOString()}`
  const created = await post(
    base,
    '/dashboard?index',
    cookie,
    new URLSearchParams({ intent: 'create-client', name }),
  )
  if (created.status >= 400) throw new Error(`Could not create the bench client: ${created.status}`)
  const page = await (await fetch(`${base}/dashboard/items`, { headers: { cookie } })).text()
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const id = new RegExp(`<option value="([^"]+)">${escaped}</option>`).exec(page)?.[1]
  if (!id) throw new Error('Could not find the bench client')
  return { id, name }
}

/** What one batch gave (`BATCH_RESULT`, and the bench's `batch`). */
export type BatchResult = {
  photos: number
  parallel: number
  inputMegabytes: number
  totalSeconds: number
  medianSecondsPerPhoto: number
  itemsCreated: number
  failures: string[]
}

/** The camera-sized photos of a batch: portrait, as phones shoot garments. */
export async function batchPhotos(count: number): Promise<Buffer[]> {
  const photos: Buffer[] = []
  for (let index = 0; index < count; index++) {
    const landscape = await cameraPhoto(index + 1)
    photos.push(await sharp(landscape).rotate(90).jpeg({ quality: 92 }).toBuffer())
  }
  return photos
}

/**
 * "Add from photos" of `photos` for the signed-in stylist of `cookie`, `parallel` at a time, into
 * a throw-away client deleted afterwards. The clock runs from the first upload to the last item.
 */
export async function runBatch(
  base: string,
  cookie: string,
  photos: Buffer[],
  parallel: number,
): Promise<BatchResult> {
  const megabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / 1024 / 1024
  const client = await benchClient(base, cookie)
  // The all-items page's data, as its fetchers ask for it (React Router's single fetch).
  const itemsData = `/dashboard/items.data?client=${encodeURIComponent(client.id)}`

  const perPhoto: number[] = []
  const failures: string[] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < photos.length) {
      const index = next++
      const photoStarted = performance.now()
      const form = new FormData()
      form.append(
        'photo',
        new Blob([new Uint8Array(photos[index]!)], { type: 'image/jpeg' }),
        `IMG_${index}.jpg`,
      )
      const upload = await post(base, '/dashboard/uploads', cookie, form)
      if (upload.status !== 201) {
        failures.push(`photo ${index}: upload ${upload.status} ${await upload.text()}`)
        continue
      }
      const { id } = (await upload.json()) as { id: string }
      const item = await post(
        base,
        itemsData,
        cookie,
        new URLSearchParams({
          intent: 'create-item-from-upload',
          uploadId: id,
          name: `Img ${index}`,
        }),
      )
      await item.arrayBuffer()
      // After a fetcher's action, React Router loads the page's data again.
      const reloaded = await fetch(`${base}${itemsData}`, { headers: { cookie } })
      await reloaded.arrayBuffer()
      if (item.status >= 400) failures.push(`photo ${index}: item ${item.status}`)
      else if (reloaded.status >= 400) failures.push(`photo ${index}: reload ${reloaded.status}`)
      else perPhoto.push(performance.now() - photoStarted)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  const totalMs = performance.now() - started

  await post(
    base,
    '/dashboard?index',
    cookie,
    new URLSearchParams({ intent: 'delete-client', id: client.id }),
  )
  return {
    photos: photos.length,
    parallel,
    inputMegabytes: Math.round(megabytes * 10) / 10,
    totalSeconds: Math.round(totalMs / 100) / 10,
    medianSecondsPerPhoto: Math.round(median(perPhoto) / 100) / 10,
    itemsCreated: perPhoto.length,
    failures,
  }
}

export async function main(args: string[]): Promise<number> {
  const base = option(args, '--url', 'http://127.0.0.1:3000').replace(/\/$/, '')
  const account = demoAccount()
  const email = option(args, '--email', account.email)
  const password = option(args, '--password', account.password)
  const count = Number(option(args, '--photos', '30'))
  const parallel = Number(option(args, '--parallel', '3'))

  console.info(`Generating ${count} photos of 3000 × 4000…`)
  const photos = await batchPhotos(count)
  const result = await runBatch(base, await signIn(base, email, password), photos, parallel)
  console.info(
    `${result.itemsCreated} of ${count} items from ${result.inputMegabytes} MB of photos in ` +
      `${result.totalSeconds} s (${parallel} at a time; ${result.medianSecondsPerPhoto} s per photo, median)`,
  )
  for (const failure of result.failures) console.error(failure)
  console.info(`BATCH_RESULT ${JSON.stringify(result)}`)
  return result.failures.length === 0 ? 0 : 1
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2))
