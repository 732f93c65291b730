import { plural } from '~/lib/plural'

import type { Item } from './types'

/** The item delete confirmation: the spec's question first, then what it leaves and what goes. */
export function deleteItemMessage(
  item: Pick<Item, 'photo' | 'outfitCount' | 'cheatSheetCount'>,
): string {
  const sentences = ['Are you sure you want to delete this item?']
  const leaves = [
    item.outfitCount ? plural(item.outfitCount, 'outfit') : null,
    item.cheatSheetCount ? plural(item.cheatSheetCount, 'cheat sheet') : null,
  ].filter((part) => part !== null)
  if (leaves.length) sentences.push(`It will be taken out of ${leaves.join(' and ')}.`)
  if (item.photo) sentences.push('Its photo will be deleted too.')
  sentences.push('You can undo this for a few seconds.')
  return sentences.join(' ')
}
