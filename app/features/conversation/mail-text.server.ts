// How the conversation's e-mails quote it: a piece by its name, a message by its first words,
// on one line; and the window they keep to.
import { env } from '~/server/env.server'

/** The e-mail window, in minutes as the e-mails say it. */
export const windowMinutes = () => Math.max(1, Math.round(env.MAIL_WINDOW_SECONDS / 60))

/** The longest quote of a message in an e-mail, in characters. */
export const EXCERPT_MAX = 160

/** A message's first words on one line (line breaks and runs of spaces become one space). */
export function excerpt(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim()
  return line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : line
}

/** What a thread is about, as an e-mail names it. */
export const pieceName = (target: string, name: string | null) =>
  target === 'capsule' ? 'The whole capsule' : (name ?? 'A piece')
