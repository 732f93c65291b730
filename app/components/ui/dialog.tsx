import type { ReactNode } from 'react'
import { useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

import { useDirtyForm } from '../dirty-forms'
import { clearDrafts, draftKeys, restoreDrafts, saveDrafts } from '../form-drafts'
import { Button } from './button'
import { cx } from './cx'
import { tabbables, trapTab } from './focus-trap'
import { Icon } from './icon'

export type DialogSize = 'sm' | 'md' | 'lg'

export type DialogProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Buttons for the sticky footer row (right-aligned; equal widths on phones). */
  footer?: ReactNode
  /** Above the footer's buttons, always in view: e.g. why the last save failed. */
  footerNote?: ReactNode
  size?: DialogSize
  /** `paper`: a warm, letter-like sheet (the client's welcome letter). */
  variant?: 'default' | 'paper'
  /** Points the dialog's description at an element in `children` (used when there is no `description`). */
  'aria-describedby'?: string
  /**
   * Whether what is typed in it is a form to save (the default: closing asks first and a copy is
   * kept). False where every field saves on its own, as the client's notes do.
   */
  holdsForm?: boolean
}

const widths: Record<DialogSize, string> = {
  sm: 'sm:max-w-[24rem]',
  md: 'sm:max-w-[32rem]',
  lg: 'sm:max-w-[48rem]',
}

const FIELD = 'input, select, textarea, [contenteditable]:not([contenteditable="false"])'

/** Ids of the open dialogs, bottom to top. Only the top one reacts to Escape and Tab. */
const openDialogs: string[] = []

/** Nested dialogs share one body scroll lock; the first one in saves the styles, the last one out restores them. */
let scrollLocks = 0
let savedBodyStyle = { overflow: '', paddingRight: '' }

function lockScroll() {
  if (scrollLocks++ > 0) return
  const { style } = document.body
  savedBodyStyle = { overflow: style.overflow, paddingRight: style.paddingRight }
  // Keep the layout from shifting when the scrollbar disappears.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth
  if (scrollbar > 0) style.paddingRight = `${scrollbar}px`
  style.overflow = 'hidden'
}

function unlockScroll() {
  if (--scrollLocks > 0) return
  Object.assign(document.body.style, savedBodyStyle)
}

const subscribeNever = () => () => {}

/** False on the server and during hydration, true afterwards: portals need `document`. */
function useIsClient() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

/**
 * A modal dialog: a bottom sheet on phones, a centred card from 640px up. Rendered in a portal
 * only while open (never on the server). Escape, the close button and a backdrop click call
 * `onClose` — once something was typed in it, only after asking whether to discard it (and
 * leaving the page asks too, see `UnsavedChangesGuard`); what is typed is also kept in
 * sessionStorage until it closes (`form-drafts`); Tab is trapped inside; on open, focus goes to the first `[data-autofocus]` element,
 * else the first form field, else the panel, and it returns to where it was on close.
 */
export function Dialog(props: DialogProps) {
  const isClient = useIsClient()
  if (!props.open || !isClient) return null
  return createPortal(<DialogPanel {...props} />, document.body)
}

function DialogPanel({
  onClose,
  title,
  description,
  children,
  footer,
  footerNote,
  size = 'md',
  variant = 'default',
  'aria-describedby': describedBy,
  holdsForm = true,
}: DialogProps) {
  const id = useId()
  const titleId = `${id}-title`
  const descriptionId = `${id}-description`
  const panelRef = useRef<HTMLDivElement>(null)
  const [dirty, setDirty] = useState(false)
  const [askingToDiscard, setAskingToDiscard] = useState(false)
  useDirtyForm(dirty)

  function requestClose() {
    if (dirty) setAskingToDiscard(true)
    else onClose()
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const panel = panelRef.current
    if (!panel || openDialogs.at(-1) !== id || event.defaultPrevented || event.isComposing) return
    if (event.key === 'Escape') {
      event.preventDefault()
      requestClose()
    } else if (event.key === 'Tab') {
      trapTab(event, panel)
    }
  })

  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const previous = document.activeElement
    openDialogs.push(id)
    lockScroll()
    const handleKeyDown = (event: KeyboardEvent) => onKeyDown(event)
    document.addEventListener('keydown', handleKeyDown)

    const initial =
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      tabbables(panel).find((el) => el.matches(FIELD)) ??
      panel
    initial.focus()

    // What was typed here before a reload (or a sign-in on a fresh page) comes back; the input
    // event marks the dialog as holding unsaved changes.
    const drafts = draftKeys(panel)
    restoreDrafts(panel)?.dispatchEvent(new Event('input', { bubbles: true }))

    return () => {
      // Closed — saved, cancelled or discarded: the kept copy has served its purpose.
      clearDrafts(drafts)
      document.removeEventListener('keydown', handleKeyDown)
      unlockScroll()
      const index = openDialogs.lastIndexOf(id)
      if (index !== -1) openDialogs.splice(index, 1)
      if (previous instanceof HTMLElement && previous.isConnected) {
        previous.focus({ preventScroll: true })
      }
    }
  }, [id])

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
      <div
        aria-hidden="true"
        onClick={requestClose}
        className="absolute inset-0 animate-fade-in bg-ink/40 backdrop-blur-[2px]"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : describedBy}
        tabIndex={-1}
        // Typing anywhere in it (a field, a select, a photo) is work a stray Escape must not lose.
        onInput={
          holdsForm
            ? (event) => {
                setDirty(true)
                saveDrafts(event.currentTarget)
              }
            : undefined
        }
        className={cx(
          'relative flex max-h-[92dvh] w-full animate-rise-in flex-col overflow-hidden rounded-t-2xl shadow-overlay',
          variant === 'paper' ? 'paper-sheet' : 'bg-surface',
          'focus:outline-hidden sm:max-h-[min(85dvh,52rem)] sm:rounded-2xl',
          widths[size],
        )}
      >
        <div className="flex items-start gap-3 px-5 pt-5 sm:px-7 sm:pt-6">
          <div className="min-w-0 flex-1 pt-1">
            <h2 id={titleId} className="font-display text-2xl leading-tight font-medium text-ink">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1.5 text-sm text-pretty text-muted">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={requestClose}
            aria-label="Close"
            className="-mt-1 -mr-2.5 grid size-11 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-sunken hover:text-ink"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <div
          className={cx(
            'min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-4 sm:px-7',
            footer ? 'pb-6' : 'pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:pb-7',
          )}
        >
          {children}
        </div>
        {footer ? (
          <div
            className={cx(
              'sticky bottom-0 border-t border-line bg-surface',
              'px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-7 sm:pb-4',
            )}
          >
            {footerNote ? <div className="mb-3">{footerNote}</div> : null}
            <div className="flex flex-wrap items-center justify-end gap-3 max-sm:*:flex-1">
              {footer}
            </div>
          </div>
        ) : null}
      </div>
      <Dialog
        open={askingToDiscard}
        onClose={() => setAskingToDiscard(false)}
        size="sm"
        title="Discard your changes?"
        description="What you typed in this form has not been saved."
        footer={
          <>
            <Button variant="secondary" onClick={() => setAskingToDiscard(false)} data-autofocus>
              Keep editing
            </Button>
            <Button variant="danger" onClick={onClose}>
              Discard
            </Button>
          </>
        }
      />
    </div>
  )
}
