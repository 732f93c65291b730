import { Icon } from '~/components/ui/icon'
import { Button, buttonClasses } from '~/components/ui/button'
import { publicCapsulePath } from '../types'
import { useCopyLink } from './use-copy-link'

/** Preview (new tab), Copy Link, and optionally Edit and Delete, for one capsule. */
export function CapsuleActions({
  id,
  shareUrl,
  onEdit,
  onDelete,
  onDuplicate,
  compact = false,
}: {
  id: string
  shareUrl: string
  onEdit?: () => void
  onDelete?: () => void
  /** Opens "Duplicate capsule". */
  onDuplicate?: () => void
  compact?: boolean
}) {
  const copyLink = useCopyLink()
  const size = compact ? 'sm' : 'md'
  // On a card, Edit and Delete are icons and stay together at the end.
  const iconSize = compact ? 'icon' : size
  const editAndDelete = (
    <>
      {onDuplicate ? (
        <Button variant={compact ? 'ghost' : 'secondary'} size={iconSize} onClick={onDuplicate}>
          <Icon name="copy" className="size-4" />{' '}
          {compact ? <span className="sr-only">Duplicate capsule</span> : 'Duplicate'}
        </Button>
      ) : null}
      {onEdit ? (
        <Button variant={compact ? 'ghost' : 'primary'} size={iconSize} onClick={onEdit}>
          <Icon name="pencil" className="size-4" />{' '}
          {compact ? <span className="sr-only">Edit capsule</span> : 'Edit Capsule'}
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="ghost" size={iconSize} onClick={onDelete} className="hover:text-danger">
          <Icon name="trash-2" className="size-4" /> <span className="sr-only">Delete capsule</span>
        </Button>
      ) : null}
    </>
  )
  return (
    <div className="relative z-10 flex flex-wrap items-center gap-2">
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
      {compact ? (
        <div className="ml-auto flex items-center gap-1">{editAndDelete}</div>
      ) : (
        editAndDelete
      )}
    </div>
  )
}
