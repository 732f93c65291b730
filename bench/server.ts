// The processes the benchmark runs: the build snapshot, the demo seed and the production server.
// Plain TypeScript that Node runs as is (type stripping).
import { type ChildProcess, spawn } from 'node:child_process'
import {
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { DemoInfo } from '../scripts/demo/seed.ts'
import { log, type Options, ROOT } from './cli.ts'
import { waitForHttp } from './measure.ts'

export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: options.env ?? process.env,
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

/** The app's configuration for the benchmarked server and the seed: nothing else leaks in. */
export function appEnv(dataDir: string, databaseUrl: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of Object.keys(env)) {
    if (
      /^(S3_|SMTP_URL$|MAIL_FROM$|OWNER_EMAIL$|TRUST_PROXY$|AUTH_SECRET$|HOST$|PORT$)/.test(name)
    ) {
      delete env[name]
    }
  }
  return {
    ...env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    // Empty counts as unset: on-disk PGlite under DATA_DIR.
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  }
}

export type Server = { process: ChildProcess; pid: number; base: string; stop: () => Promise<void> }

/** `npm run serve`'s environment variables and Node flags (`A=1 B=2 node --x server.js`). */
function serveCommand(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const words = scripts.serve!.split(/\s+/)
  const node = words.indexOf('node')
  return {
    env: Object.fromEntries(
      words.slice(0, node).map((word) => word.split('=') as [string, string]),
    ),
    flags: words.slice(node + 1, words.indexOf('server.js')),
  }
}

/** Starts the production server from `buildDir` (a snapshot, see snapshotBuild). */
export async function startServer(
  env: NodeJS.ProcessEnv,
  logFile: string,
  buildDir: string,
): Promise<Server> {
  // Its own address: PUBLIC_URL may name a proxy in front of several instances.
  const base = `http://${env.HOST}:${env.PORT}`
  try {
    await fetch(`${base}/healthz`)
    throw new Error(`Something already answers on ${base}: stop it or pass --port.`)
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Something')) throw error
  }
  const logFd = openSync(logFile, 'w')
  // Started as `npm run serve` starts it (its variables and Node's flags, read from
  // package.json), but directly, so that its pid is the server's own (for the memory figures).
  const serve = serveCommand()
  const child = spawn(process.execPath, [...serve.flags, 'server.js'], {
    cwd: ROOT,
    env: { ...env, BUILD_DIR: buildDir, ...serve.env },
    stdio: ['ignore', logFd, logFd],
  })
  closeSync(logFd)
  let exited = false
  child.on('exit', () => (exited = true))
  await waitForHttp(`${base}/healthz`, 120_000, () => !exited)
  return {
    process: child,
    pid: child.pid!,
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
        child.on('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

export async function seed(env: NodeJS.ProcessEnv, options: Options): Promise<DemoInfo> {
  const args = ['scripts/launch.js', 'scripts/demo/seed.ts', '--info-file', options.demoFile]
  if (options.small) args.push('--small')
  const started = performance.now()
  const { code } = await run(process.execPath, args, { env })
  if (code !== 0) throw new Error(`The demo seed failed (exit ${code}).`)
  log(`demo studio ready (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  const info = JSON.parse(readFileSync(options.demoFile, 'utf8')) as DemoInfo
  if (info.size !== (options.small ? 'small' : 'full')) {
    throw new Error(
      `${env.DATA_DIR} holds the ${info.size} demo studio; use another --data-dir, or reseed it with npm run seed:demo -- --reset${options.small ? ' --small' : ''}.`,
    )
  }
  return info
}

/**
 * A private copy of build/, served through BUILD_DIR: another `npm run build` in this work tree
 * (tests, a colleague) can then not swap the app under the running benchmark. Returns its path.
 */
export function snapshotBuild(): string {
  const source = path.join(ROOT, 'build')
  const target = mkdtempSync(path.join(os.tmpdir(), 'capsule-bench-build-'))
  cpSync(source, target, { recursive: true })
  // Outside the work tree, the build still needs the project's packages and module type.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir')
  writeFileSync(path.join(target, 'package.json'), '{ "type": "module" }\n')
  const complete =
    existsSync(path.join(target, 'server', 'index.js')) &&
    existsSync(path.join(target, 'client', 'assets')) &&
    readdirSync(path.join(target, 'client', 'assets')).length > 0
  if (!complete) {
    rmSync(target, { recursive: true, force: true })
    throw new Error('build/ changed while it was copied (another build running?)')
  }
  return target
}

/** The round-robin proxy (bench/proxy.ts) on `port`, in front of `upstreams`, as a child process. */
export async function startProxyProcess(
  port: number,
  upstreams: number[],
): Promise<{ stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['bench/proxy.ts', String(port), ...upstreams.map(String)],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  let exited = false
  child.on('exit', () => (exited = true))
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, 30_000, () => !exited)
  return { stop: () => child.kill('SIGTERM') }
}
