// server.js stops gently on SIGTERM: it refuses new connections, answers the request in flight,
// closes idle keep-alive connections, closes the database and exits 0.
//
// It runs the production build (BUILD_DIR, default `build/`, built here if there is none), from a
// private copy: other runs may rebuild `build/` at any moment, and the server loads route chunks
// lazily.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, expect, test } from 'vitest'

import { freePort } from '../support/free-port'

const ROOT = path.resolve(import.meta.dirname, '../..')
const PORT = await freePort()
const HOST = '127.0.0.1'

const scratch = mkdtempSync(path.join(os.tmpdir(), 'capsule-shutdown-'))
let server: ChildProcess
let output = ''

/** Resolves with the exit code once the process has exited. */
function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, HOST)
    socket.once('connect', () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Everything the server sends on this socket until it closes the connection. */
function readUntilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

async function waitForHealthy(): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`server.js exited early:\n${output}`)
    try {
      const response = await fetch(`http://${HOST}:${PORT}/healthz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server.js did not start:\n${output}`)
}

beforeAll(async () => {
  const built = path.resolve(ROOT, process.env.BUILD_DIR || 'build')
  if (!existsSync(path.join(built, 'server/index.js'))) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' })
  }
  // The copy finds its packages through a node_modules link next to it.
  const buildDir = path.join(scratch, 'build')
  cpSync(built, buildDir, { recursive: true })
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'dir')
  const dataDir = path.join(scratch, 'data')
  mkdirSync(dataDir)

  server = spawn(process.execPath, ['server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      PORT: String(PORT),
      HOST,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://localhost:${PORT}`,
      SMTP_URL: '',
      AUTH_SECRET: 'shutdown-test-secret-0123456789abcdefghij',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitForHealthy()
}, 300_000)

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL')
    await exited(server)
  }
  rmSync(scratch, { recursive: true, force: true })
})

test('SIGTERM finishes the request in flight, refuses new connections, stops the jobs and exits 0', async () => {
  // The jobs run here (the trash purge runs once at start; later on a loaded machine).
  await expect.poll(() => output, { timeout: 45_000 }).toContain('"msg":"Job ran"')
  // An idle keep-alive connection, after one answered request.
  const idle = await connect()
  const idleClosed = readUntilClosed(idle)
  idle.write(`GET /healthz HTTP/1.1\r\nHost: localhost:${PORT}\r\n\r\n`)
  // A request in flight: its headers are not complete yet.
  const inFlight = await connect()
  const answer = readUntilClosed(inFlight)
  inFlight.write(`GET /readyz HTTP/1.1\r\nHost: localhost:${PORT}\r\n`)
  await new Promise((resolve) => setTimeout(resolve, 200))

  const exit = exited(server)
  server.kill('SIGTERM')

  // New connections are refused once the server has stopped listening.
  await expect
    .poll(
      () =>
        connect().then(
          (socket) => (socket.destroy(), 'accepted'),
          () => 'refused',
        ),
      {
        timeout: 5000,
      },
    )
    .toBe('refused')
  // The idle connection is closed rather than kept until its keep-alive timeout.
  expect(await idleClosed).toContain('HTTP/1.1 200 OK')

  // The request in flight is still answered, in full, and its connection then closed.
  inFlight.write('\r\n')
  const response = await answer
  expect(response).toMatch(/^HTTP\/1\.1 200 OK/)
  expect(response.toLowerCase()).toContain('connection: close')
  expect(response).toContain('{"status":"ready"}')

  // Then the database is closed and the process ends, well within its 10 s limit.
  const code = await Promise.race([
    exit,
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
  ])
  expect(code, output).toBe(0)
  expect(output).toContain('SIGTERM: finishing the requests in flight, then stopping')
  // Nothing failed on the way down: no job was cut off, no statement met a closed database.
  expect(output).not.toContain('"level":50')
}, 90_000)
