import type { ReactNode } from 'react'
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { cx } from './cx'
import { Icon, type IconName } from './icon'

export type ToastTone = 'success' | 'error' | 'info'
/** `action`: one button in the toast (Undo); the toast stays longer and closes when it is used. */
export type ToastOptions = { tone?: ToastTone; action?: ToastAction }
export type ToastAction = { label: string; onClick: () => void }
export type ToastApi = { toast: (message: string, options?: ToastOptions) => void }

type ToastItem = { id: number; message: string; tone: ToastTone; action?: ToastAction }

const DURATION: Record<ToastTone, number> = { success: 4000, info: 4000, error: 8000 }
/** Long enough to read the message, find the button and press it. */
const ACTION_DURATION = 8000
/** Older toasts are dropped beyond this many, so a burst never covers the screen. */
const MAX_TOASTS = 4

const listClasses = 'flex flex-col items-center gap-2 sm:items-end'

const ToastContext = createContext<ToastApi | null>(null)

/** `toast(message, { tone })` from the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = use(ToastContext)
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>')
  return api
}

/**
 * Holds the toasts and renders their region: top-centre on phones (clear of bottom sheets' buttons), bottom-right from 640px.
 * The live regions are always in the DOM so screen readers announce new messages: a polite
 * `role="status"` list for success/info, and a `role="alert"` list for errors.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const nextId = useRef(0)

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((item) => item.id !== id))
  }, [])

  const toast = useCallback((message: string, options?: ToastOptions) => {
    const item: ToastItem = {
      id: ++nextId.current,
      message,
      tone: options?.tone ?? 'info',
      action: options?.action,
    }
    setToasts((current) => [...current, item].slice(-MAX_TOASTS))
  }, [])

  const api = useMemo<ToastApi>(() => ({ toast }), [toast])
  const polite = toasts.filter((item) => item.tone !== 'error')
  const urgent = toasts.filter((item) => item.tone === 'error')

  return (
    <ToastContext value={api}>
      {children}
      <section
        aria-label="Notifications"
        className={cx(
          // Top on phones, where bottom sheets keep their buttons; bottom-right from 640px.
          'pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col sm:top-auto sm:bottom-0',
          'px-4 pt-[max(0.75rem,env(safe-area-inset-top))] sm:p-6',
        )}
      >
        <div role="status" aria-live="polite" className={listClasses}>
          {polite.map((item) => (
            <Toast key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </div>
        <div
          role="alert"
          className={cx(listClasses, polite.length > 0 && urgent.length > 0 && 'mt-2')}
        >
          {urgent.map((item) => (
            <Toast key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext>
  )
}

const toneStyles: Record<ToastTone, { icon: IconName; className: string }> = {
  success: { icon: 'circle-check', className: 'text-success' },
  error: { icon: 'circle-alert', className: 'text-danger' },
  info: { icon: 'info', className: 'text-accent' },
}

/** One toast. Its timer pauses while it is hovered or has focus, and restarts afterwards. */
function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false)
  const { icon, className } = toneStyles[item.tone]

  useEffect(() => {
    if (paused) return
    const duration = item.action ? ACTION_DURATION : DURATION[item.tone]
    const timer = window.setTimeout(() => onDismiss(item.id), duration)
    return () => window.clearTimeout(timer)
  }, [paused, item.id, item.tone, item.action, onDismiss])

  return (
    <div
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false)
      }}
      className={cx(
        'pointer-events-auto flex w-full max-w-sm animate-rise-in items-start gap-3 rounded-xl border bg-surface py-3 pr-2 pl-4 shadow-overlay',
        item.tone === 'error' ? 'border-danger/25' : 'border-line',
      )}
    >
      <Icon name={icon} className={cx('mt-0.5 size-5 shrink-0', className)} />
      <p className="min-w-0 flex-1 py-0.5 text-sm leading-5 text-pretty text-ink">{item.message}</p>
      {item.action ? (
        <button
          type="button"
          onClick={() => {
            item.action?.onClick()
            onDismiss(item.id)
          }}
          className="-my-2 min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold text-accent transition-colors hover:bg-sunken"
        >
          {item.action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        aria-label="Dismiss notification"
        className="-my-2 grid size-11 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-sunken hover:text-ink"
      >
        <Icon name="x" className="size-4" />
      </button>
    </div>
  )
}
