// Retrying a measurement that the tool itself says to run again.

/**
 * Runs `attempt` until it succeeds, at most `tries` times; every failure is reported to `failed`
 * with the number of tries left. Null when every try failed. For Lighthouse, whose trace
 * recording fails now and then on a busy machine ("NO_NAVSTART … Please run Lighthouse again").
 */
export async function withRetries<T>(
  tries: number,
  attempt: () => Promise<T>,
  failed: (error: unknown, triesLeft: number) => void,
): Promise<T | null> {
  for (let left = tries - 1; left >= 0; left--) {
    try {
      return await attempt()
    } catch (error) {
      failed(error, left)
    }
  }
  return null
}
