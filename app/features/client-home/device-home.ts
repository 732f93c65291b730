// The way to her home from a capsule page, on the devices where she has opened her home. The
// capsule page is one rendering for everyone who may open it (app/server/page-cache.server.ts),
// and its link may reach a friend: her home link is never in it. Her home, when she opens it,
// leaves its path in this browser for each of her capsules it lists; the capsule page shows the
// way back after it has hydrated, in that browser only.
import { useEffect, useSyncExternalStore } from 'react'

const keyOf = (capsuleId: string) => `capsule-studio:home:${capsuleId}`

/** Her home (`/c/{token}`) opened in this browser: remembered for each capsule it lists. */
export function useRememberHome(path: string | null, capsuleIds: string[]) {
  const ids = capsuleIds.join(' ')
  useEffect(() => {
    if (!path) return
    try {
      for (const id of ids.split(' ').filter(Boolean)) localStorage.setItem(keyOf(id), path)
    } catch {
      // Storage refused (private browsing, full): the capsule page simply shows no way back.
    }
  }, [path, ids])
}

const noChanges = () => () => {}

function storedHome(capsuleId: string): string | null {
  try {
    const stored = localStorage.getItem(keyOf(capsuleId))
    return stored && /^\/c\/[\w-]{22}$/.test(stored) ? stored : null
  } catch {
    // No storage: no way back shown.
    return null
  }
}

/** Her home's path for this capsule in this browser, once hydrated (null on the server). */
export function useHomeOfCapsule(capsuleId: string, skip: boolean): string | null {
  return useSyncExternalStore(
    noChanges,
    () => (skip ? null : storedHome(capsuleId)),
    () => null,
  )
}
