import { InlineIcons } from '~/components/ui/inline-icons'
import type { FormResult } from '~/lib/form-errors'
import type { SiteSettings } from '../schema'
import { AboutSection } from './about-section'
import { LandingTemplates } from './booking-panel'
import { ContactSection } from './contact-section'
import { Hero } from './hero'
import { LandingScript } from './landing-script'
import { NewsletterSection } from './newsletter-section'
import { ServicesSection } from './services-section'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SocialLinks } from './social-links'
import { StructuredData } from './structured-data'
import { Testimonials } from './testimonials'

/**
 * The public landing page; every text and link comes from the site settings. It is rendered
 * on the server only (not hydrated; a route showing it has `handle = { hydrate: false }`): its
 * script brings the buttons and forms to life (docs/decisions/017). `newsletterAnswer` is the signup's answer to a post made without it.
 */
export function Landing({
  settings,
  newsletterAnswer,
}: {
  settings: SiteSettings
  newsletterAnswer?: FormResult
}) {
  return (
    <InlineIcons>
      {/* Inert while the booking slide-in is open. */}
      <div data-landing-page="">
        <SiteHeader brandName={settings.brandName} />
        <main>
          <Hero headline={settings.headline} tagline={settings.tagline} />
          <SocialLinks settings={settings} />
          <AboutSection settings={settings} />
          <ServicesSection packages={settings.packages} />
          {settings.showTestimonials ? <Testimonials testimonials={settings.testimonials} /> : null}
          <NewsletterSection embedUrl={settings.newsletterEmbedUrl} answer={newsletterAnswer} />
          <ContactSection contactEmail={settings.contactEmail} />
        </main>
        <SiteFooter settings={settings} />
        <StructuredData settings={settings} />
      </div>
      <LandingTemplates settings={settings} />
      <LandingScript />
    </InlineIcons>
  )
}
