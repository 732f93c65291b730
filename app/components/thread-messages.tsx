import type { ReactNode } from 'react'

import { Badge } from '~/components/ui/badge'
import { cx } from '~/components/ui/cx'
import { LocalTime } from '~/components/ui/local-time'
import type { Author, Message } from '~/lib/feedback'
import { linkify } from '~/lib/linkify'

/**
 * A message's text as written: plain text (HTML shows as the characters typed), line breaks
 * kept, http(s) addresses clickable and opened apart from the page, without telling the site
 * where the click came from.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="leading-relaxed break-words whitespace-pre-wrap">
      {linkify(text).map((token, index) =>
        token.kind === 'link' ? (
          <a
            key={index}
            href={token.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium break-all text-accent underline underline-offset-2"
          >
            {token.text}
          </a>
        ) : (
          token.text
        ),
      )}
    </p>
  )
}

/**
 * One thread's messages, oldest first, as a conversation: the viewer's own on the right. A
 * deleted message keeps its place as "Message deleted". `isNew` marks what the viewer has not
 * seen; `below` adds a line under a message (her reply's e-mail), `actions` its buttons.
 */
export function ThreadMessages({
  messages,
  viewer,
  names,
  isNew,
  below,
  actions,
}: {
  messages: Message[]
  viewer: Author
  /** How each side is named (the client's first name, the studio's name). */
  names: Record<Author, string>
  isNew?: (message: Message) => boolean
  below?: (message: Message) => ReactNode
  actions?: (message: Message) => ReactNode
}) {
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((message) => {
        const own = message.author === viewer
        const fresh = !own && !message.deleted && (isNew?.(message) ?? false)
        return (
          <li
            key={message.id}
            className={cx(
              'flex min-w-0 flex-col gap-1',
              own ? 'items-end pl-8' : 'items-start pr-8',
            )}
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
              <span className="font-medium text-ink">{names[message.author]}</span>
              <LocalTime value={message.createdAt} />
              {message.edited ? <span>(edited)</span> : null}
              {fresh ? <Badge tone="accent">New</Badge> : null}
            </p>
            <div
              className={cx(
                'max-w-full rounded-2xl px-4 py-2.5 text-sm',
                message.deleted
                  ? 'border border-dashed border-line text-muted italic'
                  : own
                    ? 'bg-accent-soft text-ink'
                    : 'bg-sunken text-ink',
              )}
            >
              {message.deleted ? <p>Message deleted</p> : <MessageText text={message.body} />}
            </div>
            {below?.(message)}
            {message.deleted ? null : actions?.(message)}
          </li>
        )
      })}
    </ol>
  )
}
