import { Form, Link, NavLink, useLocation, useMatch } from 'react-router'

import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'
import { useScrollRow } from '~/components/ui/use-scroll-row'

const LINKS = [
  { to: '/dashboard/today', label: 'Today', end: false },
  { to: '/dashboard', label: 'Clients', end: true },
  { to: '/dashboard/capsules', label: 'Capsules', end: false },
  { to: '/dashboard/items', label: 'Items', end: false },
  { to: '/dashboard/appointments', label: 'Appointments', end: false },
  { to: '/dashboard/money', label: 'Money', end: false },
]

/** The dashboard's top bar: brand, the sections, her account (who is signed in), Sign Out. */
const OWNER_LINKS = [
  { to: '/dashboard/inquiries', label: 'Inquiries', end: false },
  { to: '/dashboard/site', label: 'Site settings', end: false },
]

/**
 * What is new for her, per section: her Today's unread entries, her clients' answered
 * questionnaires, their feedback and messages, the site's inquiries.
 */
export type Unread = {
  today: number
  questionnaires: number
  feedback: number
  messages: number
  inquiries: number
}

/** A section's count of what is new, read as ", 3 new" (its title says what). */
function NewCount({ count, title, word = 'new' }: { count: number; title: string; word?: string }) {
  if (count === 0) return null
  return (
    <span
      title={title}
      className="ml-2 min-w-5 rounded-full bg-accent px-1.5 py-0.5 text-center text-[11px] leading-none font-semibold text-white tabular-nums"
    >
      <span className="sr-only">, </span>
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {word}</span>
    </span>
  )
}

/** What a section's count stands for, in words. */
function newCounts(to: string, unread: Unread): { count: number; title: string; word?: string } {
  const words = (count: number, one: string, many: string) =>
    count === 0 ? null : `${count} ${count === 1 ? one : many}`
  if (to === '/dashboard/today') {
    return { count: unread.today, title: `${unread.today} unread`, word: 'unread' }
  }
  if (to === '/dashboard') {
    return {
      count: unread.questionnaires,
      title:
        words(unread.questionnaires, 'questionnaire answered', 'questionnaires answered') ?? '',
    }
  }
  if (to === '/dashboard/capsules') {
    const parts = [
      words(unread.messages, 'new message', 'new messages'),
      words(unread.feedback, 'new reaction', 'new reactions'),
    ].filter(Boolean)
    return { count: unread.messages + unread.feedback, title: parts.join(' and ') }
  }
  if (to === '/dashboard/inquiries') {
    return {
      count: unread.inquiries,
      title: words(unread.inquiries, 'new inquiry', 'new inquiries') ?? '',
    }
  }
  return { count: 0, title: '' }
}

/**
 * `ownerLinks`: the site owner also manages the public site's inquiries and settings. `unread`:
 * counts beside Today (what she has not opened there), Clients (questionnaires answered, not opened yet), Capsules (her clients' new
 * feedback and messages) and Inquiries (new ones).
 */
export function TopBar({
  email,
  ownerLinks,
  unread,
}: {
  email: string
  ownerLinks: boolean
  unread: Unread
}) {
  // A client's own page belongs to Clients (whose link is the dashboard's index).
  const onClientPage = useMatch('/dashboard/clients/*') !== null
  // On a phone the sections scroll sideways (the owner has five): the current one stays in view.
  const [scrollRow, scrollStyle] = useScrollRow<HTMLElement>(useLocation().pathname)
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 px-4 sm:gap-x-6 sm:px-6">
        {/* Who is signed in, under the wordmark (from 768 px): the bar keeps to one row. */}
        <div className="flex h-14 min-w-0 flex-col justify-center sm:h-16">
          <Link
            to="/"
            reloadDocument
            className="font-display text-xl leading-tight font-semibold tracking-wide sm:text-2xl"
          >
            Capsule Studio
          </Link>
          <span className="hidden max-w-48 truncate text-xs text-muted md:block" title={email}>
            {email}
          </span>
        </div>
        {/* Icons, named for screen readers and in their tooltips: beside the wordmark on a phone,
            after the sections from 640 px, where the bar keeps to one row with the owner's eight. */}
        <div className="ml-auto flex items-center gap-1 sm:order-last">
          <NavLink
            to="/dashboard/account"
            aria-label="Account"
            title="Account: password and signed-in devices"
            className={({ isActive }) =>
              cx(
                'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium transition',
                isActive ? 'bg-sunken text-ink' : 'text-muted hover:bg-sunken hover:text-ink',
              )
            }
          >
            <Icon name="circle-user-round" className="size-4" />
          </NavLink>
          {/* A plain link: the zip is a download, not a page. */}
          <a
            href="/dashboard/export.zip"
            download
            aria-label="Export my data"
            title="Export my data: a zip of your clients, capsules, items, outfits, cheat sheets and photos"
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium text-muted transition hover:bg-sunken hover:text-ink"
          >
            <Icon name="download" className="size-4" />
          </a>
          <Form method="post" action="/auth/sign-out">
            <button
              type="submit"
              title="Sign Out"
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium text-muted transition hover:bg-sunken hover:text-ink"
            >
              <Icon name="log-out" className="size-4" />
              <span className="sr-only">Sign Out</span>
            </button>
          </Form>
        </div>
        <nav
          ref={scrollRow}
          style={scrollStyle}
          aria-label="Studio"
          className="-mx-4 flex w-[calc(100%+2rem)] gap-1 overflow-x-auto px-3 pb-2 sm:mx-0 sm:w-auto sm:px-0 sm:pb-0"
        >
          {[...LINKS, ...(ownerLinks ? OWNER_LINKS : [])].map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cx(
                  'inline-flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm font-medium transition',
                  isActive || (link.to === '/dashboard' && onClientPage)
                    ? 'bg-ink text-canvas'
                    : 'text-muted hover:bg-sunken hover:text-ink',
                )
              }
            >
              {link.label}
              <NewCount {...newCounts(link.to, unread)} />
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  )
}
