import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The architecture's one-way imports (docs/decisions/048-every-table-has-an-owner.md), checked
// with typescript-eslint's `no-restricted-imports` (it tells `import type` apart):
//   routes → features → app/domain → app/server, app/components, app/lib
// Each feature owns its tables (its `tables.server.ts`) and answers other features only through
// its public face: `index.server.ts` (server functions and the types they take and return) and,
// for UI a higher feature shows, `index.ts`. FEATURE_ORDER lists the features from the bottom up:
// a feature may use the public face of a feature listed before it, never of one after it, so
// features never go round in a circle. A `tables.server.ts` may import an earlier feature's
// `tables.server.ts` for a foreign key; nothing else imports another feature's tables. Routes
// compose features. app/domain holds the rules every feature obeys (app/domain/README.md): it
// imports no feature and no route. Browser code never imports `.server` code. app/server is
// infrastructure: it imports no domain module, no feature and no route. Tests, scripts and the
// bench set up data through any module and are not checked.
export const FEATURE_ORDER = [
  'studio',
  'site',
  'clients',
  'capsules',
  'activity',
  'items',
  'outfits',
  'cheat-sheets',
  'capsule-copies',
  'summaries',
  'link-import',
  'commissions',
  'conversation',
  'stock-checks',
  'feedback',
  'billing',
  'booking',
  'questionnaire',
  'closet-audit',
  'client-home',
  'inquiries',
  'newsletter',
  'auth',
  'first-run',
  'public-capsule',
  'export',
  'trash',
]
const FEATURES = readdirSync(new URL('app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const unplaced = FEATURES.filter((name) => !FEATURE_ORDER.includes(name))
if (unplaced.length > 0) {
  throw new Error(`eslint.config.js: place ${unplaced.join(', ')} in FEATURE_ORDER.`)
}

const NO_DATABASE = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'Routes go through a feature module; they never query the database.',
}
const NO_SCHEMA_INDEX = {
  group: ['~/schema.server', '**/schema.server'],
  message:
    'The schema index is for drizzle-kit, tests and scripts: app code queries its own tables and asks other features through their public faces.',
}
const NO_SERVER_CODE = {
  regex: '(^~/server/|\\.server$|\\.server\\.[jt]sx?$|^node:)',
  allowTypeImports: true,
  message: 'Components run in the browser: no `.server` code here (pass the data in as props).',
}
const NO_FEATURES = {
  regex: '^~/(features|routes)/',
  message:
    'Shared code (app/domain, app/server, app/components, app/lib) never imports a feature or a route.',
}
const NO_DOMAIN = {
  regex: '^~/domain/',
  message:
    'app/server, app/components and app/lib sit below the domain: they never import app/domain (pass the data in).',
}
const NO_SERVER = {
  regex: '^~/server/',
  message: 'app/lib is shared by the browser and the server: no server code here.',
}
const alternatives = (names) => names.join('|')
/**
 * Another feature, as `feature` may not reach it: a later feature at all, an earlier one past its
 * public face (`import type` included; `../x/` relative imports too).
 */
const otherFeature = (feature, { tables = false } = {}) => {
  const at = FEATURE_ORDER.indexOf(feature)
  const earlier = alternatives(FEATURE_ORDER.slice(0, at))
  const later = alternatives(FEATURE_ORDER.slice(at + 1))
  const face = tables ? '(index|index\\.server|tables\\.server)' : '(index|index\\.server)'
  const patterns = []
  if (later) {
    patterns.push({
      regex: `^(~/features/(${later})(/|$)|(\\.\\./)+(${later})(/|$))`,
      message: `A feature uses only features listed before it in FEATURE_ORDER (eslint.config.js); ${feature} comes before this one. Compose the two in the route, or move what both need lower.`,
    })
  }
  if (earlier) {
    patterns.push({
      regex: `^(~/features/(${earlier})/(?!${face}$)|(\\.\\./)+(${earlier})/(?!${face}$))`,
      message: tables
        ? "Another feature's tables file reaches its tables only for a foreign key; anything else goes through its public face (index.server.ts)."
        : "Another feature is reached through its public face only: its index.server.ts (or index.ts for its UI). Export what you need there; its tables stay its own.",
    })
  }
  return patterns
}
const restrict = (...patterns) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
})

export default tseslint.config(
  {
    ignores: [
      '.bench-tmp/',
      'build/',
      'data/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'simple-import-sort': simpleImportSort },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One order, fixed by `npm run lint -- --fix`: side effects, node:, packages, ~/ aliases,
      // then relative imports, each group alphabetical.
      'simple-import-sort/imports': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      ...restrict(NO_DATABASE, NO_SCHEMA_INDEX),
    },
  },
  ...FEATURES.flatMap((feature) => [
    { files: [`app/features/${feature}/**`], rules: restrict(...otherFeature(feature), NO_SCHEMA_INDEX) },
    {
      files: [`app/features/${feature}/tables.server.ts`],
      rules: restrict(...otherFeature(feature, { tables: true }), NO_SCHEMA_INDEX),
    },
    {
      files: [`app/features/${feature}/components/**`, `app/features/${feature}/index.ts`],
      rules: restrict(...otherFeature(feature), NO_SERVER_CODE, NO_SCHEMA_INDEX),
    },
  ]),
  { files: ['app/domain/**'], rules: restrict(NO_FEATURES, NO_SCHEMA_INDEX) },
  { files: ['app/server/**'], rules: restrict(NO_FEATURES, NO_DOMAIN, NO_SCHEMA_INDEX) },
  { files: ['app/components/**'], rules: restrict(NO_FEATURES, NO_DOMAIN, NO_SERVER_CODE) },
  { files: ['app/lib/**'], rules: restrict(NO_FEATURES, NO_DOMAIN, NO_SERVER) },
  {
    // One file, one concern: a module of app/ stays under 300 lines, counted as the editor shows
    // them (blank lines and comments included, as the house rule says "300 lines"). Split a file
    // that grows past it by concern. Tests are not counted; generated code (React Router's
    // `+types`, the icon sprite) lives outside app/ or is not a module.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['scripts/**', 'tests/**', 'bench/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': 'off' },
  },
)
