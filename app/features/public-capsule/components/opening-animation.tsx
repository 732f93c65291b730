import { useEffect, useState, useSyncExternalStore } from 'react'

import { useNonce } from '~/lib/nonce'

type Phase = 'breathing' | 'ripple' | 'spiral' | 'complete'

const seenKey = (capsuleId: string) => `capsule-intro:${capsuleId}`
const noSubscription = () => () => {}

/** Stored on this device (localStorage): not again on a reload or a later visit. */
function stored(capsuleId: string): boolean {
  try {
    return localStorage.getItem(seenKey(capsuleId)) !== null
  } catch {
    return false
  }
}

function rememberSeen(capsuleId: string) {
  try {
    localStorage.setItem(seenKey(capsuleId), '1')
  } catch {
    // Storage disabled: it may play again next time, nothing worse.
  }
}

/**
 * Whether this device had seen it before this page was opened, read once per capsule and page:
 * it is remembered as soon as it starts, and must go on playing this time. On a page loaded
 * from the server, its script (below) has answered already, before it stored anything.
 */
const seenBefore = new Map<string, boolean>()
function wasSeen(capsuleId: string): boolean {
  let seen = seenBefore.get(capsuleId)
  if (seen === undefined) {
    const marked = document.documentElement.dataset
    seen =
      marked.introSeen === capsuleId
        ? true
        : marked.introFirst === capsuleId
          ? false
          : stored(capsuleId)
    seenBefore.set(capsuleId, seen)
  }
  return seen
}

/**
 * Runs before anything is painted, long before React hydrates (the page itself is the same for
 * everyone: decision 008): on a device that has seen it, hides it at once; otherwise remembers it
 * now, so a visit left before it ends (or before the page's scripts even arrive) still counts.
 */
function seenScript(capsuleId: string): string {
  const key = JSON.stringify(seenKey(capsuleId))
  const id = JSON.stringify(capsuleId)
  return `try{var d=document.documentElement.dataset;if(localStorage.getItem(${key})!==null)d.introSeen=${id};else{d.introFirst=${id};localStorage.setItem(${key},"1")}}catch(e){}`
}

/**
 * The opening animation: breathing, then ripple at 2 s, spiral at 3 s, complete at 5 s. It plays
 * once per capsule per device; Skip Animation ends it; visitors who prefer reduced
 * motion never see it (CSS hides it before any script runs). It takes the top of the screen
 * (where the capsule's name is), never the items: a client on a slow phone sees her pieces as
 * soon as they arrive, while it plays (decision 017).
 */
export function OpeningAnimation({
  capsuleId,
  name,
  brand,
}: {
  capsuleId: string
  name: string
  brand: string
}) {
  // On the server and during hydration it is shown; the browser then knows whether it was seen.
  const seen = useSyncExternalStore(
    noSubscription,
    () => wasSeen(capsuleId),
    () => false,
  )
  const nonce = useNonce()
  const [phase, setPhase] = useState<Phase>('breathing')
  const [gone, setGone] = useState(false)

  useEffect(() => {
    if (seen) return
    // Seen once it starts (a page opened inside the app ran no script of its own).
    rememberSeen(capsuleId)
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timers = [
      setTimeout(() => setPhase('ripple'), 2000),
      setTimeout(() => setPhase('spiral'), 3000),
      setTimeout(() => setPhase('complete'), 5000),
    ]
    return () => timers.forEach(clearTimeout)
  }, [seen, capsuleId])

  const finish = () => setGone(true)

  if (seen || gone) return null
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: seenScript(capsuleId) }} />
      <div
        className="intro fixed inset-x-0 top-0 z-[80] flex h-[max(19rem,44svh)] flex-col items-center justify-center gap-8 overflow-hidden border-b border-line/60 bg-canvas shadow-card motion-reduce:hidden"
        data-phase={phase}
        data-testid="opening-animation"
        onAnimationEnd={(event) => {
          if (event.animationName === 'intro-out') finish()
        }}
      >
        <div className="relative grid size-28 shrink-0 place-items-center" aria-hidden>
          <span className="intro-ring absolute size-40 rounded-full border border-accent/40" />
          <span className="intro-ring absolute size-40 rounded-full border border-accent/30" />
          <span className="intro-ring absolute size-40 rounded-full border border-accent/20" />
          <span className="intro-spiral absolute size-56">
            {Array.from({ length: 8 }, (_, dot) => (
              <span
                key={dot}
                className="absolute top-1/2 left-1/2 size-2 rounded-full bg-accent"
                style={{
                  transform: `rotate(${dot * 45}deg) translateY(-${56 + dot * 6}px)`,
                  opacity: 0.3 + dot * 0.09,
                }}
              />
            ))}
          </span>
          <span className="intro-orb size-28 rounded-full bg-gradient-to-br from-accent-soft to-accent/40" />
        </div>
        <div className="relative px-6 text-center">
          <p className="text-xs font-semibold tracking-[0.3em] text-accent uppercase">{brand}</p>
          <p className="mt-3 line-clamp-2 font-display text-3xl leading-tight text-balance text-ink sm:text-4xl">
            {name}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setPhase('complete')}
          className="absolute top-2 right-3 min-h-11 rounded-full px-4 text-sm font-medium text-muted underline-offset-4 hover:text-ink hover:underline"
        >
          Skip Animation
        </button>
      </div>
    </>
  )
}
