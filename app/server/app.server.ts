import 'react-router'
import { createRequestHandler } from '@react-router/express'
import { toNodeHandler } from 'better-auth/node'
import express from 'express'
import { auth } from './auth.server'
import { env } from './env.server'
import { mediaRouter } from './media.server'
import { securityHeaders } from './security-headers.server'

export { env }

/** The application: everything behind the static files (served by server.js). */
export const app = express()

app.disable('x-powered-by')
app.set('trust proxy', env.TRUST_PROXY)

app.use((req, _res, next) => {
  // better-auth and our own rate limits key on this header: always the real peer address.
  req.headers['x-real-ip'] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
  next()
})
app.use(securityHeaders)

app.get('/healthz', (_req, res) => {
  res.type('text/plain').send('ok')
})

app.all('/api/auth/{*rest}', toNodeHandler(auth))

app.use(mediaRouter)

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
  }),
)
