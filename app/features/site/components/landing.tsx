import type { ReactNode } from 'react'

import { InlineIcons } from '~/components/ui/inline-icons'
import type { FormResult } from '~/lib/form-errors'
import type { PublicPackage } from '~/lib/public-package'

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
 * The public landing page; every text and link comes from the site settings, the packages from
 * the site owner's (app/domain/packages.ts). It is rendered
 * on the server only (not hydrated; a route showing it has `handle = { hydrate: false }`): its
 * script brings the buttons and forms to life (docs/decisions/017). `newsletterAnswer` is the signup's answer to a post made without it.
 */
export function Landing({
  settings,
  packages,
  newsletterAnswer,
  bookingFields,
}: {
  settings: SiteSettings
  packages: PublicPackage[]
  newsletterAnswer?: FormResult
  /** The visitor's fields of the booking form (features/booking, composed by the route). */
  bookingFields: ReactNode
}) {
  return (
    <InlineIcons>
      {/* Inert while the booking slide-in is open. */}
      <div data-landing-page="">
        <SiteHeader brandName={settings.brandName} services={packages.length > 0} />
        <main>
          <Hero headline={settings.headline} tagline={settings.tagline} />
          <SocialLinks settings={settings} />
          <AboutSection settings={settings} />
          {packages.length > 0 ? <ServicesSection packages={packages} /> : null}
          {settings.showTestimonials ? <Testimonials testimonials={settings.testimonials} /> : null}
          <NewsletterSection embedUrl={settings.newsletterEmbedUrl} answer={newsletterAnswer} />
          <ContactSection contactEmail={settings.contactEmail} />
        </main>
        <SiteFooter settings={settings} />
        <StructuredData settings={settings} packages={packages} />
      </div>
      <LandingTemplates settings={settings} packages={packages} bookingFields={bookingFields} />
      <LandingScript />
    </InlineIcons>
  )
}
