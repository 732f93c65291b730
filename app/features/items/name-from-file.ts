/** The longest item name (ItemSchema). */
const MAX_NAME = 120
const FALLBACK = 'New item'

/**
 * An item name from a photo's file name: no extension, separators (`_`, `-`, `.`, `+`) as
 * spaces, and sentence case when the name is all one case ("IMG_0042.JPG" → "Img 0042",
 * "silk-blouse.jpg" → "Silk blouse"); a name in mixed case ("McQueen_Blazer") keeps its case.
 */
export function nameFromFileName(fileName: string): string {
  const withoutExtension = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '')
  const spaced = withoutExtension
    .replace(/[_\-.+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!spaced) return FALLBACK
  const letters = spaced.replace(/[^\p{L}]/gu, '')
  const oneCase = letters === letters.toLowerCase() || letters === letters.toUpperCase()
  const cased = oneCase ? spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase() : spaced
  return cased.slice(0, MAX_NAME).trim()
}
