// The results file's shape, the budgets, the readable report and the comparison of two runs.
// Plain TypeScript that Node runs as is (type stripping).
import type { LighthouseRun, LoadResult, ResponseTiming } from './measure.ts'
import type { PhotoResult } from './photo.ts'

export type LighthouseSummary = {
  name: string
  path: string
  runs: LighthouseRun[]
  /** The median of each figure over the runs (each figure on its own). */
  median: Omit<LighthouseRun, 'scriptUrls' | 'failedAudits' | 'warnings' | 'benchmarkIndex'>
  /** Same-origin JavaScript, fetched uncompressed and gzipped at level 6. */
  scriptGzipBytes: number | null
  /** Median of Lighthouse's CPU benchmark index over the runs (how fast the machine was). */
  benchmarkIndex: number | null
  failedAudits: string[]
}

export type DatabaseRun = {
  database: 'pglite' | 'postgres'
  idleRssBytes: number | null
  loadRssMaxBytes: number | null
  load: LoadResult[]
  dashboard: ResponseTiming[]
}

export type BenchResults = {
  schema: 1
  quick: boolean
  startedAt: string
  finishedAt: string
  durationSeconds: number
  options: {
    runs: number
    loadSeconds: number
    connections: number
    responseSamples: number
    port: number
    dataDir: string
  }
  machine: {
    cpus: number
    cpuModel: string
    totalMemoryBytes: number
    node: string
    os: string
    chromium: string | null
    lighthouse: string | null
    autocannon: string | null
    commit: string | null
    /** Files changed since that commit when the bench ran (0: a clean checkout). */
    uncommittedChanges: number | null
    loadAverageStart: number[]
    loadAverageEnd: number[]
  }
  dataset: {
    size: 'full' | 'small'
    counts: Record<string, number>
    seedSeconds: number | null
    showcaseItems: number
    showcaseOriginalTotalBytes: number
  }
  buildSeconds: number | null
  lighthouse: LighthouseSummary[]
  showcaseFirstView: {
    totalBytes: number
    imageBytes: number
    imageRequests: number
    originalPhotosBytes: number
    /** First-view bytes / the original photos' bytes. */
    ratio: number
  } | null
  databases: DatabaseRun[]
  photo:
    | (PhotoResult & { averageStoredBytesPerDemoPhoto: number | null; demoPhotos: number | null })
    | null
  budgets: Budget[]
}

export type Budget = {
  group: string
  label: string
  /** E.g. "≥ 98". */
  target: string
  measured: number | null
  /** How to show `measured`. */
  unit: Unit
  met: boolean | null
}

type Unit = 'score' | 'ms' | 's' | 'kb' | 'mb' | 'count' | 'rps' | 'cls' | 'mbytes'

// 1 KB = 1,000 bytes and 1 MB = 1,000,000 bytes: the stricter reading of the budgets.
export const KB = 1000
export const MB = 1_000_000

export function formatValue(value: number | null | undefined, unit: Unit): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—'
  switch (unit) {
    case 'score':
      return String(Math.round(value))
    case 'ms':
      return `${Math.round(value).toLocaleString('en-US')} ms`
    case 's':
      return `${(value / 1000).toFixed(2)} s`
    case 'kb':
      return `${(value / KB).toFixed(1)} KB`
    case 'mb':
      return `${(value / MB).toFixed(2)} MB`
    case 'mbytes':
      return `${Math.round(value / MB)} MB`
    case 'count':
      return Math.round(value).toLocaleString('en-US')
    case 'rps':
      return `${Math.round(value).toLocaleString('en-US')} req/s`
    case 'cls':
      return value.toFixed(3)
  }
}

// ---------------------------------------------------------------------------
// Budgets (from the performance issue)
// ---------------------------------------------------------------------------

const atLeast = (value: number | null, min: number) => (value === null ? null : value >= min)
const atMost = (value: number | null, max: number) => (value === null ? null : value <= max)

export function evaluateBudgets(results: Omit<BenchResults, 'budgets'>): Budget[] {
  const budgets: Budget[] = []
  const page = (name: string) => results.lighthouse.find((entry) => entry.name === name)
  const add = (
    group: string,
    label: string,
    target: string,
    measured: number | null | undefined,
    unit: Unit,
    check: (value: number | null) => boolean | null,
  ) => {
    const value = measured ?? null
    budgets.push({ group, label, target, measured: value, unit, met: check(value) })
  }

  const home = page('home')?.median
  add('Home `/`', 'Lighthouse performance', '≥ 98', home?.performance, 'score', (v) =>
    atLeast(v, 98),
  )
  add('Home `/`', 'Lighthouse accessibility', '100', home?.accessibility, 'score', (v) =>
    atLeast(v, 100),
  )
  add('Home `/`', 'Lighthouse best practices', '100', home?.bestPractices, 'score', (v) =>
    atLeast(v, 100),
  )
  add('Home `/`', 'Lighthouse SEO', '100', home?.seo, 'score', (v) => atLeast(v, 100))
  add('Home `/`', 'LCP', '≤ 1.8 s', home?.lcpMs, 's', (v) => atMost(v, 1800))
  add('Home `/`', 'CLS', '≤ 0.01', home?.cls, 'cls', (v) => atMost(v, 0.01))
  add('Home `/`', 'TBT', '≤ 100 ms', home?.tbtMs, 'ms', (v) => atMost(v, 100))
  add('Home `/`', 'JavaScript (gzip)', '≤ 120 KB', page('home')?.scriptGzipBytes, 'kb', (v) =>
    atMost(v, 120 * KB),
  )

  const showcase = page('showcase')?.median
  add(
    'Showcase capsule (unlocked)',
    'Lighthouse performance',
    '≥ 95',
    showcase?.performance,
    'score',
    (v) => atLeast(v, 95),
  )
  add(
    'Showcase capsule (unlocked)',
    'Lighthouse accessibility',
    '100',
    showcase?.accessibility,
    'score',
    (v) => atLeast(v, 100),
  )
  add('Showcase capsule (unlocked)', 'LCP', '≤ 2.5 s', showcase?.lcpMs, 's', (v) => atMost(v, 2500))
  add(
    'Showcase capsule (unlocked)',
    'First view, total bytes',
    '≤ 1.2 MB',
    showcase?.totalBytes,
    'mb',
    (v) => atMost(v, 1.2 * MB),
  )
  add('Showcase capsule (unlocked)', 'CLS', '≤ 0.01', showcase?.cls, 'cls', (v) => atMost(v, 0.01))

  const runs = results.databases.length > 0 ? results.databases : [null]
  for (const run of runs) {
    const suffix = run?.database === 'postgres' ? ' (PostgreSQL)' : run ? ' (PGlite)' : ''
    const load = (name: string) => run?.load.find((entry) => entry.name === name)
    const group = `Load${suffix}`
    add(group, '`/` throughput', '≥ 2,000 req/s', load('home')?.requestsPerSecond, 'rps', (v) =>
      atLeast(v, 2000),
    )
    add(group, '`/` p99 latency', '≤ 60 ms', load('home')?.latencyP99Ms, 'ms', (v) => atMost(v, 60))
    add(
      group,
      'Showcase throughput',
      '≥ 600 req/s',
      load('showcase')?.requestsPerSecond,
      'rps',
      (v) => atLeast(v, 600),
    )
    add(group, 'Showcase p99 latency', '≤ 150 ms', load('showcase')?.latencyP99Ms, 'ms', (v) =>
      atMost(v, 150),
    )
    add(
      group,
      'Dashboard capsule throughput',
      '≥ 300 req/s',
      load('dashboardCapsule')?.requestsPerSecond,
      'rps',
      (v) => atLeast(v, 300),
    )
    const failures = run?.load.length
      ? run.load.reduce((sum, entry) => sum + entry.errors + entry.timeouts + entry.non2xx, 0)
      : null
    add(group, 'Errors, timeouts and non-2xx', '0', failures, 'count', (v) => atMost(v, 0))
    const slowest = run?.dashboard.length
      ? Math.max(...run.dashboard.map((entry) => entry.medianMs))
      : null
    const broken = run?.dashboard.some((entry) => entry.status !== 200) ?? false
    add(
      `Dashboard${suffix}`,
      'Server response, median of each page (slowest page shown)',
      '≤ 50 ms',
      slowest,
      'ms',
      (v) => (broken ? false : atMost(v, 50)),
    )
    add(
      `Memory${suffix}`,
      'Server RSS, idle after warm-up',
      '≤ 200 MB',
      run?.idleRssBytes,
      'mbytes',
      (v) => atMost(v, 200 * MB),
    )
  }

  add('Photos', '12 MP photo processing (median)', '≤ 1.5 s', results.photo?.medianMs, 's', (v) =>
    atMost(v, 1500),
  )
  return budgets
}

// ---------------------------------------------------------------------------
// The readable report
// ---------------------------------------------------------------------------

const status = (met: boolean | null) =>
  met === null ? '— not measured' : met ? '✅ met' : '❌ not met'

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

const PAGE_TITLES: Record<string, string> = {
  home: 'Home `/`',
  showcase: 'Showcase capsule (unlocked)',
  dashboardCapsule: 'Dashboard capsule page',
}

export function renderMarkdown(results: BenchResults): string {
  const { machine, dataset } = results
  const out: string[] = []
  const met = results.budgets.filter((budget) => budget.met === true).length
  const missed = results.budgets.filter((budget) => budget.met === false).length
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

  for (const run of results.databases) {
    const title = run.database === 'postgres' ? 'PostgreSQL' : 'PGlite'
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
  out.push('')
  out.push('See bench/README.md for what each figure means and how to compare two commits.')
  out.push('')
  return out.join('\n')
}

// ---------------------------------------------------------------------------
// Comparing two runs
// ---------------------------------------------------------------------------

type Figure = {
  label: string
  unit: Unit
  better: 'higher' | 'lower'
  value: (r: BenchResults) => number | null | undefined
}

function figures(): Figure[] {
  const list: Figure[] = []
  for (const name of ['home', 'showcase', 'dashboardCapsule']) {
    const lh = (r: BenchResults) => r.lighthouse.find((entry) => entry.name === name)
    const title = PAGE_TITLES[name]!
    list.push({
      label: `${title}: Lighthouse performance`,
      unit: 'score',
      better: 'higher',
      value: (r) => lh(r)?.median.performance,
    })
    list.push({
      label: `${title}: LCP`,
      unit: 's',
      better: 'lower',
      value: (r) => lh(r)?.median.lcpMs,
    })
    list.push({
      label: `${title}: TBT`,
      unit: 'ms',
      better: 'lower',
      value: (r) => lh(r)?.median.tbtMs,
    })
    list.push({
      label: `${title}: total bytes`,
      unit: 'kb',
      better: 'lower',
      value: (r) => lh(r)?.median.totalBytes,
    })
    list.push({
      label: `${title}: JavaScript (gzip)`,
      unit: 'kb',
      better: 'lower',
      value: (r) => lh(r)?.scriptGzipBytes,
    })
  }
  for (const database of ['pglite', 'postgres'] as const) {
    const run = (r: BenchResults) => r.databases.find((entry) => entry.database === database)
    for (const name of ['home', 'showcase', 'dashboardCapsule']) {
      const load = (r: BenchResults) => run(r)?.load.find((entry) => entry.name === name)
      const title = `${PAGE_TITLES[name]} (${database})`
      list.push({
        label: `${title}: requests/s`,
        unit: 'rps',
        better: 'higher',
        value: (r) => load(r)?.requestsPerSecond,
      })
      list.push({
        label: `${title}: p99`,
        unit: 'ms',
        better: 'lower',
        value: (r) => load(r)?.latencyP99Ms,
      })
    }
    list.push({
      label: `Dashboard pages, slowest median (${database})`,
      unit: 'ms',
      better: 'lower',
      value: (r) => {
        const pages = run(r)?.dashboard ?? []
        return pages.length ? Math.max(...pages.map((entry) => entry.medianMs)) : null
      },
    })
    list.push({
      label: `Idle RSS (${database})`,
      unit: 'mbytes',
      better: 'lower',
      value: (r) => run(r)?.idleRssBytes,
    })
  }
  list.push({
    label: '12 MP photo, median',
    unit: 'ms',
    better: 'lower',
    value: (r) => r.photo?.medianMs,
  })
  list.push({
    label: '12 MP photo, processor time',
    unit: 'ms',
    better: 'lower',
    value: (r) => r.photo?.cpuMsPerPhoto,
  })
  return list
}

/** A Markdown table of the key figures of two runs, with the ratio new / old. */
export function compareResults(before: BenchResults, after: BenchResults): string {
  const rows: string[][] = []
  for (const figure of figures()) {
    const a = figure.value(before) ?? null
    const b = figure.value(after) ?? null
    if (a === null && b === null) continue
    let verdict = ''
    let ratio = '—'
    if (a !== null && b !== null && a !== 0) {
      const r = b / a
      ratio = `${r.toFixed(2)}×`
      const change = Math.abs(r - 1)
      if (change >= 0.05) {
        const improved = figure.better === 'higher' ? r > 1 : r < 1
        verdict = improved ? 'better' : 'worse'
      } else verdict = 'same (within 5 %)'
    }
    rows.push([
      figure.label,
      formatValue(a, figure.unit),
      formatValue(b, figure.unit),
      ratio,
      verdict,
    ])
  }
  const describe = (r: BenchResults) =>
    `\`${r.machine.commit?.slice(0, 12) ?? '?'}\`${r.machine.uncommittedChanges ? '+changes' : ''} (${r.startedAt})`
  const warnings: string[] = []
  if (
    before.machine.cpuModel !== after.machine.cpuModel ||
    before.machine.cpus !== after.machine.cpus
  ) {
    warnings.push(
      '> **Warning:** the two runs were made on different machines: ratios mean little.',
    )
  }
  if (before.quick || after.quick)
    warnings.push('> **Warning:** a quick smoke run is not a measurement.')
  if (before.dataset.size !== after.dataset.size)
    warnings.push('> **Warning:** the two runs used different demo data sizes.')
  return [
    `# Benchmark comparison: ${describe(before)} → ${describe(after)}`,
    '',
    ...warnings,
    ...(warnings.length ? [''] : []),
    table(['Figure', 'Before', 'After', 'After / before', 'Change'], rows),
    '',
    'Differences under about 5-10 % are within the noise of a single run on a small machine: repeat both runs and compare medians.',
    '',
  ].join('\n')
}
