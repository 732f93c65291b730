import { Link } from 'react-router'

import { MadeWith } from '~/components/made-with'
import { Alert } from '~/components/ui/alert'
import { Badge } from '~/components/ui/badge'
import { Icon } from '~/components/ui/icon'
import type { IconName } from '~/components/ui/icon-names'
import { LocalTime } from '~/components/ui/local-time'

import { useRememberHome } from '../device-home'
import type { HomeData, HomeEntry } from '../home-page.server'

const ICONS: Record<HomeEntry['kind'], IconName> = {
  capsule: 'layers',
  'closet-edit': 'shirt',
  questionnaire: 'pencil',
  invoice: 'wallet',
}

/** Her client's one home, on her phone first: her appointments, then all she was given. */
export function HomePage({
  brand,
  firstName,
  madeWith,
  preview,
  path,
  entries,
  appointments,
}: HomeData) {
  useRememberHome(
    path,
    entries.flatMap((entry) => (entry.kind === 'capsule' ? [entry.key.slice('capsule:'.length)] : [])),
  )
  return (
    <main className="mx-auto min-h-dvh max-w-xl bg-canvas px-5 py-8 sm:py-12">
      <header className="mb-8">
        <p className="text-sm tracking-wide text-muted uppercase">{brand}</p>
        <h1 className="mt-2 font-display text-3xl font-medium text-ink">Hello {firstName}</h1>
        <p className="mt-3 text-base text-muted">
          Everything from {brand} in one place, newest first. Keep this link: it is yours alone.
        </p>
        {preview ? (
          <div className="mt-4">
            <Alert tone="info">This is your preview of her home: her visits are not counted.</Alert>
          </div>
        ) : null}
      </header>

      {appointments.length > 0 ? (
        <section aria-labelledby="home-appointments" className="mb-8">
          <h2 id="home-appointments" className="mb-3 font-display text-xl font-medium">
            Coming up
          </h2>
          <ul className="space-y-3">
            {appointments.map((appointment) => (
              <li
                key={appointment.id}
                className="rounded-2xl border border-line bg-surface p-4 shadow-sm"
              >
                <p className="font-medium text-ink">{appointment.typeName}</p>
                <p className="mt-1 text-sm text-muted">
                  <LocalTime value={appointment.startsAt} />
                </p>
                <a
                  href={appointment.manageUrl}
                  className="mt-2 inline-block text-sm font-medium text-accent hover:underline"
                >
                  Reschedule or cancel
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="home-given">
        <h2 id="home-given" className="mb-3 font-display text-xl font-medium">
          For you
        </h2>
        {entries.length === 0 ? (
          <p className="rounded-2xl border border-line bg-surface p-5 text-muted">
            Nothing here yet: what {brand} sends you will be listed here.
          </p>
        ) : (
          <ul className="space-y-3">
            {entries.map((entry) => (
              <li key={entry.key}>
                <HomeLink entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {madeWith ? (
        <footer className="mt-10 text-center">
          <MadeWith />
        </footer>
      ) : null}
    </main>
  )
}

function HomeLink({ entry }: { entry: HomeEntry }) {
  return (
    <Link
      to={entry.href}
      className="flex min-h-16 items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft text-accent"
      >
        <Icon name={entry.locked ? 'lock' : ICONS[entry.kind]} className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-ink">{entry.title}</span>
          {entry.isNew ? <Badge tone="accent">New</Badge> : null}
        </span>
        <span className="mt-0.5 block text-sm text-muted">{entry.detail}</span>
      </span>
      <Icon name="chevron-right" className="size-4 shrink-0 text-muted" />
    </Link>
  )
}
