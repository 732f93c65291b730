import { useCallback, useState } from 'react'

import { FormDialog } from '~/components/form-dialog'
import { LinkImportField } from '~/components/link-import-field'
import { MoneyField } from '~/components/money-field'
import { PhotoField } from '~/components/photo/photo-field'
import type { PhotoFieldValue } from '~/components/photo/use-photo-upload'
import { usePriceCurrency } from '~/components/price-currency'
import { AudienceLine } from '~/components/ui/audience'
import { Field } from '~/components/ui/field'
import { Input, Select, Textarea } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { FIELD_AUDIENCE } from '~/lib/audience'
import { firstCurrency } from '~/lib/price-currency'

import type { Item } from '../types'

/** A capsule to put the piece in; `currency`: its budget's, the one its new prices start in. */
export type CapsuleChoice = { id: string; name: string; currency?: string | null }

/**
 * Add New Item / Edit Item. Closes only when the save succeeded; on failure everything typed
 * (and an uploaded photo) stays, with the reason shown.
 */
export function ItemFormDialog({
  open,
  item,
  clientName,
  categories,
  capsules,
  defaultCapsuleId,
  clientSizes,
  onClose,
  onSaved,
  startWithLink = false,
}: {
  open: boolean
  item: Item | null
  clientName: string
  categories: string[]
  /** On the all-items page: the client's capsules, for the optional capsule select. */
  capsules?: CapsuleChoice[]
  defaultCapsuleId?: string
  /** Her sizes from her profile, shown beside the Size field. */
  clientSizes?: string | null
  onClose: () => void
  onSaved: (message: string) => void
  /** Opened with "Add from link": focus starts in "Fill from a shop link". */
  startWithLink?: boolean
}) {
  const [uploading, setUploading] = useState(false)
  const [importedPhoto, setImportedPhoto] = useState<PhotoFieldValue | null>(null)
  // A photo read from a shop link belongs to that opening of the form only.
  if (!open && importedPhoto) setImportedPhoto(null)
  const save = useSaveFetcher(
    useCallback(() => onSaved(item ? 'Item updated' : 'Item added'), [item, onSaved]),
  )
  const { errors } = save
  const pageCurrency = usePriceCurrency()
  // On the wardrobe page, a new piece's price follows the capsule chosen for it.
  const startCapsule = item ? (item.capsuleId ?? '') : (defaultCapsuleId ?? '')
  const [chosenCapsule, setChosenCapsule] = useState<string | null>(null)
  if (!open && chosenCapsule !== null) setChosenCapsule(null)
  const inCapsule = capsules?.find((capsule) => capsule.id === (chosenCapsule ?? startCapsule))
  const currency = firstCurrency(inCapsule?.currency, pageCurrency) ?? pageCurrency

  const formId = 'item-form'
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={item ? 'Edit Item' : 'Add New Item'}
      description={
        <>
          For {clientName} · <AudienceLine audience="client" />
        </>
      }
      save={save}
      formId={formId}
      intent={item ? 'update-item' : 'create-item'}
      rowId={item?.id}
      submitDisabled={uploading}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 [&>*]:min-w-0"
      before={
        <LinkImportField formId={formId} onPhoto={setImportedPhoto} autoFocus={startWithLink} />
      }
    >
      <div className="sm:col-span-2">
        <Field label="Item Name" htmlFor="item-name" error={errors.name} required>
          <Input
            id="item-name"
            name="name"
            required
            maxLength={120}
            defaultValue={item?.name}
            autoComplete="off"
            data-autofocus={startWithLink ? undefined : true}
          />
        </Field>
      </div>
      <Field label="Brand" htmlFor="item-brand" error={errors.brand}>
        <Input
          id="item-brand"
          name="brand"
          maxLength={80}
          defaultValue={item?.brand ?? ''}
          autoComplete="off"
        />
      </Field>
      <Field label="Category" htmlFor="item-category" error={errors.category}>
        <Select id="item-category" name="category" defaultValue={item?.category ?? ''}>
          <option value="">Select Category</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Color" htmlFor="item-color" error={errors.color}>
        <Input
          id="item-color"
          name="color"
          maxLength={60}
          defaultValue={item?.color ?? ''}
          autoComplete="off"
        />
      </Field>
      <Field
        label="Size"
        htmlFor="item-size"
        error={errors.size}
        hint={clientSizes ? `Her sizes: ${clientSizes}` : undefined}
      >
        <Input
          id="item-size"
          name="size"
          maxLength={40}
          defaultValue={item?.size ?? ''}
          autoComplete="off"
        />
      </Field>
      <Field
        label="Fit note (optional)"
        htmlFor="item-fit-note"
        error={errors.fitNote}
        audience={FIELD_AUDIENCE.item.fitNote}
        hint="Beside the size, e.g. runs small — size up."
      >
        <Input
          id="item-fit-note"
          name="fitNote"
          maxLength={280}
          defaultValue={item?.fitNote ?? ''}
          autoComplete="off"
        />
      </Field>
      <MoneyField
        id="item-price"
        label="Price"
        name="price"
        price={item?.price ?? null}
        currency={currency}
        error={errors.price}
        placeholder="120"
      />
      <Field label="Shopping Link" htmlFor="item-link" error={errors.link}>
        <Input
          id="item-link"
          name="link"
          type="url"
          maxLength={2000}
          defaultValue={item?.link ?? ''}
          placeholder="https://"
          autoComplete="off"
        />
      </Field>
      <Field
        label="Shopping List"
        htmlFor="item-ownership"
        error={errors.ownership}
        hint="Owned: already in her closet. To buy: on her Shopping list."
      >
        <Select id="item-ownership" name="ownership" defaultValue={item?.ownership ?? ''}>
          <option value="">Automatic (to buy in a capsule, owned in her wardrobe)</option>
          <option value="owned">Owned</option>
          <option value="to_buy">To buy</option>
        </Select>
      </Field>
      {capsules ? (
        <div className="sm:col-span-2">
          <Field
            label="Capsule"
            htmlFor="item-capsule"
            error={errors.capsuleId}
            hint="Optional: the item always stays in the client's wardrobe."
          >
            <Select
              id="item-capsule"
              name="capsuleId"
              defaultValue={startCapsule}
              onChange={(event) => setChosenCapsule(event.currentTarget.value)}
            >
              <option value="">No capsule (wardrobe only)</option>
              {capsules.map((capsule) => (
                <option key={capsule.id} value={capsule.id}>
                  {capsule.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Field
          label="Description (optional)"
          htmlFor="item-description"
          error={errors.description}
          audience={FIELD_AUDIENCE.item.description}
        >
          <Textarea
            id="item-description"
            name="description"
            rows={3}
            maxLength={2000}
            defaultValue={item?.description ?? ''}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <PhotoField
          label="Item Photo"
          name="photoUpload"
          current={item?.photo ?? null}
          onBusyChange={setUploading}
          value={importedPhoto}
        />
        {errors.photoUpload ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {errors.photoUpload}
          </p>
        ) : null}
      </div>
    </FormDialog>
  )
}
