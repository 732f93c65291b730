import { CARD } from '../landing-hooks'
import { toggleClasses } from './dom'

/** The service cards' "What's included": one open at a time, a second click closes it. */
export function enhanceServices() {
  const toggles = [...document.querySelectorAll<HTMLButtonElement>('[data-included-toggle]')]
  const show = (toggle: HTMLButtonElement, open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open))
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    if (list) list.hidden = !open
    const card = toggle.closest('li[aria-labelledby]')
    if (card) {
      toggleClasses(card, CARD.closed, !open)
      toggleClasses(card, CARD.open, open)
    }
    const chevron = toggle.querySelector('svg')
    if (chevron) toggleClasses(chevron, CARD.chevronOpen, open)
  }
  for (const toggle of toggles) {
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true'
      for (const other of toggles) if (other !== toggle) show(other, false)
      show(toggle, open)
    })
  }
}
