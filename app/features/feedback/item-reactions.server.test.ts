import { describe, expect, test } from 'vitest'

import { itemReactions } from './feedback-entries.server'
import type { FeedbackEntry } from './types'

const entry = (overrides: Partial<FeedbackEntry>): FeedbackEntry => ({
  target: 'item',
  kind: 'item',
  id: 'item-1',
  name: 'Silk blouse',
  photo: null,
  reaction: null,
  bought: false,
  updatedAt: new Date(),
  ...overrides,
})

describe("the Items tab's reaction filter", () => {
  test("reads each item's reaction from the capsule's feedback; purchases and outfits add none", () => {
    expect(
      itemReactions([
        entry({ id: 'loved', reaction: 'love' }),
        entry({ id: 'bought', bought: true }),
        entry({ id: 'outfit', kind: 'outfit', target: 'outfit', reaction: 'maybe' }),
        entry({ id: 'no', reaction: 'no' }),
      ]),
    ).toEqual({ loved: 'love', no: 'no' })
  })
})
