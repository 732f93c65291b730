// The server under test: the production server in a private copy of the build, started,
// SIGKILLed and restarted at will.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream, existsSync } from 'node:fs'
import { cp, mkdir, symlink } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { ORIGIN, PORT, ROOT } from './settings.ts'

/**
 * A private copy of what the production server needs, so a rebuild by someone else during the
 * run changes nothing here: server.js, the build (BUILD_DIR, default build/), drizzle/,
 * package.json, and node_modules linked.
 */
export async function prepareApp(work: string): Promise<string> {
  const build = path.resolve(ROOT, process.env.BUILD_DIR || 'build')
  if (!existsSync(path.join(build, 'server', 'index.js'))) {
    throw new Error('No production build: run `npm run build` first.')
  }
  const app = path.join(work, 'app')
  await mkdir(app)
  for (const entry of ['server.js', 'package.json', 'drizzle']) {
    await cp(path.join(ROOT, entry), path.join(app, entry), { recursive: true })
  }
  await cp(build, path.join(app, 'build'), { recursive: true })
  await symlink(path.join(ROOT, 'node_modules'), path.join(app, 'node_modules'), 'dir')
  return app
}

export class Server {
  private child: ChildProcess | null = null
  private output = ''
  private readonly appDir: string
  private readonly dataDir: string
  private readonly log: ReturnType<typeof createWriteStream>
  private readonly port: number
  starts = 0
  kills = 0

  // No parameter properties: Node runs this file by stripping types only.
  constructor(appDir: string, dataDir: string, logFile: string, port = PORT) {
    this.appDir = appDir
    this.dataDir = dataDir
    this.log = createWriteStream(logFile)
    this.port = port
  }

  /** The running server's process id (undefined when none runs). */
  get pid(): number | undefined {
    return this.running ? this.child?.pid : undefined
  }

  /** The child's exit code once it has exited on its own (null while it runs). */
  get exitCode(): number | null {
    return this.child?.exitCode ?? null
  }

  /** Everything the server printed so far (e-mails included: no SMTP is configured). */
  get printed(): string {
    return this.output
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null
  }

  async start(): Promise<number> {
    const started = Date.now()
    const env: NodeJS.ProcessEnv = {}
    for (const [key, value] of Object.entries(process.env)) {
      if (
        !/^(DATABASE_URL|SMTP_URL|S3_|AUTH_SECRET|OWNER_EMAIL|TRUST_PROXY|PUBLIC_URL|BUILD_DIR)/.test(
          key,
        )
      ) {
        env[key] = value
      }
    }
    Object.assign(env, {
      NODE_ENV: 'production',
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      BUILD_DIR: path.join(this.appDir, 'build'),
      PUBLIC_URL: ORIGIN,
      // The writers sign a stylist up each (the app's default is sign-up by invitation).
      SIGNUP_POLICY: 'open',
    })
    const child = spawn(process.execPath, ['server.js'], {
      cwd: this.appDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    this.starts++
    const collect = (chunk: Buffer) => {
      this.output += chunk.toString('utf8')
      this.log.write(chunk)
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    this.log.write(`\n===== start #${this.starts} (${new Date().toISOString()}) =====\n`)

    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(
          `The server exited while starting (code ${child.exitCode}, signal ${child.signalCode}). Last output:\n${this.output.slice(-3000)}`,
        )
      }
      try {
        const response = await fetch(`http://127.0.0.1:${this.port}/healthz`, {
          signal: AbortSignal.timeout(2000),
        })
        if (response.ok) return Date.now() - started
      } catch {
        // not listening yet
      }
      await sleep(100)
    }
    throw new Error(`The server did not answer /healthz within 60 s:\n${this.output.slice(-3000)}`)
  }

  async kill(): Promise<void> {
    const child = this.child
    if (!child || !this.running) return
    const exited = once(child, 'exit')
    child.kill('SIGKILL')
    await exited
    this.kills++
    this.log.write(`\n===== SIGKILL (${new Date().toISOString()}) =====\n`)
  }

  /** A normal shutdown (SIGTERM), as a process manager does; SIGKILL after 15 s. */
  async stop(): Promise<void> {
    const child = this.child
    if (!child || !this.running) return
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
  }

  close(): void {
    this.log.end()
  }
}
