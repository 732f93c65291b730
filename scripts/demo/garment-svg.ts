// The garment drawings of the demo studio's photos: a silhouette per shape, in a 600 × 750 box
// (the photo is 2× that), in its colour and pattern, on a tinted studio backdrop, as an SVG
// that photos.ts turns into a photo.
//
// Plain TypeScript that Node runs as is (type stripping): no path alias, no enum.
import { seededRandom } from './random.ts'

export const SHAPES = [
  'tee',
  'sweater',
  'shirt',
  'trousers',
  'jeans',
  'shorts',
  'skirt',
  'dress',
  'coat',
  'blazer',
  'shoe',
  'boot',
  'sneaker',
  'bag',
  'clutch',
  'scarf',
  'necklace',
  'hoops',
  'hat',
  'sunglasses',
  'swimsuit',
  'belt',
] as const

export type Shape = (typeof SHAPES)[number]

export const PATTERNS = ['solid', 'stripes', 'pinstripe', 'check', 'rib'] as const
export type Pattern = (typeof PATTERNS)[number]

/** Where each shape's lowest point sits in its 600 × 750 box: its shadow falls just below. */
const FLOORS: Record<Shape, number> = {
  tee: 630,
  sweater: 632,
  shirt: 638,
  trousers: 650,
  jeans: 652,
  shorts: 468,
  skirt: 612,
  dress: 684,
  coat: 692,
  blazer: 620,
  shoe: 528,
  boot: 548,
  sneaker: 532,
  bag: 632,
  clutch: 554,
  scarf: 668,
  necklace: 590,
  hoops: 532,
  hat: 494,
  sunglasses: 500,
  swimsuit: 576,
  belt: 470,
}

/** Each shape: the outline (filled with the garment), then details drawn over it. */
const SILHOUETTES: Record<Shape, { body: string; details?: string; stroke?: boolean }> = {
  tee: {
    body: 'M210 150 L262 128 Q300 160 338 128 L390 150 L470 222 L430 284 L396 258 L398 610 L202 610 L204 258 L170 284 L130 222 Z',
    details: 'M262 128 Q300 176 338 128 M204 258 L206 300 M396 258 L394 300',
  },
  sweater: {
    body: 'M215 140 L265 122 Q300 152 335 122 L385 140 Q440 170 455 262 L482 560 L432 572 L402 300 L404 612 L196 612 L198 300 L168 572 L118 560 L145 262 Q160 170 215 140 Z',
    details:
      'M265 122 Q300 170 335 122 M200 590 L400 590 M126 540 L176 548 M424 548 L474 540 M240 200 L240 600 M300 200 L300 600 M360 200 L360 600',
  },
  shirt: {
    body: 'M218 140 L268 118 L300 150 L332 118 L382 140 Q436 168 452 262 L478 556 L430 566 L400 300 L402 618 L198 618 L200 300 L170 566 L122 556 L148 262 Q164 168 218 140 Z',
    details:
      'M268 118 L288 186 L300 150 L312 186 L332 118 M300 150 L300 618 M128 530 L172 538 M428 538 L472 530',
  },
  trousers: {
    body: 'M212 126 L388 126 L404 630 L322 630 L300 268 L278 630 L196 630 Z',
    details: 'M212 150 L388 150 M300 150 L300 268 M240 150 L226 212 M360 150 L374 212',
  },
  jeans: {
    body: 'M214 124 L386 124 L398 632 L320 632 L300 262 L280 632 L202 632 Z',
    details:
      'M214 148 L386 148 M300 148 L300 262 M226 148 Q236 196 272 200 M374 148 Q364 196 328 200 M204 600 L280 600 M320 600 L396 600',
  },
  shorts: {
    body: 'M206 210 L394 210 L414 438 L316 448 L300 318 L284 448 L186 438 Z',
    details: 'M206 236 L394 236 M300 236 L300 318 M194 414 L286 422 M314 422 L406 414',
  },
  skirt: {
    body: 'M238 168 L362 168 L446 572 Q300 604 154 572 Z',
    details: 'M238 194 L362 194 M270 194 L236 586 M300 194 L300 598 M330 194 L364 586',
  },
  dress: {
    body: 'M252 104 L276 104 Q300 144 324 104 L348 104 L362 250 Q342 300 352 332 L454 650 Q300 684 146 650 L248 332 Q258 300 238 250 Z',
    details: 'M248 332 Q300 350 352 332 M276 104 L268 60 M324 104 L332 60 M300 340 L300 668',
  },
  coat: {
    body: 'M208 120 L264 98 L300 210 L336 98 L392 120 Q448 150 458 244 L488 568 L442 578 L412 322 L418 672 L182 672 L188 322 L158 578 L112 568 L142 244 Q152 150 208 120 Z',
    details:
      'M264 98 L244 260 L300 340 L356 260 L336 98 M300 340 L300 672 M276 400 h0 M200 480 L260 480 M340 480 L400 480',
  },
  blazer: {
    body: 'M214 132 L266 112 L300 232 L334 112 L386 132 Q438 160 448 250 L474 540 L430 550 L404 320 L408 600 L192 600 L196 320 L170 550 L126 540 L152 250 Q162 160 214 132 Z',
    details: 'M266 112 L250 250 L300 360 L350 250 L334 112 M300 360 L300 600 M214 440 L266 440',
  },
  shoe: {
    body: 'M112 470 Q124 404 196 392 L292 382 Q334 332 382 330 L432 338 Q474 360 484 420 L490 478 Q300 502 112 492 Z',
    details: 'M112 492 Q300 512 490 478 L490 500 Q300 530 112 514 Z M292 382 Q360 400 432 338',
  },
  boot: {
    body: 'M292 150 L402 150 L408 410 Q474 424 494 478 L494 522 L222 522 L228 446 L292 414 Z',
    details: 'M292 180 L402 180 M222 522 L494 522 L494 540 L222 540 Z M350 180 L350 400',
  },
  sneaker: {
    body: 'M110 470 Q118 398 180 386 L270 372 Q320 318 380 318 L440 326 Q488 352 492 424 L494 478 Q300 500 110 490 Z',
    details:
      'M110 490 Q300 512 494 478 L494 506 Q300 534 110 516 Z M290 360 L330 392 M310 346 L350 380 M330 334 L370 368',
  },
  bag: {
    body: 'M168 300 L432 300 L462 612 L138 612 Z',
    details: 'M222 300 Q222 150 300 150 Q378 150 378 300 M168 340 L432 340 M290 360 h20 v24 h-20 Z',
  },
  clutch: {
    body: 'M140 330 L460 330 Q470 330 470 342 L470 520 Q470 534 456 534 L144 534 Q130 534 130 520 L130 342 Q130 330 140 330 Z',
    details: 'M130 342 L300 440 L470 342 M290 430 h20 v20 h-20 Z',
  },
  scarf: {
    body: 'M160 160 Q300 110 440 160 L420 250 Q300 210 180 250 Z M190 240 L270 240 L250 640 L170 630 Z M330 240 L410 240 L430 600 L350 610 Z',
    details:
      'M170 630 L166 660 M190 632 L186 662 M210 634 L206 664 M350 610 L352 640 M370 608 L372 638 M390 606 L392 636',
  },
  necklace: {
    body: 'M300 520 m-46 0 a46 46 0 1 0 92 0 a46 46 0 1 0 -92 0',
    details: 'M160 170 Q170 470 300 474 Q430 470 440 170',
    stroke: true,
  },
  hoops: {
    body: 'M220 420 m-90 0 a90 90 0 1 0 180 0 a90 90 0 1 0 -180 0 M380 420 m-90 0 a90 90 0 1 0 180 0 a90 90 0 1 0 -180 0',
    stroke: true,
  },
  hat: {
    body: 'M120 430 Q300 350 480 430 Q470 470 300 474 Q130 470 120 430 Z M200 420 Q210 250 300 244 Q390 250 400 420 Z',
    details: 'M204 392 Q300 420 396 392',
  },
  sunglasses: {
    body: 'M130 350 L280 350 L270 440 Q250 480 200 480 Q150 480 140 440 Z M320 350 L470 350 L460 440 Q450 480 400 480 Q350 480 330 440 Z',
    details: 'M280 362 Q300 346 320 362 M130 352 L90 330 M470 352 L510 330',
  },
  swimsuit: {
    body: 'M246 120 L272 120 Q300 236 328 120 L354 120 L360 330 Q340 420 376 560 Q300 540 300 540 Q300 540 224 560 Q260 420 240 330 Z',
    details: 'M246 120 L236 70 M354 120 L364 70 M240 330 Q300 350 360 330',
  },
  belt: {
    body: 'M80 390 L520 390 L520 446 L80 446 Z',
    details:
      'M170 380 L240 380 L240 456 L170 456 Z M186 396 L224 396 L224 440 L186 440 Z M300 418 h0 M340 418 h0 M380 418 h0',
  },
}

export type GarmentSpec = {
  shape: Shape
  /** The garment colour, `#rrggbb`. */
  color: string
  /** The backdrop tint, `#rrggbb` (a light colour). */
  background: string
  pattern?: Pattern
  /** Varies the grain, the pose and the shadow of otherwise identical specs. */
  seed: number
  /** Grain strength (1: a product shot's; more for a busier camera photo). */
  grain?: number
  /** JPEG quality of the original (default 88). */
  quality?: number
  width?: number
  height?: number
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  const clamp = (channel: number) => Math.max(0, Math.min(255, Math.round(channel)))
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`
}

/** Mixes `hex` towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex)
  const target = amount > 0 ? 255 : 0
  const t = Math.abs(amount)
  return rgbToHex([r + (target - r) * t, g + (target - g) * t, b + (target - b) * t])
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/**
 * The garment's fill: a flat colour, or a pattern drawn with repeating gradients (librsvg
 * renders those fast, unlike SVG <pattern>). `overlay` is a second fill drawn over the first.
 */
function patternFill(pattern: Pattern, color: string): { defs: string; overlay?: string } {
  const ink = luminance(color) > 0.55 ? shade(color, -0.35) : shade(color, 0.45)
  const bands = (id: string, x2: number, y2: number, stops: [number, string, number][]) =>
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${x2}" y2="${y2}" spreadMethod="repeat">${stops
      .map(
        ([offset, stop, opacity]) =>
          `<stop offset="${offset}" stop-color="${stop}" stop-opacity="${opacity}"/>`,
      )
      .join('')}</linearGradient>`
  const hard = (
    width: number,
    first: string,
    second: string,
    opacity = 1,
  ): [number, string, number][] => [
    [0, first, opacity],
    [width, first, opacity],
    [width, second, opacity],
    [1, second, opacity],
  ]
  switch (pattern) {
    case 'stripes':
      return { defs: bands('p', 0, 28, hard(0.32, ink, color)) }
    case 'pinstripe':
      return { defs: bands('p', 18, 0, hard(0.12, ink, color)) }
    case 'check':
      return {
        defs:
          bands('p', 40, 0, hard(0.5, shade(ink, 0.25), color)) +
          bands(
            'q',
            0,
            40,
            hard(0.5, ink, ink, 0.4).map(([o, c, a], i) => [o, c, i < 2 ? a : 0]),
          ),
        overlay: 'url(#q)',
      }
    case 'rib':
      return { defs: bands('p', 10, 0, hard(0.3, shade(color, -0.14), color)) }
    case 'solid':
      return { defs: '' }
  }
}

/** The SVG of a garment photo (exported for tests and previews). */
export function garmentSvg(spec: GarmentSpec): string {
  const width = spec.width ?? 1200
  const height = spec.height ?? 1500
  const random = seededRandom(spec.seed)
  const silhouette = SILHOUETTES[spec.shape]
  const pattern = spec.pattern ?? 'solid'
  const fill = pattern === 'solid' ? spec.color : 'url(#p)'
  const { defs, overlay } = patternFill(pattern, spec.color)
  const detailInk = luminance(spec.color) > 0.5 ? shade(spec.color, -0.3) : shade(spec.color, 0.3)
  const tilt = (random() - 0.5) * 8
  const scale = 0.92 + random() * 0.12
  const offsetX = (random() - 0.5) * 50
  const backdropTop = shade(spec.background, 0.35)
  const backdropBottom = shade(spec.background, -0.08)
  // The 600 × 750 drawing, centred and fitted to the photo whatever its aspect ratio.
  const fit = Math.min(width / 600, height / 750) * scale
  const translateX = width / 2 - 300 * fit + offsetX
  const translateY = height / 2 - 375 * fit
  const outline = silhouette.stroke
    ? `<path d="${silhouette.body}" fill="none" stroke="${fill}" stroke-width="26" stroke-linecap="round"/>`
    : `<path d="${silhouette.body}" fill="${fill}"/>` +
      (overlay ? `<path d="${silhouette.body}" fill="${overlay}"/>` : '') +
      `<path d="${silhouette.body}" fill="url(#fold)"/>`
  const details = silhouette.details
    ? `<path d="${silhouette.details}" fill="none" stroke="${silhouette.stroke ? spec.color : detailInk}" stroke-width="${silhouette.stroke ? 10 : 3}" stroke-opacity="0.7" stroke-linecap="round" stroke-dasharray="${silhouette.stroke ? '2 16' : 'none'}"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdropTop}"/><stop offset="0.72" stop-color="${spec.background}"/><stop offset="1" stop-color="${backdropBottom}"/></linearGradient>
<radialGradient id="light" cx="0.45" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></radialGradient>
<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0.2"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.10"/><stop offset="0.6" stop-color="#000" stop-opacity="0.04"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
${defs}
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#light)"/>
<ellipse cx="${(width / 2 + offsetX).toFixed(1)}" cy="${(translateY + (FLOORS[spec.shape] + 28) * fit).toFixed(1)}" rx="${(230 * fit).toFixed(1)}" ry="${(26 * fit).toFixed(1)}" fill="url(#shadow)"/>
<g transform="translate(${translateX.toFixed(1)} ${translateY.toFixed(1)}) scale(${fit.toFixed(4)}) rotate(${tilt.toFixed(2)} 300 375)">
${outline}
${details}
</g>
</svg>`
}
