import { useCallback, useMemo, useState } from 'react'

import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input, Select, Textarea } from '~/components/ui/input'
import { SettingsSection as Section } from '~/components/ui/settings-section'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { currencyOptions } from '~/features/studio'

import { formatInvoiceNumber } from '../invoice-number'
import { BILLING_LIMITS } from '../schema'
import type { TaxRate } from '../totals'

export type BillingSettingsView = {
  legalName: string | null
  address: string | null
  taxId: string | null
  taxRates: TaxRate[]
  taxIncluded: boolean
  currency: string
  numberFormat: string
  nextNumber: number
  paymentInstructions: string | null
  paymentLink: string | null
  dueDays: number
  footer: string | null
}

const RATE_SLOTS = Array.from({ length: BILLING_LIMITS.taxRates }, (_, index) => index)

/** Her billing settings: who she is on an invoice, tax, numbers, how clients pay. */
export function BillingSettingsForm({ settings }: { settings: BillingSettingsView }) {
  const { toast } = useToast()
  // Drawn again after each save, so the fields show what was saved (a payment link with its
  // https:// added).
  const [saves, setSaves] = useState(0)
  const save = useSaveFetcher(
    useCallback(() => {
      setSaves((count) => count + 1)
      toast('Billing settings saved.', { tone: 'success' })
    }, [toast]),
  )
  const { errors, result } = save
  const currencies = useMemo(() => currencyOptions(), [])
  const year = new Date().getUTCFullYear()

  return (
    <save.fetcher.Form key={saves} method="post" className="space-y-6" noValidate>
      <input type="hidden" name="intent" value="save-billing" />
      <Section
        bodyClassName="grid gap-5 sm:grid-cols-2"
        title="Your business"
        description="Who sends the invoice: printed on every one."
      >
        <Field
          label="Legal name"
          htmlFor="legalName"
          error={errors.legalName}
          hint="Leave empty to use your studio’s name."
        >
          <Input
            id="legalName"
            name="legalName"
            maxLength={BILLING_LIMITS.legalName}
            defaultValue={settings.legalName ?? ''}
            autoComplete="organization"
          />
        </Field>
        <Field
          label="Tax ID"
          htmlFor="taxId"
          error={errors.taxId}
          hint="VAT, GST or business number, if you have one."
        >
          <Input
            id="taxId"
            name="taxId"
            maxLength={BILLING_LIMITS.taxId}
            defaultValue={settings.taxId ?? ''}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Address" htmlFor="address" error={errors.address}>
            <Textarea
              id="address"
              name="address"
              rows={3}
              maxLength={BILLING_LIMITS.address}
              defaultValue={settings.address ?? ''}
              autoComplete="street-address"
            />
          </Field>
        </div>
      </Section>

      <Section
        bodyClassName="grid gap-5 sm:grid-cols-2"
        title="Currency and tax"
        description="The studio currency is the one of every new price, package and invoice."
      >
        <Field label="Studio currency" htmlFor="currency" error={errors.currency} required>
          <Select id="currency" name="currency" defaultValue={settings.currency} required>
            {currencies.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {currency.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Prices and tax" htmlFor="taxIncluded" error={errors.taxIncluded}>
          <Select
            id="taxIncluded"
            name="taxIncluded"
            defaultValue={settings.taxIncluded ? 'included' : 'added'}
          >
            <option value="added">Tax is added on top of prices</option>
            <option value="included">Prices include tax</option>
          </Select>
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-ink">Tax rates</legend>
          <p className="mt-1 text-sm text-muted">
            None, one or several (up to five). Leave empty if you charge no tax.
          </p>
          <div className="mt-3 space-y-3">
            {RATE_SLOTS.map((slot) => (
              <div key={slot} className="grid grid-cols-[1fr_8rem] gap-3">
                <Field
                  label={`Tax ${slot + 1} name`}
                  htmlFor={`taxRates.${slot}.name`}
                  error={errors[`taxRates.${slot}.name`]}
                >
                  <Input
                    id={`taxRates.${slot}.name`}
                    name={`taxRates.${slot}.name`}
                    maxLength={BILLING_LIMITS.taxName}
                    defaultValue={settings.taxRates[slot]?.name ?? ''}
                    placeholder={slot === 0 ? 'VAT' : undefined}
                  />
                </Field>
                <Field
                  label="Rate (%)"
                  htmlFor={`taxRates.${slot}.rate`}
                  error={errors[`taxRates.${slot}.rate`]}
                >
                  <Input
                    id={`taxRates.${slot}.rate`}
                    name={`taxRates.${slot}.rate`}
                    inputMode="decimal"
                    maxLength={6}
                    defaultValue={
                      settings.taxRates[slot]
                        ? String(settings.taxRates[slot].basisPoints / 100)
                        : ''
                    }
                    placeholder={slot === 0 ? '8.1' : undefined}
                  />
                </Field>
              </div>
            ))}
          </div>
        </fieldset>
      </Section>

      <Section
        bodyClassName="grid gap-5 sm:grid-cols-2"
        title="Invoice numbers"
        description="Numbered without gaps: each number is taken when an invoice is issued, never by a draft."
      >
        <Field
          label="Number format"
          htmlFor="numberFormat"
          error={errors.numberFormat}
          hint={`{NNNN} is the number, {YYYY} the year: ${formatInvoiceNumber(settings.numberFormat, settings.nextNumber, year)} next.`}
          required
        >
          <Input
            id="numberFormat"
            name="numberFormat"
            maxLength={30}
            defaultValue={settings.numberFormat}
            required
          />
        </Field>
        <Field label="Next number" htmlFor="nextNumber" error={errors.nextNumber} required>
          <Input
            id="nextNumber"
            name="nextNumber"
            inputMode="numeric"
            maxLength={8}
            defaultValue={String(settings.nextNumber)}
            required
          />
        </Field>
      </Section>

      <Section
        bodyClassName="grid gap-5 sm:grid-cols-2"
        title="Getting paid"
        description="What your client reads under the totals. No card details are ever held here: she pays on your own payment page."
      >
        <div className="sm:col-span-2">
          <Field
            label="Payment instructions"
            htmlFor="paymentInstructions"
            error={errors.paymentInstructions}
            hint="Your bank details, or how else to pay."
          >
            <Textarea
              id="paymentInstructions"
              name="paymentInstructions"
              rows={3}
              maxLength={BILLING_LIMITS.paymentInstructions}
              defaultValue={settings.paymentInstructions ?? ''}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            label="Payment link"
            htmlFor="paymentLink"
            error={errors.paymentLink}
            hint="Optional: your Stripe Payment Link, PayPal.me, Square or TWINT page. Her Pay button opens it."
          >
            <Input
              id="paymentLink"
              name="paymentLink"
              type="url"
              inputMode="url"
              maxLength={BILLING_LIMITS.paymentLink}
              defaultValue={settings.paymentLink ?? ''}
              placeholder="https://"
            />
          </Field>
        </div>
        <Field label="Days until due" htmlFor="dueDays" error={errors.dueDays} required>
          <Input
            id="dueDays"
            name="dueDays"
            inputMode="numeric"
            maxLength={3}
            defaultValue={String(settings.dueDays)}
            required
          />
        </Field>
        <div className="sm:col-span-2">
          <Field
            label="Footer"
            htmlFor="footer"
            error={errors.footer}
            hint="A line at the bottom of every invoice."
          >
            <Textarea
              id="footer"
              name="footer"
              rows={2}
              maxLength={BILLING_LIMITS.footer}
              defaultValue={settings.footer ?? ''}
            />
          </Field>
        </div>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:rounded-2xl sm:border sm:px-5">
        {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
        {Object.keys(errors).length > 0 ? (
          <p role="alert" className="text-sm text-danger">
            Some fields need a look: see the messages above.
          </p>
        ) : null}
        <Button type="submit" busy={save.busy}>
          Save billing settings
        </Button>
      </div>
    </save.fetcher.Form>
  )
}
