import { type RefObject, useEffect, useRef } from 'react'

import type { FormResult } from '~/lib/form-errors'

type Failure = Pick<FormResult, 'errors' | 'formError' | 'signedOut'>

type Control = HTMLElement & { name?: string; type?: string; disabled?: boolean }

/** Scrolls `element` to the middle of what she sees, clear of sticky bars at either edge. */
function bringIntoView(element: Element) {
  element.scrollIntoView?.({ block: 'center', inline: 'nearest', behavior: 'instant' })
}

/** Focuses `element` where it is (already in view); whether focus is there now. */
function focusOn(element: HTMLElement): boolean {
  element.focus({ preventScroll: true })
  return element.ownerDocument.activeElement === element
}

/** The form's controls, in the page's order (those outside it with `form=` included). */
function controls(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control =>
      element instanceof HTMLElement && (element as Control).type !== 'hidden',
  )
}

/** Where the form lives: its dialog, or the form itself on a page. */
function frameOf(form: HTMLFormElement): HTMLElement {
  return form.closest<HTMLElement>('[role="dialog"]') ?? form
}

/** Whether focus is lost (on the page's body) or outside the form's frame. */
function focusAway(form: HTMLFormElement): boolean {
  const active = form.ownerDocument.activeElement
  return !active || active === form.ownerDocument.body || !frameOf(form).contains(active)
}

/**
 * Shows a failed save where she is looking, so an error is never drawn out of sight with the
 * focus lost on the page:
 * - a field error: the first field at fault (in the page's order) scrolls into view and takes
 *   the focus (or, for a field that cannot take it, its message scrolls into view);
 * - a form error: its message (`role="alert"`, announced) scrolls into view, and focus stays
 *   where it was, or goes to the submit button if it was lost;
 * - signed out: the message scrolls into view; the sign-in dialog takes the focus.
 */
export function revealFailure(form: HTMLFormElement, failure: Failure) {
  const named = new Set(Object.keys(failure.errors ?? {}))
  if (named.size > 0) {
    const atFault = controls(form).filter(
      (control) =>
        control.getAttribute('aria-invalid') === 'true' ||
        (control.name !== undefined && named.has(control.name)),
    )
    for (const control of atFault) {
      if (control.disabled) continue
      bringIntoView(control)
      if (focusOn(control)) return
    }
  }
  const message = frameOf(form).querySelector('[role="alert"]')
  if (message) bringIntoView(message)
  if (failure.signedOut || !focusAway(form)) return
  const submit = controls(form).find(
    (control) => control instanceof HTMLButtonElement && control.type === 'submit',
  )
  if (submit) focusOn(submit)
}

/**
 * A ref for a form whose answers come as `result` (a fetcher's data once idle): each new failed
 * answer is shown where she is looking (`revealFailure`), once, after it is drawn. `ref`: the
 * form's own ref, when its component needs one too.
 */
export function useRevealFailure(
  result: FormResult | undefined,
  ref?: RefObject<HTMLFormElement | null>,
) {
  const own = useRef<HTMLFormElement>(null)
  const form = ref ?? own
  const revealed = useRef<FormResult | undefined>(undefined)
  useEffect(() => {
    if (!result || result.ok || revealed.current === result || !form.current) return
    revealed.current = result
    if (result.errors || result.formError) revealFailure(form.current, result)
  }, [result, form])
  return form
}
