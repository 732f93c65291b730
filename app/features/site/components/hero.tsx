import { buttonClasses } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'

import { BookingButton } from './booking-button'

/** The first screen: headline, tagline and "Work with me". Fully server-rendered, text only. */
export function Hero({ headline, tagline }: { headline: string; tagline: string }) {
  return (
    <section className="relative isolate overflow-hidden">
      {/* Decoration only: a warm glow and two hairline arcs, drawn in CSS (nothing to download). */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 mask-b-from-60% mask-b-to-100%"
      >
        <div className="absolute -top-40 left-1/2 size-[44rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--color-accent-soft),transparent)]" />
        <div className="absolute top-24 left-1/2 size-[34rem] -translate-x-1/2 rounded-full border border-accent/15 sm:top-20 sm:size-[46rem]" />
        <div className="absolute top-40 left-1/2 size-[26rem] -translate-x-1/2 rounded-full border border-accent/10 sm:top-32 sm:size-[38rem]" />
      </div>
      <div className="mx-auto flex min-h-[min(36rem,calc(100svh-4rem))] max-w-4xl flex-col items-center justify-center px-6 py-16 text-center sm:min-h-[min(46rem,calc(100svh-4rem))] sm:py-24">
        <span aria-hidden="true" className="flex items-center gap-3 text-accent/60">
          <span className="h-px w-10 bg-current" />
          <span className="size-1.5 rotate-45 bg-current" />
          <span className="h-px w-10 bg-current" />
        </span>
        <h1 className="mt-7 font-display text-[2.75rem] leading-[1.04] font-medium tracking-[-0.01em] text-balance text-ink sm:text-7xl lg:text-[5.25rem]">
          {headline}
        </h1>
        <p className="mt-7 max-w-xl text-[1.0625rem] leading-relaxed text-pretty text-muted sm:text-lg">
          {tagline}
        </p>
        <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row sm:gap-5">
          <BookingButton
            className={buttonClasses({ className: 'min-h-12 px-8 text-[0.9375rem] tracking-wide' })}
          >
            Work with me
          </BookingButton>
          <a
            href="#services"
            className="group inline-flex min-h-11 items-center gap-2 px-3 text-sm font-medium text-ink underline-offset-8 hover:underline"
          >
            Explore services
            <Icon
              name="arrow-down"
              className="size-4 text-accent transition-transform group-hover:translate-y-0.5"
            />
          </a>
        </div>
      </div>
    </section>
  )
}
