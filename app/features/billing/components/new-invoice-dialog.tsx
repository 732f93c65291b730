import { useCallback } from 'react'

import { FormDialog } from '~/components/form-dialog'
import { Field } from '~/components/ui/field'
import { Select } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { formatMoney } from '~/lib/money'

import { depositAmount, type PackageView } from '../packages'

/** The ways a package can be invoiced: its deposit and balance when it has one, its price. */
function packageOptions(pkg: PackageView) {
  if (!pkg.price) return []
  const price = pkg.price
  const money = (amount: number) => formatMoney({ amount, currency: price.currency })
  if (!pkg.deposit)
    return [{ value: `${pkg.id}:full`, label: `${pkg.name}: ${money(price.amount)}` }]
  const deposit = depositAmount(price.amount, pkg.deposit)
  return [
    { value: `${pkg.id}:deposit`, label: `${pkg.name}: deposit, ${money(deposit)}` },
    { value: `${pkg.id}:balance`, label: `${pkg.name}: balance, ${money(price.amount - deposit)}` },
    { value: `${pkg.id}:full`, label: `${pkg.name}: full price, ${money(price.amount)}` },
  ]
}

/**
 * A new invoice: for which client (fixed on her own page) and what for: a package's deposit,
 * balance or price, or free lines. It opens as a draft to check before it is issued.
 */
export function NewInvoiceDialog({
  open,
  onClose,
  clients,
  packages,
  clientId,
  action,
}: {
  open: boolean
  onClose: () => void
  clients: { id: string; name: string }[]
  packages: PackageView[]
  /** On a client's page: hers. */
  clientId?: string
  action?: string
}) {
  const save = useSaveFetcher(useCallback(() => onClose(), [onClose]))
  const { errors } = save
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New Invoice"
      description="It opens as a draft: check it, then issue or send it."
      save={save}
      formId="new-invoice-form"
      intent="create-invoice"
      action={action}
    >
      {clientId ? (
        <input type="hidden" name="clientId" value={clientId} />
      ) : (
        <Field label="Client" htmlFor="new-invoice-client" error={errors.clientId} required>
          <Select id="new-invoice-client" name="clientId" defaultValue="" required data-autofocus>
            <option value="" disabled>
              Choose a client
            </option>
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field
        label="For"
        htmlFor="new-invoice-what"
        error={errors.what ?? errors.packageId ?? errors.part}
        required
      >
        <Select id="new-invoice-what" name="what" defaultValue="custom">
          <option value="custom">Free lines (you write them)</option>
          {packages.map((pkg) => {
            const options = packageOptions(pkg)
            return options.length ? (
              <optgroup key={pkg.id} label={pkg.name}>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ) : null
          })}
        </Select>
      </Field>
    </FormDialog>
  )
}
