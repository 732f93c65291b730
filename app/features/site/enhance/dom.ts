// Small DOM helpers for the landing page's script.

/** A copy of the first element of the `<template>` with this id (an SVG icon's is no HTMLElement). */
export function cloneTemplate<T extends Element = HTMLElement>(id: string): T {
  const template = document.getElementById(id)
  const element =
    template instanceof HTMLTemplateElement ? template.content.firstElementChild : null
  if (!element) throw new Error(`No template #${id}`)
  return element.cloneNode(true) as T
}

/** A copy of a template whose `[data-message]` element says `message`. */
export function messageFrom(id: string, message: string): HTMLElement {
  const element = cloneTemplate(id)
  const slot = element.querySelector('[data-message]')
  if (slot) slot.textContent = message
  return element
}

/** Whether the visitor asked for reduced motion. */
export function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Adds or removes each class of a space-separated list. */
export function toggleClasses(element: Element, classes: string, on: boolean) {
  for (const name of classes.split(' ')) element.classList.toggle(name, on)
}
