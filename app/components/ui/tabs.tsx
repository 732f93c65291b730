import type { KeyboardEvent, ReactNode } from 'react'

import { cx } from './cx'
import { useScrollRow } from './use-scroll-row'

export type TabItem = { id: string; label: ReactNode; count?: number }

export type TabsProps = {
  tabs: TabItem[]
  active: string
  onChange: (id: string) => void
  /** Usually the `TabPanel`s, rendered below the tab list. */
  children?: ReactNode
}

const tabId = (id: string) => `tab-${id}`
const panelId = (id: string) => `panel-${id}`

/** Where a key press moves focus from tab `index`, or null if the key is not a tab key. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/**
 * WAI-ARIA tabs with automatic activation: only the active tab is in the Tab order, and
 * Left/Right arrows (wrapping), Home and End move focus and select in one step.
 * Tab ids are `tab-{id}`, panel ids `panel-{id}`, so ids must be unique on the page.
 */
export function Tabs({ tabs, active, onChange, children }: TabsProps) {
  // On a narrow screen the list scrolls: a faded edge says there is more, the active tab shows.
  const [scrollRow, scrollStyle] = useScrollRow<HTMLDivElement>(active)
  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = targetIndex(event.key, index, tabs.length)
    const next = target === null ? undefined : tabs[target]
    if (!next) return
    event.preventDefault()
    document.getElementById(tabId(next.id))?.focus()
    if (next.id !== active) onChange(next.id)
  }

  // Roving tabindex: the active tab is the one Tab stop (the first tab if `active` matches none).
  const tabStop = tabs.some((tab) => tab.id === active) ? active : tabs[0]?.id

  return (
    <div>
      <div
        ref={scrollRow}
        style={scrollStyle}
        role="tablist"
        aria-orientation="horizontal"
        className="flex gap-6 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-line)] [scrollbar-width:none] sm:gap-8"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={tab.id === tabStop ? 0 : -1}
              onClick={() => {
                if (!selected) onChange(tab.id)
              }}
              onKeyDown={(event) => handleKeyDown(event, index)}
              className={cx(
                'min-h-11 shrink-0 border-b-2 px-0.5 pt-2 pb-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                'focus-visible:rounded-sm focus-visible:-outline-offset-2',
                selected
                  ? 'border-accent text-ink'
                  : 'border-transparent text-muted hover:border-line-strong hover:text-ink',
              )}
            >
              {tab.label}
              {tab.count === undefined ? null : (
                <>
                  {' '}
                  <span className="text-muted tabular-nums">({tab.count})</span>
                </>
              )}
            </button>
          )
        })}
      </div>
      {children}
    </div>
  )
}

export type TabPanelProps = {
  id: string
  active: string
  children: ReactNode
}

/** The content for tab `id`; hidden (and not rendered) unless it is the active one. */
export function TabPanel({ id, active, children }: TabPanelProps) {
  const selected = id === active
  return (
    <div
      role="tabpanel"
      id={panelId(id)}
      aria-labelledby={tabId(id)}
      hidden={!selected}
      tabIndex={0}
      className="pt-6 focus-visible:rounded-lg"
    >
      {selected ? children : null}
    </div>
  )
}
