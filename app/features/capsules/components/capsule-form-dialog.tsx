import { useCallback, useState } from 'react'

import { FormDialog } from '~/components/form-dialog'
import { MoneyField } from '~/components/money-field'
import { usePriceCurrency } from '~/components/price-currency'
import { Field } from '~/components/ui/field'
import { Checkbox, Input, Select, Textarea } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { FIELD_AUDIENCE } from '~/lib/audience'
import { CAPSULE_PASSWORD_MIN } from '~/lib/capsule-password'
import type { Price } from '~/lib/money'
import { firstCurrency } from '~/lib/price-currency'

import type { Capsule, ClientOption } from '../types'
import { CapsulePasswordInput } from './capsule-password-input'
import { weakPasswordMessage } from './weak-password-note'

type PasswordAction = 'keep' | 'set' | 'remove'

/**
 * Create or edit a capsule. The current password is never shown (only its hash is stored):
 * editing says a password is set and offers to keep, replace or remove it. Started from a
 * client's page, a new capsule is hers already (`clientId`) and opens once created.
 */
export function CapsuleFormDialog({
  open,
  capsule,
  clients,
  clientId,
  draft,
  action,
  onClose,
  onSaved,
}: {
  open: boolean
  capsule: Capsule | null
  clients: ClientOption[]
  /** A new capsule's client, chosen already: the form starts at the name, and Create opens it. */
  clientId?: string
  /** A new capsule's first name, description and budget (from her client's questionnaire). */
  draft?: { name: string; description: string; budget: Price | null }
  /** The route whose action saves the capsule (defaults to the current route). */
  action?: string
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const save = useSaveFetcher(
    useCallback(() => onSaved(capsule ? 'Capsule updated' : 'Capsule created'), [capsule, onSaved]),
  )
  const { errors } = save
  const pageCurrency = usePriceCurrency()
  // A new capsule's budget starts in its client's currency (her budget's), else the page's.
  const [chosenClient, setChosenClient] = useState(capsule?.clientId ?? clientId ?? '')
  const currency =
    firstCurrency(clients.find((client) => client.id === chosenClient)?.currency, pageCurrency) ??
    pageCurrency
  const [passwordAction, setPasswordAction] = useState<PasswordAction>(
    capsule?.hasPassword ? 'keep' : 'set',
  )
  // A suggestion answers the last save's complaint about the password: it is not shown beside it.
  const [suggested, setSuggested] = useState(false)
  const passwordError = suggested ? undefined : errors.password
  const passwordInput = (required: boolean) => (
    <CapsulePasswordInput
      required={required}
      suggested={suggested}
      onSuggestedChange={setSuggested}
    />
  )

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={capsule ? 'Edit Capsule' : 'New Capsule'}
      save={save}
      formId="capsule-form"
      intent={capsule ? 'update-capsule' : 'create-capsule'}
      rowId={capsule?.id}
      action={action}
    >
      <input type="hidden" name="passwordAction" value={passwordAction} />
      {clientId && !capsule ? <input type="hidden" name="then" value="open" /> : null}

      <Field label="Client" htmlFor="capsule-client" error={errors.clientId} required>
        <Select
          id="capsule-client"
          name="clientId"
          required
          defaultValue={capsule?.clientId ?? clientId ?? ''}
          onChange={(event) => setChosenClient(event.currentTarget.value)}
          data-autofocus={clientId ? undefined : true}
        >
          <option value="" disabled>
            Select Client
          </option>
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Capsule Name"
        htmlFor="capsule-name"
        error={errors.name}
        audience={FIELD_AUDIENCE.capsule.name}
        required
      >
        <Input
          id="capsule-name"
          name="name"
          required
          maxLength={120}
          defaultValue={capsule?.name ?? draft?.name}
          autoComplete="off"
          data-autofocus={clientId ? true : undefined}
        />
      </Field>
      <Field
        label="Description"
        htmlFor="capsule-description"
        error={errors.description}
        audience={FIELD_AUDIENCE.capsule.description}
        hint="Her welcome letter: write it to her."
      >
        <Textarea
          id="capsule-description"
          name="description"
          rows={5}
          maxLength={5000}
          defaultValue={capsule?.description ?? draft?.description ?? ''}
        />
      </Field>
      <MoneyField
        id="capsule-budget"
        label="Budget"
        name="budget"
        price={capsule?.budget ?? draft?.budget ?? null}
        currency={currency}
        error={errors.budget}
        audience={FIELD_AUDIENCE.capsule.budgetText}
        hint="Optional. On her Shopping list."
      />

      {capsule?.hasPassword ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink">Password for client access</legend>
          <p className="text-sm text-muted">
            A password is set. For privacy it is stored only in a form that cannot be shown.
          </p>
          {capsule.weakPassword ? (
            <p className="text-sm text-amber-900">
              {weakPasswordMessage(capsule.weakPassword)} Replace it with a longer one.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Password">
            {(
              [
                ['keep', 'Keep it'],
                ['set', 'Replace it'],
                ['remove', 'Remove it'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-sm has-checked:border-accent has-checked:bg-accent-soft has-checked:text-accent"
              >
                <input
                  type="radio"
                  name="passwordChoice"
                  value={value}
                  checked={passwordAction === value}
                  onChange={() => setPasswordAction(value)}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
          {passwordAction === 'set' ? (
            <Field
              label="New password"
              htmlFor="capsule-password"
              error={passwordError}
              hint={`At least ${CAPSULE_PASSWORD_MIN} characters.`}
            >
              {passwordInput(true)}
            </Field>
          ) : null}
        </fieldset>
      ) : (
        <Field
          label="Password for client access"
          htmlFor="capsule-password"
          error={passwordError}
          hint={`Optional. At least ${CAPSULE_PASSWORD_MIN} characters: your client types it to open a published capsule.`}
        >
          {passwordInput(false)}
        </Field>
      )}

      <Checkbox
        name="isPublished"
        label="Published (visible to client)"
        defaultChecked={capsule?.isPublished ?? false}
      />
    </FormDialog>
  )
}
