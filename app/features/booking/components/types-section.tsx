import { useCallback, useState } from 'react'
import { useFetcher } from 'react-router'

import { FormDialog } from '~/components/form-dialog'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Field } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import { Input, Select } from '~/components/ui/input'
import { useFormDialog } from '~/components/use-form-dialog'
import { useSaveFetcher } from '~/components/use-save-fetcher'

import { type Place, PLACE_LABELS, placeLine, PLACES } from '../places'

export type TypeView = {
  id: string
  name: string
  durationMinutes: number
  place: Place
  placeDetail: string | null
  /** As shown ("$50"), or '' for none. */
  price: string
  deposit: string
  packageId: string | null
  packageName: string | null
}

const DURATIONS = [15, 20, 30, 45, 60, 75, 90, 120, 150, 180, 240]
const DETAIL_HINTS: Record<Place, string> = {
  in_person: 'The address she comes to.',
  video: 'The video link she joins (pasted from your meeting app).',
  phone: 'Who calls whom, or the number to call.',
}

/** An amount of the type (its price or deposit), as typed. */
function AmountField({
  name,
  label,
  hint,
  value,
  error,
}: {
  name: 'price' | 'deposit'
  label: string
  hint: string
  value: string | undefined
  error: string | undefined
}) {
  return (
    <Field label={label} htmlFor={`type-${name}`} error={error} hint={hint}>
      <Input
        id={`type-${name}`}
        name={name}
        inputMode="decimal"
        defaultValue={value}
        maxLength={40}
      />
    </Field>
  )
}

function TypeDialog({
  type,
  currency,
  packages,
  onClose,
  onSaved,
}: {
  type: TypeView | null
  currency: string
  packages: { id: string; name: string }[]
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const save = useSaveFetcher(
    useCallback(() => onSaved(type ? 'Type saved' : 'Type added'), [onSaved, type]),
  )
  const { errors } = save
  const [place, setPlace] = useState<Place>(type?.place ?? 'video')
  return (
    <FormDialog
      onClose={onClose}
      title={type ? 'Edit appointment type' : 'New appointment type'}
      save={save}
      formId="type-form"
      intent={type ? 'update-type' : 'create-type'}
      rowId={type?.id}
    >
      <Field label="Name" htmlFor="type-name" error={errors.name} required>
        <Input
          id="type-name"
          name="name"
          defaultValue={type?.name}
          maxLength={80}
          required
          data-autofocus
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Duration" htmlFor="type-duration" error={errors.durationMinutes}>
          <Select
            id="type-duration"
            name="durationMinutes"
            defaultValue={String(type?.durationMinutes ?? 30)}
          >
            {DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} min
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Where" htmlFor="type-place" error={errors.place}>
          <Select
            id="type-place"
            name="place"
            value={place}
            onChange={(event) => setPlace(event.target.value as Place)}
          >
            {PLACES.map((entry) => (
              <option key={entry} value={entry}>
                {PLACE_LABELS[entry]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        label="Details"
        htmlFor="type-detail"
        error={errors.placeDetail}
        hint={DETAIL_HINTS[place]}
      >
        <Input
          id="type-detail"
          name="placeDetail"
          defaultValue={type?.placeDetail ?? ''}
          maxLength={300}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <AmountField
          name="price"
          label={`Price (${currency})`}
          hint="Empty: free."
          value={type?.price}
          error={errors.price}
        />
        <AmountField
          name="deposit"
          label={`Deposit (${currency})`}
          hint="Optional. Paid by card when she books once you take cards (Money settings); until then, at the appointment."
          value={type?.deposit}
          error={errors.deposit}
        />
      </div>
      <Field
        label="First session of a package"
        htmlFor="type-package"
        error={errors.packageId}
        hint="Its Book button on your site then offers this type's times."
      >
        <Select id="type-package" name="packageId" defaultValue={type?.packageId ?? ''}>
          <option value="">None</option>
          {packages.map((pkg) => (
            <option key={pkg.id} value={pkg.id}>
              {pkg.name}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  )
}

/** What can be booked: her appointment types, added, edited and deleted here. */
export function TypesSection({
  types,
  currency,
  packages,
}: {
  types: TypeView[]
  currency: string
  packages: { id: string; name: string }[]
}) {
  const dialog = useFormDialog<TypeView>()
  const remover = useFetcher()
  const [deleting, setDeleting] = useState<TypeView | null>(null)
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {types.map((type) => (
          <li key={type.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{type.name}</p>
              <p className="text-sm text-muted">
                {type.durationMinutes} min · {placeLine(type.place, type.placeDetail)}
                {type.price ? ` · ${type.price}` : ' · Free'}
                {type.deposit ? ` (deposit ${type.deposit})` : ''}
                {type.packageName ? ` · First session of ${type.packageName}` : ''}
              </p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => dialog.open(type)}>
              <Icon name="pencil" className="size-4" />
              Edit <span className="sr-only">{type.name}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDeleting(type)}>
              <Icon name="trash-2" className="size-4" />
              <span className="sr-only">Delete {type.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => dialog.open()}>
        <Icon name="plus" className="size-4" />
        New type
      </Button>
      {dialog.isOpen ? (
        <TypeDialog
          key={dialog.key}
          type={dialog.row}
          currency={currency}
          packages={packages}
          onClose={dialog.close}
          onSaved={dialog.saved}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this type'}?`}
        message="Visitors can no longer book it. Appointments already booked keep their time and name."
        busy={remover.state !== 'idle'}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          await remover.submit(
            { intent: 'delete-type', id: deleting?.id ?? '' },
            { method: 'post' },
          )
          setDeleting(null)
        }}
      />
    </div>
  )
}
