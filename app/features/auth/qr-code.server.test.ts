import { encode } from 'uqr'
import { describe, expect, test } from 'vitest'

import { qrCodeSvg } from './qr-code.server'

const URI =
  'otpauth://totp/Capsule%20Studio:sophie%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Capsule%20Studio&digits=6&period=30'

describe('The two-factor QR code', () => {
  test('is an SVG of the whole address: one unit per module, with a quiet zone', () => {
    const svg = qrCodeSvg(URI)
    // The encoder's own size of the symbol, quiet zone included.
    const side = encode(URI, { ecc: 'M', border: 2 }).size
    expect(svg).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}">`),
    )
    expect(svg).toContain(`<rect fill="white" width="${side}" height="${side}"/>`)
    expect(svg).toMatch(/<path fill="black" d="M[\d,hvMz-]+"\/><\/svg>$/)
  })

  test('draws only shapes (nothing of the address is written out as text or markup)', () => {
    const svg = qrCodeSvg(URI)
    expect(svg.match(/<(\w+)/g)).toEqual(['<svg', '<rect', '<path'])
    expect(svg).not.toContain('JBSWY3DPEHPK3PXP')
    expect(qrCodeSvg(URI.replace('JBSWY3DPEHPK3PXP', 'KRSXG5CTMVRXEZLU'))).not.toBe(svg)
  })
})
