import { describe, expect, test } from 'vitest'

import { deleteCheatSheetMessage } from './delete-message'

const image = { key: 'k', width: 60, height: 80 } as never

describe('The cheat sheet delete says what goes and what stays', () => {
  test('a cheat sheet: the spec question first, its image that goes, its items that stay', () => {
    expect(deleteCheatSheetMessage({ image, itemCount: 2 })).toBe(
      'Are you sure you want to delete this cheat sheet? Its image will be deleted too. ' +
        'Its 2 items stay in the capsule. You can undo this for a few seconds.',
    )
    expect(deleteCheatSheetMessage({ image: null, itemCount: 0 })).toBe(
      'Are you sure you want to delete this cheat sheet? You can undo this for a few seconds.',
    )
  })
})
