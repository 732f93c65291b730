import type { ReactNode } from 'react'

import { Card } from './card'
import { cx } from './cx'

/** One part of a settings page: a card with its title, what it is for, and its fields. */
export function SettingsSection({
  title,
  description,
  children,
  bodyClassName,
}: {
  title: string
  description: string
  children: ReactNode
  /** How the fields are laid out (a grid of two columns, say). */
  bodyClassName?: string
}) {
  return (
    <Card as="section" className="p-5 sm:p-8">
      <h2 className="font-display text-2xl font-medium">{title}</h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className={cx('mt-6', bodyClassName)}>{children}</div>
    </Card>
  )
}
