import type { ReactNode } from 'react'

import { Button } from './button'
import { Icon } from './icon'

export type ErrorStateProps = {
  title?: ReactNode
  message: ReactNode
  onRetry?: () => void
  retryLabel?: ReactNode
  /** 1 when the panel is the whole page (its only heading); 2 inside a page. */
  level?: 1 | 2
}

/** A calm error panel (e.g. for a failed load or an error boundary), with an optional retry. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  level = 2,
}: ErrorStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className="flex flex-col items-center rounded-2xl border border-line bg-surface px-6 py-12 text-center shadow-card sm:py-16">
      <div
        aria-hidden="true"
        className="mb-5 grid size-14 place-items-center rounded-full bg-danger-soft text-danger"
      >
        <Icon name="circle-alert" className="size-6" />
      </div>
      <div role="alert">
        <Heading className="font-display text-2xl leading-tight font-medium text-balance text-ink">
          {title}
        </Heading>
        {message ? (
          <p className="mx-auto mt-2 max-w-md text-sm leading-relaxed text-pretty text-muted">
            {message}
          </p>
        ) : null}
      </div>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} className="mt-6">
          <Icon name="rotate-ccw" />
          {retryLabel}
        </Button>
      ) : null}
    </div>
  )
}
