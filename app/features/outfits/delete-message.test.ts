import { describe, expect, test } from 'vitest'

import { deleteOutfitMessage } from './delete-message'

describe('The outfit delete says what stays', () => {
  test('an outfit: the spec question first, then its items that stay', () => {
    expect(deleteOutfitMessage({ itemCount: 3 })).toBe(
      'Delete this outfit? Its 3 items stay in the capsule. You can undo this for a few seconds.',
    )
    expect(deleteOutfitMessage({ itemCount: 1 })).toBe(
      'Delete this outfit? Its item stays in the capsule. You can undo this for a few seconds.',
    )
    expect(deleteOutfitMessage({ itemCount: 0 })).toBe(
      'Delete this outfit? You can undo this for a few seconds.',
    )
  })
})
