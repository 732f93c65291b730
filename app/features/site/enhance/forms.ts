import type { FormResult } from '~/lib/form-errors'

import { OFFLINE_MESSAGE, TEMPLATES } from '../landing-hooks'
import { cloneTemplate, messageFrom } from './dom'

type FormOptions = {
  /** The template of a field's error message (as `Field` shows it by default). */
  errorTemplate?: string
  /** Move the focus to the first field that needs fixing after a refusal. */
  focusFirstError?: boolean
  /** Called once the server has taken the form. */
  /** The server's answer: the form's own fields beside `ok` (a page to go to, say). */
  onOk: (answer: FormResult & Record<string, unknown>) => void
  /** Called with a refusal's whole answer, after its messages are shown. */
  onRefused?: (answer: FormResult) => void
}

function setBusy(form: HTMLFormElement, busy: boolean) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!button) return
  button.disabled = busy
  if (busy) {
    button.setAttribute('aria-busy', 'true')
    button.prepend(cloneTemplate<SVGElement>(TEMPLATES.spinner))
  } else {
    button.removeAttribute('aria-busy')
    button.querySelector('.animate-spin')?.remove()
  }
}

function describedBy(control: Element, id: string, on: boolean) {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  const next = on ? [...new Set([...ids, id])] : ids.filter((value) => value !== id)
  if (next.length > 0) control.setAttribute('aria-describedby', next.join(' '))
  else control.removeAttribute('aria-describedby')
}

/** Where a field's error goes: its slot, else the end of the field (the label's box). */
function errorBox(form: HTMLFormElement, control: HTMLElement): HTMLElement | null {
  const slot = form.querySelector<HTMLElement>(
    `[data-error-slot="${control.getAttribute('name')}"]`,
  )
  if (slot) return slot
  return form.querySelector<HTMLElement>(`label[for="${control.id}"]`)?.parentElement ?? null
}

/** Shows a form's answer as the React forms do: the fields keep their values. */
function showAnswer(form: HTMLFormElement, answer: FormResult, options: FormOptions) {
  const message = form.querySelector<HTMLElement>('[data-form-message]')
  if (message) {
    message.replaceChildren(
      ...(answer.formError ? [messageFrom(TEMPLATES.formError, answer.formError)] : []),
    )
    message.hidden = !answer.formError
  }
  for (const control of form.querySelectorAll<HTMLElement>('input, select, textarea')) {
    if (!control.id) continue
    const errorId = `${control.id}-error`
    document.getElementById(errorId)?.remove()
    control.removeAttribute('aria-invalid')
    describedBy(control, errorId, false)
    const error = answer.errors?.[control.getAttribute('name') ?? '']
    if (!error) continue
    const element = messageFrom(options.errorTemplate ?? TEMPLATES.fieldError, error)
    element.id = errorId
    errorBox(form, control)?.append(element)
    control.setAttribute('aria-invalid', 'true')
    describedBy(control, errorId, true)
  }
  if (options.focusFirstError && answer.errors) {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }
}

/**
 * Sends a form in place (fetch) and shows the server's answer beside its fields, as the
 * dashboard's forms do. Without this script the form still posts the ordinary way.
 */
export function enhanceForm(form: HTMLFormElement, options: FormOptions) {
  let busy = false
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy) return
    busy = true
    setBusy(form, true)
    let answer: FormResult
    try {
      const response = await fetch(form.dataset.fetchAction ?? form.action, {
        method: 'POST',
        body: new FormData(form),
        headers: { Accept: 'application/json' },
      })
      answer = (await response.json()) as FormResult
    } catch {
      answer = { formError: OFFLINE_MESSAGE }
    }
    busy = false
    setBusy(form, false)
    if (answer.ok) return options.onOk(answer)
    showAnswer(form, answer, options)
    options.onRefused?.(answer)
  })
}
