import { fieldError, formError, type Intents, parseForm, saved } from '~/server/forms.server'

import { changeReply, MESSAGE_GONE, postReply } from './messages.server'
import { EditMessageSchema, MessageIdSchema, MessageSchema } from './schema'

/**
 * The conversation, from the capsule's Feedback tab or a piece: her replies (written, corrected,
 * deleted).
 */
export const replyIntents = {
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
