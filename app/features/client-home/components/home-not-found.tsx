import { isRouteErrorResponse } from 'react-router'

import { ErrorState } from '~/components/ui/error-state'
import { Icon } from '~/components/ui/icon'

import { SendMyLink } from './send-my-link'

/** A home link that opens nothing (mistyped, replaced, revoked), or the home failing. */
export function HomeError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="grid min-h-dvh place-items-center bg-canvas px-6 text-center">
        <div className="flex flex-col items-center">
          <Icon name="sparkles" className="mx-auto size-8 text-accent" strokeWidth={1.25} />
          <h1 className="mt-5 font-display text-4xl font-medium">Link not found</h1>
          <p className="mt-3 max-w-sm text-muted">
            The link may be mistyped, or it is not in use any more. Ask your stylist for a fresh
            link, or have your link sent to you again.
          </p>
          <SendMyLink />
        </div>
      </main>
    )
  }
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-6">
      <div className="w-full max-w-lg">
        <ErrorState
          level={1}
          message="Your page could not be shown. Please try again in a moment."
          onRetry={() => window.location.reload()}
        />
      </div>
    </main>
  )
}
