import net from 'node:net'

/**
 * A TCP port free on 127.0.0.1 right now, for a child process that must be told its port: two
 * test runs side by side (CI runs the suite on PGlite and on PostgreSQL at once) never collide.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
