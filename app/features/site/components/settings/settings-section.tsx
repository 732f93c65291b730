import type { ReactNode } from 'react'

import { Card } from '~/components/ui/card'

/** One titled group of the Site settings form. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Card as="section" className="p-5 sm:p-8">
      <h2 className="font-display text-2xl font-medium">{title}</h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">{children}</div>
    </Card>
  )
}
