// Everything the dashboard capsule page does, from every feature its tabs show (routes compose
// features).
import { duplicateIntents } from '~/features/capsule-copies/duplicate-intents.server'
import { capsuleIntents, sendIntents } from '~/features/capsules/capsule-intents.server'
import { cheatSheetIntents } from '~/features/cheat-sheets/cheat-sheet-intents.server'
import { replyIntents } from '~/features/conversation/reply-intents.server'
import { feedbackSeenIntents } from '~/features/feedback/feedback-intents.server'
import { alternateIntents } from '~/features/items/alternate-intents.server'
import { capsuleItemIntents } from '~/features/items/bulk-item-intents.server'
import { itemIntents } from '~/features/items/item-intents.server'
import { ownershipIntents } from '~/features/items/ownership-intents.server'
import { quickItemIntents, wardrobeIntents } from '~/features/items/quick-item-intents.server'
import { readShopLink } from '~/features/link-import/link-import.server'
import { outfitIntents } from '~/features/outfits/outfit-intents.server'
import { stockIntents } from '~/features/stock-checks/stock-intents.server'
import { stockMailIntents } from '~/features/stock-checks/stock-mail.server'

/** Everything a capsule's page does; capsule intents act on the page's capsule. */
export const capsulePageIntents = [
  capsuleIntents,
  duplicateIntents,
  sendIntents,
  itemIntents,
  capsuleItemIntents,
  quickItemIntents,
  wardrobeIntents,
  alternateIntents(readShopLink),
  outfitIntents,
  cheatSheetIntents,
  stockIntents,
  ownershipIntents,
  feedbackSeenIntents,
  replyIntents,
  stockMailIntents,
]

