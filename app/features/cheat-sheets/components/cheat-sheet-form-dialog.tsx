import { useCallback, useMemo, useState } from 'react'

import { FormDialog } from '~/components/form-dialog'
import { PhotoField } from '~/components/photo/photo-field'
import type { PhotoFieldValue } from '~/components/photo/use-photo-upload'
import type { PickableItem } from '~/components/pick-tile'
import { Field } from '~/components/ui/field'
import { Input, Textarea } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { FIELD_AUDIENCE } from '~/lib/audience'

import type { CheatSheet } from '../types'
import { CollageGenerator } from './collage-generator'
import { ItemPicker } from './item-picker'

/**
 * New Cheat Sheet / Edit Cheat Sheet: name, description, the item picker and the collage image
 * (uploaded, or generated from the picked items). Closes only when the save succeeded; on
 * failure everything chosen stays, with the reason next to its field.
 */
export function CheatSheetFormDialog({
  capsuleId,
  sheet,
  items,
  onClose,
  onSaved,
}: {
  capsuleId: string
  sheet: CheatSheet | null
  /** The capsule's items, to pick from. */
  items: PickableItem[]
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const save = useSaveFetcher(
    useCallback(
      () => onSaved(sheet ? 'Cheat sheet updated' : 'Cheat sheet created'),
      [sheet, onSaved],
    ),
  )
  const { errors } = save

  // The name as typed, for the collage's download file name (the input itself stays uncontrolled).
  const [name, setName] = useState(sheet?.name ?? '')
  const [selected, setSelected] = useState<string[]>(() => sheet?.itemIds ?? [])
  const [uploading, setUploading] = useState(false)
  const [generating, setGenerating] = useState(false)
  const [generated, setGenerated] = useState<PhotoFieldValue | null>(null)

  const pickedWithPhotos = useMemo(() => {
    const byId = new Map(items.map((item) => [item.id, item]))
    return selected.filter((id) => byId.get(id)?.photo)
  }, [items, selected])

  function toggle(id: string) {
    setSelected((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    )
  }

  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={sheet ? 'Edit Cheat Sheet' : 'New Cheat Sheet'}
      save={save}
      formId="cheat-sheet-form"
      intent={sheet ? 'update-cheat-sheet' : 'create-cheat-sheet'}
      rowId={sheet?.id}
      submitDisabled={uploading || generating}
      className="flex flex-col gap-6"
    >
      <Field
        label="Name"
        htmlFor="cheat-sheet-name"
        error={errors.name}
        audience={FIELD_AUDIENCE.cheatSheet.name}
        required
      >
        <Input
          id="cheat-sheet-name"
          name="name"
          required
          maxLength={120}
          defaultValue={sheet?.name}
          onChange={(event) => setName(event.currentTarget.value)}
          placeholder="Weekend in Paris"
          autoComplete="off"
          data-autofocus
        />
      </Field>
      <Field
        label="Description"
        htmlFor="cheat-sheet-description"
        error={errors.description}
        audience={FIELD_AUDIENCE.cheatSheet.description}
      >
        <Textarea
          id="cheat-sheet-description"
          name="description"
          rows={3}
          maxLength={2000}
          defaultValue={sheet?.description ?? ''}
        />
      </Field>

      <div className="flex flex-col gap-4">
        <ItemPicker
          name="itemIds"
          items={items}
          selected={selected}
          onToggle={toggle}
          onClear={() => setSelected([])}
          error={errors.itemIds}
        />
        <CollageGenerator
          capsuleId={capsuleId}
          itemIds={pickedWithPhotos}
          fileName={name}
          onBusyChange={setGenerating}
          onGenerated={setGenerated}
        />
      </div>

      <div className="flex flex-col gap-3">
        <PhotoField
          label="Collage Image"
          name="imageUpload"
          current={sheet?.image ?? null}
          value={generated}
          onBusyChange={setUploading}
          hint="Generate a collage above, or upload your own image: a file chosen after generating replaces the collage."
        />
        {errors.imageUpload ? (
          <p role="alert" className="text-sm text-danger">
            {errors.imageUpload}
          </p>
        ) : null}
      </div>
    </FormDialog>
  )
}
