import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * The viewer's locale, for Intl formats (amounts). The server does not know it and pages may be
 * rendered once for every viewer, so the server (and hydration) use en-US and the browser
 * switches to its own language once hydrated.
 */
export function useViewerLocale(): string {
  return useSyncExternalStore(
    subscribeNever,
    () => navigator.language || 'en-US',
    () => 'en-US',
  )
}
