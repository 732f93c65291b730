import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react'

import { useToast } from '~/components/ui/toast'
import type { Message, Thread } from '~/lib/feedback'

/** Her e-mails about replies: whether her stylist has her address, and whether she turned them off. */
export type MailSettings = { hasAddress: boolean; off: boolean }

type ConversationApi = {
  /** The form posts' address (the no-script fallback). */
  action: string
  /** False in the owner's preview: she reads the conversation, the controls show disabled. */
  canWrite: boolean
  /** Every thread, newest first. */
  threads: Thread[]
  /** Her stylist's studio name, as her replies are signed (null until the threads arrive). */
  studio: string | null
  thread: (target: string) => Thread | undefined
  /** Sends a message; on failure a toast says why and what was typed stays (false). */
  post: (target: string, body: string) => Promise<boolean>
  remove: (target: string, messageId: string) => Promise<boolean>
  loadEarlier: (target: string) => Promise<void>
  mail: MailSettings | null
  /** Whether this page came from a link in her e-mail (on this device): only then it switches them. */
  canSwitchMail: boolean
  setMail: (on: boolean) => Promise<boolean>
  /** A reply from her stylist that came after her last visit on this device. */
  isNew: (message: Message) => boolean
  /** A new reply she has not been shown yet in this visit (the Messages tab counts them). */
  isUnread: (message: Message) => boolean
  /** She has seen these messages: on this device, they are no longer new at her next visit. */
  markSeen: (messages: Message[]) => void
  /** What she typed but did not send yet, per thread (moving to another piece loses nothing). */
  drafts: Map<string, string>
}

const ConversationContext = createContext<ConversationApi | null>(null)

export function useConversation(): ConversationApi {
  const api = use(ConversationContext)
  if (!api) throw new Error('useConversation() must be used inside <ConversationProvider>')
  return api
}

/** Per device (decision 031): the newest reply she has seen on this capsule. */
const seenKey = (capsuleId: string) => `capsule-replies-seen:${capsuleId}`

function readSeen(capsuleId: string): string {
  try {
    return localStorage.getItem(seenKey(capsuleId)) ?? ''
  } catch {
    return ''
  }
}

/**
 * The key of the links in her e-mails (`?k=`), kept on this device once a link brought it: her
 * e-mails are turned off or on only from a page her own e-mail opened (issue 41).
 */
const emailKeyKey = (capsuleId: string) => `capsule-email-key:${capsuleId}`

function readEmailKey(capsuleId: string): string {
  const fromLink = new URLSearchParams(window.location.search).get('k')
  try {
    if (fromLink) localStorage.setItem(emailKeyKey(capsuleId), fromLink)
    return fromLink ?? localStorage.getItem(emailKeyKey(capsuleId)) ?? ''
  } catch {
    return fromLink ?? ''
  }
}

const SEND_FAILED = 'Your message could not be sent. Please try again.'
const CHANGE_FAILED = 'That did not work. Please try again.'

async function postForm(action: string, fields: Record<string, string>) {
  try {
    const response = await fetch(action, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams(fields),
    })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { ok: response.ok, body }
  } catch {
    return { ok: false, body: {} as Record<string, unknown> }
  }
}

const newestFirst = (threads: Thread[]) =>
  [...threads].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt))

/**
 * The conversation on her capsule page: the threads arrive with her feedback, after the page
 * (rendered once for everyone, decision 008), from `loaded`; writing goes to
 * `/capsule/{id}/messages`.
 */
export function ConversationProvider({
  capsuleId,
  preview,
  loaded,
  children,
}: {
  capsuleId: string
  preview: boolean
  /** What the feedback request brought (null until then). */
  loaded: { threads: Thread[]; mail: MailSettings; canWrite: boolean; studio: string } | null
  children: ReactNode
}) {
  const { toast } = useToast()
  const action = `/capsule/${capsuleId}/messages`
  const [source, setSource] = useState<typeof loaded>(null)
  const [threads, setThreads] = useState<Thread[]>([])
  const [mail, setMailState] = useState<MailSettings | null>(null)
  // Her last visit on this device, read once: what came after it stays marked all visit long.
  const [since, setSince] = useState<string | null>(null)
  const [emailKey, setEmailKey] = useState<string | null>(null)
  const [drafts] = useState(() => new Map<string, string>())
  // The newest reply shown to her in this visit: the tab's count drops as she reads.
  const [readNow, setReadNow] = useState('')
  // What the feedback request brought replaces what was shown (loaded again on her return).
  if (loaded !== source) {
    setSource(loaded)
    if (loaded) {
      setThreads(newestFirst(loaded.threads))
      setMailState(loaded.mail)
      if (since === null) setSince(readSeen(capsuleId))
      if (emailKey === null) setEmailKey(readEmailKey(capsuleId))
    }
  }

  const update = useCallback(
    (target: string, change: (thread: Thread | undefined) => Thread) =>
      setThreads((previous) =>
        newestFirst([
          ...previous.filter((thread) => thread.target !== target),
          change(previous.find((thread) => thread.target === target)),
        ]),
      ),
    [],
  )

  const post = useCallback(
    async (target: string, body: string) => {
      const { ok, body: answer } = await postForm(action, { intent: 'post-message', target, body })
      const message = answer.message as Message | undefined
      if (ok && message) {
        update(target, (thread) => ({
          target,
          lastMessageAt: message.createdAt,
          messages: [...(thread?.messages ?? []), message],
          earlier: thread?.earlier ?? 0,
        }))
        return true
      }
      toast(typeof answer.error === 'string' ? answer.error : SEND_FAILED, { tone: 'error' })
      return false
    },
    [action, toast, update],
  )

  const remove = useCallback(
    async (target: string, messageId: string) => {
      const fields = { intent: 'delete-message', target, messageId }
      const { ok, body: answer } = await postForm(action, fields)
      const message = answer.message as Message | undefined
      if (ok && message) {
        update(target, (thread) => ({
          ...thread!,
          messages: thread!.messages.map((m) => (m.id === message.id ? message : m)),
        }))
        return true
      }
      toast(typeof answer.error === 'string' ? answer.error : CHANGE_FAILED, { tone: 'error' })
      return false
    },
    [action, toast, update],
  )

  const loadEarlier = useCallback(
    async (target: string) => {
      const thread = threads.find((entry) => entry.target === target)
      const oldest = thread?.messages[0]
      if (!thread || !oldest) return
      try {
        const query = new URLSearchParams({ target, before: oldest.createdAt })
        const response = await fetch(`${action}?${query}`, {
          headers: { Accept: 'application/json' },
        })
        if (!response.ok) throw new Error(String(response.status))
        const page = (await response.json()) as { messages: Message[]; earlier: number }
        update(target, (latest) => ({
          ...latest!,
          messages: [...page.messages, ...latest!.messages],
          earlier: page.earlier,
        }))
      } catch {
        toast('The earlier messages could not be loaded. Please try again.', { tone: 'error' })
      }
    },
    [action, toast, update, threads],
  )

  const setMail = useCallback(
    async (on: boolean) => {
      const { ok, body: answer } = await postForm(action, {
        intent: on ? 'mail-on' : 'mail-off',
        k: emailKey ?? '',
      })
      if (ok && answer.mail) {
        setMailState(answer.mail as MailSettings)
        return true
      }
      toast(typeof answer.error === 'string' ? answer.error : CHANGE_FAILED, { tone: 'error' })
      return false
    },
    [action, toast, emailKey],
  )

  const markSeen = useCallback(
    (messages: Message[]) => {
      if (preview) return
      const newest = messages
        .filter((message) => message.author === 'stylist')
        .reduce((latest, message) => (message.createdAt > latest ? message.createdAt : latest), '')
      if (!newest) return
      setReadNow((read) => (newest > read ? newest : read))
      if (newest <= readSeen(capsuleId)) return
      try {
        localStorage.setItem(seenKey(capsuleId), newest)
      } catch {
        // Private mode without storage: replies stay marked new on this device.
      }
    },
    [capsuleId, preview],
  )

  const isNew = useCallback(
    (message: Message) =>
      !preview && since !== null && message.author === 'stylist' && message.createdAt > since,
    [preview, since],
  )

  const api = useMemo<ConversationApi>(
    () => ({
      action,
      canWrite: !preview && (loaded?.canWrite ?? false),
      threads,
      studio: loaded?.studio ?? null,
      thread: (target) => threads.find((entry) => entry.target === target),
      post,
      remove,
      loadEarlier,
      mail,
      canSwitchMail: Boolean(emailKey),
      setMail,
      isNew,
      isUnread: (message) => isNew(message) && message.createdAt > readNow,
      markSeen,
      drafts,
    }),
    [
      action,
      preview,
      loaded,
      threads,
      post,
      remove,
      loadEarlier,
      mail,
      emailKey,
      setMail,
      isNew,
      readNow,
      markSeen,
      drafts,
    ],
  )
  return <ConversationContext value={api}>{children}</ConversationContext>
}
