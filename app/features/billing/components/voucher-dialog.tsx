import { useCallback, useState } from 'react'

import { FormDialog } from '~/components/form-dialog'
import { Field } from '~/components/ui/field'
import { Input, Select } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { FIELD_AUDIENCE } from '~/lib/audience'
import { formatMoney } from '~/lib/money'

import type { PackageView } from '../packages'
import { VOUCHER_LIMITS } from '../schema'

/** A new gift voucher: an amount in her currency, or one of her packages; its code is made for it. */
export function VoucherDialog({
  packages,
  currency,
  onClose,
  onSaved,
}: {
  packages: PackageView[]
  currency: string
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const save = useSaveFetcher(useCallback(() => onSaved('Gift voucher made'), [onSaved]))
  const { errors } = save
  const priced = packages.filter((pkg) => pkg.price)
  const [kind, setKind] = useState<'amount' | 'package'>('amount')
  return (
    <FormDialog
      onClose={onClose}
      title="New Gift Voucher"
      description="Its code is made for it: give it to the person it is for."
      save={save}
      formId="voucher-form"
      intent="create-voucher"
    >
      <Field label="Worth" htmlFor="voucher-kind" error={errors.kind}>
        <Select
          id="voucher-kind"
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as 'amount' | 'package')}
          data-autofocus
        >
          <option value="amount">An amount</option>
          <option value="package" disabled={priced.length === 0}>
            A package
          </option>
        </Select>
      </Field>
      {kind === 'amount' ? (
        <Field
          label={`Amount (${currency})`}
          htmlFor="voucher-amount"
          error={errors.amount}
          required
        >
          <Input id="voucher-amount" name="amount" inputMode="decimal" maxLength={20} required />
        </Field>
      ) : (
        <Field label="Package" htmlFor="voucher-package" error={errors.packageId} required>
          <Select id="voucher-package" name="packageId" defaultValue={priced[0]?.id}>
            {priced.map((pkg) => (
              <option key={pkg.id} value={pkg.id}>
                {pkg.name} · {pkg.price ? formatMoney(pkg.price) : ''}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field
        label="For"
        htmlFor="voucher-recipient"
        error={errors.recipient}
        audience={FIELD_AUDIENCE.giftVoucher.recipient}
        hint="Who it is for. Optional."
      >
        <Input id="voucher-recipient" name="recipient" maxLength={VOUCHER_LIMITS.recipient} />
      </Field>
      <Field
        label="Note"
        htmlFor="voucher-note"
        error={errors.note}
        audience={FIELD_AUDIENCE.giftVoucher.note}
        hint="Who bought it, how it was paid. Optional."
      >
        <Input id="voucher-note" name="note" maxLength={VOUCHER_LIMITS.note} />
      </Field>
      <Field
        label="Valid until"
        htmlFor="voucher-expires"
        error={errors.expiresOn}
        hint="Optional."
      >
        <Input id="voucher-expires" name="expiresOn" type="date" />
      </Field>
    </FormDialog>
  )
}
