import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ComponentProps } from 'react'

import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'

import { ItemCard } from './item-card'

/**
 * An item card in her own order: a drag handle over the photo (mouse, touch, or keyboard: focus
 * it, Space, arrows, Space), inside `SortableGrid`.
 */
export function SortableItemCard(props: Omit<ComponentProps<typeof ItemCard>, 'sorting'>) {
  const { name } = props.item
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: props.item.id })
  return (
    <ItemCard
      {...props}
      sorting={{
        ref: setNodeRef,
        style: { transform: CSS.Translate.toString(transform), transition },
        dragging: isDragging,
        handle: (
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            aria-label={`Move ${name}`}
            title="Drag to reorder"
            className={cx(
              'absolute right-2 bottom-2 grid size-10 place-items-center rounded-full shadow-card backdrop-blur transition pointer-coarse:size-11',
              'touch-manipulation select-none [-webkit-touch-callout:none]',
              // While dragged, the accent alone: a hover colour too would draw the icon white on white.
              isDragging
                ? 'cursor-grabbing bg-accent text-white'
                : 'cursor-grab bg-surface/90 text-ink hover:bg-surface active:cursor-grabbing',
            )}
          >
            <Icon name="grip-vertical" className="size-4" />
          </button>
        ),
      }}
    />
  )
}
