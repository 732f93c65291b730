import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * The 10,000 most common passwords of a breach corpus, ranked by how often they were used, as
 * shipped by @zxcvbn-ts/language-common (its `passwords-common` dictionary, most common first).
 * Refused at sign-up, reset and change, whatever their letter case.
 */
export const COMMON_PASSWORD_COUNT = 10_000
const COMMON = new Set(
  dictionary['passwords-common']
    .slice(0, COMMON_PASSWORD_COUNT)
    .map((entry) => entry.toLowerCase()),
)

export const COMMON_PASSWORD =
  'This password is one of the most common ones and easy to guess. Please choose another.'

/** True for one of the most common passwords (any letter case), offline. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase())
}
