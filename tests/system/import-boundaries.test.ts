// The architecture's one-way imports (docs/decisions/048-every-table-has-an-owner.md), as lint
// holds them: each case is one import written into a file of the app, linted with the project's
// own configuration.
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** The restricted-import messages lint gives `from` importing `specifier`. */
async function refusals(from: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}'\n\nexport const used = thing\n`
  const [result] = await eslint.lintText(code, { filePath: from })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message)
}

describe('a feature reaches another only through its public face, in FEATURE_ORDER', () => {
  test('an earlier feature’s public face is open to a later one', async () => {
    expect(
      await refusals('app/features/feedback/x.server.ts', '~/features/items/index.server'),
    ).toEqual([])
    expect(
      await refusals('app/features/feedback/components/x.tsx', '~/features/conversation'),
    ).toEqual([])
  })

  test('a later feature is refused, even its public face', async () => {
    const [message] = await refusals(
      'app/features/items/x.server.ts',
      '~/features/feedback/index.server',
    )
    expect(message).toMatch(/FEATURE_ORDER/)
  })

  test('another feature’s own files and tables are refused', async () => {
    for (const inside of ['~/features/items/items.server', '~/features/items/tables.server']) {
      const [message] = await refusals('app/features/outfits/x.server.ts', inside)
      expect(message, inside).toMatch(/public face/)
    }
    const [relative] = await refusals('app/features/outfits/x.server.ts', '../items/items.server')
    expect(relative).toMatch(/public face/)
  })

  test('a tables file may name an earlier feature’s table for a foreign key, nothing more', async () => {
    expect(
      await refusals('app/features/outfits/tables.server.ts', '~/features/items/tables.server'),
    ).toEqual([])
    const [inside] = await refusals(
      'app/features/outfits/tables.server.ts',
      '~/features/items/items.server',
    )
    expect(inside).toMatch(/foreign key/)
  })
})

describe('the floors below the features', () => {
  test('the domain imports no feature, and infrastructure no domain rule', async () => {
    expect(
      await refusals('app/domain/x.server.ts', '~/features/capsules/index.server'),
    ).toHaveLength(1)
    expect(await refusals('app/server/x.server.ts', '~/domain/client-access.server')).toHaveLength(
      1,
    )
  })

  test('a route never queries the database, nor reads the schema index', async () => {
    expect(await refusals('app/routes/x.tsx', 'drizzle-orm')).toHaveLength(1)
    expect(await refusals('app/routes/x.tsx', '~/schema.server')).toHaveLength(1)
  })
})
