// React Router's default Node entry, plus: the Content-Security-Policy of every HTML document
// (with this request's nonce, given to React and to every inline script), and error logging
// with the request id.
import { Writable } from 'node:stream'

import { renderToPipeableStream } from 'react-dom/server'
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router'

import { getSiteSettings } from '~/features/site/site.server'
import { NonceContext, nonceContext, RequestIdContext, requestIdContext } from '~/lib/nonce'
import { env } from '~/server/env.server'
import { logger } from '~/server/logger.server'
import { contentSecurityPolicy } from '~/server/security-headers.server'
import { CHECKOUT_ORIGINS } from '~/server/stripe.server'

export const streamTimeout = 5_000

/** The booking and newsletter providers of the Site settings: the only pages we frame. */
async function frameSources(requestId: string): Promise<string[]> {
  try {
    const { settings } = await getSiteSettings()
    return [settings.bookingFormUrl, settings.newsletterEmbedUrl]
  } catch (error) {
    logger.warn({ err: error, requestId }, 'Site settings unavailable: no frames allowed')
    return []
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext)
  const requestId = loadContext.get(requestIdContext)
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      frameSources: await frameSources(requestId),
      formTargets: CHECKOUT_ORIGINS,
      development: env.NODE_ENV === 'development',
    }),
  )

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  // The whole document is rendered, then sent as one body. No route suspends, so a stream would
  // carry nothing earlier; and every streamed chunk costs a flush of the compression stream
  // (React Router flushes after each write), which costs processor time and compresses worse.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Abort after the stream timeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RequestIdContext.Provider value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true
        },
        onAllReady() {
          const chunks: Buffer[] = []
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk)
              callback()
            },
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              responseHeaders.set('Content-Type', 'text/html')
              resolve(
                new Response(Buffer.concat(chunks), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              )
              callback()
            },
          })
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors while rendering the shell reject and are logged by handleError.
          if (shellRendered) {
            logger.error({ err: error, requestId }, 'Render failed')
          }
        },
      },
    )
  })
}

/**
 * Every error React Router catches in a loader, action or render (not thrown responses such as
 * 404s): logged with the request id, which the error screens show as "Reference: …".
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A client that went away is not an error.
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error)) return
  const url = new URL(request.url)
  logger.error(
    {
      err: error,
      // No context when React Router refuses the load context itself.
      requestId: (context as RouterContextProvider | undefined)?.get(requestIdContext),
      method: request.method,
      path: url.pathname,
    },
    'Unhandled error',
  )
}
