import list from './common-passwords.txt?raw'

const COMMON = new Set(
  list
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
)

export const COMMON_PASSWORD =
  'This password is one of the most common ones and easy to guess. Please choose another.'

/** True for one of the most common passwords (any letter case), offline. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase())
}
