// `npm run bench -- --compare OLD NEW`: the key figures of two runs side by side.
// Plain TypeScript that Node runs as is (type stripping).
import { PAGE_TITLES, table } from './report.ts'
import { type BenchResults, formatValue, type Unit } from './results.ts'

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
    const run = (r: BenchResults) =>
      r.databases.find((entry) => entry.database === database && !entry.instances)
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
