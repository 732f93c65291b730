import { isRouteErrorResponse } from 'react-router'

export const NETWORK_ERROR =
  "We couldn't reach the studio. Check your connection and try again — what you typed is still here."

/**
 * Runs a route's server action from the browser and turns a network failure into a form error,
 * so the form stays open with everything typed instead of falling into an error page.
 * Use as: `export const clientAction = ({ serverAction }) => guardNetwork(serverAction)`.
 */
export async function guardNetwork<T>(
  serverAction: () => Promise<T>,
): Promise<T | { formError: string }> {
  try {
    return await serverAction()
  } catch (error) {
    if (isRouteErrorResponse(error) || error instanceof Response) throw error
    return { formError: NETWORK_ERROR }
  }
}
