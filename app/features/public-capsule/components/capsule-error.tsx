import { isRouteErrorResponse } from 'react-router'

import { ErrorState } from '~/components/ui/error-state'
import { Icon } from '~/components/ui/icon'
import { useRequestId } from '~/lib/nonce'

/**
 * The client's page when it cannot be shown: a missing capsule (404) says so and sends her back
 * to her stylist; anything else says that something went wrong, with the request's reference
 * (matched to the log) and a retry.
 */
export function CapsuleError({ error }: { error: unknown }) {
  const requestId = useRequestId()
  if (isRouteErrorResponse(error) && error.status === 404) return <CapsuleNotFound />
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-6">
      <div className="w-full max-w-lg">
        <ErrorState
          level={1}
          message={
            <>
              Your capsule could not be shown. Please try again in a moment.
              {/* One string child: kept as rendered by the server (see useRequestId). */}
              <span className="mt-2 block" suppressHydrationWarning>
                {requestId ? `Reference: ${requestId}` : ''}
              </span>
            </>
          }
          onRetry={() => window.location.reload()}
        />
      </div>
    </main>
  )
}

function CapsuleNotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-6 text-center">
      <div>
        <Icon name="sparkles" className="mx-auto size-8 text-accent" strokeWidth={1.25} />
        <h1 className="mt-5 font-display text-4xl font-medium">Capsule not found</h1>
        <p className="mt-3 max-w-sm text-muted">
          The link may be mistyped, or this capsule is not available any more. Ask your stylist for
          a fresh link.
        </p>
      </div>
    </main>
  )
}
