import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import tar from 'tar-stream'
import { afterAll, describe, expect, test } from 'vitest'

import {
  billingSettings,
  giftVoucher,
  invoice,
  invoicePayment,
  servicePackage,
} from '~/features/billing/tables.server'
import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { capsuleSend, capsuleVisit } from '~/features/capsules/tables.server'
import { createCheatSheet } from '~/features/cheat-sheets/cheat-sheets.server'
import { createClient } from '~/features/clients/clients.server'
import { capsuleFeedbackState, message, thread } from '~/features/conversation/tables.server'
import { feedback } from '~/features/feedback/tables.server'
import { createItem } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'
import { addOutfitItem, createOutfit } from '~/features/outfits/outfits.server'
import { session, verification } from '~/server/auth-tables.server'
import { createUpload } from '~/server/uploads.server'

import { createSignedInUser } from '../../../tests/support/users'
import { database, db } from '../db.server'
import { defineJob, JOBS_SCHEMA, sendJob } from '../jobs.server'
import { rowsOf } from '../open-database.server'
import { createDiskStorage, type Storage, storage } from '../storage.server'
import { readBackupArchive, readBackupManifest, writeBackupArchive } from './archive.server'
import { type DatabaseDump, dependencyOrder, exportDatabase } from './dump.server'
import {
  decryptedStream,
  encryptingStream,
  isEncryptedBackup,
  WRONG_PASSPHRASE,
} from './encryption.server'
import { BackupError } from './format.server'
import { adminSocketPath, requestDatabaseDump } from './live.server'
import { referencedPhotoFiles } from './photos.server'
import { openRestoreTarget, restoreBackup } from './restore.server'

const temporary: string[] = []
async function tempDir(): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'capsule-backup-test-'))
  temporary.push(directory)
  return directory
}
afterAll(async () => {
  await Promise.all(temporary.map((directory) => rm(directory, { recursive: true, force: true })))
})

/** A real JPEG, different for each hue. */
const jpeg = (hue: number) =>
  sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .jpeg()
    .toBuffer()

/** A stylist with a client, a capsule, two items with photos, an outfit and a cheat sheet. */
async function seedStudio() {
  const stylist = await createSignedInUser('backup')
  const client = await createClient(stylist.id, {
    name: 'Margot "Mags" Lefèvre',
    email: 'margot@example.com',
    phone: '+33 6 12 34 56 78',
    sizeTops: 'M',
    coloursLoved: 'Camel, navy',
    notes: 'Line one\nline two',
    cameFrom: 'Inquiry: Clean Slate',
  })
  const capsule = await createCapsule(
    stylist.id,
    CapsuleSchema.parse({
      clientId: client.id,
      name: 'Spring',
      passwordAction: 'set',
      password: 'secret-1',
    }),
  )
  if (!capsule.ok) throw new Error('capsule not created')
  const placement = { clientId: client.id, capsuleId: capsule.id }
  const itemIds: string[] = []
  for (const [index, name] of ['Blazer', 'Jeans'].entries()) {
    const upload = await createUpload(stylist.id, await jpeg(40 + index * 100))
    const created = await createItem(
      stylist.id,
      placement,
      ItemSchema.parse({ name, brand: 'Sézane', price: '€120', photoUpload: upload.id }),
    )
    if (!created.ok) throw new Error('item not created')
    itemIds.push(created.id)
  }
  const outfit = await createOutfit(stylist.id, capsule.id, 'Office Monday')
  if (!outfit) throw new Error('outfit not created')
  for (const itemId of itemIds) await addOutfitItem(stylist.id, outfit.id, itemId)
  const collage = await createUpload(stylist.id, await jpeg(200))
  const sheet = await createCheatSheet(stylist.id, capsule.id, {
    name: 'Week one',
    description: 'Line one\nline two',
    imageUpload: collage.id,
    imageUploadRemove: false,
    itemIds,
  })
  if (!sheet.ok) throw new Error('cheat sheet not created')
  // Sent to her and opened: their own tables.
  await db.insert(capsuleSend).values({
    id: 'send-1',
    ownerId: stylist.id,
    capsuleId: capsule.id,
    toEmail: 'margot@example.com',
    message: 'Hi Margot',
  })
  await db.insert(capsuleVisit).values({ capsuleId: capsule.id, ownerId: stylist.id, count: 2 })
  // A photo picked in a form that was never saved: pending, and backed up too.
  await createUpload(stylist.id, await jpeg(90))
  // The client's answers on her capsule page, and when the stylist last saw and was mailed.
  await db.insert(feedback).values([
    {
      id: 'answer-1',
      ownerId: stylist.id,
      capsuleId: capsule.id,
      target: `item:${itemIds[0]}`,
      itemId: itemIds[0],
      reaction: 'love',
      bought: true,
    },
    {
      id: 'answer-2',
      ownerId: stylist.id,
      capsuleId: capsule.id,
      target: `outfit:${outfit.id}`,
      outfitId: outfit.id,
      reaction: 'no',
    },
  ])
  // The conversation: a thread on the first piece, her note and the stylist's reply.
  await db.insert(thread).values({
    id: 'thread-1',
    ownerId: stylist.id,
    capsuleId: capsule.id,
    target: `item:${itemIds[0]}`,
    itemId: itemIds[0],
  })
  await db.insert(message).values([
    {
      id: 'message-1',
      ownerId: stylist.id,
      capsuleId: capsule.id,
      threadId: 'thread-1',
      author: 'client',
      body: 'Is there a petite size?',
    },
    {
      id: 'message-2',
      ownerId: stylist.id,
      capsuleId: capsule.id,
      threadId: 'thread-1',
      author: 'stylist',
      body: 'Yes, I will bring it.',
      clientMail: 'sent',
    },
  ])
  await db
    .insert(capsuleFeedbackState)
    .values({ capsuleId: capsule.id, seenAt: new Date(), mailedAt: new Date() })
  await seedBilling(stylist.id, client.id)
  return stylist
}

/** Getting paid: her settings, a package, an invoice paid in part with a gift voucher. */
async function seedBilling(ownerId: string, clientId: string) {
  await db.insert(billingSettings).values({
    ownerId,
    legalName: 'Zoë Studio GmbH',
    taxRates: [{ name: 'MWST', basisPoints: 810 }],
    nextNumber: 2,
  })
  await db.insert(servicePackage).values({
    id: 'package-1',
    ownerId,
    name: 'Clean Slate',
    priceAmount: 35_900,
    currency: 'CHF',
    included: ['A closet review'],
    depositKind: 'percent',
    depositValue: 50,
  })
  const line = {
    description: 'Clean Slate: deposit',
    quantity: 100,
    unitPrice: 17_950,
    tax: null,
    amount: 17_950,
  }
  await db.insert(invoice).values({
    id: 'invoice-1',
    ownerId,
    clientId,
    clientName: 'Margot',
    packageId: 'package-1',
    kind: 'deposit',
    status: 'partly_paid',
    token: 'token-1',
    sequence: 1,
    number: 'INV-2026-0001',
    currency: 'CHF',
    lines: [line],
    subtotal: 17_950,
    total: 17_950,
    paidAmount: 5_000,
    issuedOn: '2026-11-20',
    dueOn: '2026-12-04',
  })
  await db.insert(giftVoucher).values({
    id: 'voucher-1',
    ownerId,
    code: 'GIFT-AAAA-BBBB',
    kind: 'amount',
    amount: 5_000,
    balance: 0,
    currency: 'CHF',
  })
  await db.insert(invoicePayment).values({
    id: 'payment-1',
    ownerId,
    invoiceId: 'invoice-1',
    paidOn: '2026-11-21',
    amount: 5_000,
    method: 'voucher',
    voucherId: 'voucher-1',
  })
}

async function backupTo(file: string, dump?: DatabaseDump) {
  const snapshot = dump ?? (await exportDatabase(db, database.kind))
  const summary = await writeBackupArchive({
    dump: snapshot,
    storage,
    output: createWriteStream(file),
    appVersion: '0.1.0-test',
    authSecret: 'a-generated-secret-of-at-least-32-chars',
  })
  return { snapshot, summary }
}

async function bytesOf(store: Storage, key: string): Promise<Buffer | null> {
  const object = await store.get(key)
  if (!object) return null
  const chunks: Buffer[] = []
  for await (const chunk of object.body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const sortedRows = (dump: DatabaseDump) =>
  Object.fromEntries(dump.tables.map((table) => [table.name, [...table.rows].sort()]))

// Each test opens PGlite databases in memory and migrates them: 10 to 25 s on a 2-core machine
// beside CI's other runs, where one went past the 30 s default.
describe('Backups', { timeout: 120_000 }, () => {
  test('a backup restored into a fresh database and storage has every row and every photo byte', async () => {
    await seedStudio()
    const directory = await tempDir()
    const file = path.join(directory, 'backup.tar.gz')
    const { snapshot, summary } = await backupTo(file)

    const counts = Object.fromEntries(snapshot.tables.map((t) => [t.name, t.rows.length]))
    expect(counts).toMatchObject({ client: 1, capsule: 1, item: 2, outfit: 1, outfit_item: 2 })
    expect(counts).toMatchObject({ cheat_sheet: 1, cheat_sheet_item: 2, upload: 1, user: 1 })
    expect(counts).toMatchObject({ feedback: 2, capsule_feedback_state: 1, thread: 1, message: 2 })
    expect(counts).toMatchObject({ capsule_send: 1, capsule_visit: 1 })
    expect(counts).toMatchObject({ billing_settings: 1, service_package: 1, invoice: 1 })
    expect(counts).toMatchObject({ invoice_payment: 1, gift_voucher: 1 })
    // 4 photos (2 items, the cheat sheet image, the pending upload), 3 files each (900 px wide:
    // large, 320 and 640).
    const photoFiles = referencedPhotoFiles(snapshot)
    expect(photoFiles).toHaveLength(12)
    expect(summary).toMatchObject({ photoFiles: 12, missingPhotoFiles: [] })
    // Parents come before children, so rows can be inserted in this order.
    const order = snapshot.tables.map((table) => table.name)
    expect(order.indexOf('user')).toBeLessThan(order.indexOf('client'))
    expect(order.indexOf('client')).toBeLessThan(order.indexOf('capsule'))
    expect(order.indexOf('item')).toBeLessThan(order.indexOf('cheat_sheet_item'))

    const target = openRestoreTarget({ directory: path.join(directory, 'restored', 'db') })
    const restoredStorage = createDiskStorage(path.join(directory, 'restored', 'media'))
    try {
      const restored = await restoreBackup({
        input: createReadStream(file),
        target,
        storage: restoredStorage,
      })
      expect(restored.photoFiles).toBe(12)
      expect(restored.authSecret).toBe('a-generated-secret-of-at-least-32-chars')
      expect(restored.manifest).toMatchObject({ appVersion: '0.1.0-test', authSecret: true })

      const after = await exportDatabase(target.db, 'pglite')
      expect(after.migration).toEqual(snapshot.migration)
      expect(sortedRows(after)).toEqual(sortedRows(snapshot))

      for (const key of photoFiles) {
        const original = await bytesOf(storage, key)
        expect(original, key).not.toBeNull()
        expect((await bytesOf(restoredStorage, key))?.equals(original!), key).toBe(true)
      }
    } finally {
      await target.close()
    }
  })

  test('an archive of an older schema is restored at its level, then migrated forward', async () => {
    const directory = await tempDir()
    const journal = JSON.parse(await readFile('drizzle/meta/_journal.json', 'utf8')) as {
      entries: { when: number; tag: string }[]
    }
    const first = journal.entries[0]!
    // A database made by the first migration only: build one and back it up.
    const old = openRestoreTarget({ directory: null })
    await old.migrateTo(first.when)
    await old.db.execute(
      `insert into "user" (id, name, email, email_verified) values ('u1', 'Old', 'old@example.com', true)`,
    )
    const dump = await exportDatabase(old.db, 'pglite')
    await old.close()
    expect(dump.migration).toEqual({ count: 1, last: first.when })
    expect(dump.tables.map((table) => table.name)).not.toContain('upload')

    const file = path.join(directory, 'old.tar.gz')
    await backupTo(file, dump)
    expect((await readBackupManifest(createReadStream(file))).database.migration.tag).toBe(
      first.tag,
    )

    const target = openRestoreTarget({ directory: null })
    try {
      await restoreBackup({
        input: createReadStream(file),
        target,
        storage: createDiskStorage(directory),
      })
      const after = await exportDatabase(target.db, 'pglite')
      expect(after.migration.count).toBe(journal.entries.length)
      expect(after.tables.map((table) => table.name)).toContain('upload')
      expect(after.tables.find((table) => table.name === 'user')?.rows).toHaveLength(1)
    } finally {
      await target.close()
    }
  })

  test('a database from before the feedback table was renamed keeps its feedback and its undo entries, migrated as a restore does', async () => {
    const journal = JSON.parse(await readFile('drizzle/meta/_journal.json', 'utf8')) as {
      entries: { when: number; tag: string }[]
    }
    const before = journal.entries.find((entry) => entry.tag === '0009_saved_redirect')!
    // A restore creates the schema at the backup's level, inserts its rows, then migrates.
    const target = openRestoreTarget({ directory: null })
    try {
      await target.migrateTo(before.when)
      for (const statement of [
        `insert into "user" (id, name, email, email_verified) values ('u1', 'Old', 'old@example.com', true)`,
        `insert into client (id, owner_id, name) values ('c1', 'u1', 'Margot')`,
        `insert into capsule (id, owner_id, client_id, name) values ('k1', 'u1', 'c1', 'Spring')`,
        `insert into item (id, owner_id, client_id, capsule_id, name) values ('i1', 'u1', 'c1', 'k1', 'Blazer')`,
        `insert into capsule_answer (id, owner_id, capsule_id, target, item_id, reaction)
           values ('a1', 'u1', 'k1', 'item:i1', 'i1', 'love')`,
        `insert into trash (id, owner_id, rows, photos)
           values ('t1', 'u1', '{"capsule_answer": [{"id": "a2"}], "item": []}', '[]')`,
      ]) {
        await target.db.execute(statement)
      }
      await target.migrateAll()
      const after = await exportDatabase(target.db, 'pglite')
      const rows = (name: string) =>
        after.tables.find((table) => table.name === name)?.rows.map((row) => JSON.parse(row))
      expect(rows('capsule_answer')).toBeUndefined()
      expect(rows('feedback')).toMatchObject([{ id: 'a1', target: 'item:i1', reaction: 'love' }])
      expect(rows('trash')).toMatchObject([
        { id: 't1', rows: { feedback: [{ id: 'a2' }], item: [] } },
      ])
    } finally {
      await target.close()
    }
  }, 60_000)

  test("the job queue's state is left out: only the app's own tables are backed up", async () => {
    const later = defineJob({ name: 'later', title: 'Later', scope: 'app', run: async () => 0 })
    await sendJob(later, {}, { delaySeconds: 3600 })
    const queueTables = await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = ${JOBS_SCHEMA}`,
    )
    expect(queueTables.map((table) => table.name)).toContain('job')
    const snapshot = await exportDatabase(db, database.kind)
    const names = snapshot.tables.map((table) => table.name)
    expect(names).toContain('client')
    expect(names.filter((name) => queueTables.some((table) => table.name === name))).toEqual([])
  })

  test('a restore refuses a database that is not empty, and leaves it untouched', async () => {
    const directory = await tempDir()
    const file = path.join(directory, 'backup.tar.gz')
    await backupTo(file)
    const target = openRestoreTarget({ directory: null })
    try {
      await target.migrateAll()
      await expect(
        restoreBackup({
          input: createReadStream(file),
          target,
          storage: createDiskStorage(directory),
        }),
      ).rejects.toThrow('The target database is not empty')
    } finally {
      await target.close()
    }
  })

  test('a damaged, truncated or foreign file is refused with a clear message; its photos are not kept', async () => {
    const directory = await tempDir()
    const file = path.join(directory, 'backup.tar.gz')
    await backupTo(file)
    const bytes = await readFile(file)

    const truncated = path.join(directory, 'truncated.tar.gz')
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.8)))
    const media = path.join(directory, 'media')
    const target = openRestoreTarget({ directory: null })
    try {
      await expect(
        restoreBackup({
          input: createReadStream(truncated),
          target,
          storage: createDiskStorage(media),
        }),
      ).rejects.toThrow(BackupError)
      expect(await target.isEmpty()).toBe(true)
    } finally {
      await target.close()
    }
    const leftovers = await import('node:fs/promises').then((fs) =>
      fs.readdir(media, { recursive: true }).catch(() => [] as string[]),
    )
    expect(leftovers.filter((name) => name.endsWith('.webp'))).toEqual([])

    await expect(readBackupArchive(Readable.from([Buffer.from('not a backup')]))).rejects.toThrow(
      'could not be read',
    )
  })

  test('the backup script gets its snapshot from the server listening on DATA_DIR/admin.sock, if any', async () => {
    const dataDir = await tempDir()
    expect(await requestDatabaseDump(dataDir)).toBeNull()

    const dump: DatabaseDump = { kind: 'pglite', migration: { count: 0, last: 0 }, tables: [] }
    const server = http.createServer((req, res) => {
      if (req.method === 'POST' && req.url === '/database-dump') res.end(JSON.stringify(dump))
      else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(adminSocketPath(dataDir), resolve))
    try {
      expect(await requestDatabaseDump(dataDir)).toEqual(dump)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    // A socket file left behind by a crash: nobody answers, so there is no server.
    await writeFile(adminSocketPath(dataDir), '')
    expect(await requestDatabaseDump(dataDir)).toBeNull()
  })

  test('tables are ordered parents first; a cycle is an error', () => {
    expect(
      dependencyOrder(
        ['item', 'client', 'user', 'capsule'],
        [
          ['item', 'client'],
          ['item', 'capsule'],
          ['capsule', 'client'],
          ['client', 'user'],
          ['item', 'item'],
        ],
      ),
    ).toEqual(['user', 'client', 'capsule', 'item'])
    expect(() =>
      dependencyOrder(
        ['a', 'b'],
        [
          ['a', 'b'],
          ['b', 'a'],
        ],
      ),
    ).toThrow('cycle')
  })
})

describe('Backups are secrets: no live sign-in, encrypted on request, bounded restore (issue 26)', () => {
  test('a backup leaves out live sign-ins and one-time tokens: a leaked one signs nobody in', async () => {
    const stylist = await createSignedInUser('backup-sessions')
    await db.insert(verification).values({
      id: `verification-${stylist.id}`,
      identifier: `reset-password:${stylist.id}`,
      value: stylist.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    const live = await db.select({ id: session.id }).from(session)
    expect(live.length).toBeGreaterThan(0)

    const snapshot = await exportDatabase(db, database.kind)
    const rowsOf = (name: string) => snapshot.tables.find((table) => table.name === name)?.rows
    // The tables are there (a restore recreates them), empty.
    expect(rowsOf('session')).toEqual([])
    expect(rowsOf('verification')).toEqual([])
    expect(rowsOf('user')!.length).toBeGreaterThan(0)
  })

  test('an encrypted backup reads back with its passphrase only, and tampering is caught', async () => {
    const directory = await tempDir()
    const file = path.join(directory, 'backup.tar.gz.enc')
    const passphrase = 'correct horse battery staple'
    const encrypting = await encryptingStream(passphrase)
    const written = pipeline(encrypting, createWriteStream(file))
    await writeBackupArchive({
      dump: await exportDatabase(db, database.kind),
      storage,
      output: encrypting,
      appVersion: '0.1.0-test',
      authSecret: 'a-generated-secret-of-at-least-32-chars',
    })
    await written

    const bytes = await readFile(file)
    expect(isEncryptedBackup(bytes)).toBe(true)
    // Without the passphrase it is no archive at all.
    await expect(readBackupArchive(createReadStream(file))).rejects.toBeInstanceOf(BackupError)

    const contents = await readBackupArchive(decryptedStream(createReadStream(file), passphrase))
    expect(contents.authSecret).toBe('a-generated-secret-of-at-least-32-chars')
    expect(contents.manifest.appVersion).toBe('0.1.0-test')

    await expect(
      readBackupArchive(decryptedStream(createReadStream(file), 'not the passphrase')),
    ).rejects.toThrow(WRONG_PASSPHRASE)
    const tampered = Buffer.from(bytes)
    tampered[tampered.length - 40]! ^= 0x01
    await expect(
      readBackupArchive(decryptedStream(Readable.from([tampered]), passphrase)),
    ).rejects.toBeInstanceOf(BackupError)
  })

  test('a restore refuses a file larger than it accepts as the bytes arrive, and keeps nothing', async () => {
    const pack = tar.pack()
    const chunks: Buffer[] = []
    const gzip = createGzip()
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk))
    const done = pipeline(pack, gzip)
    const manifest = {
      format: 'capsule-studio-backup',
      formatVersion: 1,
      appVersion: '0.1.0-test',
      createdAt: new Date().toISOString(),
      database: { kind: 'pglite', migration: { count: 0, last: 0, tag: null }, tables: [] },
      photos: { files: 1 },
      authSecret: false,
    }
    pack.entry({ name: 'manifest.json' }, JSON.stringify(manifest))
    // A "photo" of 300 MB (zeros: a few hundred KB compressed).
    const huge = pack.entry({
      name: 'media/aaaaaaaaaaaaaaaaaaaaaa/large.webp',
      size: 300 * 1024 * 1024,
    })
    const zeros = Buffer.alloc(1024 * 1024)
    for (let written = 0; written < 300; written++) {
      if (!huge.write(zeros))
        await new Promise<void>((resolve) => huge.once('drain', () => resolve()))
    }
    huge.end(Buffer.alloc(0))
    pack.finalize()
    await done

    const stored: string[] = []
    await expect(
      readBackupArchive(Readable.from(chunks), {
        onPhoto: async (key) => {
          stored.push(key)
        },
      }),
    ).rejects.toThrow(/larger than a restore accepts/)
    expect(stored).toEqual([])
  })
})
