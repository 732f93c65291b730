// The conversation's public face (docs/decisions/048-every-table-has-an-owner.md): what other
// features use of a capsule's threads and messages. Its tables stay its own.
export { excerpt, pieceName, windowMinutes } from './mail-text.server'
export {
  type ClientMailSettings,
  clientMailSettings,
  mailOffToken,
  replyMail,
} from './reply-mail.server'
export { listConversation, loadThreads } from './threads.server'
export { messageView, repliedThreadView, replyView, threadView } from './views.server'
export { capsuleStateView, markDigestDue, markDigestMailed, markSeen } from './capsule-state.server'
export { messageDataSet } from './export.server'
export {
  takeConversationAboutItems,
  takeConversationAboutOutfits,
  takeConversationOf,
} from './deletes.server'
export { type MessageCount, messageCountsOf } from './counts.server'
