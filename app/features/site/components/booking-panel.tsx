import { X } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { cx } from '~/components/ui/cx'
import { trapTab } from '~/components/ui/focus-trap'
import type { SiteSettings } from '../schema'
import { BookingProviderFrame } from './booking-provider-frame'
import { IntakeForm } from './intake-form'

/** How long the slide-out takes; the panel unmounts after it (at once under reduced motion). */
export const CLOSE_MS = 250

/**
 * The booking slide-in: a full-screen sheet on phones, a panel on the right from 640px up. It
 * slides in with CSS alone (`@starting-style`) and out while `closing`. Tab stays inside,
 * Escape and the backdrop close it; the page behind is inert (see BookingProvider).
 */
export function BookingPanel({
  settings,
  packageName,
  closing,
  onClose,
}: {
  settings: SiteSettings
  packageName?: string
  closing: boolean
  onClose: () => void
}) {
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  // The provider's form could not be loaded: the visitor chose the built-in form instead.
  const [intakeInstead, setIntakeInstead] = useState(false)

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const panel = panelRef.current
    if (!panel || closing || event.defaultPrevented || event.isComposing) return
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    } else if (event.key === 'Tab') {
      trapTab(event, panel)
    }
  })

  useEffect(() => {
    const root = document.documentElement
    const { style } = root
    const saved = { overflow: style.overflow, scrollbarGutter: style.scrollbarGutter }
    // Keep the page from shifting sideways when its scrollbar goes away.
    if (window.innerWidth > root.clientWidth) style.scrollbarGutter = 'stable'
    style.overflow = 'hidden'
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    document.addEventListener('keydown', listener)
    panelRef.current?.focus()
    return () => {
      document.removeEventListener('keydown', listener)
      Object.assign(style, saved)
    }
  }, [])

  return (
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        onClick={onClose}
        className={cx(
          'absolute inset-0 bg-ink/45 backdrop-blur-[2px] transition-opacity duration-250 starting:opacity-0',
          closing && 'opacity-0',
        )}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(
          'absolute inset-0 flex flex-col bg-canvas shadow-overlay outline-hidden sm:left-auto sm:w-[30rem]',
          'transition-transform duration-250 ease-out motion-reduce:transition-none',
          'max-sm:starting:translate-y-full sm:starting:translate-x-full',
          closing && 'ease-in max-sm:translate-y-full sm:translate-x-full',
        )}
      >
        <div className="flex items-center gap-4 border-b border-line px-6 pt-[max(1rem,env(safe-area-inset-top))] pb-4 sm:px-8 sm:py-5">
          <div className="min-w-0 flex-1">
            <p className="truncate text-[0.6875rem] font-medium tracking-[0.28em] text-accent uppercase">
              {settings.brandName}
            </p>
            <h2 id={titleId} className="mt-1 font-display text-[1.75rem] leading-tight font-medium">
              {packageName ? `Book ${packageName}` : 'Work with me'}
            </h2>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mr-2.5 grid size-11 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-sunken hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div
          ref={bodyRef}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain pb-[env(safe-area-inset-bottom)]"
        >
          {settings.bookingFormUrl && !intakeInstead ? (
            <BookingProviderFrame
              providerUrl={settings.bookingFormUrl}
              onPageChange={() => bodyRef.current?.scrollTo({ top: 0 })}
              onDone={onClose}
              onUnavailable={() => setIntakeInstead(true)}
            />
          ) : (
            <IntakeForm packages={settings.packages} packageName={packageName} onDone={onClose} />
          )}
        </div>
      </div>
    </div>
  )
}
