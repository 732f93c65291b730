import { requiredText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

export const SEND_MESSAGE_MAX = 2000

export const SendCapsuleSchema = z.object({
  message: requiredText(SEND_MESSAGE_MAX, 'Write a short message to go with the link.'),
})

/** The message the Send to client dialog starts with; the stylist edits it freely. */
export function defaultSendMessage(clientName: string, capsuleName: string): string {
  const firstName = clientName.trim().split(/\s+/)[0] ?? clientName
  return [
    `Hi ${firstName},`,
    '',
    `Your style capsule “${capsuleName}” is ready. I picked every piece with you in mind: open it with the link below and tell me what you love.`,
    '',
    'Speak soon!',
  ].join('\n')
}
