// The export written as a zip, streamed: README.txt, JSON and CSV for each data set, the photos.
import type { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'

import yazl from 'yazl'

import { toCsv } from '~/lib/csv'
import type { Collection } from '~/lib/data-set'
import { logger } from '~/server/logger.server'
import { storage } from '~/server/storage.server'

import type { AccountExport } from './export.server'

/** JSON with real lists where the CSV has space-separated ids. */
function toJson(collection: Collection): string {
  const rows = collection.rows.map((row) => {
    const out: Record<string, unknown> = { ...row }
    for (const [key, lists] of Object.entries(collection.lists ?? {})) {
      out[key] = lists[String(row.id)] ?? []
    }
    return out
  })
  return `${JSON.stringify(rows, null, 2)}\n`
}

function readme(data: AccountExport): string {
  const sections = data.collections.map((collection) =>
    [
      `${collection.name}.json / ${collection.name}.csv (${collection.rows.length} ${collection.rows.length === 1 ? 'row' : 'rows'}): ${collection.description}`,
      ...collection.columns.map((column) => `    ${column.key}: ${column.about}`),
    ].join('\n'),
  )
  return [
    'Capsule Studio — your data',
    `Exported ${data.createdAt.toISOString()} (UTC).`,
    '',
    'Everything of your studio, in two forms: JSON (for programs) and CSV (opens in Excel,',
    'Numbers or Google Sheets; UTF-8). Files refer to each other by id: an item’s client_id is',
    'the id of a row of clients.csv, and so on. In the CSV files, text that begins with = + - or @',
    'starts with an apostrophe so that spreadsheets show it instead of running it as a formula.',
    '',
    ...sections.flatMap((section) => [section, '']),
    'photos/ — each item’s photo as photos/<item id>.webp, and each cheat sheet’s image as',
    '    photos/cheat-sheets/<cheat sheet id>.webp (WebP opens in every current browser and in',
    '    most photo apps). Photos were stored without their original metadata (no location).',
    '',
  ]
    .join('\r\n')
    .replaceAll(/(?<!\r)\n/g, '\r\n')
}

/**
 * The export as a zip, streamed: README.txt, `<name>.json` and `<name>.csv` for each data set,
 * then the photos one after the other, read from storage only as the download consumes them.
 * A photo missing from storage is left out (and logged). Aborting `signal` (the download went
 * away) stops reading photos.
 */
export function streamAccountExport(data: AccountExport, signal?: AbortSignal): Readable {
  const zip = new yazl.ZipFile()
  const output = zip.outputStream as Readable
  // yazl reports a bad entry on the ZipFile itself: end the download (never crash the process).
  zip.on('error', (error: Error) => {
    logger.error({ err: error }, 'An export could not be written')
    output.destroy(error)
  })
  const mtime = data.createdAt
  const text = (body: string, name: string) => zip.addBuffer(Buffer.from(body), name, { mtime })

  text(readme(data), 'README.txt')
  for (const collection of data.collections) {
    text(toJson(collection), `${collection.name}.json`)
    text(
      toCsv(
        collection.columns.map((column) => column.key),
        collection.rows,
      ),
      `${collection.name}.csv`,
    )
  }

  const stopped = new AbortController()
  output.once('close', () => stopped.abort())
  signal?.addEventListener('abort', () => stopped.abort(), { once: true })

  const addPhotos = async () => {
    for (const photo of data.photos) {
      if (stopped.signal.aborted) return
      const object = await storage.get(photo.storageKey)
      if (!object) {
        logger.warn({ key: photo.storageKey }, 'A photo was missing from storage during an export')
        continue
      }
      const body = object.body as Readable
      // WebP is already compressed: stored as is.
      zip.addReadStream(body, photo.file, { mtime, compress: false, size: object.size })
      try {
        await finished(body, { signal: stopped.signal })
      } catch (error) {
        body.destroy()
        if (stopped.signal.aborted) return
        throw error
      }
    }
  }
  addPhotos().then(
    () => {
      if (!stopped.signal.aborted) zip.end()
    },
    (error: unknown) => {
      logger.error({ err: error }, 'An export stopped while reading photos')
      output.destroy(error instanceof Error ? error : new Error(String(error)))
    },
  )
  return output
}
