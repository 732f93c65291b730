/** How many words a suggested capsule password has: about 39 bits, easy to read out and type. */
export const SUGGESTED_WORDS = 3

/** A uniform random whole number below `size`, from the browser's (or Node's) secure source. */
function randomBelow(size: number): number {
  // Values past the last whole multiple of `size` are drawn again, so no word is likelier.
  const limit = Math.floor(0x1_0000_0000 / size) * size
  const value = new Uint32Array(1)
  do crypto.getRandomValues(value)
  while (value[0]! >= limit)
  return value[0]! % size
}

/** `count` words drawn at random from `words`, joined by hyphens. */
export function pickWords(words: readonly string[], count = SUGGESTED_WORDS): string {
  return Array.from({ length: count }, () => words[randomBelow(words.length)]).join('-')
}

/**
 * A strong capsule password: three words drawn from the EFF's long word list, loaded only when
 * asked (it stays out of the dashboard's bundle).
 */
export async function suggestPassword(): Promise<string> {
  const { default: words } = await import('@zxcvbn-ts/language-common/dist/diceware.json.mjs')
  return pickWords(words)
}
