// Everything the dashboard capsule page does, from every feature its tabs show (routes compose
// features).
import { duplicateIntents } from '~/features/capsule-copies/duplicate-intents.server'
import {
  capsuleDeleteIntents,
  capsuleIntents,
  sendIntents,
} from '~/features/capsules/capsule-intents.server'
import {
  cheatSheetDeleteIntents,
  cheatSheetIntents,
} from '~/features/cheat-sheets/cheat-sheet-intents.server'
import { replyIntents } from '~/features/conversation/reply-intents.server'
import { feedbackSeenIntents } from '~/features/feedback/feedback-intents.server'
import { alternateIntents } from '~/features/items/alternate-intents.server'
import {
  capsuleItemDeleteIntents,
  capsuleItemIntents,
} from '~/features/items/bulk-item-intents.server'
import { itemDeleteIntents, itemIntents } from '~/features/items/item-intents.server'
import { ownershipIntents } from '~/features/items/ownership-intents.server'
import { quickItemIntents, wardrobeIntents } from '~/features/items/quick-item-intents.server'
import { readShopLink } from '~/features/link-import/link-import.server'
import { outfitDeleteIntents, outfitIntents } from '~/features/outfits/outfit-intents.server'
import { stockIntents } from '~/features/stock-checks/stock-intents.server'
import { stockMailIntents } from '~/features/stock-checks/stock-mail.server'
import {
  trashCapsule,
  trashCheatSheet,
  trashItem,
  trashItems,
  trashOutfit,
} from '~/features/trash/index.server'

/** Everything a capsule's page does; capsule intents act on the page's capsule. */
export const capsulePageIntents = [
  capsuleIntents,
  capsuleDeleteIntents(trashCapsule),
  duplicateIntents,
  sendIntents,
  itemIntents,
  itemDeleteIntents(trashItem),
  capsuleItemIntents,
  capsuleItemDeleteIntents(trashItems),
  quickItemIntents,
  wardrobeIntents,
  alternateIntents(readShopLink),
  outfitIntents,
  outfitDeleteIntents(trashOutfit),
  cheatSheetIntents,
  cheatSheetDeleteIntents(trashCheatSheet),
  stockIntents,
  ownershipIntents,
  feedbackSeenIntents,
  replyIntents,
  stockMailIntents,
]
