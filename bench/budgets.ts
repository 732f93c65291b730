// The budgets from the performance issues, each marked met, not met or not measured.
// Plain TypeScript that Node runs as is (type stripping).
import { type BenchResults, type Budget, databaseTitle, KB, MB, type Unit } from './results.ts'

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
  add('Home `/`', 'Lighthouse performance', '100', home?.performance, 'score', (v) =>
    atLeast(v, 100),
  )
  add('Home `/`', 'Lighthouse accessibility', '100', home?.accessibility, 'score', (v) =>
    atLeast(v, 100),
  )
  add('Home `/`', 'Lighthouse best practices', '100', home?.bestPractices, 'score', (v) =>
    atLeast(v, 100),
  )
  add('Home `/`', 'Lighthouse SEO', '100', home?.seo, 'score', (v) => atLeast(v, 100))
  add('Home `/`', 'LCP', '≤ 1.3 s', home?.lcpMs, 's', (v) => atMost(v, 1300))
  add('Home `/`', 'CLS', '≤ 0.01', home?.cls, 'cls', (v) => atMost(v, 0.01))
  add('Home `/`', 'TBT', '≤ 100 ms', home?.tbtMs, 'ms', (v) => atMost(v, 100))
  add('Home `/`', 'JavaScript (gzip)', '≤ 50 KB', page('home')?.scriptGzipBytes, 'kb', (v) =>
    atMost(v, 50 * KB),
  )

  const showcase = page('showcase')?.median
  add(
    'Showcase capsule (unlocked)',
    'Lighthouse performance',
    '≥ 98',
    showcase?.performance,
    'score',
    (v) => atLeast(v, 98),
  )
  add(
    'Showcase capsule (unlocked)',
    'Lighthouse accessibility',
    '100',
    showcase?.accessibility,
    'score',
    (v) => atLeast(v, 100),
  )
  add('Showcase capsule (unlocked)', 'LCP', '≤ 1.8 s', showcase?.lcpMs, 's', (v) => atMost(v, 1800))
  add(
    'Showcase capsule (unlocked)',
    'First view, total bytes',
    '≤ 1.2 MB',
    showcase?.totalBytes,
    'mb',
    (v) => atMost(v, 1.2 * MB),
  )
  add('Showcase capsule (unlocked)', 'CLS', '≤ 0.01', showcase?.cls, 'cls', (v) => atMost(v, 0.01))
  add(
    'Showcase capsule (unlocked)',
    'JavaScript (gzip)',
    '≤ 100 KB',
    page('showcase')?.scriptGzipBytes,
    'kb',
    (v) => atMost(v, 100 * KB),
  )

  // Issue 44: her client's home's first view within the client page's budgets.
  const clientHome = page('clientHome')?.median
  const homeGroup = 'Her client’s home'
  add(homeGroup, 'Lighthouse performance', '≥ 98', clientHome?.performance, 'score', (v) =>
    atLeast(v, 98),
  )
  add(homeGroup, 'Lighthouse accessibility', '100', clientHome?.accessibility, 'score', (v) =>
    atLeast(v, 100),
  )
  add(homeGroup, 'LCP', '≤ 1.8 s', clientHome?.lcpMs, 's', (v) => atMost(v, 1800))
  add(homeGroup, 'CLS', '≤ 0.01', clientHome?.cls, 'cls', (v) => atMost(v, 0.01))
  add(homeGroup, 'JavaScript (gzip)', '≤ 100 KB', page('clientHome')?.scriptGzipBytes, 'kb', (v) =>
    atMost(v, 100 * KB),
  )

  const runs = results.databases.length > 0 ? results.databases : [null]
  for (const run of runs) {
    const suffix = run ? ` (${databaseTitle(run)})` : ''
    const load = (name: string) => run?.load.find((entry) => entry.name === name)
    const group = `Load${suffix}`
    add(group, '`/` throughput', '≥ 12,000 req/s', load('home')?.requestsPerSecond, 'rps', (v) =>
      atLeast(v, 12_000),
    )
    add(group, '`/` p99 latency', '≤ 30 ms', load('home')?.latencyP99Ms, 'ms', (v) => atMost(v, 30))
    add(
      group,
      'Showcase throughput',
      '≥ 3,000 req/s',
      load('showcase')?.requestsPerSecond,
      'rps',
      (v) => atLeast(v, 3_000),
    )
    add(group, 'Showcase p99 latency', '≤ 150 ms', load('showcase')?.latencyP99Ms, 'ms', (v) =>
      atMost(v, 150),
    )
    add(
      group,
      'Dashboard capsule throughput',
      '≥ 200 req/s',
      load('dashboardCapsule')?.requestsPerSecond,
      'rps',
      (v) => atLeast(v, 200),
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
    const today = run?.dashboard.find((entry) => entry.name.startsWith('Today'))
    add(
      `Dashboard${suffix}`,
      'Today (50 clients, 10,000 events): server response',
      '≤ 30 ms',
      today?.medianMs,
      'ms',
      (v) => atMost(v, 30),
    )
    const capsules = run?.dashboard.find((entry) => entry.name === 'Capsules')
    add(
      `Dashboard${suffix}`,
      'Capsules list (200 capsules): server response',
      '≤ 30 ms',
      capsules?.medianMs,
      'ms',
      (v) => atMost(v, 30),
    )
    add(`Dashboard${suffix}`, 'Capsules list: HTML', '≤ 150 KB', capsules?.bytes, 'kb', (v) =>
      atMost(v, 150 * KB),
    )
    // Per instance: two instances behind the proxy are two servers' worth of memory.
    const instances = run?.instances ?? 1
    const perInstance = (bytes: number | null | undefined) =>
      bytes === null || bytes === undefined ? null : bytes / instances
    const idleBudget = run?.database === 'postgres' ? 130 : 250
    add(
      `Memory${suffix}`,
      `Server RSS, idle after warm-up${instances > 1 ? ', per instance' : ''}`,
      `≤ ${idleBudget} MB`,
      perInstance(run?.idleRssBytes),
      'mbytes',
      (v) => atMost(v, idleBudget * MB),
    )
    add(
      `Memory${suffix}`,
      `Server RSS, highest under load${instances > 1 ? ', per instance' : ''}`,
      '≤ 400 MB',
      perInstance(run?.loadRssMaxBytes),
      'mbytes',
      (v) => atMost(v, 400 * MB),
    )
    if (run?.batch) {
      add(
        'Photos',
        `Add from photos: ${run.batch.photos} photos of 12 MP, wall time`,
        '≤ 15 s',
        run.batch.totalSeconds * 1000,
        's',
        (v) => atMost(v, 15_000),
      )
    }
    if (run?.database === 'postgres' && instances === 1) {
      const seedMs = run.seedSeconds === null ? null : run.seedSeconds * 1000
      add('Demo data', 'Demo studio seeded into PostgreSQL', '≤ 10 min', seedMs, 's', (v) =>
        atMost(v, 10 * 60 * 1000),
      )
    }
  }

  add(
    'Invoices',
    '20-line invoice PDF render (median)',
    '≤ 150 ms',
    results.invoicePdf?.medianMs,
    'ms',
    (v) => atMost(v, 150),
  )
  add(
    'Booking',
    'Free slots for 60 days, 200 appointments (median)',
    '≤ 50 ms',
    results.slots?.medianMs,
    'ms',
    (v) => atMost(v, 50),
  )
  // The same bar as the dashboard pages: what the capsule page pays to show the conversation,
  // what her page pays, and a post (a refused one is no measure of a post).
  const messages = results.messages
  add(
    'Messages',
    "Stylist's read (feedbackAndConversation, 600 messages), median",
    '≤ 50 ms',
    messages?.stylistRead.medianMs,
    'ms',
    (v) => atMost(v, 50),
  )
  add(
    'Messages',
    "Client's read (feedbackForVisitor, 600 messages), median",
    '≤ 50 ms',
    messages?.clientRead.medianMs,
    'ms',
    (v) => atMost(v, 50),
  )
  add(
    'Messages',
    "Client's message posted, median",
    '≤ 100 ms',
    messages?.clientPost.medianMs,
    'ms',
    (v) => (messages?.clientPost.refused ? false : atMost(v, 100)),
  )
  add(
    'Messages',
    "Stylist's reply posted, median",
    '≤ 100 ms',
    messages?.replyPost.medianMs,
    'ms',
    (v) => (messages?.replyPost.refused ? false : atMost(v, 100)),
  )
  add('Photos', '12 MP photo processing (median)', '≤ 1.5 s', results.photo?.medianMs, 's', (v) =>
    atMost(v, 1500),
  )
  return budgets
}
