import type { SiteSettings } from '../schema'
import { AboutSection } from './about-section'
import { BookingProvider } from './booking-context'
import { ContactSection } from './contact-section'
import { Hero } from './hero'
import { NewsletterSection } from './newsletter-section'
import { ServicesSection } from './services-section'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SocialLinks } from './social-links'
import { StructuredData } from './structured-data'
import { Testimonials } from './testimonials'

/** The public landing page; every text and link comes from the site settings. */
export function Landing({ settings }: { settings: SiteSettings }) {
  return (
    <BookingProvider settings={settings}>
      <SiteHeader brandName={settings.brandName} />
      <main>
        <Hero headline={settings.headline} tagline={settings.tagline} />
        <SocialLinks settings={settings} />
        <AboutSection settings={settings} />
        <ServicesSection packages={settings.packages} />
        {settings.showTestimonials ? <Testimonials testimonials={settings.testimonials} /> : null}
        <NewsletterSection embedUrl={settings.newsletterEmbedUrl} />
        <ContactSection contactEmail={settings.contactEmail} />
      </main>
      <SiteFooter settings={settings} />
      <StructuredData settings={settings} />
    </BookingProvider>
  )
}
