import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import { LocalTime } from '~/components/ui/local-time'

import type { ClientListView } from '../types'

export function ClientCard({
  client,
  mark,
  onEdit,
  onDelete,
}: {
  client: ClientListView
  /** What came back from her and waits to be opened ("Questionnaire answered"). */
  mark?: ReactNode
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <Card
      as="li"
      className="relative flex min-w-0 flex-col p-5 transition hover:border-line-strong sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        {/* A long name wraps beside her initial, which stays at the top. */}
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden
            className="grid size-11 shrink-0 place-items-center rounded-full bg-accent-soft font-display text-xl font-semibold text-accent"
          >
            {client.name.trim().charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <h2 className="text-base font-semibold break-words">
              {/* The whole card opens her page; the buttons and links sit above this link. */}
              <Link
                to={`/dashboard/clients/${client.id}`}
                className="after:absolute after:inset-0 after:rounded-2xl"
              >
                {client.name}
              </Link>
            </h2>
            <p className="text-xs text-muted">
              Added <LocalTime value={client.createdAt} format="date" />
            </p>
            {mark ? <div className="mt-2">{mark}</div> : null}
          </div>
        </div>
        <div className="relative z-10 -mr-2 -mt-1 flex shrink-0">
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Edit ${client.name}`}
            className="grid size-11 place-items-center rounded-full text-muted transition hover:bg-sunken hover:text-ink"
          >
            <Icon name="pencil" className="size-4" />
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${client.name}`}
            className="grid size-11 place-items-center rounded-full text-muted transition hover:bg-danger-soft hover:text-danger"
          >
            <Icon name="trash-2" className="size-4" />
          </button>
        </div>
      </div>
      {client.email || client.phone ? (
        <dl className="relative z-10 mt-4 space-y-1.5 border-t border-line pt-4 text-sm">
          {client.email ? (
            <div className="flex min-w-0 items-center gap-2 text-muted">
              <dt className="sr-only">E-mail</dt>
              <Icon name="mail" className="size-4 shrink-0" />
              <dd className="min-w-0 truncate">
                <a
                  href={`mailto:${client.email}`}
                  title={client.email}
                  className="hover:text-ink hover:underline"
                >
                  {client.email}
                </a>
              </dd>
            </div>
          ) : null}
          {client.phone ? (
            <div className="flex items-center gap-2 text-muted">
              <dt className="sr-only">Phone</dt>
              <Icon name="phone" className="size-4 shrink-0" />
              <dd>
                <a
                  href={`tel:${client.phone.replace(/[^\d+]/g, '')}`}
                  className="hover:text-ink hover:underline"
                >
                  {client.phone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="mt-auto pt-4 text-sm text-muted">
        <span className="font-medium text-ink">
          {client.capsuleCount === 1 ? '1 capsule' : `${client.capsuleCount} capsules`}
        </span>
        <span aria-hidden className="mx-2">
          ·
        </span>
        Last activity <LocalTime value={client.lastActivityAt} format="date" />
      </p>
    </Card>
  )
}
