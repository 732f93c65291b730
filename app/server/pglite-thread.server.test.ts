import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { asc, sql } from 'drizzle-orm'
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { connectDatabase, type Database } from './open-database.server'
import { PGliteThread } from './pglite-thread.server'

const startParams = PGlite.defaultStartParams

describe('the embedded database in its own thread', () => {
  let thread: PGliteThread
  beforeAll(async () => {
    thread = new PGliteThread({ dataDir: null, startParams })
    await thread.exec(`create table piece (id int primary key, name text not null,
      added timestamptz not null default '2026-11-24T10:00:00Z')`)
  })
  afterAll(() => thread.close())

  test('answers statements with their parameters, as rows or arrays, dates as text', async () => {
    await thread.query('insert into piece (id, name) values ($1, $2), ($3, $4)', [
      1,
      'Silk blouse',
      2,
      'Wool coat',
    ])
    const objects = await thread.query('select id, name from piece order by id')
    expect(objects.rows).toEqual([
      { id: 1, name: 'Silk blouse' },
      { id: 2, name: 'Wool coat' },
    ])
    const arrays = await thread.query('select id, added from piece where id = $1', [2], {
      rowMode: 'array',
    })
    // Drizzle makes its own Date from the text PostgreSQL sends.
    expect(arrays.rows).toEqual([[2, '2026-11-24 10:00:00+00']])
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'added'])
  })

  test('a PostgreSQL error keeps its code and constraint across the thread', async () => {
    const error = await thread
      .query('insert into piece (id, name) values (1, $1)', ['Again'])
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: '23505', constraint: 'piece_pkey' })
    // …and the database goes on answering.
    expect((await thread.query('select count(*)::int as n from piece')).rows).toEqual([{ n: 2 }])
  })

  test('a transaction commits when its work resolves and rolls back when it throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into piece (id, name) values (3, $1)', ['Linen trousers'])
    })
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into piece (id, name) values (4, $1)', ['Never kept'])
        throw new Error('changed her mind')
      }),
    ).rejects.toThrow('changed her mind')
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into piece (id, name) values (5, $1)', ['Also never kept'])
        await tx.query('insert into piece (id, name) values (1, $1)', ['Duplicate'])
      }),
    ).rejects.toMatchObject({ code: '23505' })
    const ids = await thread.query<{ id: number }>('select id from piece order by id')
    expect(ids.rows.map((row) => row.id)).toEqual([1, 2, 3])
  })

  test('a statement sent again is prepared once; DDL never; the least used are closed beyond 300', async () => {
    const preparedCount = async (text: string) =>
      (
        await thread.query<{ n: number }>(
          'select count(*)::int as n from pg_prepared_statements where statement = $1',
          [text],
        )
      ).rows[0]!.n
    const text = 'select name from piece where id = $1'
    for (const id of [1, 2, 3, 1]) await thread.query(text, [id])
    expect(await preparedCount(text)).toBe(1)
    await thread.query('create table scratch (id int)')
    expect(await preparedCount('create table scratch (id int)')).toBe(0)
    for (let index = 0; index < 310; index++) await thread.query(`select ${index} as n`)
    const total = await thread.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    )
    expect(total.rows[0]!.n).toBeLessThanOrEqual(300)
    expect(await preparedCount(text)).toBe(0)
  })

  test('a statement from outside waits for an open transaction and sees only what it committed', async () => {
    let outside: Promise<unknown> | undefined
    await thread.transaction(async (tx) => {
      await tx.query('update piece set name = $1 where id = 1', ['Silk blouse, ivory'])
      outside = thread.query('select name from piece where id = 1')
      // The statement outside is held until the transaction ends.
      await tx.query('update piece set name = $1 where id = 1', ['Silk blouse, cream'])
    })
    await expect(outside).resolves.toMatchObject({ rows: [{ name: 'Silk blouse, cream' }] })
  })
})

describe('through Drizzle', () => {
  let database: Database
  beforeAll(() => {
    database = connectDatabase({ directory: null })
  })
  afterAll(() => database.close())

  test('reads timestamps as dates and nests transactions as savepoints', async () => {
    const { db } = database
    await db.execute(sql`create table note (id int primary key, at timestamptz not null)`)
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into note values (1, '2026-11-24T09:30:00Z')`)
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into note values (2, now())`)
          throw new Error('undo the inner one')
        })
        .catch(() => {})
    })
    const note = pgTable('note', {
      id: integer().primaryKey(),
      at: timestamp({ withTimezone: true }),
    })
    expect(await db.select().from(note).orderBy(asc(note.id))).toEqual([
      { id: 1, at: new Date('2026-11-24T09:30:00Z') },
    ])
  })
})

describe('a database that cannot be opened', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'capsule-thread-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('fails its statements with the reason and says the thread stopped', async () => {
    // A file where the data folder should be.
    const file = path.join(dir, 'not-a-folder')
    writeFileSync(file, 'x')
    const stops: Error[] = []
    const thread = new PGliteThread({ dataDir: file, startParams }, (error) => stops.push(error))
    await expect(thread.query('select 1')).rejects.toThrow()
    await expect(thread.ready).rejects.toThrow()
    expect(stops).toHaveLength(1)
    await expect(thread.query('select 1')).rejects.toBe(stops[0])
  })
})
