/**
 * A React Router server build made of the app's real route modules (from app/routes.ts), for
 * tests that send real HTTP requests through the Express app without `npm run build`. Loaders,
 * actions and `headers` run as in production; documents are not rendered (an empty page with
 * the headers React Router chose), which is all a test of statuses and headers needs. Vitest
 * resolves `virtual:react-router/server-build` to this module (vitest.config.ts).
 */
import type { ServerBuild } from 'react-router'

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module']
import appRoutes from '~/routes'

type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] }

const modules = import.meta.glob<Record<string, unknown>>('/app/routes/**/*.{ts,tsx}')

async function manifestOf(entries: Entry[], parentId: string, out: ServerBuild['routes']) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
    const load = modules[`/app/${entry.file}`]
    if (!load) throw new Error(`no module for ${entry.file}`)
    out[id] = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: undefined,
      module: (await load()) as unknown as RouteModule,
    }
    await manifestOf(entry.children ?? [], id, out)
  }
  return out
}

const routeManifest = await manifestOf(appRoutes as Entry[], 'root', {
  root: {
    id: 'root',
    path: '',
    module: { default: () => null, ErrorBoundary: () => null },
  },
})

export const routeBuild: ServerBuild = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) =>
        new Response('<!doctype html><html></html>', {
          status,
          headers: { ...Object.fromEntries(headers), 'Content-Type': 'text/html' },
        }),
    },
  },
  routes: routeManifest,
  assets: {
    entry: { module: '/entry.js', imports: [] },
    routes: Object.fromEntries(
      Object.values(routeManifest).map((route) => [
        route!.id,
        {
          id: route!.id,
          parentId: route!.parentId,
          path: route!.path,
          index: route!.index,
          module: `/${route!.id}.js`,
          hasAction: Boolean(route!.module.action),
          hasLoader: Boolean(route!.module.loader),
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: Boolean(route!.module.ErrorBoundary),
        },
      ]),
    ),
    url: '/manifest.js',
    version: 'test',
  },
  basename: undefined,
  allowedActionOrigins: undefined,
  unstable_getCriticalCss: undefined,
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild

// The build's parts, as the virtual module's named exports.
export const {
  entry,
  routes,
  assets,
  basename,
  allowedActionOrigins,
  unstable_getCriticalCss,
  publicPath,
  assetsBuildDirectory,
  future,
  ssr,
  isSpaMode,
  prerender,
  routeDiscovery,
} = routeBuild
