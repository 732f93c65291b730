import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'

import { ItemCaption } from '~/components/item-caption'
import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'
import { Spinner } from '~/components/ui/spinner'
import { useToast } from '~/components/ui/toast'
import type { FormResult } from '~/lib/form-errors'

import type { OutfitItem } from '../types'
import { ItemPhoto } from './item-photo'
import { useFocusAfterRemoval } from './use-focus-after-removal'

// Five to a row from 1024 px (outfit-item-grid.tsx), three from 640 px, else two.
const GRID_SIZES =
  '(min-width: 1280px) 205px, (min-width: 1024px) 18vw, (min-width: 640px) 31vw, 50vw'

/** Round icon buttons laid over the photo. */
const overlayButton =
  'grid size-10 place-items-center rounded-full shadow-card backdrop-blur transition pointer-coarse:size-11'

/**
 * One card of the outfit: photo, position, name and details, a drag handle (mouse, touch, or
 * keyboard: focus it, Space, arrows, Space) and a remove button that shows on hover, on keyboard
 * focus, and always on touch screens.
 */
export function SortableOutfitItem({
  item,
  position,
  priority,
}: {
  item: OutfitItem
  position: number
  priority: boolean
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id })
  const remove = useFetcher<FormResult>({ key: `outfit-remove:${item.id}` })
  const removing = remove.state !== 'idle'
  const { toast } = useToast()
  const reported = useRef<FormResult | undefined>(undefined)
  const entryRef = useFocusAfterRemoval<HTMLLIElement>('section', 'h2')

  useEffect(() => {
    const result = remove.data
    if (remove.state !== 'idle' || !result || result.ok || reported.current === result) return
    reported.current = result
    toast(result.formError ?? `${item.name} could not be removed. Please try again.`, {
      tone: 'error',
    })
  }, [remove.state, remove.data, item.name, toast])

  return (
    <li
      ref={(node) => {
        setNodeRef(node)
        entryRef.current = node
      }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-busy={removing || undefined}
      className={cx(
        'group relative flex min-w-0 flex-col overflow-hidden rounded-2xl border bg-surface shadow-card',
        isDragging
          ? 'z-20 border-accent/40 shadow-overlay ring-2 ring-accent/30 motion-safe:scale-[1.02]'
          : 'border-line',
        removing && 'opacity-50',
      )}
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-sunken">
        {/* Its name is the caption's heading just below: read once, not twice. */}
        <ItemPhoto
          photo={item.photo}
          alt=""
          sizes={GRID_SIZES}
          priority={priority}
          className="absolute inset-0"
        />

        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Move ${item.name}`}
          title="Drag to reorder"
          className={cx(
            overlayButton,
            'absolute top-2 left-2 touch-manipulation select-none [-webkit-touch-callout:none]',
            // While dragged, the accent alone: a hover colour too would draw the icon white on white.
            isDragging
              ? 'cursor-grabbing bg-accent text-white'
              : 'cursor-grab bg-surface/90 text-ink hover:bg-surface active:cursor-grabbing',
          )}
        >
          <Icon name="grip-vertical" className="size-4" />
        </button>

        <remove.Form method="post" className="absolute top-2 right-2">
          <input type="hidden" name="intent" value="remove-item" />
          <input type="hidden" name="itemId" value={item.id} />
          {/* Not `disabled` while removing: that would drop the keyboard focus. */}
          <button
            type="submit"
            aria-disabled={removing || undefined}
            onClick={(event) => {
              if (removing) event.preventDefault()
            }}
            aria-label={`Remove ${item.name} from outfit`}
            title="Remove from outfit"
            className={cx(
              overlayButton,
              'bg-surface/90 text-ink hover:bg-danger-soft hover:text-danger',
              // Hidden until the card is hovered or focused with the keyboard; always shown on
              // touch screens, which have no hover.
              'opacity-0 group-hover:opacity-100 group-has-[:focus-visible]:opacity-100 focus-visible:opacity-100',
              'pointer-coarse:opacity-100 [@media(hover:none)]:opacity-100',
              removing && 'opacity-100',
            )}
          >
            {removing ? <Spinner /> : <Icon name="x" className="size-4" />}
          </button>
        </remove.Form>

        <span
          aria-hidden
          className="absolute bottom-2 left-2 grid h-6 min-w-6 place-items-center rounded-full bg-ink/75 px-1.5 text-xs font-semibold text-white tabular-nums backdrop-blur"
        >
          {position}
        </span>
      </div>

      <ItemCaption item={item} heading="h3" />
    </li>
  )
}
