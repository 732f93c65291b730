// The landing page's one script (docs/decisions/017): the page is rendered on the server and
// not hydrated; this brings its buttons and forms to life. Bundled on its own and served inline
// (vite.config.ts, `?inline-script`): no React, no router.
import { TEMPLATES } from '../landing-hooks'
import { enhanceBooking } from './booking'
import { cloneTemplate } from './dom'
import { enhanceForm } from './forms'
import { enhanceServices } from './services'
import { enhanceTestimonials } from './testimonials'

enhanceServices()
enhanceTestimonials()
enhanceBooking()
const newsletter = document.querySelector<HTMLFormElement>('form[data-newsletter]')
if (newsletter) {
  enhanceForm(newsletter, {
    errorTemplate: TEMPLATES.newsletterError,
    onOk: () => newsletter.replaceWith(cloneTemplate(TEMPLATES.newsletterThanks)),
  })
}
// Buttons and forms work from here on (the browser journeys wait for it).
document.documentElement.dataset.enhanced = ''
