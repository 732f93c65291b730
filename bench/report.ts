// The readable report (latest.md): one section per kind of figure.
// Plain TypeScript that Node runs as is (type stripping).
import type { MessagesResult } from './messages.ts'
import { type BenchResults, databaseTitle, formatValue } from './results.ts'

const status = (met: boolean | null) =>
  met === null ? '— not measured' : met ? '✅ met' : '❌ not met'

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

export const PAGE_TITLES: Record<string, string> = {
  home: 'Home `/`',
  showcase: 'Showcase capsule (unlocked)',
  dashboardCapsule: 'Dashboard capsule page',
  clientHome: 'Her client’s home `/c/…` (showcase unlocked)',
}

/** Title, commit, data set and machine load. */
function summary(results: BenchResults): string[] {
  const out: string[] = []
  const { machine, dataset } = results
  out.push(
    `# Capsule Studio benchmark${results.quick ? ' (quick smoke run: not for comparisons)' : ''}`,
  )
  out.push('')
  out.push(
    `Commit \`${machine.commit?.slice(0, 12) ?? 'unknown'}\`` +
      (machine.uncommittedChanges
        ? ` with ${machine.uncommittedChanges} uncommitted changes`
        : '') +
      ` · ${results.startedAt} · ${results.durationSeconds} s · ` +
      `${machine.cpus} × ${machine.cpuModel}, ${Math.round(machine.totalMemoryBytes / 1024 ** 3)} GiB · Node ${machine.node}`,
  )
  out.push('')
  out.push(
    `Demo data: ${dataset.size} (${Object.entries(dataset.counts)
      .map(
        ([key, value]) =>
          `${value.toLocaleString('en-US')} ${key === 'cheatSheets' ? 'cheat sheets' : key}`,
      )
      .join(
        ', ',
      )}). Load averages at start ${machine.loadAverageStart.map((v) => v.toFixed(2)).join(' / ')}, ` +
      `at end ${machine.loadAverageEnd.map((v) => v.toFixed(2)).join(' / ')} (1 / 5 / 15 min).`,
  )
  if (machine.loadAverageStart[0]! > machine.cpus * 0.25) {
    out.push('')
    out.push(
      `> **Warning:** the machine was busy with other work when the benchmark started (load ${machine.loadAverageStart[0]!.toFixed(2)} on ${machine.cpus} cores): timings are pessimistic and noisy; compare only runs made under the same conditions.`,
    )
  }
  return out
}

/** Every budget with its target, measurement and status. */
function budgetsSection(results: BenchResults): string[] {
  const out: string[] = []
  const met = results.budgets.filter((budget) => budget.met === true).length
  const missed = results.budgets.filter((budget) => budget.met === false).length
  out.push('')
  out.push(
    `## Budgets: ${met} met, ${missed} not met, ${results.budgets.length - met - missed} not measured`,
  )
  out.push('')
  out.push(
    table(
      ['Area', 'Budget', 'Target', 'Measured', 'Status'],
      results.budgets.map((budget) => [
        budget.group,
        budget.label,
        budget.target,
        formatValue(budget.measured, budget.unit),
        status(budget.met),
      ]),
    ),
  )
  return out
}

/** Lighthouse medians per page, the CPU index and failing audits. */
function lighthouseSection(results: BenchResults): string[] {
  const out: string[] = []
  if (results.lighthouse.length > 0) {
    out.push('')
    out.push(
      `## Lighthouse (mobile, simulated throttling; median of ${results.options.runs} run${results.options.runs === 1 ? '' : 's'})`,
    )
    out.push('')
    out.push(
      table(
        [
          'Page',
          'Perf',
          'A11y',
          'Best pr.',
          'SEO',
          'LCP',
          'CLS',
          'TBT',
          'FCP',
          'Total bytes',
          'JS (transfer)',
          'JS (gzip)',
          'Images',
          'Requests',
        ],
        results.lighthouse.map(({ name, median, scriptGzipBytes }) => [
          PAGE_TITLES[name] ?? name,
          formatValue(median.performance, 'score'),
          formatValue(median.accessibility, 'score'),
          formatValue(median.bestPractices, 'score'),
          formatValue(median.seo, 'score'),
          formatValue(median.lcpMs, 's'),
          formatValue(median.cls, 'cls'),
          formatValue(median.tbtMs, 'ms'),
          formatValue(median.fcpMs, 's'),
          formatValue(median.totalBytes, 'kb'),
          formatValue(median.scriptBytes, 'kb'),
          formatValue(scriptGzipBytes, 'kb'),
          `${formatValue(median.imageBytes, 'kb')} (${formatValue(median.imageRequests, 'count')})`,
          formatValue(median.requests, 'count'),
        ]),
      ),
    )
    const indexes = results.lighthouse
      .map((entry) => entry.benchmarkIndex)
      .filter((value): value is number => value !== null)
    if (indexes.length > 0) {
      out.push('')
      out.push(
        `Lighthouse's CPU benchmark index during these runs: ${indexes.map((value) => Math.round(value)).join(', ')} ` +
          '(its simulated throttling assumes a fast desktop; a low or varying index means a slow or busy machine, and pessimistic TBT and LCP).',
      )
    }
    const failing = results.lighthouse.filter((entry) => entry.failedAudits.length > 0)
    if (failing.length > 0) {
      out.push('')
      out.push('Audits that cost points outside performance (in any run):')
      out.push('')
      for (const entry of failing) {
        out.push(`- ${PAGE_TITLES[entry.name] ?? entry.name}: ${entry.failedAudits.join(', ')}`)
      }
    }
  }
  return out
}

/** The showcase's first view against its original photos. */
function showcaseSection(results: BenchResults): string[] {
  const out: string[] = []
  const { dataset } = results
  if (results.showcaseFirstView) {
    const view = results.showcaseFirstView
    out.push('')
    out.push('## Showcase first view versus the original photos')
    out.push('')
    out.push(
      `The unlocked showcase capsule's first view downloads ${formatValue(view.totalBytes, 'kb')} in all, ` +
        `${formatValue(view.imageBytes, 'kb')} of it in ${view.imageRequests} images, against ` +
        `${formatValue(view.originalPhotosBytes, 'mb')} for the original photos of its ${dataset.showcaseItems} items ` +
        `(ratio ${(view.ratio * 100).toFixed(1)} %).`,
    )
  }
  return out
}

/** Load, dashboard response times and memory, per database. */
function databaseSections(results: BenchResults): string[] {
  const out: string[] = []
  for (const run of results.databases) {
    const title = databaseTitle(run)
    if (run.load.length > 0) {
      out.push('')
      out.push(
        `## Load, ${title} (autocannon, ${results.options.connections} connections, ${results.options.loadSeconds} s each)`,
      )
      out.push('')
      out.push(
        table(
          [
            'Page',
            'Requests/s',
            'p50',
            'p90',
            'p99',
            'Max',
            'Errors',
            'Timeouts',
            'Non-2xx',
            'Server RSS (max)',
          ],
          run.load.map((entry) => [
            `${PAGE_TITLES[entry.name] ?? entry.name}`,
            formatValue(entry.requestsPerSecond, 'count'),
            formatValue(entry.latencyP50Ms, 'ms'),
            formatValue(entry.latencyP90Ms, 'ms'),
            formatValue(entry.latencyP99Ms, 'ms'),
            formatValue(entry.latencyMaxMs, 'ms'),
            entry.errors,
            entry.timeouts,
            entry.non2xx,
            formatValue(entry.rssMaxBytes, 'mbytes'),
          ]),
        ),
      )
    }
    if (run.dashboard.length > 0) {
      out.push('')
      out.push(
        `## Dashboard server response times, ${title} (${results.options.responseSamples} sequential fetches each, signed in)`,
      )
      out.push('')
      out.push(
        table(
          [
            'Page',
            'Path',
            'Status',
            'Median (whole response)',
            'Median (first byte)',
            'Slowest',
            'HTML size',
          ],
          run.dashboard.map((entry) => [
            entry.name,
            `\`${entry.path.replace(/[A-Za-z0-9_-]{22}/g, '…')}\``,
            entry.status,
            formatValue(entry.medianMs, 'ms'),
            formatValue(entry.medianTtfbMs, 'ms'),
            formatValue(Math.max(...entry.totalMs), 'ms'),
            formatValue(entry.bytes, 'kb'),
          ]),
        ),
      )
    }
    out.push('')
    out.push(
      `Server memory (${title}): ${formatValue(run.idleRssBytes, 'mbytes')} idle after start and warm-up; ` +
        `${formatValue(run.loadRssMaxBytes, 'mbytes')} at most under load.`,
    )
  }
  return out
}

/** The photo pipeline's timing and stored bytes. */
function photoSection(results: BenchResults): string[] {
  const out: string[] = []
  if (results.photo) {
    const photo = results.photo
    out.push('')
    out.push('## Photo pipeline')
    out.push('')
    out.push(
      `A ${photo.width} × ${photo.height} JPEG (${formatValue(photo.inputBytes, 'mb')}) through \`processPhoto\`: ` +
        `median ${formatValue(photo.medianMs, 'ms')} over ${photo.runs} run${photo.runs === 1 ? '' : 's'} ` +
        `(${photo.runsMs.join(', ')} ms; ${photo.cpuMsPerPhoto} ms of processor time per photo). ` +
        `Stored: ${formatValue(photo.storedBytes, 'kb')} (${Object.entries(photo.files)
          .map(([name, bytes]) => `${name} ${formatValue(bytes, 'kb')}`)
          .join(', ')}).`,
    )
    if (photo.averageStoredBytesPerDemoPhoto !== null) {
      out.push('')
      out.push(
        `Demo photos (1200 × 1500 originals): ${formatValue(photo.averageStoredBytesPerDemoPhoto, 'kb')} stored per photo on average, over ${formatValue(photo.demoPhotos, 'count')} photos.`,
      )
    }
  }
  const batch = results.databases.find((run) => run.batch)?.batch
  if (batch) {
    out.push('')
    out.push(
      `Add from photos, through the running server (\`POST /dashboard/uploads\` then the item action, ` +
        `${batch.parallel} at a time as the browser sends them): ${batch.itemsCreated} of ${batch.photos} photos of 12 MP ` +
        `(${batch.inputMegabytes} MB) in **${formatValue(batch.totalSeconds * 1000, 's')}**, ` +
        `${formatValue(batch.medianSecondsPerPhoto * 1000, 's')} per photo (median, upload to item). ` +
        `Server memory: ${formatValue(batch.idleRssBytes, 'mbytes')} before, ${formatValue(batch.rssMaxBytes, 'mbytes')} at its peak.`,
    )
  }
  return out
}

/** The invoice PDF's render time and the memory its library keeps. */
function invoicePdfSection(results: BenchResults): string[] {
  const pdf = results.invoicePdf
  if (!pdf) return []
  return [
    '',
    '## Invoice PDF',
    '',
    `A ${pdf.lines}-line invoice (${pdf.pages} page${pdf.pages === 1 ? '' : 's'}, ${formatValue(pdf.bytes, 'kb')}) through \`renderInvoicePdf\`: ` +
      `median ${formatValue(pdf.medianMs, 'ms')} over ${pdf.runs} runs (${pdf.runsMs.join(', ')} ms), ` +
      `after a first render of ${formatValue(pdf.firstMs, 'ms')} that loads pdf-lib. ` +
      `Kept in memory once loaded: ${formatValue(pdf.idleRssBytes, 'mb')} resident, ${formatValue(pdf.idleHeapBytes, 'mb')} of it on the JavaScript heap.`,
  ]
}

/** The slot engine's time over her booking window, and the panel's script. */
function slotsSection(results: BenchResults): string[] {
  const slots = results.slots
  if (!slots) return []
  return [
    '',
    '## Booking',
    '',
    `Free slots for ${slots.days} days ahead with ${slots.appointments} appointments and ${slots.busyTimes} busy times from her own calendar (${slots.slots} free slots) through \`freeSlots\`: ` +
      `median ${formatValue(slots.medianMs, 'ms')} over ${slots.runs} runs (${slots.runsMs.join(', ')} ms), after a first run of ${formatValue(slots.firstMs, 'ms')}. ` +
      `The booking panel's first open adds one script to \`/\`: ${slots.panelScriptGzipBytes === null ? 'not measured (no build)' : formatValue(slots.panelScriptGzipBytes, 'kb')} gzipped.`,
  ]
}

/** The stock check of 200 pieces over 10 shops: its time, memory and politeness. */
function stockCheckSection(results: BenchResults): string[] {
  const check = results.stockCheck
  if (!check) return []
  const rate = check.ratePerShopPerMinute
  const perShop = check.pieces / check.shops
  const within =
    check.mostAtOnce <= check.allowedAtOnce && check.mostInAnyMinute <= check.allowedInAnyMinute
  const rateNote =
    rate === check.appRatePerShopPerMinute
      ? `the app's rate (STOCK_CHECKS_PER_SHOP_PER_MINUTE)`
      : `${results.quick ? '--quick: ' : ''}not the app's ${check.appRatePerShopPerMinute} a minute, at which it takes about ${Math.round(((perShop - 1) * 60) / check.appRatePerShopPerMinute)} s`
  return [
    '',
    `## Stock check: ${check.pieces} pieces, ${check.shops} shops`,
    '',
    `\`checkCapsule\` on a capsule of ${check.pieces} to-buy pieces spread evenly over ${check.shops} fixture shops on loopback ` +
      `(${perShop} pages each, every page answered after ${check.shopDelayMs} ms), at **${rate} pages a minute per shop** (${rateNote}). ` +
      'Its speed is reported, never a budget: it is set by the politeness rules.',
    '',
    table(
      ['Figure', 'Measured'],
      [
        ['Time (wall)', formatValue(check.wallMs, 's')],
        [
          'Pages read',
          `${formatValue(check.pagesRead, 'count')} (${check.checked} checked, ${check.refused} refused; ${check.readingsRight} of ${check.pieces} pieces kept what their page said)`,
        ],
        [
          'Memory, resident (peak)',
          `${formatValue(check.peakRssBytes, 'mbytes')} (${formatValue(check.rssBeforeBytes, 'mbytes')} before the check: the app, its database and Vite's module loader)`,
        ],
        [
          'JavaScript heap (peak)',
          `${formatValue(check.peakHeapBytes, 'mbytes')} (${formatValue(check.heapBeforeBytes, 'mbytes')} before)`,
        ],
      ],
    ),
    '',
    table(
      ['Per shop, as the shops saw it', 'Observed (worst shop)', 'Allowed'],
      [
        ['Requests at once', check.mostAtOnce, check.allowedAtOnce],
        [
          'Requests in any 60 s',
          check.shortestSpanMs !== null && check.shortestSpanMs < 60_000
            ? `${check.mostInAnyMinute} (${check.allowedInAnyMinute + 1} within ${formatValue(check.shortestSpanMs, 'ms')})`
            : check.mostInAnyMinute,
          check.allowedInAnyMinute,
        ],
        [
          'Smallest gap between two requests',
          formatValue(check.smallestGapMs, 'ms'),
          `started ${formatValue(check.allowedGapMs, 'ms')} apart (a shop sees them arrive within a request's set-up time of that)`,
        ],
      ],
    ),
    '',
    `Within the politeness limits: **${within ? 'yes' : 'no'}**: at most ${check.mostAtOnce} at once per shop (allowed ${check.allowedAtOnce}); ` +
      `at most ${check.mostInAnyMinute} in any minute per shop (allowed ${check.allowedInAnyMinute}). ` +
      `The app's queue started them at most ${check.queueMostInAnyMinute} in any minute per shop, at least ${formatValue(check.queueSmallestGapMs, 'ms')} apart; ` +
      `the shops note each arrival on the same event loop, held up for as long as ${formatValue(check.eventLoopDelayMaxMs, 'ms')} at a time during the check.`,
  ]
}

/** The conversation on a busy capsule: each read and post against its goal, and memory. */
function messagesSection(results: BenchResults): string[] {
  const messages = results.messages
  if (!messages) return []
  const ms = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ms`
  const goal = (target: number | null, value: number, refused = 0) =>
    target === null
      ? '— (no budget)'
      : `≤ ${target} ms: ${refused === 0 && value <= target ? '✅ met' : '❌ not met'}`
  const row = (
    label: string,
    name: string,
    timing: MessagesResult['stylistRead' | 'earlierPage' | 'clientPost'],
    sent: string,
    target: number | null,
    refused = 0,
  ) => [
    label,
    `\`${name}\``,
    sent,
    `**${ms(timing.medianMs)}**`,
    `${ms(Math.min(...timing.runsMs))} – ${ms(Math.max(...timing.runsMs))}`,
    ms(timing.firstMs),
    goal(target, timing.medianMs, refused),
  ]
  const { stylistRead, clientRead, earlierPage, clientPost, replyPost } = messages
  return [
    '',
    `## Messages: ${messages.messages} over ${messages.threads} threads of one capsule`,
    '',
    `A published capsule of ${messages.pieces} pieces behind a password, its conversation ${messages.messages} messages long: ` +
      `${messages.threads - 1} piece threads and the capsule's own (${messages.longestThread} messages), the client's notes and her stylist's replies alternating. ` +
      `Each figure is the median of ${messages.runs} calls after a first one and ${messages.warmUp.reads} to warm up (${messages.warmUp.posts} for posts, which their rate limits count; a read sends the latest ${messages.latestShown} messages of each thread; an earlier page, ${messages.earlierPageSize}).`,
    '',
    table(
      ['Read or write', 'Function', 'Sent', 'Median', 'Range', 'First call', 'Goal'],
      [
        row(
          "Stylist's read (the dashboard capsule page)",
          'feedbackAndConversation',
          stylistRead,
          `${stylistRead.threads} threads, ${stylistRead.messages} messages`,
          50,
        ),
        row(
          "Client's read (`/capsule/{id}/feedback`)",
          'feedbackForVisitor',
          clientRead,
          `${clientRead.threads} threads, ${clientRead.messages} messages`,
          50,
        ),
        row(
          'Earlier messages of the longest thread',
          'earlierForStylist',
          earlierPage,
          `${earlierPage.messages} messages (${earlierPage.earlier} still earlier)`,
          null,
        ),
        row(
          "Client's message",
          'postClientMessage',
          clientPost,
          `${clientPost.refused} refused`,
          100,
          clientPost.refused,
        ),
        row(
          "Stylist's reply",
          'postReply',
          replyPost,
          `${replyPost.refused} refused`,
          100,
          replyPost.refused,
        ),
      ],
    ),
    '',
    `Memory of the process meanwhile: ${formatValue(messages.peakRssBytes, 'mbytes')} resident at its highest ` +
      `(${formatValue(messages.rssBeforeBytes, 'mbytes')} before: the app, its database and Vite's module loader), ` +
      `JavaScript heap ${formatValue(messages.peakHeapBytes, 'mbytes')} at its highest (${formatValue(messages.heapBeforeBytes, 'mbytes')} before).`,
  ]
}

/** The machine and versions the run was made on. */
function machineSection(results: BenchResults): string[] {
  const out: string[] = []
  const { machine, dataset } = results
  out.push('')
  out.push('## Machine')
  out.push('')
  out.push(
    table(
      ['Fact', 'Value'],
      [
        ['CPU', `${machine.cpus} × ${machine.cpuModel}`],
        ['Memory', `${(machine.totalMemoryBytes / 1024 ** 3).toFixed(1)} GiB`],
        ['OS', machine.os],
        ['Node', machine.node],
        ['Chromium', machine.chromium ?? '—'],
        ['Lighthouse / autocannon', `${machine.lighthouse ?? '—'} / ${machine.autocannon ?? '—'}`],
        [
          'Commit',
          `${machine.commit ?? '—'}${machine.uncommittedChanges ? ` (+${machine.uncommittedChanges} uncommitted changes)` : ''}`,
        ],
        [
          'Build',
          results.buildSeconds === null ? 'skipped (--skip-build)' : `${results.buildSeconds} s`,
        ],
        [
          'Demo seed',
          dataset.seedSeconds === null ? '—' : `${dataset.seedSeconds} s when it was seeded`,
        ],
      ],
    ),
  )
  return out
}

/** Her Stripe webhook under a storm of one event: one payment, and each delivery's time. */
function stripeStormSection(results: BenchResults): string[] {
  const storm = results.stripeStorm
  if (!storm) return []
  const applied = storm.outcomes.applied ?? 0
  return [
    '',
    `## Stripe webhook storm: one event delivered ${storm.deliveries} times at once`,
    '',
    `\`receiveStripeWebhook\` (what \`POST /webhooks/stripe/{id}\` runs) on the embedded database, Stripe played by the tests' stub, after a first storm to warm up. ` +
      `Answers: ${Object.entries(storm.statuses)
        .map(([status, count]) => `${count} × ${status}`)
        .join(
          ', ',
        )}; ${applied} applied, ${storm.outcomes.duplicate ?? 0} duplicates; **${storm.payments} payment** on the invoice.`,
    '',
    table(
      ['Per delivery', 'p50', 'p99 (goal ≤ 100 ms, reported)', 'Max', 'Whole storm'],
      [
        [
          'Time to answer',
          `${storm.p50Ms} ms`,
          `**${storm.p99Ms} ms**`,
          `${storm.maxMs} ms`,
          `${storm.wallMs} ms`,
        ],
      ],
    ),
  ]
}

export function renderMarkdown(results: BenchResults): string {
  return [
    ...summary(results),
    ...budgetsSection(results),
    ...lighthouseSection(results),
    ...showcaseSection(results),
    ...databaseSections(results),
    ...photoSection(results),
    ...invoicePdfSection(results),
    ...slotsSection(results),
    ...stockCheckSection(results),
    ...messagesSection(results),
    ...stripeStormSection(results),
    ...machineSection(results),
    '',
    'See bench/README.md for what each figure means and how to compare two commits.',
    '',
  ].join('\n')
}
