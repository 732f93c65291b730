// Per-request values shared by server and browser code (so no `.server` suffix): the
// Content-Security-Policy nonce and the request id. The Express app puts both into React Router's
// load context; app/entry.server.tsx hands them to the document through React contexts.
import { createContext as createReactContext, useContext } from 'react'
import { createContext as createRouterContext } from 'react-router'

/** The CSP nonce of this request (React Router load context). */
export const nonceContext = createRouterContext<string>('')

/** The id of this request, as in the `X-Request-Id` header and the logs (load context). */
export const requestIdContext = createRouterContext<string>('')

/**
 * The nonce while rendering the document on the server. In the browser it is '' (the default):
 * scripts added after hydration are loaded from our own origin, which the policy allows.
 */
export const NonceContext = createReactContext('')

export function useNonce(): string {
  return useContext(NonceContext)
}

/** The request id while rendering the document on the server; '' in the browser. */
export const RequestIdContext = createReactContext('')

/** The id a response carries in `Server-Timing: request;desc="<id>"` (request-id.server.ts). */
function idOf(entry: PerformanceEntry | undefined): string {
  const timings = (entry as PerformanceResourceTiming | undefined)?.serverTiming ?? []
  return timings.find((timing) => timing.name === 'request')?.description ?? ''
}

/**
 * In the browser: the id of the latest response React Router rendered from, that is the newest
 * data request (`….data`, a loader or action, in the same request as the failure) or else the
 * document. Read from the Performance API: the browser exposes Server-Timing to scripts of the
 * same origin (https or localhost), not other response headers.
 */
function latestRequestId(): string {
  if (typeof performance === 'undefined') return ''
  let latest: { end: number; id: string } | undefined
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (!new URL(entry.name).pathname.endsWith('.data')) continue
    const id = idOf(entry)
    if (id && (!latest || entry.responseEnd >= latest.end)) latest = { end: entry.responseEnd, id }
  }
  return latest?.id ?? idOf(performance.getEntriesByType('navigation')[0])
}

// The browser keeps 250 resource entries by default, then records no more (photo-heavy pages get
// there): start afresh when full, only the newest matter here.
if (typeof window !== 'undefined' && typeof performance !== 'undefined') {
  performance.addEventListener?.('resourcetimingbufferfull', () =>
    performance.clearResourceTimings(),
  )
}

/**
 * The id of the request behind what is on screen, shown as "Reference: …" on error screens so
 * a report can be matched with the log. On the server, this document request's; in the browser,
 * the latest data request's, or the document's (the same as the server rendered).
 *
 * Render it as the only text of an element with `suppressHydrationWarning`: a browser that does
 * not expose Server-Timing (plain http) knows no id, and then keeps the server's text.
 */
export function useRequestId(): string {
  const rendered = useContext(RequestIdContext)
  return typeof document === 'undefined' ? rendered : latestRequestId()
}
