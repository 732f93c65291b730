// The results file's shape and how each figure is shown.
// Plain TypeScript that Node runs as is (type stripping).
import type { BatchResult } from './batch-upload.ts'
import type { InvoicePdfResult } from './invoice-pdf.ts'
import type { LighthouseRun, LoadResult, ResponseTiming } from './measure.ts'
import type { MessagesResult } from './messages.ts'
import type { PhotoResult } from './photo.ts'
import type { SlotsResult } from './slots.ts'
import type { StockCheckResult } from './stock-check.ts'
import type { StripeStormResult } from './stripe-webhook.ts'

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
  /** App instances behind a round-robin proxy (bench/proxy.ts); absent: one, no proxy. */
  instances?: number
  /** Summed over the instances. */
  idleRssBytes: number | null
  loadRssMaxBytes: number | null
  /** How long the seed that filled this database's demo studio took (null: not known). */
  seedSeconds: number | null
  load: LoadResult[]
  dashboard: ResponseTiming[]
  /** Add from photos on this server (the embedded database's run); absent before issue 31. */
  batch?: BatchRun
}

/** A batch of Add from photos (bench/batch-upload.ts), with the server's memory before and at its peak. */
export type BatchRun = BatchResult & { idleRssBytes: number | null; rssMaxBytes: number | null }

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
  /** Absent in results made before invoices. */
  invoicePdf?: InvoicePdfResult | null
  /** Absent in results made before booking. */
  slots?: SlotsResult | null
  /** Absent in results made before stock checks. */
  stockCheck?: StockCheckResult | null
  /** Absent in results made before messages were measured. */
  messages?: MessagesResult | null
  /** Absent in results made before card payments. */
  stripeStorm?: StripeStormResult | null
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

export type Unit = 'score' | 'ms' | 's' | 'kb' | 'mb' | 'count' | 'rps' | 'cls' | 'mbytes'

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

/** A database run's title: "PGlite", "PostgreSQL", "PostgreSQL, 2 instances behind a proxy". */
export function databaseTitle(run: Pick<DatabaseRun, 'database' | 'instances'>): string {
  const title = run.database === 'postgres' ? 'PostgreSQL' : 'PGlite'
  return run.instances && run.instances > 1
    ? `${title}, ${run.instances} instances behind a proxy`
    : title
}
