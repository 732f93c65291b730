import { build, type Plugin } from 'vite'

const INLINE_SCRIPT = '?inline-script'

/**
 * `import code from './file.ts?inline-script'`: the file bundled and minified on its own (an
 * ES module, no React), as a string a page puts into an inline `<script type="module">`. The
 * landing page's progressive enhancement is served this way (docs/decisions/017).
 */
export function inlineScripts(): Plugin {
  return {
    name: 'inline-scripts',
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT)) return null
      const entry = id.slice(0, -INLINE_SCRIPT.length)
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
      for (const module of chunk!.moduleIds) this.addWatchFile(module)
      return `export default ${JSON.stringify(chunk!.code.trim())}`
    },
  }
}
