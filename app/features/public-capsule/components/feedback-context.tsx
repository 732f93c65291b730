import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

import { useToast } from '~/components/ui/toast'
import type { Feedback, Reaction, Thread } from '~/lib/feedback'

import { ConversationProvider, type MailSettings } from './conversation-context'

export type FeedbackChange = { reaction: Reaction | null } | { bought: boolean }

/** What `/capsule/{id}/feedback` answers. */
type Loaded = {
  canGiveFeedback: boolean
  feedback: Feedback[]
  threads: Thread[]
  mail: MailSettings
  studio: string
}

type FeedbackApi = {
  capsuleId: string
  /** The form posts' address (the no-script fallback). */
  action: string
  /** False in the owner's preview: she reads her client's feedback, the controls show disabled. */
  canGiveFeedback: boolean
  get: (target: string) => Feedback | undefined
  /** Saves one change at once on screen; on failure it is rolled back and a toast says so. */
  save: (target: string, change: FeedbackChange) => Promise<boolean>
}

const FeedbackContext = createContext<FeedbackApi | null>(null)

export function useFeedback(): FeedbackApi {
  const api = use(FeedbackContext)
  if (!api) throw new Error('useFeedback() must be used inside <FeedbackProvider>')
  return api
}

const EMPTY = (target: string): Feedback => ({
  target,
  reaction: null,
  bought: false,
  updatedAt: '',
})

const SAVE_FAILED = 'Your feedback could not be saved. Please try again.'

const formOf = (target: string, change: FeedbackChange) => {
  const body = new URLSearchParams({ target })
  if ('reaction' in change) body.set('reaction', change.reaction ?? '')
  else body.set('bought', String(change.bought))
  return body
}

/** Coming back to the page after this long asks for what changed meanwhile (a reply). */
const REFRESH_AFTER_MS = 30_000

/**
 * The client's feedback on her capsule page, and the conversation with her stylist. The page
 * itself is rendered once for everyone (decision 008); the feedback and the threads come after
 * it, from `/capsule/{id}/feedback`, private and uncached, so every device that may open the
 * capsule sees the same (decisions 010, 031) — again when she comes back to the page later.
 */
export function FeedbackProvider({
  capsuleId,
  preview,
  children,
}: {
  capsuleId: string
  /** The owner's preview (a page of her own, never the one rendered for everyone). */
  preview: boolean
  children: ReactNode
}) {
  const { toast } = useToast()
  const action = `/capsule/${capsuleId}/feedback`
  const [entries, setEntries] = useState<Map<string, Feedback>>(() => new Map())
  // The same map, readable from the save callback without waiting for a render.
  const current = useRef(entries)
  const commit = useCallback((next: Map<string, Feedback>) => {
    current.current = next
    setEntries(next)
  }, [])
  const [allowed, setAllowed] = useState(!preview)
  // The latest request per target: an older response arriving late never overwrites a newer tap.
  const latest = useRef(new Map<string, number>())
  const sequence = useRef(0)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  // Bumped when she comes back to the page a while later: the feedback is asked for again.
  const [round, setRound] = useState(0)

  useEffect(() => {
    let left = Date.now()
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') left = Date.now()
      else if (Date.now() - left > REFRESH_AFTER_MS) setRound((value) => value + 1)
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    fetch(action, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const body = (await response.json()) as Loaded
        const next = new Map(body.feedback.map((entry) => [entry.target, entry]))
        // Taps made while loading win over what was loaded.
        for (const target of latest.current.keys()) {
          const mine = current.current.get(target)
          if (mine) next.set(target, mine)
        }
        setAllowed(body.canGiveFeedback)
        commit(next)
        setLoaded(body)
      })
      .catch(() => {
        if (controller.signal.aborted) return
        toast('Your earlier feedback could not be loaded. Reload the page to see it.', {
          tone: 'error',
        })
      })
    return () => controller.abort()
  }, [action, toast, commit, round])

  const save = useCallback(
    async (target: string, change: FeedbackChange) => {
      const id = ++sequence.current
      latest.current.set(target, id)
      const previous = current.current.get(target)
      commit(new Map(current.current).set(target, { ...(previous ?? EMPTY(target)), ...change }))
      let message = SAVE_FAILED
      try {
        const response = await fetch(action, {
          method: 'POST',
          headers: { Accept: 'application/json' },
          body: formOf(target, change),
        })
        const body = (await response.json().catch(() => ({}))) as {
          feedback?: Feedback
          error?: string
        }
        if (response.ok && body.feedback) {
          if (latest.current.get(target) === id) {
            commit(new Map(current.current).set(target, body.feedback))
          }
          return true
        }
        if (body.error) message = body.error
      } catch {
        // Offline or the server unreachable: the general message.
      }
      if (latest.current.get(target) === id) {
        const next = new Map(current.current)
        if (previous) next.set(target, previous)
        else next.delete(target)
        commit(next)
      }
      toast(message, { tone: 'error' })
      return false
    },
    [action, toast, commit],
  )

  const api = useMemo<FeedbackApi>(
    () => ({
      capsuleId,
      action,
      canGiveFeedback: allowed && !preview,
      get: (target) => entries.get(target),
      save,
    }),
    [capsuleId, action, allowed, preview, entries, save],
  )
  const conversation = useMemo(
    () =>
      loaded && {
        threads: loaded.threads,
        mail: loaded.mail,
        canWrite: loaded.canGiveFeedback,
        studio: loaded.studio,
      },
    [loaded],
  )
  return (
    <FeedbackContext value={api}>
      <ConversationProvider capsuleId={capsuleId} preview={preview} loaded={conversation}>
        {children}
      </ConversationProvider>
    </FeedbackContext>
  )
}
