import { Field } from '~/components/ui/field'
import { Input, Textarea } from '~/components/ui/input'
import type { FieldErrors } from '~/lib/form-errors'

/** A labelled text input (or text area) of the settings form, its error by its side. */
export function TextField({
  name,
  label,
  defaultValue,
  errors,
  hint,
  type = 'text',
  rows,
  maxLength,
  wide = false,
  required = false,
}: {
  name: string
  label: string
  defaultValue: string
  errors: FieldErrors
  hint?: string
  type?: 'text' | 'url' | 'email'
  /** A text area of this many rows instead of an input. */
  rows?: number
  maxLength?: number
  wide?: boolean
  required?: boolean
}) {
  const id = `setting-${name.replace(/\./g, '-')}`
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <Field label={label} htmlFor={id} error={errors[name]} hint={hint} required={required}>
        {rows ? (
          // As tall as its text (from `rows` up to a screenful), so nothing she wrote is hidden.
          <Textarea
            id={id}
            name={name}
            rows={rows}
            defaultValue={defaultValue}
            maxLength={maxLength}
            className="field-sizing-content max-h-[70dvh]"
            style={{ minHeight: `calc(${rows} * 1.625em + 1.25rem + 2px)` }}
          />
        ) : (
          <Input
            id={id}
            name={name}
            type={type}
            defaultValue={defaultValue}
            maxLength={maxLength}
            required={required}
            placeholder={type === 'url' ? 'https://' : undefined}
            autoComplete="off"
          />
        )}
      </Field>
    </div>
  )
}
