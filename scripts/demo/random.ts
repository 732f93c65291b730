// The seeded randomness of the demo studio: the same seed always gives the same plan and photos.
//
// Plain TypeScript that Node runs as is (type stripping): no path alias, no enum.

export type Random = () => number

/** A small, fast, seeded generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number | string): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(seed)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export function hashString(text: string): number {
  let hash = 2_166_136_261
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 16_777_619)
  }
  return hash >>> 0
}
