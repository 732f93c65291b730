import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { SiteSettings } from '../schema'
import { BookingPanel, CLOSE_MS } from './booking-panel'

export type BookingApi = {
  /** Opens the booking slide-in, with a package preselected when given. */
  open: (packageName?: string) => void
}

const BookingContext = createContext<BookingApi | null>(null)

/** The booking slide-in's controls, for any button on the landing page. */
export function useBooking(): BookingApi {
  const booking = use(BookingContext)
  if (!booking) throw new Error('useBooking must be used within a BookingProvider')
  return booking
}

type PanelState = { key: number; packageName?: string; closing: boolean }

/**
 * Holds the booking slide-in. While it is open the page is inert (nothing behind it can be
 * reached); when it closes, focus goes back to the button that opened it and the panel is
 * removed once its slide-out has played.
 */
export function BookingProvider({
  settings,
  children,
}: {
  settings: SiteSettings
  children: ReactNode
}) {
  const [panel, setPanel] = useState<PanelState | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const closeTimer = useRef<number | undefined>(undefined)
  const active = panel !== null && !panel.closing

  const api = useMemo<BookingApi>(
    () => ({
      open(packageName) {
        const focused = document.activeElement
        opener.current = focused instanceof HTMLElement ? focused : null
        window.clearTimeout(closeTimer.current)
        setPanel((current) => ({ key: (current?.key ?? 0) + 1, packageName, closing: false }))
      },
    }),
    [],
  )

  function close() {
    window.clearTimeout(closeTimer.current)
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setPanel(null)
      return
    }
    setPanel((current) => current && { ...current, closing: true })
    closeTimer.current = window.setTimeout(() => setPanel(null), CLOSE_MS)
  }

  // Back to the opener once the page is no longer inert (it cannot take focus before).
  useEffect(() => {
    if (active) return
    const target = opener.current
    opener.current = null
    if (target?.isConnected) target.focus({ preventScroll: true })
  }, [active])

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  return (
    <BookingContext value={api}>
      <div inert={active}>{children}</div>
      {panel ? (
        <BookingPanel
          key={panel.key}
          settings={settings}
          packageName={panel.packageName}
          closing={panel.closing}
          onClose={close}
        />
      ) : null}
    </BookingContext>
  )
}
