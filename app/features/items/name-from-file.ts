/** The longest item name (ItemSchema). */
const MAX_NAME = 120

/**
 * Words cameras, phones and computers put in the names of the photos they make: no item is
 * called any of them.
 */
const MADE_BY_A_DEVICE = new Set([
  'img',
  'image',
  'images',
  'photo',
  'photos',
  'pic',
  'picture',
  'dsc',
  'dscn',
  'dscf',
  'dcim',
  'pxl',
  'mvimg',
  'vid',
  'burst',
  'cover',
  'portrait',
  'hdr',
  'screenshot',
  'screen',
  'shot',
  'scan',
  'whatsapp',
  'signal',
  'telegram',
  'pasted',
  'fullsizerender',
  'edited',
  'copy',
  'untitled',
  'unnamed',
  'at',
])

/** A word that names nothing: a number, a device's word, or a device's word run into a number. */
const named = (word: string) =>
  !/^\d+$/.test(word) &&
  !MADE_BY_A_DEVICE.has(word.toLowerCase()) &&
  !/^(img|dsc[nf]?|pxl|vid|wa|p|gopr|dji|mvimg)\d+$/i.test(word)

/**
 * An item name from a photo's file name: no extension, separators (`_`, `-`, `.`, `+`) as
 * spaces, and sentence case when the name is all one case ("silk-blouse.jpg" → "Silk blouse"); a
 * name in mixed case ("McQueen_Blazer") keeps its case. A name a camera or phone gave
 * ("IMG_0042.jpg", "PXL_20250912_101500123.jpg", "Screenshot 2025-09-12 at 10.15.00.png") is
 * no name: empty, for her to fill in; such words before hers are left out.
 */
export function nameFromFileName(fileName: string): string {
  const withoutExtension = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '')
  const spaced = withoutExtension
    .replace(/[_\-.+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const words = spaced.split(/[\s()[\]]+/).filter(Boolean)
  // A device's words and numbers before hers go ("IMG_0042 linen shirt" → "Linen shirt").
  const first = words.findIndex(named)
  if (first === -1) return ''
  const kept = words.slice(first).join(' ')
  const letters = kept.replace(/[^\p{L}]/gu, '')
  const oneCase = letters === letters.toLowerCase() || letters === letters.toUpperCase()
  const cased = oneCase ? kept.charAt(0).toUpperCase() + kept.slice(1).toLowerCase() : kept
  return cased.slice(0, MAX_NAME).trim()
}
