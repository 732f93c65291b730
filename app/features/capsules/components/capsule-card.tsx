import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import { photoUrl, smallestWidthAtLeast } from '~/lib/photo-urls'
import { plural } from '~/lib/plural'

import { type Capsule, COVER_SLOTS, type CoverPhoto } from '../types'
import { CapsuleActions, CapsuleManageIcons } from './capsule-actions'
import { DeliveryStatus, type DeliveryView, SendButton } from './capsule-delivery'
import { WeakPasswordNote } from './weak-password-note'

export function CapsuleCard({
  capsule,
  shareUrl,
  onEdit,
  onDelete,
  feedback,
  delivery,
  onSend,
  onDuplicate,
  stock,
}: {
  /** With its cover on the Capsules list (its first pieces' photos). */
  capsule: Capsule & { cover?: CoverPhoto[] }
  shareUrl: string
  /** The client's feedback at a glance, as the route renders them (none yet: nothing). */
  feedback?: ReactNode
  onEdit: () => void
  onDelete: () => void
  /** Sent and opened, when known. */
  delivery?: DeliveryView
  onSend?: () => void
  onDuplicate?: () => void
  /** What the last stock check found: "2 sold out · 1 price drop" (nothing: none of either). */
  stock?: string | null
}) {
  return (
    <Card
      as="li"
      className="relative flex min-w-0 flex-col overflow-hidden transition hover:border-line-strong"
    >
      {capsule.cover ? <CapsuleCover photos={capsule.cover} /> : null}
      <div className="flex flex-1 flex-col gap-5 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={capsule.isPublished ? 'success' : 'neutral'}>
              {capsule.isPublished ? 'Published' : 'Draft'}
            </Badge>
            {capsule.hasPassword ? (
              <Badge tone="accent" icon={<Icon name="lock" className="size-3" />}>
                Password Protected
              </Badge>
            ) : null}
          </div>
          <CapsuleManageIcons onEdit={onEdit} onDelete={onDelete} onDuplicate={onDuplicate} />
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
        <WeakPasswordNote weak={capsule.weakPassword} onChange={onEdit} />
        {stock ? (
          <p className="flex items-center gap-2 text-sm font-medium text-danger">
            <Icon name="tag" className="size-4 shrink-0" />
            {stock}
          </p>
        ) : null}
        {feedback}
        {onSend ? (
          <div className="flex flex-col items-start gap-3">
            <DeliveryStatus delivery={delivery} />
            <SendButton onSend={onSend} compact />
          </div>
        ) : null}
        <div className="mt-auto border-t border-line pt-4">
          <CapsuleActions id={capsule.id} shareUrl={shareUrl} compact />
        </div>
      </div>
    </Card>
  )
}

/**
 * The first pieces' smallest thumbnails in a strip (decorative: the name says what it is),
 * lazy-loaded, each square fixed in size so nothing moves when they arrive.
 */
function CapsuleCover({ photos }: { photos: CoverPhoto[] }) {
  if (photos.length === 0) {
    return (
      <div
        aria-hidden
        className="grid aspect-[3/1] place-items-center bg-gradient-to-br from-accent-soft to-sunken text-accent/70"
      >
        <Icon name="layers" className="size-6" strokeWidth={1.5} />
      </div>
    )
  }
  return (
    <div aria-hidden className="grid grid-cols-3 gap-px bg-line">
      {Array.from({ length: COVER_SLOTS }, (_, index) => {
        const photo = photos[index]
        return (
          <div key={photo?.key ?? `empty-${index}`} className="aspect-square bg-sunken">
            {photo ? (
              <img
                src={photoUrl(photo, smallestWidthAtLeast(photo, 200))}
                width={photo.width}
                height={photo.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
