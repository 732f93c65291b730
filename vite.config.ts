import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { inlineScripts } from './scripts/vite-inline-scripts.ts'
import { workerUrls } from './scripts/vite-worker-url.ts'

export default defineConfig({
  // The server build starts from the Express app, which mounts React Router's request handler.
  environments: {
    ssr: { build: { rollupOptions: { input: './app/app.server.ts' } } },
  },
  resolve: { tsconfigPaths: true },
  server: { port: 3000 },
  plugins: [tailwindcss(), reactRouter(), inlineScripts(), workerUrls()],
})
