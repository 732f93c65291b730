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
          <Textarea
            id={id}
            name={name}
            rows={rows}
            defaultValue={defaultValue}
            maxLength={maxLength}
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
