import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'

import { writeBackupArchive } from './backup/archive.server'
import { exportDatabase } from './backup/dump.server'
import { openRestoreTarget, restoreBackup, type RestoreTarget } from './backup/restore.server'
import { rowsOf } from './open-database.server'
import { createDiskStorage } from './storage.server'
import { readTypedPrices } from './typed-prices.server'

const temporary: string[] = []
afterAll(() =>
  Promise.all(temporary.map((directory) => rm(directory, { recursive: true, force: true }))),
)

type Journal = { entries: { when: number; tag: string }[] }
const journal = JSON.parse(await readFile('drizzle/meta/_journal.json', 'utf8')) as Journal
/** The last schema level where prices and budgets were free text only. */
const textPrices = journal.entries[journal.entries.findIndex((e) => e.tag.endsWith('_money')) - 1]!

/**
 * Three stylists' studios at the free-text level: Ines (whose studio will be in CHF), Ann (no
 * studio; her prices name euros), Tom (no studio, no currency anywhere).
 */
async function textStudios(target: RestoreTarget) {
  await target.migrateTo(textPrices.when)
  const statements = `
    insert into "user" (id, name, email, email_verified) values
      ('ines', 'Ines', 'ines@example.com', true),
      ('ann', 'Ann', 'ann@example.com', true),
      ('tom', 'Tom', 'tom@example.com', true);
    insert into client (id, owner_id, name, budget) values
      ('c-ines', 'ines', 'Zoë', '2000'),
      ('c-ann', 'ann', 'Chloé', '€500 per season'),
      ('c-tom', 'tom', 'Max', '$800');
    insert into capsule (id, owner_id, client_id, name, budget) values
      ('k-ines', 'ines', 'c-ines', 'Autumn', 'CHF 1,500'),
      ('k-ann', 'ann', 'c-ann', 'Spring', '1.200,00');
    insert into item (id, owner_id, client_id, capsule_id, name, price) values
      ('i1', 'ines', 'c-ines', 'k-ines', 'Coat', '1290'),
      ('i2', 'ines', 'c-ines', 'k-ines', 'Belt', '€165'),
      ('i3', 'ines', 'c-ines', 'k-ines', 'Flats', 'on request'),
      ('i4', 'ines', 'c-ines', 'k-ines', 'Scarf', '-20%'),
      ('i5', 'ann', 'c-ann', 'k-ann', 'Tee', '€45'),
      ('i6', 'ann', 'c-ann', 'k-ann', 'Jeans', '110'),
      ('i7', 'tom', 'c-tom', null, 'Shirt', '75.50'),
      ('i8', 'tom', 'c-tom', null, 'Cap', null)`
  for (const statement of statements.split(';')) await target.db.execute(sql.raw(statement))
}

const prices = (target: RestoreTarget) =>
  rowsOf<{ id: string; price: string | null; amount: number | null; currency: string | null }>(
    target.db,
    sql.raw(
      'select id, price, price_amount::int as amount, price_currency as currency from item order by id',
    ),
  )
const budgets = (target: RestoreTarget, table: 'client' | 'capsule') =>
  rowsOf<{ id: string; budget: string | null; amount: number | null; currency: string | null }>(
    target.db,
    sql.raw(
      `select id, budget, budget_amount::int as amount, budget_currency as currency
         from ${table} order by id`,
    ),
  )

// Each test builds two or three embedded databases and migrates them: slow on a busy machine.
describe('prices typed as text before they were amounts', { timeout: 120_000 }, () => {
  test('are read once migrated: in the currency they name, else their studio’s, else the one their owner’s prices name most, else USD', async () => {
    const target = openRestoreTarget({ directory: null })
    try {
      await textStudios(target)
      await target.migrateTo(journal.entries.find((e) => e.tag.endsWith('_money'))!.when)
      await target.db.execute(
        sql.raw(
          `insert into studio_settings (owner_id, name, currency) values ('ines', 'Atelier Ines', 'CHF')`,
        ),
      )
      await target.migrateAll()
      expect(await prices(target)).toEqual([
        { id: 'i1', price: null, amount: 129000, currency: 'CHF' },
        { id: 'i2', price: null, amount: 16500, currency: 'EUR' },
        { id: 'i3', price: 'on request', amount: null, currency: null },
        { id: 'i4', price: '-20%', amount: null, currency: null },
        { id: 'i5', price: null, amount: 4500, currency: 'EUR' },
        { id: 'i6', price: null, amount: 11000, currency: 'EUR' },
        { id: 'i7', price: null, amount: 7550, currency: 'USD' },
        { id: 'i8', price: null, amount: null, currency: null },
      ])
      expect(await budgets(target, 'capsule')).toEqual([
        { id: 'k-ann', budget: null, amount: 120000, currency: 'EUR' },
        { id: 'k-ines', budget: null, amount: 150000, currency: 'CHF' },
      ])
      expect(await budgets(target, 'client')).toEqual([
        { id: 'c-ann', budget: '€500 per season', amount: null, currency: null },
        { id: 'c-ines', budget: null, amount: 200000, currency: 'CHF' },
        { id: 'c-tom', budget: null, amount: 80000, currency: 'USD' },
      ])
      // Read once: what stays text is left as it is.
      expect(await readTypedPrices(target.db)).toBe(0)
    } finally {
      await target.close()
    }
  })

  test('in a backup made before, are read the same way when it is restored', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'capsule-typed-prices-'))
    temporary.push(directory)
    const old = openRestoreTarget({ directory: null })
    await textStudios(old)
    const dump = await exportDatabase(old.db, 'pglite')
    await old.close()
    const file = path.join(directory, 'old.tar.gz')
    const storage = createDiskStorage(directory)
    await writeBackupArchive({ dump, storage, output: createWriteStream(file), appVersion: 'old' })

    const target = openRestoreTarget({ directory: null })
    try {
      await restoreBackup({ input: createReadStream(file), target, storage })
      const restored = await prices(target)
      expect(restored.find((row) => row.id === 'i2')).toEqual({
        id: 'i2',
        price: null,
        amount: 16500,
        currency: 'EUR',
      })
      expect(restored.find((row) => row.id === 'i3')?.price).toBe('on request')
      // Tom has no studio and names no currency: USD.
      expect(restored.find((row) => row.id === 'i7')).toMatchObject({
        amount: 7550,
        currency: 'USD',
      })
    } finally {
      await target.close()
    }
  })
})
