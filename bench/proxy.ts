// A round-robin HTTP proxy on loopback, for the benchmark's scale-out figures: each request goes
// to the next app instance in turn (keep-alive to each). Not a production proxy: no TLS, no
// health checks, no X-Forwarded-* headers (the instances run without TRUST_PROXY).
// Plain TypeScript that Node runs as is (type stripping).
import http from 'node:http'

/** Starts the proxy on `port`, in front of `upstreams` (ports on 127.0.0.1). */
export function startProxy(port: number, upstreams: number[]): Promise<http.Server> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  let next = 0
  const server = http.createServer((request, response) => {
    const target = upstreams[next++ % upstreams.length]!
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(forwarded)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

/** `node bench/proxy.ts PORT UPSTREAM_PORT…`: runs the proxy until stopped. */
if (import.meta.main) {
  const [port, ...upstreams] = process.argv.slice(2).map(Number)
  if (!port || upstreams.length === 0 || upstreams.some((value) => !value)) {
    console.error('Usage: node bench/proxy.ts PORT UPSTREAM_PORT [UPSTREAM_PORT…]')
    process.exit(1)
  }
  await startProxy(port, upstreams)
  console.info(`round-robin proxy on 127.0.0.1:${port} → ${upstreams.join(', ')}`)
}
