import { trapTab } from '~/components/ui/focus-trap'

import {
  acceptEmbedMessage,
  createEmbedId,
  providerFrameUrl,
  providerOrigin,
} from '../embed-messages'
import { CLOSE_MS, CLOSING, PROVIDER_PATIENCE_MS, TEMPLATES } from '../landing-hooks'
import { cloneTemplate, reducedMotion, toggleClasses } from './dom'
import { enhanceForm } from './forms'
import type { showSlots } from './slots'

/** What the booking panel's script (`slots.ts`, loaded on demand) offers. */
type SlotsModule = { showSlots: typeof showSlots }

/** Every call to action (`data-booking`, its value the package to preselect) opens the slide-in. */
export function enhanceBooking() {
  const page = document.querySelector<HTMLElement>('[data-landing-page]')
  let open = false
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-booking]')
    if (!button || !page) return
    // Without this script the button's form opens the booking page instead.
    event.preventDefault()
    if (open) return
    open = true
    openPanel(page, button, button.dataset.booking || undefined, () => (open = false))
  })
}

/**
 * The slide-in's body: the provider's frame when the site books through one, else booking a time
 * (or the built-in form when that cannot load).
 */
function showForm(body: HTMLElement, packageName: string | undefined): () => void {
  const thanks = () => {
    const element = cloneTemplate(TEMPLATES.thanks)
    body.replaceChildren(element)
    element.focus()
  }
  const intake = () => {
    const form = cloneTemplate<HTMLFormElement>(TEMPLATES.intake)
    const select = form.querySelector('select')
    if (select) select.value = packageName ?? ''
    const startedAt = form.querySelector<HTMLInputElement>('[data-started-at]')
    if (startedAt) startedAt.value = String(Date.now())
    enhanceForm(form, { focusFirstError: true, onOk: thanks })
    body.replaceChildren(form)
  }
  if (document.getElementById(TEMPLATES.frame)) return providerFrame(body, { thanks, intake })
  const slots = document.getElementById(TEMPLATES.slots)
  if (!slots?.dataset.script) {
    intake()
    return () => {}
  }
  // Booking a time: its script is loaded now, the first time the slide-in opens.
  body.replaceChildren(cloneTemplate(TEMPLATES.loading))
  import(/* @vite-ignore */ slots.dataset.script)
    .then((module: SlotsModule) => module.showSlots(body, { packageName, intake }))
    .catch(intake)
  return () => {}
}

/**
 * The provider's form in a frame: the page's query string passed through, a new embed id, a
 * spinner until it has loaded, its messages (checked for its origin, our frame and embed id)
 * handled, and other ways to book when it has not said form_init in time. Returns the cleanup.
 */
function providerFrame(body: HTMLElement, then: { thanks: () => void; intake: () => void }) {
  const box = cloneTemplate(TEMPLATES.frame)
  const providerUrl = box.dataset.providerFrame ?? ''
  const frame = box.querySelector('iframe')!
  const spinner = box.querySelector<HTMLElement>('[data-frame-spinner]')!
  const late = box.querySelector<HTMLElement>('[data-frame-late]')!
  const embedId = createEmbedId()
  let ready = false
  frame.src = providerFrameUrl(providerUrl, window.location.search, embedId)
  frame.addEventListener('load', () => (spinner.hidden = true))
  const timer = window.setTimeout(() => {
    if (ready) return
    spinner.hidden = true
    late.hidden = false
  }, PROVIDER_PATIENCE_MS)
  const onMessage = (event: MessageEvent) => {
    // Only our own frame may talk to us (on top of the origin and embed id checks).
    if (event.source !== frame.contentWindow) return
    const type = acceptEmbedMessage(event, { origin: providerOrigin(providerUrl), embedId })
    if (type === 'form_init') {
      ready = true
      spinner.hidden = true
      late.hidden = true
    } else if (type === 'page_change') body.scrollTo({ top: 0 })
    else if (type === 'form_submit') {
      cleanup()
      then.thanks()
    }
  }
  const cleanup = () => {
    window.clearTimeout(timer)
    window.removeEventListener('message', onMessage)
  }
  window.addEventListener('message', onMessage)
  box.querySelector('[data-intake-instead]')?.addEventListener('click', () => {
    cleanup()
    then.intake()
  })
  body.replaceChildren(box)
  return cleanup
}

/**
 * Puts the slide-in on the page: the page behind is inert and does not scroll, Tab stays
 * inside, Escape, the backdrop and the close buttons close it; then it slides out (at once
 * under reduced motion) and the focus goes back to the button that opened it.
 */
function openPanel(
  page: HTMLElement,
  opener: HTMLElement,
  packageName: string | undefined,
  onClosed: () => void,
) {
  const root = cloneTemplate(TEMPLATES.panel)
  const panel = root.querySelector<HTMLElement>('[data-booking-panel]')!
  const body = root.querySelector<HTMLElement>('[data-booking-body]')!
  const title = root.querySelector('#booking-title')
  if (title) title.textContent = packageName ? `Book ${packageName}` : 'Work with me'

  const html = document.documentElement
  const saved = { overflow: html.style.overflow, scrollbarGutter: html.style.scrollbarGutter }
  let closing = false

  const close = () => {
    if (closing) return
    closing = true
    stopForm()
    document.removeEventListener('keydown', onKeyDown)
    const done = () => {
      root.remove()
      Object.assign(html.style, saved)
      page.inert = false
      if (opener.isConnected) opener.focus({ preventScroll: true })
      onClosed()
    }
    if (reducedMotion()) return done()
    toggleClasses(root.querySelector('[data-booking-backdrop]')!, CLOSING.backdrop, true)
    toggleClasses(panel, CLOSING.panel, true)
    window.setTimeout(done, CLOSE_MS)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (closing || event.defaultPrevented || event.isComposing) return
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') trapTab(event, panel)
  }

  root.addEventListener('click', (event) => {
    const target = event.target as Element
    if (target.closest('[data-booking-close]') || target.matches('[data-booking-backdrop]')) close()
  })
  const stopForm = showForm(body, packageName)
  // Keep the page from shifting sideways when its scrollbar goes away.
  if (window.innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable'
  html.style.overflow = 'hidden'
  page.inert = true
  document.body.append(root)
  document.addEventListener('keydown', onKeyDown)
  panel.focus()
}
