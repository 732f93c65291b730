import { z } from '~/lib/zod'

export const SEND_MESSAGE_MAX = 2000

export const SendCapsuleSchema = z.object({
  message: z
    .string({ error: 'Write a short message to go with the link.' })
    .trim()
    .min(1, 'Write a short message to go with the link.')
    .max(SEND_MESSAGE_MAX, `Use at most ${SEND_MESSAGE_MAX.toLocaleString('en-US')} characters.`),
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
