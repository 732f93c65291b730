import { isRouteErrorResponse, useLocation, useRevalidator } from 'react-router'

import { ErrorState } from '~/components/ui/error-state'
import { AuthScreen } from '~/features/auth/components/auth-screen'
import { useRequestId } from '~/lib/nonce'

const NOTICES: Record<string, string> = {
  'password-reset': 'Your password was changed. Sign in with your new password.',
}

/**
 * Every dashboard route's error boundary. Signed out (401): the sign-in screen, in place, so the
 * URL stays and the asked-for page appears after signing in — shown by the dashboard layout's
 * boundary (`signInHere`) in place of the whole dashboard, so it never sits under the top bar; a
 * page's boundary hands a 401 up to it. Otherwise an error with a retry.
 */
export function DashboardErrorBoundary({
  error,
  notFound,
  signInHere = false,
}: {
  error: unknown
  notFound?: { title: string; action?: React.ReactNode }
  signInHere?: boolean
}) {
  const location = useLocation()
  const revalidator = useRevalidator()
  const requestId = useRequestId()

  if (isRouteErrorResponse(error) && error.status === 401) {
    // Thrown while rendering, it reaches the layout's boundary, which replaces the whole dashboard.
    if (!signInHere) throw error
    const params = new URLSearchParams(location.search)
    const linkExpired =
      params.get('error') === 'invalid_token' || params.get('error') === 'token_expired'
    const invited = params.get('invited')?.slice(0, 254) || undefined
    const keep = new URLSearchParams(location.search)
    keep.delete('notice')
    keep.delete('error')
    keep.delete('invited')
    const query = keep.toString()
    return (
      <AuthScreen
        redirectTo={`${location.pathname}${query ? `?${query}` : ''}`}
        invited={invited}
        notice={
          linkExpired
            ? 'That confirmation link has expired or was already used. Sign in to get a new one.'
            : invited
              ? 'You were invited: create your account with the address the invitation went to.'
              : NOTICES[params.get('notice') ?? '']
        }
      />
    )
  }

  if (isRouteErrorResponse(error) && error.status === 404 && notFound) {
    return (
      <div className="mx-auto max-w-lg px-5 py-20">
        <ErrorState title={notFound.title} message="" />
        {notFound.action ? <div className="mt-6 flex justify-center">{notFound.action}</div> : null}
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-lg px-5 py-20">
      <ErrorState
        message={
          <>
            This page could not be loaded. Check your connection and try again.
            <span className="mt-2 block" suppressHydrationWarning>
              {requestId ? `Reference: ${requestId}` : ''}
            </span>
          </>
        }
        onRetry={() => revalidator.revalidate()}
      />
    </div>
  )
}
