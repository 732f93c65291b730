import { buttonClasses } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'

import { BookingButton } from './booking-button'

/** Contact (#contact): the free consultation, and the e-mail address when there is one. */
export function ContactSection({ contactEmail }: { contactEmail: string }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-6 text-center">
        <p className="text-[0.6875rem] font-medium tracking-[0.32em] text-accent uppercase">
          Contact
        </p>
        <h2
          id="contact-title"
          className="mt-4 font-display text-4xl leading-tight font-medium text-balance sm:text-[3.25rem]"
        >
          Let&rsquo;s talk about your wardrobe
        </h2>
        <p className="mx-auto mt-5 max-w-lg leading-relaxed text-pretty text-muted">
          Tell me about your style, your closet and what you need. The first conversation is on me.
        </p>
        <div className="mt-10 flex flex-col items-center gap-5">
          <BookingButton
            className={buttonClasses({ className: 'min-h-12 px-8 text-[0.9375rem] tracking-wide' })}
          >
            Schedule Your Free Consultation
          </BookingButton>
          {contactEmail ? (
            <a
              href={`mailto:${contactEmail}`}
              className="inline-flex min-h-11 items-center gap-2 text-sm text-muted underline-offset-4 transition-colors hover:text-accent hover:underline"
            >
              <Icon name="mail" className="size-4" />
              {contactEmail}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  )
}
