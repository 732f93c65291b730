import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { Icon } from './icon'

export type PageHeaderProps = {
  title: ReactNode
  subtitle?: ReactNode
  /** Buttons/links: right-aligned beside the title on desktop, wrapping below it on phones. */
  actions?: ReactNode
  /** A back arrow above the title; `label` is its accessible name (e.g. "Back to clients"). */
  back?: { to: string; label: string }
}

export function PageHeader({ title, subtitle, actions, back }: PageHeaderProps) {
  return (
    <header className="mb-8 flex flex-col gap-5 sm:mb-10 sm:flex-row sm:items-end sm:justify-between sm:gap-8">
      <div className="min-w-0">
        {back ? (
          <Link
            to={back.to}
            aria-label={back.label}
            title={back.label}
            className="mb-2 -ml-2.5 grid size-11 place-items-center rounded-full text-muted transition-colors hover:bg-sunken hover:text-ink"
          >
            <Icon name="arrow-left" className="size-5" />
          </Link>
        ) : null}
        <h1 className="font-display text-3xl leading-tight font-medium tracking-tight text-balance break-words text-ink sm:text-4xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-1.5 text-base text-pretty text-muted">{subtitle}</p> : null}
      </div>
      {actions ? (
        <div className="flex flex-wrap items-center gap-3 sm:shrink-0 sm:justify-end">
          {actions}
        </div>
      ) : null}
    </header>
  )
}
