import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type PointerActivationConstraint,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable'
import type { PointerEvent as ReactPointerEvent, ReactNode } from 'react'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useFetcher, useRevalidator } from 'react-router'

import type { FormResult } from '~/lib/form-errors'

import { useToast } from './ui/toast'

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

type Sortable = { id: string; name: string }

/** The entries in order, or the order just sent while it is being saved. */
function useDisplayed<T extends Sortable>(entries: T[], pendingOrder: string[] | null) {
  return useMemo(() => {
    if (!pendingOrder) return entries
    const byId = new Map(entries.map((entry) => [entry.id, entry]))
    const ordered = pendingOrder.flatMap((id) => byId.get(id) ?? [])
    const rest = entries.filter((entry) => !pendingOrder.includes(entry.id))
    return [...ordered, ...rest]
  }, [entries, pendingOrder])
}

function readOrder(formData: FormData | undefined, intent: string): string[] | null {
  if (formData?.get('intent') !== intent) return null
  try {
    const ids: unknown = JSON.parse(String(formData.get('itemIds')))
    return Array.isArray(ids) ? ids.map(String) : null
  } catch {
    return null
  }
}

/**
 * A grid whose entries she puts in order by mouse, touch or keyboard, each entry rendering its
 * own handle (`useSortable` of @dnd-kit/sortable, by the entry's id). Every drop sends the whole
 * new order (`{ intent, itemIds }`, the ids as JSON) to the page's action; the grid shows it at
 * once and, if saving fails, puts the saved order back and says so. Moves are announced to
 * screen readers by name and position.
 */
export function SortableGrid<T extends Sortable>({
  entries,
  intent,
  className,
  children,
}: {
  entries: T[]
  /** The page's intent that saves an order. */
  intent: string
  /** The `<ol>`'s layout classes. */
  className: string
  /** One entry of the grid: an `<li>` with its handle. */
  children: (entry: T, index: number) => ReactNode
}) {
  const dndId = useId()
  const reorder = useFetcher<FormResult>({ key: `reorder:${intent}` })
  const revalidator = useRevalidator()
  const { toast } = useToast()
  const reported = useRef<FormResult | undefined>(undefined)

  const pendingOrder = reorder.state === 'idle' ? null : readOrder(reorder.formData, intent)
  const displayed = useDisplayed(entries, pendingOrder)
  // Keyed by content: a reload that confirms the same order must not disturb a drag under way.
  const idKey = displayed.map((entry) => entry.id).join(' ')
  const ids = useMemo(() => (idKey ? idKey.split(' ') : []), [idKey])

  useEffect(() => {
    const result = reorder.data
    if (reorder.state !== 'idle' || !result || result.ok || reported.current === result) return
    reported.current = result
    toast(REORDER_FAILED, { tone: 'error' })
    // The page may be out of date (e.g. an entry removed in another tab): load the saved truth.
    void revalidator.revalidate()
  }, [reorder.state, reorder.data, toast, revalidator])

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: POINTER }),
    useSensor(TouchSensor, { activationConstraint: TOUCH }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  // dnd-kit reports the first "over" (the entry itself) right at pick-up: announcing only
  // real moves keeps "Picked up …" from being replaced at once.
  const lastOver = useRef<UniqueIdentifier | null>(null)
  // Where the last drop put the entry. dnd-kit announces a drop after onDragEnd has already
  // rendered the new order, so the position is taken when the drop is handled.
  const droppedAt = useRef<number | null>(null)
  const announcements = useMemo<Announcements>(() => {
    const nameOf = (id: UniqueIdentifier) =>
      displayed.find((entry) => entry.id === id)?.name ?? 'The item'
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
      { intent, itemIds: JSON.stringify(next) },
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
        <ol className={className}>{displayed.map((entry, index) => children(entry, index))}</ol>
      </SortableContext>
    </DndContext>
  )
}
