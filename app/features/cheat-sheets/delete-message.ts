import { plural } from '~/lib/plural'

import type { CheatSheet } from './types'

/** The cheat sheet delete confirmation: the spec's question first, then what goes and what stays. */
export function deleteCheatSheetMessage(sheet: Pick<CheatSheet, 'image' | 'itemCount'>): string {
  const sentences = ['Are you sure you want to delete this cheat sheet?']
  if (sheet.image) sentences.push('Its image will be deleted too.')
  if (sheet.itemCount) {
    sentences.push(
      `${sheet.itemCount === 1 ? 'Its item stays' : `Its ${plural(sheet.itemCount, 'item')} stay`} in the capsule.`,
    )
  }
  sentences.push('You can undo this for a few seconds.')
  return sentences.join(' ')
}
