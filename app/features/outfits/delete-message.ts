import { plural } from '~/lib/plural'

import type { OutfitSummary } from './types'

/** The outfit delete confirmation: the spec's question first, then what stays. */
export function deleteOutfitMessage(outfit: Pick<OutfitSummary, 'itemCount'>): string {
  const sentences = ['Delete this outfit?']
  if (outfit.itemCount) {
    sentences.push(
      `${outfit.itemCount === 1 ? 'Its item stays' : `Its ${plural(outfit.itemCount, 'item')} stay`} in the capsule.`,
    )
  }
  sentences.push('You can undo this for a few seconds.')
  return sentences.join(' ')
}
