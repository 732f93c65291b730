import { useMemo } from 'react'

import type { PickableItem } from '~/components/pick-tile'
import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { useConfirmedDelete } from '~/components/use-confirmed-delete'
import { useFormDialog } from '~/components/use-form-dialog'
import type { StockReading } from '~/lib/stock'

import { deleteCheatSheetMessage } from '../delete-message'
import type { CheatSheet } from '../types'
import { CheatSheetCard } from './cheat-sheet-card'
import { CheatSheetFormDialog } from './cheat-sheet-form-dialog'

/**
 * The Cheat Sheets tab of a capsule: the sheets as cards (newest first), New Cheat Sheet, and
 * the form and delete confirmation. Its intents go to the capsule route's action.
 */
export function CheatSheetsTab({
  capsuleId,
  sheets,
  items,
}: {
  capsuleId: string
  sheets: CheatSheet[]
  /** The capsule's items, to pick from (with their last stock check). */
  items: (PickableItem & { stock?: StockReading | null })[]
}) {
  const form = useFormDialog<CheatSheet>()
  const remove = useConfirmedDelete<CheatSheet>({
    intent: 'delete-cheat-sheet',
    title: (sheet) => `Delete ${sheet.name}?`,
    message: deleteCheatSheetMessage,
    success: (sheet) => `${sheet.name} deleted`,
  })
  const itemsById = useMemo(() => new Map(items.map((item) => [item.id, item])), [items])

  return (
    <section aria-label="Cheat sheets">
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-pretty text-muted">
          Curated lists of this capsule’s pieces, each with a collage your client can keep.
        </p>
        <Button onClick={() => form.open()} className="sm:shrink-0">
          <Icon name="plus" className="size-4" /> New Cheat Sheet
        </Button>
      </div>

      {sheets.length === 0 ? (
        <EmptyState
          icon={<Icon name="package" className="size-6" />}
          title="No cheat sheets created yet."
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {sheets.map((sheet, index) => (
            <CheatSheetCard
              key={sheet.id}
              sheet={sheet}
              items={itemsById}
              priority={index < 3}
              onEdit={() => form.open(sheet)}
              onDelete={() => remove.ask(sheet)}
            />
          ))}
        </ul>
      )}

      {/* Mounted only while open, so each opening starts from a fresh form. */}
      {form.isOpen ? (
        <CheatSheetFormDialog
          key={form.key}
          capsuleId={capsuleId}
          sheet={form.row}
          items={items}
          onClose={form.close}
          onSaved={form.saved}
        />
      ) : null}
      {remove.dialog}
    </section>
  )
}
