// The demo studio seed, `npm run seed:demo` (through scripts/launch.js, because it imports the
// app's own modules; with SMTP_URL emptied, so the demo address is never e-mailed). See
// `npm run seed:demo -- --help`.
//
// This file reads the options and runs the seed; studio.ts writes the planned studio (plan.ts)
// through the app's own server modules: accounts, clients, capsules with their hashed passwords,
// photo uploads through the real pipeline, items claiming them, outfits with their pieces,
// cheat sheets with their collage and pieces, inquiries. info.ts reads the studio back for the
// benchmark (bench/.demo.json) and prints how to sign in; progress.ts prints the progress.
import { eq } from 'drizzle-orm'

import { getSiteOwnerId } from '~/features/site/site-owner.server'
import { user } from '~/server/auth-tables.server'
import { database, db } from '~/server/db.server'
import { env } from '~/server/env.server'

import { describe, report } from './info'
import { DEMO_EMAIL, FULL, photoCount, planDemo, SMALL } from './plan'
import { formatDuration, Progress } from './progress'
import { PARALLELISM, seedStudio, wipe } from './studio'

export type { DemoInfo } from './info'

const USAGE = `Usage: npm run seed:demo -- [--reset] [--small] [--info-file FILE]

Fills a demo studio into the configured database (DATA_DIR, or DATABASE_URL) for the account
${DEMO_EMAIL}: ${FULL.clients} clients, ${FULL.capsules} capsules, ${FULL.items.toLocaleString('en-US')} items with photos,
outfits and cheat sheets, plus a published showcase capsule of ${FULL.showcase.items} items.

  --reset            delete the demo account and everything in it first, then seed again
  --small            a tiny studio (${SMALL.clients} clients, ${SMALL.items + SMALL.showcase.items} items) for smoke tests
  --info-file FILE   where to write the benchmark's details (default bench/.demo.json)

Running it again on a database that already holds the demo account changes nothing: it prints
the same details (and rewrites the info file).`

type Options = { reset: boolean; small: boolean; infoFile: string; help: boolean }

function parseArgs(args: string[]): Options {
  const options: Options = {
    reset: false,
    small: false,
    infoFile: 'bench/.demo.json',
    help: false,
  }
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if (arg === '--reset') options.reset = true
    else if (arg === '--small') options.small = true
    else if (arg === '--help' || arg === '-h') options.help = true
    else if (arg === '--info-file' && args[index + 1]) options.infoFile = args[++index]!
    else if (arg.startsWith('--info-file=')) options.infoFile = arg.slice('--info-file='.length)
    else throw new Error(`Unknown option ${arg}\n\n${USAGE}`)
  }
  return options
}

export async function main(args: string[]): Promise<number> {
  const options = parseArgs(args)
  if (options.help) {
    console.info(USAGE)
    return 0
  }
  const size = options.small ? SMALL : FULL
  const where =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`

  try {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_EMAIL))
    if (existing && !options.reset) {
      const info = await describe(existing.id, options.infoFile, null)
      if (info) {
        console.info(
          `The demo studio is already in ${where}: nothing to do (--reset seeds it again).`,
        )
        if (info.size !== size.name) {
          console.info(
            `Note: it is the ${info.size} demo studio; run with --reset${size.name === 'small' ? ' --small' : ''} for the ${size.name} one.`,
          )
        }
        report(info, options.infoFile)
        return 0
      }
      console.info(
        'Found a demo account whose seed did not finish: deleting it and starting again.',
      )
    }
    if (existing) await wipe(existing.id)

    const plan = planDemo(size)
    const photos = photoCount(plan)
    console.info(
      `Seeding the ${size.name} demo studio into ${where}: ${plan.clients.length} clients, ` +
        `${plan.capsules.length + 1} capsules, ${(plan.capsules.reduce((sum, c) => sum + c.items.length, 0) + plan.wardrobe.length + plan.showcase.items.length).toLocaleString('en-US')} items, ` +
        `${photos.toLocaleString('en-US')} photos (${PARALLELISM} at a time)…`,
    )
    const originals = await seedStudio(plan, new Progress(photos))
    // From the start of the process: loading the app and opening the database count too.
    const seconds = performance.now() / 1000
    const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_EMAIL))
    const info = await describe(owner!.id, options.infoFile, { seconds, originals })
    if (!info) throw new Error('The demo studio was seeded but cannot be found again.')
    console.info(
      `Seeded in ${formatDuration(seconds)} (${(photos / seconds).toFixed(1)} photos/s).`,
    )
    report(info, options.infoFile)
    if ((await getSiteOwnerId()) !== owner!.id) {
      console.info(
        'Note: another account owns the public site here (OWNER_EMAIL, or the first confirmed account).',
      )
    }
    return 0
  } finally {
    await database.close()
  }
}
