import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'

export type ClientCapsuleEntry = {
  id: string
  name: string
  isPublished: boolean
  itemCount: number
  outfitCount: number
}

/** Her capsules, each a link to its page, with what the capsule page adds (sent, opened). */
export function ClientCapsules({
  capsules,
  extra,
}: {
  capsules: ClientCapsuleEntry[]
  extra?: (id: string) => ReactNode
}) {
  if (capsules.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Icon name="layers" className="size-4" /> No capsules yet.
      </p>
    )
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {capsules.map((capsule) => (
        <Card as="li" key={capsule.id} className="relative min-w-0 p-4 hover:border-line-strong">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-display text-lg leading-tight font-medium break-words">
              <Link
                to={`/dashboard/capsules/${capsule.id}`}
                className="after:absolute after:inset-0 after:rounded-2xl"
              >
                {capsule.name}
              </Link>
            </h3>
            <Badge tone={capsule.isPublished ? 'success' : 'neutral'}>
              {capsule.isPublished ? 'Published' : 'Draft'}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-muted">
            {capsule.itemCount === 1 ? '1 item' : `${capsule.itemCount} items`} ·{' '}
            {capsule.outfitCount === 1 ? '1 outfit' : `${capsule.outfitCount} outfits`}
          </p>
          {extra ? extra(capsule.id) : null}
        </Card>
      ))}
    </ul>
  )
}
