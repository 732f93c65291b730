// Starts Capsule Studio: the built app in production, Vite's dev server in development.
import compression from 'compression'
import express from 'express'

const DEVELOPMENT = process.env.NODE_ENV === 'development'

async function loadApp(viteDevServer) {
  return viteDevServer
    ? viteDevServer.ssrLoadModule('./app/server/app.server.ts')
    : import('./build/server/index.js')
}

async function main() {
  const server = express()
  server.disable('x-powered-by')
  server.use(compression())

  let viteDevServer
  if (DEVELOPMENT) {
    const vite = await import('vite')
    viteDevServer = await vite.createServer({ server: { middlewareMode: true } })
    server.use(viteDevServer.middlewares)
  } else {
    server.use(
      '/assets',
      express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false }),
    )
    server.use(express.static('build/client', { maxAge: '1h', index: false }))
  }

  // Loading the app parses the configuration, opens the database and applies migrations.
  const { env } = await loadApp(viteDevServer)
  server.use(async (req, res, next) => {
    try {
      const { app } = await loadApp(viteDevServer)
      app(req, res, next)
    } catch (error) {
      if (viteDevServer && error instanceof Error) viteDevServer.ssrFixStacktrace(error)
      next(error)
    }
  })

  const listener = server.listen(env.PORT, env.HOST, () => {
    const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST
    console.info(`Capsule Studio is running at http://${host}:${env.PORT}`)
  })

  const shutdown = () => {
    listener.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
