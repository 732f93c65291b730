// Starts Capsule Studio: the built app in production, Vite's dev server in development.
//
// BUILD_DIR (default `build`) is where the production build is read from; the tests start a copy
// of the build so that a concurrent `npm run build` cannot swap it under a running server. It
// must sit inside the project (for node_modules) and not under a dot-folder (static files there
// are not served).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import compression from 'compression'
import express from 'express'

const DEVELOPMENT = process.env.NODE_ENV === 'development'
const BUILD_DIR = path.resolve(process.env.BUILD_DIR || 'build')
/** Requests still running after this long are cut off by a shutdown. */
const SHUTDOWN_TIMEOUT_MS = 10_000

let builtApp

/** The app: through Vite in development (fresh after edits), else the build, imported once. */
async function loadApp(viteDevServer) {
  if (viteDevServer) return viteDevServer.ssrLoadModule('./app/app.server.ts')
  builtApp ??= import(pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href)
  return builtApp
}

/**
 * Stops the HTTP server gently: no new connections, requests in flight are answered (with
 * `Connection: close`), idle keep-alive connections and connections that never sent a byte are
 * closed. Resolves once every connection is gone.
 */
function drainOnClose(listener) {
  let draining = false
  const unused = new Set()
  listener.on('connection', (socket) => {
    unused.add(socket)
    socket.once('close', () => unused.delete(socket))
  })
  listener.on('request', (req, res) => {
    unused.delete(req.socket)
    if (draining) res.setHeader('Connection', 'close')
  })
  return () =>
    new Promise((resolve) => {
      draining = true
      const sweep = () => {
        listener.closeIdleConnections()
        // A connection that has not sent anything yet (a browser's preconnect) is not "idle" to
        // Node, and would hold the server open until its headers timeout.
        for (const socket of unused) if (socket.bytesRead === 0) socket.destroy()
      }
      // Responses that finish after this leave keep-alive connections idle: swept again.
      const interval = setInterval(sweep, 100)
      listener.close(() => {
        clearInterval(interval)
        resolve()
      })
      sweep()
    })
}

async function main() {
  const server = express()
  server.disable('x-powered-by')
  server.use(compression())

  let viteDevServer
  if (DEVELOPMENT) {
    const vite = await import('vite')
    viteDevServer = await vite.createServer({
      server: { middlewareMode: true },
      // Loaded through Vite like the app, so both use the same (development) copy of
      // react-router: the load context's RouterContextProvider must be an instance of its class.
      ssr: { noExternal: ['@react-router/express'] },
    })
  }

  // Loading the app parses the configuration, opens the database and applies migrations.
  const { env, securityHeaders, shutdown: closeApp } = await loadApp(viteDevServer)

  // Static files carry the same headers as everything else (nosniff, the strict policy, …).
  server.use(securityHeaders)
  if (viteDevServer) {
    server.use(viteDevServer.middlewares)
  } else {
    const client = path.join(BUILD_DIR, 'client')
    server.use(
      '/assets',
      express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    )
    // The few files at the top of build/client (favicon.svg, …): looked up only for their own
    // paths, so page requests do not each cost a file-system miss.
    const topLevel = new Set(readdirSync(client).filter((name) => name !== 'assets'))
    const files = express.static(client, { maxAge: '1h', index: false })
    server.use((req, res, next) =>
      topLevel.has(req.path.split('/')[1] ?? '') ? files(req, res, next) : next(),
    )
  }

  server.use(async (req, res, next) => {
    try {
      const { app } = await loadApp(viteDevServer)
      app(req, res, next)
    } catch (error) {
      if (viteDevServer && error instanceof Error) viteDevServer.ssrFixStacktrace(error)
      next(error)
    }
  })

  // Last resort (the app answers its own errors): a plain message, never a stack.
  server.use((error, _req, res, _next) => {
    console.error(error)
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.status(500).type('text/plain').send('Something went wrong.')
  })

  const listener = server.listen(env.PORT, env.HOST, () => {
    const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST
    console.info(`Capsule Studio is running at http://${host}:${env.PORT}`)
  })
  const drain = drainOnClose(listener)

  let stopping = false
  const stop = async (signal) => {
    if (stopping) return
    stopping = true
    console.info(`${signal}: finishing the requests in flight, then stopping`)
    setTimeout(() => {
      console.error(`Requests still running after ${SHUTDOWN_TIMEOUT_MS / 1000} s: stopping now`)
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    try {
      await drain()
      await viteDevServer?.close()
      await closeApp()
      process.exit(0)
    } catch (error) {
      console.error(error)
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
