// How politely a shop was asked, from the times its requests began (as the shop saw them): the
// most requests in any window of time, the shortest time that held one too many, and the smallest
// gap between two of them.
// Plain TypeScript that Node runs as is (type stripping).

/**
 * The most of `times` (milliseconds, any order) that fall in one window `[t, t + windowMs)`:
 * requests exactly `windowMs` apart are in different windows, so "6 a minute" allows one every
 * 10 s. 0 without any.
 */
export function mostInWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b)
  let most = 0
  let first = 0
  for (let last = 0; last < sorted.length; last++) {
    while (sorted[last]! - sorted[first]! >= windowMs) first++
    most = Math.max(most, last - first + 1)
  }
  return most
}

/** The smallest gap between two of `times` (any order); null for fewer than two. */
export function smallestGap(times: readonly number[]): number | null {
  const sorted = [...times].sort((a, b) => a - b)
  let smallest: number | null = null
  for (let index = 1; index < sorted.length; index++) {
    const gap = sorted[index]! - sorted[index - 1]!
    if (smallest === null || gap < smallest) smallest = gap
  }
  return smallest
}

/**
 * The shortest time from the first to the last of `count` of `times` (any order): under
 * `windowMs`, some window held `count`. Null for fewer than `count`.
 */
export function shortestSpan(times: readonly number[], count: number): number | null {
  const sorted = [...times].sort((a, b) => a - b)
  let shortest: number | null = null
  for (let last = count - 1; last < sorted.length; last++) {
    const span = sorted[last]! - sorted[last - count + 1]!
    if (shortest === null || span < shortest) shortest = span
  }
  return shortest
}
