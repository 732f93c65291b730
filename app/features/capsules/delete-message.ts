import { plural } from '~/lib/plural'

import type { Capsule } from './types'

/** The capsule delete confirmation: the spec's question first, then what goes and what stays. */
export function deleteCapsuleMessage(
  capsule: Pick<
    Capsule,
    'clientName' | 'isPublished' | 'itemCount' | 'outfitCount' | 'cheatSheetCount'
  >,
): string {
  const question = 'Are you sure you want to delete this capsule?'
  const going = [
    capsule.outfitCount ? plural(capsule.outfitCount, 'outfit') : null,
    capsule.cheatSheetCount ? plural(capsule.cheatSheetCount, 'cheat sheet') : null,
  ].filter((part) => part !== null)
  const sentences = [question]
  if (going.length) sentences.push(`Its ${going.join(' and ')} will be deleted too.`)
  if (capsule.itemCount) {
    sentences.push(
      `${capsule.itemCount === 1 ? 'Its item stays' : `Its ${capsule.itemCount} items stay`} in ${capsule.clientName}'s wardrobe.`,
    )
  }
  if (capsule.isPublished) sentences.push(`${capsule.clientName}'s link to it will stop working.`)
  sentences.push('You can undo this for a few seconds.')
  return sentences.join(' ')
}
