import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type PointerActivationConstraint,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable'
import type { PointerEvent as ReactPointerEvent } from 'react'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import { useToast } from '~/components/ui/toast'
import type { FormResult } from '~/lib/form-errors'
import type { OutfitItem } from '../types'
import { SortableOutfitItem } from './sortable-outfit-item'

export const REORDER_FAILED = 'The new order could not be saved, so the previous order is back.'

/**
 * The pointer sensor for mouse and pen only: touch goes to the TouchSensor below, whose press
 * delay leaves a quick swipe free to scroll the page.
 */
class MouseAndPenSensor extends PointerSensor {
  static activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent) =>
        event.isPrimary && event.button === 0 && event.pointerType !== 'touch',
    },
  ]
}

const POINTER: PointerActivationConstraint = { distance: 5 }
const TOUCH: PointerActivationConstraint = { delay: 150, tolerance: 6 }

const screenReaderInstructions = {
  draggable:
    'To move this item, press Space or Enter. Use the arrow keys to move it, then press Space or Enter again to drop it in its new place, or Escape to cancel.',
}

/** The outfit's items in order, or the order just sent while it is being saved. */
function useDisplayedItems(items: OutfitItem[], pendingOrder: string[] | null) {
  return useMemo(() => {
    if (!pendingOrder) return items
    const byId = new Map(items.map((item) => [item.id, item]))
    const ordered = pendingOrder.flatMap((id) => byId.get(id) ?? [])
    const rest = items.filter((item) => !pendingOrder.includes(item.id))
    return [...ordered, ...rest]
  }, [items, pendingOrder])
}

function readOrder(formData: FormData | undefined): string[] | null {
  if (formData?.get('intent') !== 'reorder-items') return null
  try {
    const ids: unknown = JSON.parse(String(formData.get('itemIds')))
    return Array.isArray(ids) ? ids.map(String) : null
  } catch {
    return null
  }
}

/**
 * The Current Outfit grid with drag-and-drop reordering by mouse, touch and keyboard. Every drop
 * sends the whole new order; the grid shows it at once and, if saving fails, puts the saved order
 * back and says so.
 */
export function OutfitItemGrid({ items }: { items: OutfitItem[] }) {
  const dndId = useId()
  const reorder = useFetcher<FormResult>({ key: 'outfit-reorder' })
  const revalidator = useRevalidator()
  const { toast } = useToast()
  const reported = useRef<FormResult | undefined>(undefined)

  const pendingOrder = reorder.state === 'idle' ? null : readOrder(reorder.formData)
  const displayed = useDisplayedItems(items, pendingOrder)
  // Keyed by content: a reload that confirms the same order must not disturb a drag under way.
  const idKey = displayed.map((item) => item.id).join(' ')
  const ids = useMemo(() => (idKey ? idKey.split(' ') : []), [idKey])

  useEffect(() => {
    const result = reorder.data
    if (reorder.state !== 'idle' || !result || result.ok || reported.current === result) return
    reported.current = result
    toast(REORDER_FAILED, { tone: 'error' })
    // The page may be out of date (e.g. an item removed in another tab): load the saved truth.
    void revalidator.revalidate()
  }, [reorder.state, reorder.data, toast, revalidator])

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: POINTER }),
    useSensor(TouchSensor, { activationConstraint: TOUCH }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  // dnd-kit reports the first "over" (the item itself) right at pick-up: announcing only
  // real moves keeps "Picked up …" from being replaced at once.
  const lastOver = useRef<UniqueIdentifier | null>(null)
  // Where the last drop put the piece. dnd-kit announces a drop after onDragEnd has already
  // rendered the new order, so the position is taken when the drop is handled.
  const droppedAt = useRef<number | null>(null)
  const announcements = useMemo<Announcements>(() => {
    const nameOf = (id: UniqueIdentifier) =>
      displayed.find((item) => item.id === id)?.name ?? 'The item'
    const place = (id: UniqueIdentifier) =>
      `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id
        return `Picked up ${nameOf(active.id)}, in ${place(active.id)}.`
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === lastOver.current) return undefined
        lastOver.current = over.id
        return `${nameOf(active.id)} moved to ${place(over.id)}.`
      },
      onDragEnd: ({ active, over }) =>
        over && droppedAt.current !== null
          ? `${nameOf(active.id)} dropped in position ${droppedAt.current} of ${ids.length}.`
          : `${nameOf(active.id)} dropped.`,
      onDragCancel: ({ active }) =>
        `Moving cancelled. ${nameOf(active.id)} is back in ${place(active.id)}.`,
    }
  }, [displayed, ids])

  function onDragEnd({ active, over }: DragEndEvent) {
    const from = ids.indexOf(String(active.id))
    const to = over ? ids.indexOf(String(over.id)) : -1
    droppedAt.current = to === -1 ? null : to + 1
    if (from === -1 || to === -1 || from === to) return
    const next = arrayMove(ids, from, to)
    void reorder.submit(
      { intent: 'reorder-items', itemIds: JSON.stringify(next) },
      // Rendered right away, so the dropped card stays where it was dropped.
      { method: 'post', flushSync: true },
    )
  }

  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
          {displayed.map((item, index) => (
            <SortableOutfitItem
              key={item.id}
              item={item}
              position={index + 1}
              priority={index < 4}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
