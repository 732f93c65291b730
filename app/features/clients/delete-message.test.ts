import { describe, expect, test } from 'vitest'

import { deleteCapsuleMessage } from '~/features/capsules/delete-message'

import { deleteClientMessage } from './delete-message'

describe('Delete confirmations say what goes', () => {
  test('a client: the spec question first, then her capsules, items, photos and link', () => {
    expect(deleteClientMessage({ capsules: 2, published: 1, items: 14 })).toBe(
      'Are you sure you want to delete this client? Her 2 capsules, 14 items and their photos ' +
        'will be deleted too. Her published link will stop working. You can undo this for a few seconds.',
    )
    expect(deleteClientMessage(undefined)).toBe(
      'Are you sure you want to delete this client? Nothing else is attached to her.',
    )
    expect(deleteClientMessage({ capsules: 1, published: 2, items: 0 })).toContain(
      'Her 1 capsule will be deleted too. Her 2 published links will stop working.',
    )
  })

  test('a capsule: outfits and sheets go, items stay in the wardrobe', () => {
    expect(
      deleteCapsuleMessage({
        clientName: 'Bianca Rossi',
        isPublished: true,
        itemCount: 14,
        outfitCount: 3,
        cheatSheetCount: 1,
      }),
    ).toBe(
      'Are you sure you want to delete this capsule? Its 3 outfits and 1 cheat sheet will be ' +
        "deleted too. Its 14 items stay in Bianca Rossi's wardrobe. Bianca Rossi's link to it " +
        'will stop working. You can undo this for a few seconds.',
    )
  })
})
