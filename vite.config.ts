import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { build, defineConfig, type Plugin } from 'vite'

const INLINE_SCRIPT = '?inline-script'

/**
 * `import code from './file.ts?inline-script'`: the file bundled and minified on its own (an
 * ES module, no React), as a string a page puts into an inline `<script type="module">`. The
 * landing page's progressive enhancement is served this way (docs/decisions/017).
 */
function inlineScripts(): Plugin {
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

export default defineConfig({
  // The server build starts from the Express app, which mounts React Router's request handler.
  environments: {
    ssr: { build: { rollupOptions: { input: './app/app.server.ts' } } },
  },
  resolve: { tsconfigPaths: true },
  // Bundled into the server build rather than imported from node_modules at run time: only the
  // icons the app uses, instead of lucide-react's whole CommonJS build (about 35 MB of memory).
  ssr: { noExternal: ['lucide-react'] },
  server: { port: 3000 },
  plugins: [tailwindcss(), reactRouter(), inlineScripts()],
})
