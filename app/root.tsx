import './app.css'

import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router'

import type { Route } from './+types/root'
import { ErrorState } from './components/ui/error-state'
import { ToastProvider } from './components/ui/toast'
import { useNonce, useRequestId } from './lib/nonce'
/**
 * Whether the page is hydrated. A route whose `handle` says `hydrate: false` (the landing page)
 * is HTML only: no React, no router in the browser; it brings its own small script (decision 017).
 */
function useHydrated(): boolean {
  return !useMatches().some(
    (match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false,
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const hydrated = useHydrated()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Stylesheets need no nonce (style-src 'self'); '' keeps React Router's from them. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        {hydrated ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  )
}

export default function App() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const requestId = useRequestId()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg items-center px-6">
      <ErrorState
        title={notFound ? 'Page not found' : 'Something went wrong'}
        message={
          notFound ? (
            'This page does not exist.'
          ) : (
            <>
              The page could not be shown. Please try again in a moment.
              {/* One string child: kept as rendered by the server (see useRequestId). */}
              <span className="mt-2 block" suppressHydrationWarning>
                {requestId ? `Reference: ${requestId}` : ''}
              </span>
            </>
          )
        }
        onRetry={() => window.location.reload()}
      />
    </main>
  )
}
