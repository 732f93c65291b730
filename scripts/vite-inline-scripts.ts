import { createHash } from 'node:crypto'
import path from 'node:path'

import { build, type Plugin } from 'vite'

const INLINE_SCRIPT = '?inline-script'
const SCRIPT_URL = '?script-url'

/** `entry` bundled and minified on its own: one ES module, no React. */
async function bundle(entry: string): Promise<{ code: string; modules: string[] }> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: 'script' },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunks = outputs.flatMap((output) =>
    'output' in output ? output.output.filter((file) => file.type === 'chunk') : [],
  )
  if (chunks.length !== 1) throw new Error(`${entry} must bundle into one script`)
  const [chunk] = chunks
  return { code: chunk!.code.trim(), modules: chunk!.moduleIds }
}

/**
 * `import code from './file.ts?inline-script'`: the file bundled and minified on its own (an
 * ES module, no React), as a string a page puts into an inline `<script type="module">`. The
 * landing page's progressive enhancement is served this way (docs/decisions/017).
 *
 * `import url from './file.ts?script-url'`: the same bundle as a file of the browser's assets
 * (`/assets/<name>-<hash>.js`, its name from its content), for a page to import when it needs
 * it: the landing page's booking panel, loaded when it opens (decision 046). Outside a build
 * (development, tests) the address is the source file's, which Vite's server serves.
 */
export function inlineScripts(): Plugin {
  let building = false
  let root = process.cwd()
  return {
    name: 'inline-scripts',
    configResolved(config) {
      building = config.command === 'build'
      root = config.root
    },
    async load(id) {
      if (id.endsWith(INLINE_SCRIPT)) {
        const { code, modules } = await bundle(id.slice(0, -INLINE_SCRIPT.length))
        for (const module of modules) this.addWatchFile(module)
        return `export default ${JSON.stringify(code)}`
      }
      if (!id.endsWith(SCRIPT_URL)) return null
      const entry = id.slice(0, -SCRIPT_URL.length)
      if (!building) return `export default ${JSON.stringify(`/${path.relative(root, entry)}`)}`
      const { code } = await bundle(entry)
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10)
      const fileName = `assets/${path.basename(entry, path.extname(entry))}-${hash}.js`
      // The browser's assets are the client build's: the server build only needs the address.
      if (this.environment.name === 'client') {
        this.emitFile({ type: 'asset', fileName, source: code })
      }
      return `export default ${JSON.stringify(`/${fileName}`)}`
    },
  }
}
