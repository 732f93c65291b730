import { describe, expect, test } from 'vitest'

import { deleteItemMessage } from './delete-message'

const photo = { key: 'k', width: 60, height: 80 } as never

describe('The item delete confirmation says what goes with it', () => {
  test('the spec question first, then the outfits and sheets it leaves and its photo', () => {
    expect(deleteItemMessage({ photo, outfitCount: 2, cheatSheetCount: 1 })).toBe(
      'Are you sure you want to delete this item? It will be taken out of 2 outfits and ' +
        '1 cheat sheet. Its photo will be deleted too. You can undo this for a few seconds.',
    )
    expect(deleteItemMessage({ photo: null, outfitCount: 1, cheatSheetCount: 0 })).toBe(
      'Are you sure you want to delete this item? It will be taken out of 1 outfit. ' +
        'You can undo this for a few seconds.',
    )
  })

  test('an item in nothing without a photo: the question and the undo', () => {
    expect(deleteItemMessage({ photo: null, outfitCount: 0, cheatSheetCount: 0 })).toBe(
      'Are you sure you want to delete this item? You can undo this for a few seconds.',
    )
  })
})
