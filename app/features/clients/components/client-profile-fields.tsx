import type { ReactNode } from 'react'

import { MoneyField } from '~/components/money-field'
import { usePriceCurrency } from '~/components/price-currency'
import { AudienceLine } from '~/components/ui/audience'
import { Field } from '~/components/ui/field'
import { Input, Textarea } from '~/components/ui/input'
import type { FieldErrors } from '~/lib/form-errors'

import { PROFILE_LIMITS, type ProfileField, type TextProfileField } from '../schema'
import type { ClientProfile } from '../types'

const LABELS: Record<ProfileField, string> = {
  sizeTops: 'Tops',
  sizeBottoms: 'Bottoms',
  sizeDress: 'Dress',
  sizeShoes: 'Shoes',
  sizeNotes: 'Size notes',
  measurements: 'Measurements',
  coloursLoved: 'Colours she loves',
  coloursAvoided: 'Colours she avoids',
  styleWords: 'Style words',
  budget: 'Budget per season',
  notes: 'Notes',
  cameFrom: 'Came from',
}

export const profileLabel = (field: ProfileField) => LABELS[field]

/** The id of the line that says who reads a group's fields (each field points to it). */
const audienceId = (group: string) => `client-profile-${group}-audience`

/** A group of her profile: every field in it is hers alone, as its heading says. */
function Group({ id, legend, children }: { id: string; legend: string; children: ReactNode }) {
  return (
    <div className="border-t border-line pt-5">
      <fieldset className="min-w-0 space-y-4">
        <legend className="flex w-full flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-display text-lg font-medium text-ink">{legend}</span>
          <AudienceLine audience="private" id={audienceId(id)} />
        </legend>
        {children}
      </fieldset>
    </div>
  )
}

/**
 * The profile part of the client form, in groups (sizes, colours and style, budget and notes,
 * where she came from) so it stays readable on a phone. Every field is optional.
 */
export function ClientProfileFields({
  client,
  errors,
}: {
  client: ClientProfile | null
  errors: FieldErrors
}) {
  const currency = usePriceCurrency()
  // Every profile field is private (app/lib/audience.ts): each group says so once.
  const groupOf = (field: ProfileField) =>
    field.startsWith('size') || field === 'measurements'
      ? 'sizes'
      : field.startsWith('colours') || field === 'styleWords'
        ? 'style'
        : 'notes'
  const text = (field: TextProfileField, extra: { hint?: string; placeholder?: string } = {}) => (
    <Field
      label={LABELS[field]}
      htmlFor={`client-${field}`}
      error={errors[field]}
      hint={extra.hint}
    >
      <Input
        id={`client-${field}`}
        name={field}
        maxLength={PROFILE_LIMITS[field]}
        defaultValue={client?.[field] ?? ''}
        placeholder={extra.placeholder}
        autoComplete="off"
        aria-describedby={audienceId(groupOf(field))}
      />
    </Field>
  )
  const long = (field: TextProfileField, rows: number, hint?: string) => (
    <Field label={LABELS[field]} htmlFor={`client-${field}`} error={errors[field]} hint={hint}>
      <Textarea
        id={`client-${field}`}
        name={field}
        rows={rows}
        maxLength={PROFILE_LIMITS[field]}
        defaultValue={client?.[field] ?? ''}
        aria-describedby={audienceId(groupOf(field))}
      />
    </Field>
  )
  return (
    <>
      <Group id="sizes" legend="Sizes">
        <div className="grid grid-cols-2 gap-4">
          {text('sizeTops', { placeholder: 'M' })}
          {text('sizeBottoms', { placeholder: '28' })}
          {text('sizeDress', { placeholder: '8' })}
          {text('sizeShoes', { placeholder: '39' })}
        </div>
        {long('sizeNotes', 2, 'Brand-specific sizes, fit preferences.')}
        {long('measurements', 2, 'Optional: bust, waist, hips, inseam…')}
      </Group>
      <Group id="style" legend="Colours and style">
        {text('coloursLoved', { placeholder: 'Camel, navy, soft white' })}
        {text('coloursAvoided', { placeholder: 'Neon, orange' })}
        {text('styleWords', { placeholder: 'Relaxed, polished, minimal' })}
      </Group>
      <Group id="notes" legend="Budget and notes">
        <MoneyField
          id="client-budget"
          label={LABELS.budget}
          name="budget"
          price={client?.budget ?? null}
          currency={currency}
          maxLength={PROFILE_LIMITS.budget}
          error={errors.budget}
        />
        {long('notes', 5)}
        {text('cameFrom', { hint: 'A referral, an inquiry, a package…' })}
      </Group>
    </>
  )
}
