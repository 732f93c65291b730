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

/**
 * A form's answer from an action (app/server/forms.server.ts): field errors and/or one message
 * for the whole form; `values`: what was typed, for a form that re-renders from the answer;
 * `signedOut`: the session ended before the save (see `guardNetwork`).
 */
export type FormResult = {
  errors?: FieldErrors
  formError?: string
  values?: Record<string, string>
  ok?: boolean
  signedOut?: true
}
