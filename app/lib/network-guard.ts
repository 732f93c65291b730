import { data, isRouteErrorResponse } from 'react-router'

export const NETWORK_ERROR =
  "We couldn't reach the studio. Check your connection and try again — what you typed is still here."

export const SERVER_ERROR =
  'The studio could not save this just now. Try again in a moment — what you typed is still here.'

export const SIGNED_OUT = 'You were signed out — sign in to continue. What you typed is still here.'

/** Sent on `window` when an action answers 401: the dashboard asks to sign in again, in place. */
export const SIGNED_OUT_EVENT = 'studio:signed-out'

/** A failed save's answer: the form's message, and whether signing in again is the way out. */
export type GuardedFailure = { formError: string; signedOut?: true }

function failure(formError: string, status: number, signedOut = false) {
  if (signedOut) window.dispatchEvent(new Event(SIGNED_OUT_EVENT))
  // A 4xx/5xx answer keeps React Router from reloading the page's data after the failed save:
  // with the server gone, that reload would replace the page (and the open form) with an error.
  return data<GuardedFailure>(signedOut ? { formError, signedOut: true } : { formError }, {
    status,
  })
}

/**
 * Runs a route's server action from the browser and turns what the person cannot fix in the form
 * — the connection dropped, the server failed, the session ended — into a form error, so the form
 * stays open with everything typed instead of falling into an error page. A signed-out answer also
 * opens the dashboard's sign-in dialog (see `SignedOutDialog`). A 404 (a row that is gone) still
 * reaches the route's error boundary.
 * Use as: `export const clientAction = ({ serverAction }) => guardNetwork(serverAction)`.
 */
export async function guardNetwork<T>(serverAction: () => Promise<T>) {
  try {
    return await serverAction()
  } catch (error) {
    if (isRouteErrorResponse(error) || error instanceof Response) {
      const status = error.status
      if (status === 401) return failure(SIGNED_OUT, 401, true)
      if (status >= 500) return failure(SERVER_ERROR, status)
      throw error
    }
    // A thrown server error arrives as an Error; a dropped connection as a TypeError.
    return failure(error instanceof TypeError ? NETWORK_ERROR : SERVER_ERROR, 503)
  }
}
