/**
 * What was typed in a dialog's forms, kept in sessionStorage until the form is saved or closed,
 * so a reload, a crash or signing in again on a fresh page does not lose it: opening the same
 * form again (same page, same record) brings it back. Text fields, text areas and selects only —
 * never passwords, hidden fields or files.
 */

const RESTORABLE =
  'input[name]:not([type]), input[name][type="text"], input[name][type="email"], input[name][type="tel"], ' +
  'input[name][type="url"], input[name][type="number"], input[name][type="search"], ' +
  'textarea[name], select[name]:not([multiple])'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function draftKey(form: HTMLFormElement): string | null {
  if (!form.id) return null
  const record = form.elements.namedItem('id')
  const recordId = record instanceof HTMLInputElement ? record.value : 'new'
  return `draft:${window.location.pathname}:${form.id}:${recordId}`
}

function fields(form: HTMLFormElement): Field[] {
  // A password shown as text is still a password.
  return Array.from(form.querySelectorAll<Field>(RESTORABLE)).filter(
    (field) => !(field.getAttribute('autocomplete') ?? '').endsWith('password'),
  )
}

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The draft keys of the forms inside `root`, for `clearDrafts` later. */
export function draftKeys(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll('form'))
    .map(draftKey)
    .filter((key) => key !== null)
}

export function saveDrafts(root: HTMLElement) {
  const store = storage()
  if (!store) return
  for (const form of root.querySelectorAll('form')) {
    const key = draftKey(form)
    if (!key) continue
    const values = Object.fromEntries(fields(form).map((field) => [field.name, field.value]))
    try {
      store.setItem(key, JSON.stringify(values))
    } catch {
      // Storage full or disabled: the open form still holds everything.
    }
  }
}

/** Puts a kept draft back into the forms inside `root`; returns a restored field, if any. */
export function restoreDrafts(root: HTMLElement): Field | null {
  const store = storage()
  let restored: Field | null = null
  for (const form of root.querySelectorAll('form')) {
    const key = draftKey(form)
    const saved = key ? store?.getItem(key) : null
    if (!saved) continue
    let values: unknown
    try {
      values = JSON.parse(saved)
    } catch {
      continue
    }
    if (!values || typeof values !== 'object') continue
    for (const field of fields(form)) {
      const value = (values as Record<string, unknown>)[field.name]
      if (typeof value === 'string' && value !== field.value) {
        field.value = value
        // Told as if typed or picked, so a field React follows (a currency select) keeps it.
        const kind = field instanceof HTMLSelectElement ? 'change' : 'input'
        field.dispatchEvent(new Event(kind, { bubbles: true }))
        restored ??= field
      }
    }
  }
  return restored
}

export function clearDrafts(keys: string[]) {
  const store = storage()
  for (const key of keys) store?.removeItem(key)
}
