import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useFetcher } from 'react-router'

import { PickTile } from '~/components/pick-tile'
import { useRevealFailure } from '~/components/reveal-failure'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Icon } from '~/components/ui/icon'
import { Input } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import type { FormResult } from '~/lib/form-errors'
import type { ItemSummary } from '~/lib/item-summary'
import { filterItems } from '~/lib/search'

/** A wardrobe piece, with what her latest closet audit decided if it sends it away. */
export type WardrobePiece = ItemSummary & { auditMark?: string | null }

const itemsWord = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`

/**
 * Add from wardrobe: the client's items that are in no capsule, searchable, with photos; the
 * picked ones move into this capsule in one step.
 */
export function WardrobeDialog({
  open,
  items,
  clientName,
  onClose,
}: {
  open: boolean
  /** The client's items in no capsule; those her closet audit sends away tagged (and last). */
  items: WardrobePiece[]
  clientName: string
  onClose: () => void
}) {
  const { toast } = useToast()
  const fetcher = useFetcher<FormResult & { moved?: number }>()
  const [query, setQuery] = useState('')
  const [picked, setPicked] = useState<string[]>([])
  const deferredQuery = useDeferredValue(query)
  const visible = useMemo(() => filterItems(items, deferredQuery, ''), [items, deferredQuery])
  const busy = fetcher.state !== 'idle'
  const result = busy ? undefined : fetcher.data
  const form = useRevealFailure(result)

  // Reset for each opening.
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setQuery('')
      setPicked([])
    }
  }

  const [handled, setHandled] = useState<typeof result>(undefined)
  if (result?.ok && handled !== result) {
    setHandled(result)
    onClose()
  }
  useEffect(() => {
    if (handled?.ok)
      toast(`${itemsWord(handled.moved ?? 0)} moved into this capsule`, { tone: 'success' })
  }, [handled, toast])

  const toggle = (id: string) =>
    setPicked((list) => (list.includes(id) ? list.filter((entry) => entry !== id) : [...list, id]))

  const formId = 'wardrobe-form'
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Add from wardrobe"
      description={`${clientName}’s items that are in no capsule`}
      footerNote={
        result && !result.ok ? (
          <Alert tone="error">
            {result.formError ?? result.errors?.itemIds ?? 'The items could not be moved.'}
          </Alert>
        ) : null
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={picked.length === 0}>
            {busy ? 'Moving...' : `Move ${itemsWord(picked.length)} in`}
          </Button>
        </>
      }
    >
      <fetcher.Form ref={form} id={formId} method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="move-from-wardrobe" />
        <input type="hidden" name="itemIds" value={picked.join(',')} />
        {items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line-strong px-4 py-6 text-center text-sm text-muted">
            Every item of {clientName}’s wardrobe is already in a capsule.
          </p>
        ) : (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <div className="relative flex-1">
                <Icon
                  name="search"
                  className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
                />
                <Input
                  type="search"
                  aria-label="Search the wardrobe"
                  placeholder="Search items..."
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  className="pl-10"
                  data-autofocus
                />
              </div>
              <p className="text-sm text-muted tabular-nums" aria-live="polite">
                {picked.length} of {itemsWord(items.length)} selected
              </p>
            </div>
            {visible.length === 0 ? (
              <p className="px-4 py-6 text-center text-sm text-muted">
                No items match your search.
              </p>
            ) : (
              <ul
                aria-label="Wardrobe items"
                className="-m-1 grid max-h-[24rem] grid-cols-3 gap-2.5 overflow-y-auto overscroll-contain p-1 sm:grid-cols-5 sm:gap-3"
              >
                {visible.map((item) => (
                  <PickTile
                    key={item.id}
                    item={item}
                    picked={picked.includes(item.id)}
                    note={item.auditMark ? `Audit: ${item.auditMark}` : undefined}
                    onToggle={() => toggle(item.id)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </fetcher.Form>
    </Dialog>
  )
}
