import { useCallback, useMemo, useState } from 'react'

import { FormDialog } from '~/components/form-dialog'
import { Field } from '~/components/ui/field'
import { Checkbox, Input, Select, Textarea } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { currencyOptions } from '~/features/studio'
import { amountText } from '~/lib/money'

import { PACKAGE_LIMITS, type PackageView } from '../packages'

/** Add or edit a package: name, price, what is included, an optional deposit. */
export function PackageFormDialog({
  open,
  pkg,
  currency,
  siteOwner,
  onClose,
  onSaved,
}: {
  open: boolean
  pkg: PackageView | null
  /** Her studio's currency, for a new package. */
  currency: string
  /** Only the site owner's packages appear on the public site. */
  siteOwner: boolean
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const save = useSaveFetcher(
    useCallback(() => onSaved(pkg ? 'Package updated' : 'Package added'), [pkg, onSaved]),
  )
  const { errors } = save
  const currencies = useMemo(() => currencyOptions(), [])
  const [depositKind, setDepositKind] = useState(pkg?.deposit?.kind ?? 'none')
  const deposit = pkg?.deposit
  const depositText =
    deposit?.kind === 'percent'
      ? String(deposit.percent)
      : deposit?.kind === 'amount'
        ? amountText({ amount: deposit.amount, currency: pkg?.currency ?? currency })
        : ''

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={pkg ? 'Edit Package' : 'Add Package'}
      size="lg"
      save={save}
      formId="package-form"
      intent={pkg ? 'update-package' : 'create-package'}
      rowId={pkg?.id}
      className="grid gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <Field label="Name" htmlFor="package-name" error={errors.name} required>
          <Input
            id="package-name"
            name="name"
            maxLength={PACKAGE_LIMITS.name}
            defaultValue={pkg?.name}
            required
            data-autofocus
            autoComplete="off"
          />
        </Field>
      </div>
      <Field
        label="Price"
        htmlFor="package-price"
        error={errors.price}
        hint={
          pkg?.priceText && !pkg.price
            ? `It read “${pkg.priceText}”: enter it as an amount.`
            : undefined
        }
        required
      >
        <Input
          id="package-price"
          name="price"
          inputMode="decimal"
          maxLength={20}
          defaultValue={pkg?.price ? amountText(pkg.price) : ''}
          required
        />
      </Field>
      <Field label="Currency" htmlFor="package-currency" error={errors.currency} required>
        <Select id="package-currency" name="currency" defaultValue={pkg?.currency ?? currency}>
          {currencies.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Price note"
        htmlFor="package-price-note"
        error={errors.priceNote}
        hint="Beside the price, like “one-time”."
      >
        <Input
          id="package-price-note"
          name="priceNote"
          maxLength={PACKAGE_LIMITS.priceNote}
          defaultValue={pkg?.priceNote ?? ''}
        />
      </Field>
      <Field label="Deposit" htmlFor="package-deposit-kind" error={errors.depositKind}>
        <Select
          id="package-deposit-kind"
          name="depositKind"
          value={depositKind}
          onChange={(event) => setDepositKind(event.target.value as typeof depositKind)}
        >
          <option value="none">No deposit</option>
          <option value="percent">A percentage of the price</option>
          <option value="amount">An amount</option>
        </Select>
      </Field>
      {depositKind !== 'none' ? (
        <div className="sm:col-span-2">
          <Field
            label={depositKind === 'percent' ? 'Deposit (%)' : 'Deposit amount'}
            htmlFor="package-deposit"
            error={errors.deposit}
            hint="Due when she books: invoice it first, then the balance."
            required
          >
            <Input
              id="package-deposit"
              name="deposit"
              inputMode="decimal"
              maxLength={20}
              defaultValue={depositText}
              required
            />
          </Field>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Field label="Summary" htmlFor="package-summary" error={errors.summary}>
          <Input
            id="package-summary"
            name="summary"
            maxLength={PACKAGE_LIMITS.summary}
            defaultValue={pkg?.summary ?? ''}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          label="What's included"
          htmlFor="package-included"
          error={errors.included}
          hint="One thing per line, up to 12."
        >
          <Textarea
            id="package-included"
            name="included"
            rows={4}
            maxLength={2600}
            defaultValue={pkg?.included.join('\n') ?? ''}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label="Add-on" htmlFor="package-add-on" error={errors.addOn}>
          <Input
            id="package-add-on"
            name="addOn"
            maxLength={PACKAGE_LIMITS.addOn}
            defaultValue={pkg?.addOn ?? ''}
          />
        </Field>
      </div>
      {siteOwner ? (
        <div className="sm:col-span-2">
          <Checkbox
            name="showOnSite"
            defaultChecked={pkg?.showOnSite ?? true}
            label="Show it on your public site"
          />
        </div>
      ) : (
        <input type="hidden" name="showOnSite" value={pkg?.showOnSite === false ? '' : 'on'} />
      )}
    </FormDialog>
  )
}
