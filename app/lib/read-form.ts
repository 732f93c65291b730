/**
 * Control characters other than tab and line breaks: never meaningful in a form field, and NUL
 * cannot even be stored in PostgreSQL text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** A form field's text without control characters. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '')
}

/** A form's text fields, with control characters removed (files are left out). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = cleanText(value)
  }
  return fields
}
