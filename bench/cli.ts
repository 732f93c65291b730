// The benchmark's command line: options, usage and its log line.
// Plain TypeScript that Node runs as is (type stripping).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project's root: every path the benchmark uses is resolved from here. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const USAGE = `Usage: npm run bench -- [options]

Builds the app, seeds the demo studio if needed (scripts/seed-demo.js), starts the production
server on it and measures: Lighthouse, load, dashboard response times, memory, the photo
pipeline, the invoice PDF, a stock check of 200 pieces over 10 fixture shops (about 3¼
minutes at the app's 6 pages a minute per shop) and the messages of a busy capsule. Writes bench/results/latest.json and latest.md (a --quick run writes quick.json and
quick.md instead), plus a copy of each named after the time and commit.

  --quick             smoke test on the small demo studio: 1 Lighthouse run on / only,
                      2 s of load on / only, 1 photo, the stock check at 60 pages a
                      minute per shop, 5 runs of each messages figure (about two minutes)
  --small             the whole benchmark, on the small demo studio
  --runs N            Lighthouse runs per page, the median is reported (default 3)
  --duration S        seconds of load per page (default 10)
  --connections N     concurrent connections of the load (default 50)
  --samples N         sequential fetches per dashboard page (default 7)
  --port N            port of the benchmarked server (default 3300)
  --data-dir DIR      its DATA_DIR (default bench/data, or bench/data-small)
  --out DIR           where the results go (default bench/results)
  --demo-file FILE    the seed's details (default bench/.demo.json)
  --skip-build        use the existing build/ as it is
  --compare OLD NEW   compare two results files (no benchmark is run)

With DATABASE_URL=postgres://… in the environment, the load, dashboard and memory figures are
measured on PostgreSQL too (the demo studio is seeded into that database, with its photos in
DATA_DIR-pg).`

export type Options = {
  quick: boolean
  small: boolean
  runs: number
  loadSeconds: number
  connections: number
  samples: number
  port: number
  dataDir: string
  outDir: string
  demoFile: string
  skipBuild: boolean
  compare: [string, string] | null
  help: boolean
}

export function parseArgs(args: string[]): Options {
  const options: Options = {
    quick: false,
    small: false,
    runs: 3,
    loadSeconds: 10,
    connections: 50,
    samples: 7,
    port: 3300,
    dataDir: '',
    outDir: 'bench/results',
    demoFile: 'bench/.demo.json',
    skipBuild: false,
    compare: null,
    help: false,
  }
  const number = (value: string | undefined, name: string) => {
    const parsed = Number(value)
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} needs a positive number`)
    return parsed
  }
  for (let index = 0; index < args.length; index++) {
    const [flag, inline] = args[index]!.split(/=(.*)/s, 2) as [string, string | undefined]
    const value = () => inline ?? args[++index]
    switch (flag) {
      case '--quick':
        options.quick = true
        break
      case '--small':
        options.small = true
        break
      case '--runs':
        options.runs = Math.round(number(value(), flag))
        break
      case '--duration':
        options.loadSeconds = number(value(), flag)
        break
      case '--connections':
        options.connections = Math.round(number(value(), flag))
        break
      case '--samples':
        options.samples = Math.round(number(value(), flag))
        break
      case '--port':
        options.port = Math.round(number(value(), flag))
        break
      case '--data-dir':
        options.dataDir = value() ?? ''
        break
      case '--out':
        options.outDir = value() ?? options.outDir
        break
      case '--demo-file':
        options.demoFile = value() ?? options.demoFile
        break
      case '--skip-build':
        options.skipBuild = true
        break
      case '--compare': {
        const before = args[++index]
        const after = args[++index]
        if (!before || !after) throw new Error('--compare needs two results files')
        options.compare = [before, after]
        break
      }
      case '--help':
      case '-h':
        options.help = true
        break
      default:
        throw new Error(`Unknown option ${args[index]}\n\n${USAGE}`)
    }
  }
  if (options.quick) {
    options.small = true
    options.runs = 1
    options.loadSeconds = Math.min(options.loadSeconds, 2)
  }
  options.dataDir ||= options.small ? 'bench/data-small' : 'bench/data'
  options.dataDir = path.resolve(ROOT, options.dataDir)
  options.outDir = path.resolve(ROOT, options.outDir)
  options.demoFile = path.resolve(ROOT, options.demoFile)
  return options
}

export const log = (message: string) => console.info(`bench: ${message}`)
