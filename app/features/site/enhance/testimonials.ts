import { QUOTE, ROTATE_MS } from '../landing-hooks'
import { toggleClasses } from './dom'

/**
 * One testimonial at a time, changing every 4 s; it holds still while hovered or focused, and
 * for visitors who ask for reduced motion. The dots choose one.
 */
export function enhanceTestimonials() {
  const section = document.querySelector<HTMLElement>('[data-testimonials]')
  if (!section) return
  const live = section.querySelector<HTMLElement>('[data-quotes]')!
  const quotes = [...live.querySelectorAll<HTMLElement>('figure')]
  const dots = [...section.querySelectorAll<HTMLElement>('[data-quote-dot]')]
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
  let current = 0
  let hovered = false
  let focused = false
  let timer: number | undefined

  const show = (index: number) => {
    current = index
    quotes.forEach((quote, position) => {
      const shown = position === index
      quote.setAttribute('aria-hidden', String(!shown))
      toggleClasses(quote, QUOTE.other, !shown)
      // Taken off and put back so the fade plays again.
      toggleClasses(quote, QUOTE.current, false)
      if (shown) {
        void quote.offsetWidth
        toggleClasses(quote, QUOTE.current, true)
      }
    })
    dots.forEach((dot, position) => {
      const shown = position === index
      if (shown) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
      const bar = dot.firstElementChild
      if (bar) {
        toggleClasses(bar, QUOTE.dotOther, !shown)
        toggleClasses(bar, QUOTE.dotCurrent, shown)
      }
    })
  }

  const update = () => {
    const rotating = quotes.length > 1 && !hovered && !focused && !motion.matches
    live.setAttribute('aria-live', rotating ? 'off' : 'polite')
    window.clearInterval(timer)
    timer = rotating
      ? window.setInterval(() => show((current + 1) % quotes.length), ROTATE_MS)
      : undefined
  }

  dots.forEach((dot, position) => dot.addEventListener('click', () => show(position)))
  section.addEventListener('mouseenter', () => ((hovered = true), update()))
  section.addEventListener('mouseleave', () => ((hovered = false), update()))
  section.addEventListener('focusin', () => ((focused = true), update()))
  section.addEventListener('focusout', (event) => {
    if (section.contains(event.relatedTarget as Node | null)) return
    focused = false
    update()
  })
  motion.addEventListener('change', update)
  update()
}
