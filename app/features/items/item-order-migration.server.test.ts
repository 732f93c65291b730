import { readFile } from 'node:fs/promises'

import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

import { openRestoreTarget } from '~/server/backup/restore.server'
import { rowsOf } from '~/server/open-database.server'

type Journal = { entries: { when: number; tag: string }[] }
const journal = JSON.parse(await readFile('drizzle/meta/_journal.json', 'utf8')) as Journal
/** The last schema level where pieces were listed newest first, without a place of their own. */
const beforePositions =
  journal.entries[journal.entries.findIndex((e) => e.tag.endsWith('_item_position')) - 1]!

// Builds an embedded database and migrates it twice: slow on a busy machine.
describe('pieces made before her order existed', { timeout: 120_000 }, () => {
  test('keep the order she and her client saw, newest first, in each capsule', async () => {
    const target = openRestoreTarget({ directory: null })
    try {
      await target.migrateTo(beforePositions.when)
      const statements = `
        insert into "user" (id, name, email, email_verified) values
          ('ines', 'Ines', 'ines@example.com', true);
        insert into client (id, owner_id, name) values ('c1', 'ines', 'Zoë');
        insert into capsule (id, owner_id, client_id, name) values
          ('k1', 'ines', 'c1', 'Autumn'),
          ('k2', 'ines', 'c1', 'Riviera');
        insert into item (id, owner_id, client_id, capsule_id, name, created_at) values
          ('coat', 'ines', 'c1', 'k1', 'Coat', '2026-10-01T10:00:00Z'),
          ('belt', 'ines', 'c1', 'k1', 'Belt', '2026-10-03T10:00:00Z'),
          ('scarf', 'ines', 'c1', 'k1', 'Scarf', '2026-10-02T10:00:00Z'),
          ('hat', 'ines', 'c1', 'k2', 'Hat', '2026-10-01T10:00:00Z'),
          ('tee', 'ines', 'c1', 'k2', 'Tee', '2026-10-05T10:00:00Z'),
          ('jeans', 'ines', 'c1', null, 'Jeans', '2026-10-04T10:00:00Z')`
      for (const statement of statements.split(';')) await target.db.execute(sql.raw(statement))

      await target.migrateAll()

      const places = await rowsOf<{ id: string; capsule: string | null; position: number }>(
        target.db,
        sql.raw(
          'select id, capsule_id as capsule, position from item order by capsule_id, position, id',
        ),
      )
      expect(places).toEqual([
        { id: 'belt', capsule: 'k1', position: 0 },
        { id: 'scarf', capsule: 'k1', position: 1 },
        { id: 'coat', capsule: 'k1', position: 2 },
        { id: 'tee', capsule: 'k2', position: 0 },
        { id: 'hat', capsule: 'k2', position: 1 },
        // In her wardrobe: no place until it joins a capsule.
        { id: 'jeans', capsule: null, position: 0 },
      ])
    } finally {
      await target.close()
    }
  })
})
