import { renderSVG } from 'uqr'

/**
 * A QR code of `text` (the authenticator app's otpauth address) as an inline SVG, drawn on the
 * server: one module is one unit of the viewBox, so it scales crisply to any box. Dark on white
 * whatever the theme, as phone cameras read best, with the two-module quiet zone they need.
 */
export function qrCodeSvg(text: string): string {
  return renderSVG(text, { ecc: 'M', border: 2, pixelSize: 1 })
}
