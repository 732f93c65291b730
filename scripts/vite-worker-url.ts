import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { Plugin } from 'vite'

const WORKER_URL = '?worker-url'
/** Stands for an emitted chunk's address until the chunk that needs it is written. */
const PLACEHOLDER = /__WORKER_URL_(\w+)__/g

/**
 * `import url from './file.ts?worker-url'`: the address of a module to start as a Node worker
 * thread (`new Worker(new URL(url))`). A build emits the module as a chunk of its own beside the
 * server build and gives its address relative to the chunk that asks; elsewhere (development,
 * tests, scripts) it is the source file itself, which Node runs with its type stripping.
 */
export function workerUrls(): Plugin {
  let building = false
  return {
    name: 'worker-urls',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build'
    },
    load(id) {
      if (!id.endsWith(WORKER_URL)) return null
      const file = id.slice(0, -WORKER_URL.length)
      if (!building) return `export default ${JSON.stringify(pathToFileURL(file).href)}`
      const reference = this.emitFile({
        type: 'chunk',
        id: file,
        name: path.basename(file, path.extname(file)),
      })
      return `export default new URL(${JSON.stringify(`__WORKER_URL_${reference}__`)}, import.meta.url).href`
    },
    renderChunk(code, chunk) {
      if (!code.includes('__WORKER_URL_')) return null
      const from = path.posix.dirname(chunk.fileName)
      return code.replace(
        PLACEHOLDER,
        (_, reference: string) => `./${path.posix.relative(from, this.getFileName(reference))}`,
      )
    },
  }
}
