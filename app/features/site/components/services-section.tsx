import { buttonClasses } from '~/components/ui/button'
import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'
import type { PublicPackage } from '~/lib/public-package'

import { CARD } from '../landing-hooks'
import { BookingButton } from './booking-button'

function PackageCard({ pkg, index }: { pkg: PublicPackage; index: number }) {
  const titleId = `package-${index + 1}-title`
  const listId = `package-${index + 1}-included`
  return (
    <li
      aria-labelledby={titleId}
      className={cx(
        'flex flex-col rounded-[1.75rem] border bg-surface p-7 shadow-card transition-[border-color,box-shadow] duration-200 sm:p-8',
        // Open (CARD.open), the card takes a second grid row of its own: the closed cards keep
        // the first row's height instead of stretching to the open one's.
        CARD.closed,
      )}
    >
      <p className="font-display text-lg text-accent lining-nums tabular-nums">
        {String(index + 1).padStart(2, '0')}
      </p>
      <h3 id={titleId} className="mt-2 font-display text-[2rem] leading-tight font-medium">
        {pkg.name}
      </h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2.5">
        <span className="font-display text-5xl leading-none font-medium tracking-tight lining-nums">
          {pkg.price}
        </span>
        {pkg.priceNote ? (
          <span className="text-sm tracking-wide text-muted">{pkg.priceNote}</span>
        ) : null}
      </p>
      {pkg.summary ? (
        <p className="mt-5 leading-relaxed text-pretty text-muted">{pkg.summary}</p>
      ) : null}
      {pkg.addOn ? (
        <p className="mt-5 flex items-start gap-2 rounded-2xl bg-accent-soft px-4 py-3 text-sm leading-snug text-accent-strong">
          <Icon name="plus" className="mt-px size-4 shrink-0" />
          <span>{pkg.addOn}</span>
        </p>
      ) : null}
      <div className="mt-auto pt-6">
        {pkg.included.length > 0 ? (
          <div className="border-t border-line">
            <button
              type="button"
              aria-expanded="false"
              aria-controls={listId}
              aria-describedby={titleId}
              data-included-toggle=""
              className="flex min-h-12 w-full items-center justify-between gap-3 text-left text-sm font-medium text-ink transition-colors hover:text-accent"
            >
              What&apos;s included
              <Icon
                name="chevron-down"
                className="size-4 text-accent transition-transform duration-200"
              />
            </button>
            <ul id={listId} hidden className="animate-fade-in space-y-3 pb-2">
              {pkg.included.map((line, lineIndex) => (
                <li key={lineIndex} className="flex gap-3 text-[0.9375rem] leading-snug text-muted">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-accent" />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="pt-5">
          <BookingButton
            packageName={pkg.name}
            className={buttonClasses({
              variant: 'secondary',
              className:
                'w-full border-ink/80 hover:not-disabled:border-ink hover:not-disabled:bg-ink hover:not-disabled:text-canvas',
            })}
          >
            Book {pkg.name}
          </BookingButton>
        </div>
      </div>
    </li>
  )
}

/**
 * Services & Packages (#services): the site owner's packages. The landing script opens one "What's
 * included" at a time (enhance/services.ts).
 */
export function ServicesSection({ packages }: { packages: PublicPackage[] }) {
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="scroll-mt-16 bg-sunken/60 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-[0.6875rem] font-medium tracking-[0.32em] text-accent uppercase">
            Work together
          </p>
          <h2
            id="services-title"
            className="mt-4 font-display text-4xl leading-tight font-medium sm:text-[3.25rem]"
          >
            Services &amp; Packages
          </h2>
        </div>
        <ul className="mx-auto mt-12 grid max-w-xl items-start gap-5 sm:mt-16 lg:max-w-none lg:grid-cols-3 lg:gap-6">
          {packages.map((pkg, index) => (
            <PackageCard key={index} pkg={pkg} index={index} />
          ))}
        </ul>
      </div>
    </section>
  )
}
