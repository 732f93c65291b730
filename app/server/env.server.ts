import { z } from '~/lib/zod'

const optionalUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''))
  .optional()

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?|memory):\/\//,
      'must start with postgres://, postgresql:// or memory://',
    )
    .optional(),
  // Tests only: with DATABASE_URL=memory://, the database starts from this dump of one already
  // migrated (PGlite's dumpDataDir, made once per run by tests/setup/global-database.ts) instead
  // of creating a cluster and running every migration.
  DATABASE_SNAPSHOT: z.string().min(1).optional(),
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OWNER_EMAIL: z.email().optional(),
  // Who may create an account once the site has its owner: those she invites, or anyone.
  SIGNUP_POLICY: z.enum(['invite', 'open'], { error: 'must be invite or open' }).default('invite'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Capsule Studio <studio@localhost>'),
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  // Photos go to an S3-compatible bucket when S3_BUCKET is set, else to DATA_DIR/media.
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  // npm run backup encrypts the archive with it; npm run restore decrypts with it.
  BACKUP_PASSPHRASE: z.string().min(12, 'must be at least 12 characters').optional(),
  // Tests only: the e-mail window of the conversation (the stylist's feedback digest, the
  // client's e-mail about replies), in seconds: at most one e-mail per capsule per window.
  MAIL_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(15 * 60)
    .default(15 * 60),
  // Politeness of stock and price checks: pages asked of one shop a minute, one at a time.
  STOCK_CHECKS_PER_SHOP_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number from 1 to 60' })
    .int('must be a whole number from 1 to 60')
    .min(1, 'must be a whole number from 1 to 60')
    .max(60, 'must be a whole number from 1 to 60')
    .default(6),
  // Tests only: lets "Fill from a shop link" fetch loopback and private addresses (fixtures).
  LINK_IMPORT_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  // Tests only: when set, the journeys' fixture routes (/__test/…, app/test-fixtures) exist, for
  // requests that carry it in X-Test-Fixtures-Secret. Unset (always, in production): a 404.
  TEST_FIXTURES_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Tests only: where the Stripe library sends its API calls (a stub on this machine), instead
  // of api.stripe.com. A loopback address only, so a stylist's keys can never be sent elsewhere.
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine(
      (value) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(value).hostname),
      'must be a loopback address (127.0.0.1, localhost or [::1]): it is for tests only',
    )
    .optional(),
})

export const EnvSchema = EnvFields.superRefine((env, context) => {
  // A public site (https) never takes the tests' fixtures, whatever else is set.
  if (env.TEST_FIXTURES_SECRET && env.PUBLIC_URL?.startsWith('https://')) {
    context.addIssue({
      code: 'custom',
      path: ['TEST_FIXTURES_SECRET'],
      message: 'tests only: never set with an https PUBLIC_URL',
    })
  }
})

export type Env = z.infer<typeof EnvSchema>

/** Parses the environment; empty values count as unset. Throws a message naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = EnvSchema.safeParse(cleaned)
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  }
  return result.data
}

export const env = parseEnv(process.env)
