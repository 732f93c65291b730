import { NavLink, useLocation } from 'react-router'

import { cx } from '~/components/ui/cx'
import { useScrollRow } from '~/components/ui/use-scroll-row'

const LINKS = [
  { to: '/dashboard/money', label: 'Invoices', end: true },
  { to: '/dashboard/money/packages', label: 'Packages', end: false },
  { to: '/dashboard/money/vouchers', label: 'Gift vouchers', end: false },
  { to: '/dashboard/money/commissions', label: 'Commissions', end: false },
  { to: '/dashboard/money/settings', label: 'Billing settings', end: false },
]

/**
 * The Money pages' own sections, under the page title: on a phone they scroll sideways, an edge
 * with more beyond fades, and the current one is brought into view.
 */
export function MoneyNav() {
  const [scrollRow, scrollStyle] = useScrollRow<HTMLElement>(useLocation().pathname)
  return (
    <nav
      ref={scrollRow}
      style={scrollStyle}
      aria-label="Money"
      className="-mx-4 mb-8 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex w-max gap-1 border-b border-line">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cx(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-accent text-ink'
                    : 'border-transparent text-muted hover:text-ink',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
