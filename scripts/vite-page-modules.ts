import type { Plugin } from 'vite'

/**
 * The modules one page's route reaches in the browser build (its static and dynamic imports, all
 * the way down), gathered as the build's module graph is complete and before its chunks are made:
 * so a chunk group can take only what that page uses (vite.config.ts). A build where `route`
 * matches no module stops with an error rather than quietly grouping nothing.
 */
export function pageModules(route: RegExp): { modules: Set<string>; plugin: Plugin } {
  const modules = new Set<string>()
  const plugin: Plugin = {
    name: 'page-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd(error) {
      if (error) return
      const queue = [...this.getModuleIds()].filter((id) => route.test(id))
      if (queue.length === 0) this.error(`page-modules: no module matches ${route}`)
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (modules.has(id)) continue
        modules.add(id)
        const info = this.getModuleInfo(id)
        if (info) queue.push(...info.importedIds, ...info.dynamicallyImportedIds)
      }
    },
  }
  return { modules, plugin }
}
