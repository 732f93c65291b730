import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { Input } from '~/components/ui/input'
import type { FormResult } from '~/lib/form-errors'

import { TEMPLATES } from '../landing-hooks'

function NewsletterThanks() {
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-canvas/15 bg-canvas/5 px-5 py-4 leading-relaxed text-canvas"
    >
      <Icon name="mail-check" className="mt-0.5 size-5 shrink-0 text-[#e9b9a4]" />
      Almost there! Check your email to confirm your subscription.
    </p>
  )
}

function EmailError({ message }: { message?: string }) {
  return (
    <p
      id="newsletter-email-error"
      role="alert"
      className="mt-2 flex items-start gap-1.5 text-sm text-[#f5c2b3]"
    >
      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
      <span data-message="">{message}</span>
    </p>
  )
}

/**
 * The built-in signup: posts to /newsletter, which mails a confirmation link (double opt-in).
 * With the landing script the answer comes back in place (enhance/forms.ts); without it the
 * form posts to the landing page itself, which shows `answer` (a real form).
 */
function NewsletterForm({ answer }: { answer?: FormResult }) {
  if (answer?.ok) return <NewsletterThanks />
  const emailError = answer?.errors?.email
  return (
    <form
      method="post"
      action="/?index#newsletter"
      data-fetch-action="/newsletter"
      noValidate
      data-newsletter=""
      className="space-y-4"
    >
      <div data-form-message="" hidden={!answer?.formError}>
        {answer?.formError ? <Alert tone="error">{answer.formError}</Alert> : null}
      </div>
      <div>
        <label htmlFor="newsletter-email" className="text-sm font-medium text-canvas/80">
          Email
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
          <div data-error-slot="email" className="sm:flex-1">
            <Input
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              required
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'newsletter-email-error' : undefined}
              className="min-h-12"
            />
            {emailError ? <EmailError message={emailError} /> : null}
          </div>
          <Button type="submit" variant="secondary" className="min-h-12 px-7">
            Subscribe
          </Button>
        </div>
      </div>
      {/* Spam trap: people never see or reach this field; bots fill it in. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="newsletter-website">Website</label>
        <input
          id="newsletter-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <template id={TEMPLATES.newsletterThanks}>
        <NewsletterThanks />
      </template>
      <template id={TEMPLATES.newsletterError}>
        <EmailError />
      </template>
    </form>
  )
}

/** "Stay In Style": the provider's signup frame when one is set, otherwise the built-in form. */
export function NewsletterSection({ embedUrl, answer }: { embedUrl: string; answer?: FormResult }) {
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-title"
      className="scroll-mt-16 bg-ink text-canvas"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-6 py-20 sm:px-8 sm:py-24 md:grid-cols-2 md:gap-16">
        <div>
          <p className="text-[0.6875rem] font-medium tracking-[0.32em] text-[#e9b9a4] uppercase">
            Newsletter
          </p>
          <h2
            id="newsletter-title"
            className="mt-4 font-display text-4xl leading-tight font-medium sm:text-5xl"
          >
            Stay In Style
          </h2>
          <p className="mt-4 max-w-md leading-relaxed text-canvas/70">
            Styling notes and seasonal edits, straight to your inbox.
          </p>
        </div>
        {embedUrl ? (
          <iframe
            src={embedUrl}
            title="Newsletter signup"
            height={320}
            loading="lazy"
            className="h-[320px] w-full rounded-2xl border-0 bg-canvas"
          />
        ) : (
          <NewsletterForm answer={answer} />
        )}
      </div>
    </section>
  )
}
