import { setOwnership } from '~/domain/item-ownership.server'
import { CAPSULE_GONE, ITEMS_GONE } from '~/lib/messages'
import { fieldError, formError, type Intents, parseForm, saved } from '~/server/forms.server'

import { markFeedbackSeen } from './feedback-entries.server'
import { changeReply, MESSAGE_GONE, postReply } from './messages.server'
import {
  EditMessageSchema,
  MessageIdSchema,
  MessageSchema,
  OWNERSHIP_FAILED,
  OwnershipSchema,
} from './schema'
import { stockMailIntents } from './stock-mail.server'

/**
 * The capsule page's Items tab: Owned / To buy in bulk for the chosen items (repeated `itemIds`),
 * every one a piece of the page's capsule.
 */
export const ownershipIntents = {
  'set-ownership': async (input, { ownerId, capsuleId = '' }) => {
    const parsed = parseForm(input, OwnershipSchema, { lists: ['itemIds'] })
    if (!parsed.success) return formError(OWNERSHIP_FAILED, 400)
    const { ownership, itemIds } = parsed.data
    if (!(await setOwnership(ownerId, capsuleId, ownership, itemIds))) {
      return formError(ITEMS_GONE, 404)
    }
    return saved()
  },
} satisfies Intents

/**
 * The conversation, from the capsule's Feedback tab or a piece: her replies (written, corrected,
 * deleted).
 */
export const conversationIntents = {
  'post-reply': async (input, { ownerId, capsuleId = '' }) => {
    const parsed = parseForm(input, MessageSchema)
    if (!parsed.success) return parsed.reply
    const written = await postReply(ownerId, capsuleId, parsed.data)
    if (!written.ok) return formError(written.error, written.status)
    return saved({ message: written.message, target: written.target })
  },
  'edit-reply': async (input, { ownerId, capsuleId = '' }) => {
    const parsed = parseForm(input, EditMessageSchema)
    if (!parsed.success) return parsed.reply
    const message = await changeReply(ownerId, capsuleId, parsed.data.messageId, parsed.data.body)
    return message ? saved({ message }) : formError(MESSAGE_GONE, 404)
  },
  'delete-reply': async (input, { ownerId, capsuleId = '' }) => {
    const parsed = parseForm(input, MessageIdSchema)
    if (!parsed.success) return fieldError(parsed.errors, 404)
    const message = await changeReply(ownerId, capsuleId, parsed.data.messageId, null)
    return message ? saved({ message }) : formError(MESSAGE_GONE, 404)
  },
} satisfies Intents

/** The capsule page showed its Feedback view: what the client said so far is no longer new. */
export const feedbackSeenIntents = {
  'mark-feedback-seen': async (_input, { ownerId, capsuleId = '' }) =>
    (await markFeedbackSeen(ownerId, capsuleId)) ? saved() : formError(CAPSULE_GONE, 404),
} satisfies Intents

/** What the capsule page does with her client's feedback: all of the above. */
export const capsuleFeedbackIntents = [
  ownershipIntents,
  feedbackSeenIntents,
  conversationIntents,
  stockMailIntents,
]
