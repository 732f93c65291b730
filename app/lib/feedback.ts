// The client's feedback as both the page and the server know it: no zod here, so the capsule
// page's scripts stay small (and never ask to evaluate code, which its policy forbids). One
// piece of feedback is about one item or outfit: a reaction (Love it / Maybe / Not for me) and,
// for an item, the Bought tick. What the client writes is a message in a thread (a conversation
// with her stylist) about a piece or about the capsule as a whole.

export const REACTIONS = ['love', 'maybe', 'no'] as const
export type Reaction = (typeof REACTIONS)[number]

/** The buttons' accessible names, as the issue words them. */
export const REACTION_LABELS: Record<Reaction, string> = {
  love: 'Love it',
  maybe: 'Maybe',
  no: 'Not for me',
}

/** `item:<id>` or `outfit:<id>`: what a piece of feedback is about. */
export const TARGET = /^(item|outfit):([A-Za-z0-9_-]{1,64})$/

/** One piece of feedback as the capsule page and the dashboard see it (dates arrive serialised). */
export type Feedback = {
  target: string
  reaction: Reaction | null
  bought: boolean
  updatedAt: string
}

/** A message's longest text, in characters. */
export const MESSAGE_MAX = 2000

/** The thread about the capsule as a whole (a piece's thread is its feedback target). */
export const CAPSULE_THREAD = 'capsule'

/** What a thread is about: a piece (`item:<id>`, `outfit:<id>`) or the capsule (`capsule`). */
export const THREAD_TARGET = /^(?:capsule|(item|outfit):([A-Za-z0-9_-]{1,64}))$/

/** A message's id (random, URL-safe; migrated notes carry a prefix). */
export const MESSAGE_ID = /^[A-Za-z0-9_-]{1,70}$/

export type Author = 'client' | 'stylist'

/** What became of the e-mail telling the client about a reply (null: it waits for its window). */
export type ClientMail = 'sent' | 'off' | 'no-address' | 'draft' | null

/** One message as both sides see it; a deleted one keeps its place with no text. */
export type Message = {
  id: string
  author: Author
  /** Empty when deleted. */
  body: string
  createdAt: string
  edited: boolean
  deleted: boolean
  /** On the stylist's replies, for her eyes only (the client's page never receives it). */
  clientMail?: ClientMail
  /** On the client's page: written from this device (the only messages it may delete). */
  mine?: true
}

/** A thread with its latest messages (oldest first) and how many came before them. */
export type Thread = {
  target: string
  lastMessageAt: string
  messages: Message[]
  earlier: number
}

/** A message's text as typed, kept as it is but for Windows and old Mac line breaks. */
export const normalizeMessage = (text: string) => text.replace(/\r\n?/g, '\n').trim()

/** Her e-mails about replies switch only from a page one of her e-mails opened (issue 41). */
export const MAIL_SWITCH_FROM_EMAIL =
  'To turn these e-mails off or on, open your capsule from the link in one of your e-mails.'
