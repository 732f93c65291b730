import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import { plural } from '~/lib/plural'
import type { Capsule } from '../types'
import { CapsuleActions } from './capsule-actions'
import { DeliveryStatus, type DeliveryView, SendButton } from './capsule-delivery'

export function CapsuleCard({
  capsule,
  shareUrl,
  onEdit,
  onDelete,
  feedback,
  delivery,
  onSend,
  onDuplicate,
}: {
  capsule: Capsule
  shareUrl: string
  /** The client's answers at a glance, as the route renders them (none yet: nothing). */
  feedback?: ReactNode
  onEdit: () => void
  onDelete: () => void
  /** Sent and opened, when known. */
  delivery?: DeliveryView
  onSend?: () => void
  onDuplicate?: () => void
}) {
  return (
    <Card
      as="li"
      className="relative flex min-w-0 flex-col gap-5 p-5 transition hover:border-line-strong sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={capsule.isPublished ? 'success' : 'neutral'}>
          {capsule.isPublished ? 'Published' : 'Draft'}
        </Badge>
        {capsule.hasPassword ? (
          <Badge tone="accent" icon={<Lock aria-hidden className="size-3" />}>
            Password Protected
          </Badge>
        ) : null}
      </div>
      <div className="min-w-0">
        <h2 className="font-display text-2xl leading-tight font-medium break-words">
          {/* The whole card opens the capsule; the action buttons sit above this link. */}
          <Link
            to={`/dashboard/capsules/${capsule.id}`}
            className="after:absolute after:inset-0 after:rounded-2xl"
          >
            {capsule.name}
          </Link>
        </h2>
        <p className="mt-1 text-sm break-words text-muted">{capsule.clientName}</p>
      </div>
      <p className="text-sm text-muted">
        <span className="font-medium text-ink">{plural(capsule.itemCount, 'item')}</span>
        <span aria-hidden className="mx-2">
          ·
        </span>
        <span className="font-medium text-ink">{plural(capsule.outfitCount, 'outfit')}</span>
      </p>
      {feedback}
      {onSend ? (
        <div className="flex flex-col items-start gap-3">
          <DeliveryStatus delivery={delivery} />
          <SendButton onSend={onSend} compact />
        </div>
      ) : null}
      <div className="mt-auto border-t border-line pt-4">
        <CapsuleActions
          id={capsule.id}
          shareUrl={shareUrl}
          onEdit={onEdit}
          onDelete={onDelete}
          onDuplicate={onDuplicate}
          compact
        />
      </div>
    </Card>
  )
}
