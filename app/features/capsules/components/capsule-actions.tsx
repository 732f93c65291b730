import type { ReactNode } from 'react'

import { Button, buttonClasses } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'

import { publicCapsulePath } from '../types'
import { useCopyLink } from './use-copy-link'

type ManageProps = {
  onEdit?: () => void
  onDelete?: () => void
  /** Opens "Duplicate capsule". */
  onDuplicate?: () => void
}

/**
 * Preview (new tab), Copy Link, and optionally Duplicate, Edit and further buttons (`children`),
 * for one capsule. On its page they tile two by two on a phone (an odd last one across both
 * columns) instead of wrapping raggedly. `compact` (a card): small buttons in a row; the card
 * shows its Duplicate, Edit and Delete as icons (`CapsuleManageIcons`).
 */
export function CapsuleActions({
  id,
  shareUrl,
  onEdit,
  onDuplicate,
  compact = false,
  children,
}: {
  id: string
  shareUrl: string
  compact?: boolean
  children?: ReactNode
} & Omit<ManageProps, 'onDelete'>) {
  const copyLink = useCopyLink()
  const size = compact ? 'sm' : 'md'
  return (
    <div
      className={
        compact
          ? 'relative z-10 flex flex-wrap items-center gap-2'
          : 'relative z-10 grid w-full grid-cols-2 gap-2.5 sm:flex sm:w-auto sm:flex-wrap sm:items-center sm:justify-end [&>:last-child:nth-child(odd)]:col-span-2'
      }
    >
      <a
        href={`${publicCapsulePath(id)}?preview`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'secondary', size })}
      >
        <Icon name="external-link" className="size-4" /> Preview
      </a>
      <Button variant="secondary" size={size} onClick={() => void copyLink(shareUrl)}>
        <Icon name="link-2" className="size-4" /> Copy Link
      </Button>
      {onDuplicate ? (
        <Button variant="secondary" size={size} onClick={onDuplicate}>
          <Icon name="copy" className="size-4" /> Duplicate
        </Button>
      ) : null}
      {onEdit ? (
        <Button size={size} onClick={onEdit}>
          <Icon name="pencil" className="size-4" /> Edit Capsule
        </Button>
      ) : null}
      {children}
    </div>
  )
}

/** A capsule card's Duplicate, Edit and Delete: icons, named for screen readers. */
export function CapsuleManageIcons({ onEdit, onDelete, onDuplicate }: ManageProps) {
  return (
    <div className="relative z-10 -my-2 -mr-2 flex shrink-0 items-center">
      {onDuplicate ? (
        <Button variant="ghost" size="icon" onClick={onDuplicate}>
          <Icon name="copy" className="size-4" /> <span className="sr-only">Duplicate capsule</span>
        </Button>
      ) : null}
      {onEdit ? (
        <Button variant="ghost" size="icon" onClick={onEdit}>
          <Icon name="pencil" className="size-4" /> <span className="sr-only">Edit capsule</span>
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="ghost" size="icon" onClick={onDelete} className="hover:text-danger">
          <Icon name="trash-2" className="size-4" /> <span className="sr-only">Delete capsule</span>
        </Button>
      ) : null}
    </div>
  )
}
