import type { z } from 'zod'

/** Field name → first message, the shape every form renders next to its fields. */
export type FieldErrors = Partial<Record<string, string>>

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    // Nested fields are named by their path, e.g. `packages.0.name`.
    const name = issue.path.map(String).join('.') || 'form'
    errors[name] ??= issue.message
  }
  return errors
}

/** A form's answer from an action: field errors and/or one message for the whole form. */
/** `signedOut`: the session ended before the save (see `guardNetwork`). */
export type FormResult = {
  errors?: FieldErrors
  formError?: string
  ok?: boolean
  signedOut?: true
}
