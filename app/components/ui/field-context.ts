import type { AriaAttributes, FormEvent } from 'react'
import { createContext, use } from 'react'

/** What a `Field` tells the control inside it, so labels, hints and errors are wired up by default. */
export type FieldContextValue = {
  id?: string
  describedBy?: string
  invalid: boolean
  required: boolean
  /** The control reports whether its text is longer than its `maxLength` (null: it is not). */
  setTooLong: (maxLength: number | null) => void
}

export const FieldContext = createContext<FieldContextValue | null>(null)

type ControlProps = {
  id?: string
  required?: boolean
  'aria-describedby'?: string
  'aria-invalid'?: AriaAttributes['aria-invalid']
  'aria-required'?: AriaAttributes['aria-required']
}

/**
 * Accessibility props for a form control rendered inside a `Field`: its id (from `htmlFor`),
 * `aria-describedby` (hint + error, merged with the caller's), `aria-invalid` and `aria-required`.
 * Props the caller sets explicitly win. Outside a `Field` this returns the props unchanged.
 */
export function useFieldControlProps(props: ControlProps): ControlProps {
  const field = use(FieldContext)
  if (!field) return {}
  const ids = [props['aria-describedby'], field.describedBy]
    .flatMap((value) => value?.split(/\s+/) ?? [])
    .filter((id, index, all) => id && all.indexOf(id) === index)
  return {
    id: props.id ?? field.id,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-required':
      props['aria-required'] ?? (field.required && !props.required ? true : undefined),
  }
}

type TextControl = HTMLInputElement | HTMLTextAreaElement

/**
 * The `maxLength` of a text control. Inside a `Field` it never cuts what is typed or pasted (the
 * browser would do so without a word): the control keeps everything and the Field says the text
 * is too long, as the server would on saving. Outside a `Field` it stays the browser's.
 */
export function useFieldLength(maxLength: number | undefined): {
  maxLength?: number
  onInput?: (event: FormEvent<TextControl>) => void
} {
  const field = use(FieldContext)
  if (!field || maxLength === undefined) return { maxLength }
  return {
    maxLength: undefined,
    onInput: (event) =>
      field.setTooLong(event.currentTarget.value.length > maxLength ? maxLength : null),
  }
}
