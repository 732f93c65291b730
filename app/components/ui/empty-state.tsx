import type { ReactNode } from 'react'

export type EmptyStateProps = {
  /** A lucide icon (decorative), shown in a soft accent circle. */
  icon?: ReactNode
  title: ReactNode
  description?: ReactNode
  action?: ReactNode
}

export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-surface/60 px-6 py-12 text-center sm:py-16">
      {icon ? (
        <div
          aria-hidden="true"
          className="mb-5 grid size-14 place-items-center rounded-full bg-accent-soft text-accent [&_svg:not([class*='size-'])]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <h2 className="font-display text-2xl leading-tight font-medium text-balance text-ink">
        {title}
      </h2>
      {description ? (
        <p className="mt-2 max-w-sm text-sm leading-relaxed text-pretty text-muted">
          {description}
        </p>
      ) : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  )
}
