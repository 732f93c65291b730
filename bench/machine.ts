// Facts about the machine and the run: versions, load, stored photo sizes.
// Plain TypeScript that Node runs as is (type stripping).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ROOT } from './cli.ts'
import { CHROMIUM_PATH } from './measure.ts'
import type { BenchResults } from './results.ts'

function tryRun(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return null
  }
}

function packageVersion(name: string): string | null {
  try {
    const file = path.join(ROOT, 'node_modules', name, 'package.json')
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
  } catch {
    return null
  }
}

export function machineFacts(): BenchResults['machine'] {
  const cpus = os.cpus()
  const status = tryRun('git', ['status', '--porcelain'])
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    totalMemoryBytes: os.totalmem(),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    chromium: tryRun(CHROMIUM_PATH, ['--version']),
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    commit: tryRun('git', ['rev-parse', 'HEAD']),
    uncommittedChanges: status === null ? null : status.split('\n').filter(Boolean).length,
    loadAverageStart: os.loadavg().map((value) => Math.round(value * 100) / 100),
    loadAverageEnd: [],
  }
}

/** The average bytes stored per photo in a media directory (`<key>/<files>`). */
export function storedPhotoBytes(mediaDir: string): { average: number; photos: number } | null {
  if (!existsSync(mediaDir)) return null
  let bytes = 0
  let photos = 0
  for (const key of readdirSync(mediaDir)) {
    const dir = path.join(mediaDir, key)
    if (!statSync(dir).isDirectory()) continue
    photos++
    for (const file of readdirSync(dir)) bytes += statSync(path.join(dir, file)).size
  }
  return photos ? { average: Math.round(bytes / photos), photos } : null
}
