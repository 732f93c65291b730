// `npm run bench [-- options]`: builds the app, starts the production server on the demo data
// and measures it. See bench/README.md, or `npm run bench -- --help`.
// Plain TypeScript that Node runs as is (type stripping).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { evaluateBudgets } from './budgets.ts'
import { log, parseArgs, ROOT, USAGE } from './cli.ts'
import { compareResults } from './compare.ts'
import { machineFacts, storedPhotoBytes } from './machine.ts'
import { renderMarkdown } from './report.ts'
import type { BenchResults } from './results.ts'
import {
  measureDatabase,
  measureInvoicePdf,
  measureMessages,
  measurePhoto,
  measureSlots,
  measureStockCheck,
  measureStripeStorm,
} from './scenarios.ts'
import { run, snapshotBuild } from './server.ts'

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  if (options.help) {
    console.info(USAGE)
    return
  }
  if (options.compare) {
    const [before, after] = options.compare.map(
      (file) => JSON.parse(readFileSync(file, 'utf8')) as BenchResults,
    ) as [BenchResults, BenchResults]
    console.info(compareResults(before, after))
    return
  }

  const startedAt = new Date()
  const machine = machineFacts()
  mkdirSync(options.outDir, { recursive: true })
  if (machine.loadAverageStart[0]! > machine.cpus * 0.25) {
    log(
      `warning: the machine is busy (load average ${machine.loadAverageStart[0]} on ${machine.cpus} cores): results will be noisy`,
    )
  }

  let buildSeconds: number | null = null
  let buildDir: string
  if (options.skipBuild) {
    if (!existsSync(path.join(ROOT, 'build/server/index.js'))) {
      throw new Error('No build/: run without --skip-build.')
    }
    buildDir = snapshotBuild()
  } else {
    for (let attempt = 1; ; attempt++) {
      log('building (npm run build)')
      const started = performance.now()
      const { code, output } = await run('npm', ['run', 'build'], { quiet: true })
      if (code !== 0) throw new Error(`npm run build failed:\n${output}`)
      buildSeconds = Math.round((performance.now() - started) / 100) / 10
      log(`built in ${buildSeconds} s`)
      try {
        buildDir = snapshotBuild()
        break
      } catch (error) {
        if (attempt === 2) throw error
        log('build/ changed while it was copied (another build running?): building again')
      }
    }
  }
  const snapshot = buildDir
  process.on('exit', () => rmSync(snapshot, { recursive: true, force: true }))

  // The photo pipeline first, while nothing else of ours runs.
  log('photo pipeline: processPhoto on a 12-megapixel JPEG')
  const photo = await measurePhoto(options)
  log(`photo: median ${photo.medianMs} ms (${photo.runsMs.join(', ')})`)
  log('invoice PDF: a 20-line invoice through renderInvoicePdf')
  const invoicePdf = await measureInvoicePdf(options)
  log(`invoice PDF: median ${invoicePdf.medianMs} ms (${invoicePdf.runsMs.join(', ')})`)
  log('booking: free slots for 60 days with 200 appointments (freeSlots)')
  const slots = await measureSlots(options)
  log(
    `booking: median ${slots.medianMs} ms (${slots.runsMs.join(', ')}); the panel's script ${slots.panelScriptGzipBytes ?? '?'} bytes gzipped`,
  )
  log(
    `stock check: 200 pieces over 10 fixture shops, ${options.quick ? '60 pages a minute per shop (--quick)' : "at the app's rate per shop (about 3¼ minutes)"}`,
  )
  const stockCheck = await measureStockCheck(options)
  log(
    `stock check: ${stockCheck.pagesRead} pages in ${(stockCheck.wallMs / 1000).toFixed(1)} s, at most ${stockCheck.mostAtOnce} at once and ${stockCheck.mostInAnyMinute} in any minute per shop`,
  )
  log('messages: 600 over 31 threads of a capsule; the reads, an earlier page and posting')
  const messages = await measureMessages(options)
  log(
    `messages: stylist's read ${messages.stylistRead.medianMs} ms, client's ${messages.clientRead.medianMs} ms, ` +
      `earlier page ${messages.earlierPage.medianMs} ms, post ${messages.clientPost.medianMs} ms / reply ${messages.replyPost.medianMs} ms (medians)`,
  )

  log('Stripe webhook storm: one event delivered 50 times at once')
  const stripeStorm = await measureStripeStorm(options)
  log(
    `Stripe webhook storm: ${stripeStorm.payments} payment, p50 ${stripeStorm.p50Ms} ms, p99 ${stripeStorm.p99Ms} ms per delivery`,
  )

  const pglite = await measureDatabase('pglite', options, true, buildDir)
  const databases = [pglite.run]
  const postgresUrl = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(postgresUrl) && !options.quick) {
    databases.push((await measureDatabase('postgres', options, false, buildDir)).run)
    // The scale-out path: two instances on the same database behind a round-robin proxy.
    databases.push((await measureDatabase('postgres', options, false, buildDir, 2)).run)
  } else if (postgresUrl && !options.quick) {
    log(`DATABASE_URL is not a postgres:// URL (${postgresUrl.split(':')[0]}): PostgreSQL skipped`)
  }

  const info = pglite.info
  const showcase = pglite.lighthouse.find((entry) => entry.name === 'showcase')
  const stored = storedPhotoBytes(path.join(options.dataDir, 'media'))
  const finishedAt = new Date()
  machine.loadAverageEnd = os.loadavg().map((value) => Math.round(value * 100) / 100)

  const partial: Omit<BenchResults, 'budgets'> = {
    schema: 1,
    quick: options.quick,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationSeconds: Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000),
    options: {
      runs: options.runs,
      loadSeconds: options.loadSeconds,
      connections: options.connections,
      responseSamples: options.samples,
      port: options.port,
      dataDir: path.relative(ROOT, options.dataDir) || options.dataDir,
    },
    machine,
    dataset: {
      size: info.size,
      counts: info.counts,
      seedSeconds: info.seedSeconds,
      showcaseItems: info.showcaseOriginalBytes.length,
      showcaseOriginalTotalBytes: info.showcaseOriginalTotalBytes,
    },
    buildSeconds,
    lighthouse: pglite.lighthouse,
    showcaseFirstView: showcase
      ? {
          totalBytes: showcase.median.totalBytes ?? 0,
          imageBytes: showcase.median.imageBytes ?? 0,
          imageRequests: showcase.median.imageRequests ?? 0,
          originalPhotosBytes: info.showcaseOriginalTotalBytes,
          ratio: (showcase.median.totalBytes ?? 0) / info.showcaseOriginalTotalBytes,
        }
      : null,
    databases,
    invoicePdf,
    slots,
    stockCheck,
    messages,
    stripeStorm,
    photo: {
      ...photo,
      averageStoredBytesPerDemoPhoto: stored?.average ?? null,
      demoPhotos: stored?.photos ?? null,
    },
  }
  const results: BenchResults = { ...partial, budgets: evaluateBudgets(partial) }
  const markdown = renderMarkdown(results)

  const name = options.quick ? 'quick' : 'latest'
  const stamp = `${startedAt.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-')}-${machine.commit?.slice(0, 7) ?? 'nocommit'}`
  writeFileSync(path.join(options.outDir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(path.join(options.outDir, `${name}.md`), markdown)
  if (!options.quick) {
    writeFileSync(
      path.join(options.outDir, `${stamp}.json`),
      `${JSON.stringify(results, null, 2)}\n`,
    )
    writeFileSync(path.join(options.outDir, `${stamp}.md`), markdown)
  }
  console.info(`\n${markdown}`)
  log(
    `results in ${path.relative(ROOT, path.join(options.outDir, `${name}.json`))} and ${name}.md (${results.durationSeconds} s)`,
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
