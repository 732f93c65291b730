import { describe, expect, it } from 'vitest'

import {
  generateRecoveryCodes,
  RECOVERY_ALPHABET,
  recoveryCodeCandidates,
} from './recovery-codes.server'

describe('recovery codes', () => {
  it('are ten different codes of two five-character groups, without look-alike characters', () => {
    const codes = generateRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/)
    expect(RECOVERY_ALPHABET).not.toMatch(/[01ILO]/i)
  })

  it('are tried as typed, then in capitals with their dash', () => {
    expect(recoveryCodeCandidates(' 7KQ2M-XW4HD ')).toEqual(['7KQ2M-XW4HD'])
    expect(recoveryCodeCandidates('7kq2m xw4hd')).toEqual(['7kq2m xw4hd', '7KQ2M-XW4HD'])
    expect(recoveryCodeCandidates('7kq2mxw4hd')).toEqual(['7kq2mxw4hd', '7KQ2M-XW4HD'])
    // An older mixed-case code is tried exactly as typed first.
    expect(recoveryCodeCandidates('aB3dE-fG5hJ')[0]).toBe('aB3dE-fG5hJ')
  })
})
