// Writes the two Latin faces the pages preload, app/fonts/*.woff2: Inter and Cormorant Garamond
// (variable, SIL Open Font Licence, from @fontsource-variable) cut to what the studio's pages
// set: the characters of fontsource's Latin file, the weights the pages use (Inter 400 to 600,
// font-normal to font-semibold; Cormorant Garamond from 300, the about section's light
// monogram), and the layout features the text uses. About half the bytes of the files they
// are cut from, so the first open of a page has its typeface within the block period of
// `font-display: optional` (docs/decisions/039-fonts-cut-to-the-pages.md). Run `npm run fonts`
// after changing what is kept: the files are committed, and scripts/fonts.test.ts fails while
// they differ from what this writes.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import subsetFont from 'subset-font'

const FONTSOURCE = new URL('../node_modules/@fontsource-variable/', import.meta.url)
const OUT = new URL('../app/fonts/', import.meta.url)

/**
 * The code points of fontsource's Latin file (its `unicode-range`): ASCII, Latin-1, the general
 * punctuation block, the euro and a few signs. The @font-face rules of app/fonts.css say the same.
 */
export const LATIN_RANGE: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
]

/**
 * Kerning and ligatures; lining figures (the display face's headings set `lnum`) and tabular
 * ones (`tabular-nums` on counts and amounts). Left out: contextual alternates and mark
 * positioning (Latin-1's accented letters are whole glyphs), a fifth of the bytes.
 */
const FEATURES = ['kern', 'liga', 'lnum', 'tnum']

export const FACES = [
  {
    from: 'inter/files/inter-latin-wght-normal.woff2',
    to: 'inter-latin.woff2',
    weights: { min: 400, max: 600 },
  },
  {
    from: 'cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    to: 'cormorant-garamond-latin.woff2',
    weights: { min: 300, max: 600 },
  },
] as const

type Face = (typeof FACES)[number]

const latinText = () =>
  LATIN_RANGE.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
  ).join('')

/** The cut of one face, as written to app/fonts. */
export async function cutFace(face: Face): Promise<Buffer> {
  return subsetFont(readFileSync(new URL(face.from, FONTSOURCE)), latinText(), {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: face.weights },
  })
}

export const facePath = (to: string) => fileURLToPath(new URL(to, OUT))

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const face of FACES) {
    const cut = await cutFace(face)
    writeFileSync(facePath(face.to), cut)
    console.info(`${face.to}: ${(cut.length / 1024).toFixed(1)} KB`)
  }
}
